/// The prepared elements of a layout in compact form, with their visibility indexes.
///
/// Cells are stored as bare frames in index-path order (32 bytes each); their category,
/// index path and zIndex are derived on demand. Supplementary views and decorations
/// ("extras") are stored as full attributes, sorted in dump order. Both groups get a
/// ``VisibilityIndex`` along the scroll axis.
///
/// Elements that move with the scroll position (pinned headers, sticky or elastic
/// effects) are indexed by an *envelope*: a rectangle covering every place the
/// element can take. Queries then adjust candidate copies and test the adjusted frame,
/// so results stay exact.
public struct ElementStore: Sendable {
    /// The contents, shared by copies: a layout hands its store out through a protocol
    /// getter on every query, which then copies one reference instead of a dozen arrays.
    private final class Storage: Sendable {
        let axis: Axis
        let cellFrames: [Rect]
        let sectionStarts: [Int]
        let cellZIndex: Int
        let absentCells: Set<Int>
        let extras: [LayoutAttributes]
        let cellMargin: Double
        let cellIndex: VisibilityIndex
        let extraIndex: VisibilityIndex

        init(
            axis: Axis, cellFrames: [Rect], sectionStarts: [Int], cellZIndex: Int, absentCells: Set<Int>,
            extras: [LayoutAttributes], cellMargin: Double, cellIndex: VisibilityIndex, extraIndex: VisibilityIndex
        ) {
            self.axis = axis
            self.cellFrames = cellFrames
            self.sectionStarts = sectionStarts
            self.cellZIndex = cellZIndex
            self.absentCells = absentCells
            self.extras = extras
            self.cellMargin = cellMargin
            self.cellIndex = cellIndex
            self.extraIndex = extraIndex
        }
    }

    private let storage: Storage

    /// True when the layout's query-time adjustment never changes a cell (only headers
    /// and footers move, as with pinned or sticky headers): queries then test each cell's
    /// stored frame against the rectangle and make attributes only for the cells that
    /// intersect it, instead of passing every candidate through the adjustment. Set by
    /// the layout after building the store (and again whenever its effects change).
    var cellsStayPut = false

    /// The scroll axis the indexes are built along.
    public var axis: Axis { storage.axis }
    /// Cell frames, section-major, in index-path order.
    public var cellFrames: [Rect] { storage.cellFrames }
    /// `sectionStarts[s]` is the flat position of section `s`'s first cell;
    /// the last entry is the total cell count.
    public var sectionStarts: [Int] { storage.sectionStarts }
    /// The zIndex of every cell.
    public var cellZIndex: Int { storage.cellZIndex }
    /// Flat positions of cells that exist in the data but have no element.
    public var absentCells: Set<Int> { storage.absentCells }
    /// Supplementary views, then decorations, in dump order.
    public var extras: [LayoutAttributes] { storage.extras }
    /// How far a query-time adjustment can move a cell along the scroll axis.
    public var cellMargin: Double { storage.cellMargin }
    private var cellIndex: VisibilityIndex { storage.cellIndex }
    private var extraIndex: VisibilityIndex { storage.extraIndex }

    /// An empty store.
    public init(axis: Axis = .vertical) {
        self.init(axis: axis, sectionItemCounts: [], cellFrames: [], extras: [])
    }

    /// Creates a store and builds its indexes.
    ///
    /// - Parameters:
    ///   - sectionItemCounts: items per section; their sum must equal `cellFrames.count`.
    ///   - cellFrames: every cell's frame, section-major.
    ///   - extras: supplementary views and decorations in any order.
    ///   - cellZIndex: the zIndex given to every cell.
    ///   - absentCells: flat positions of cells without an element.
    ///   - cellMargin: how far query-time adjustments can move a cell along the axis.
    ///   - envelope: where an extra can be at any scroll position (default: its frame).
    ///   - axis: the scroll axis, along which the indexes sort.
    /// - Complexity: O(n) when frames come sorted along the axis, else O(n log n).
    public init(
        axis: Axis, sectionItemCounts: [Int], cellFrames: [Rect], extras: [LayoutAttributes],
        cellZIndex: Int = 0, absentCells: Set<Int> = [], cellMargin: Double = 0,
        envelope: ((LayoutAttributes) -> Rect)? = nil
    ) {
        var starts = [0]
        starts.reserveCapacity(sectionItemCounts.count + 1)
        for c in sectionItemCounts { starts.append(starts[starts.count - 1] + c) }
        precondition(starts[starts.count - 1] == cellFrames.count, "cell count mismatch")
        var sortedExtras = extras
        if !Self.isSorted(sortedExtras) {
            sortedExtras = extras.enumerated().sorted { l, r in
                if LayoutAttributes.dumpOrder(l.element, r.element) { return true }
                if LayoutAttributes.dumpOrder(r.element, l.element) { return false }
                return l.offset < r.offset
            }.map(\.element)
        }
        let extraIndex =
            envelope.map { VisibilityIndex(frames: sortedExtras.map($0), axis: axis) }
            ?? VisibilityIndex(frames: sortedExtras.lazy.map(\.frame), axis: axis)
        storage = Storage(
            axis: axis, cellFrames: cellFrames, sectionStarts: starts, cellZIndex: cellZIndex,
            absentCells: absentCells, extras: sortedExtras, cellMargin: cellMargin,
            cellIndex: VisibilityIndex(frames: cellFrames, axis: axis), extraIndex: extraIndex)
    }

    private static func isSorted(_ extras: [LayoutAttributes]) -> Bool {
        var i = 1
        while i < extras.count {
            if LayoutAttributes.dumpOrder(extras[i], extras[i - 1]) { return false }
            i += 1
        }
        return true
    }

    /// The number of cells (including absent ones).
    public var cellCount: Int { cellFrames.count }

    /// The index path of the cell at flat position `position`. Complexity: O(log sections).
    public func indexPath(ofCell position: Int) -> IndexPath {
        let starts = storage.sectionStarts
        let section = starts.run(holding: position)
        return IndexPath(item: position - starts[section], section: section)
    }

    /// The flat position of `indexPath`, or `nil` when out of range.
    public func position(of indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sectionStarts.count - 1, indexPath.item >= 0
        else { return nil }
        let p = sectionStarts[indexPath.section] + indexPath.item
        return p < sectionStarts[indexPath.section + 1] ? p : nil
    }

    /// The prepared (unadjusted) attributes of the cell at flat `position`.
    public func cellAttributes(at position: Int) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, indexPath: indexPath(ofCell: position), frame: cellFrames[position],
            zIndex: cellZIndex)
    }

    /// The prepared cell at `indexPath`, or `nil` when out of range or absent.
    public func cell(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let p = position(of: indexPath), !absentCells.contains(p) else { return nil }
        return cellAttributes(at: p)
    }

    /// The prepared extra of `category` at `indexPath`. Complexity: O(log extras).
    public func extra(_ category: ElementCategory, at indexPath: IndexPath) -> LayoutAttributes? {
        let probe = LayoutAttributes(category: category, indexPath: indexPath, frame: .zero)
        var low = 0
        var high = extras.count
        while low < high {
            let mid = (low + high) >> 1
            if LayoutAttributes.dumpOrder(extras[mid], probe) { low = mid + 1 } else { high = mid }
        }
        guard low < extras.count, extras[low].category == category, extras[low].indexPath == indexPath
        else { return nil }
        return extras[low]
    }

    /// Every element, adjusted by `adjust`, in dump order.
    /// Complexity: O(n).
    public func allElements(adjust: ((inout LayoutAttributes) -> Void)? = nil) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        out.reserveCapacity(cellFrames.count - absentCells.count + extras.count)
        forEachElement(adjust: adjust) { out.append($0) }
        return out
    }

    /// Calls `body` with every element, adjusted by `adjust`, in dump order, one at a
    /// time. Complexity: O(n), O(1) memory.
    public func forEachElement(
        adjust: ((inout LayoutAttributes) -> Void)? = nil, _ body: (LayoutAttributes) -> Void
    ) {
        let absent = absentCells
        let checkAbsent = !absent.isEmpty
        for p in 0..<cellFrames.count where !checkAbsent || !absent.contains(p) {
            var a = cellAttributes(at: p)
            adjust?(&a)
            body(a)
        }
        for var e in extras {
            adjust?(&e)
            body(e)
        }
    }

    /// The elements whose frames, after `adjust`, intersect `rect`, in dump order.
    ///
    /// Candidates come from the indexes in position order (sorted only when an index
    /// had to reorder its elements), so the result is built in one pass, sized before
    /// it: a cell's section follows from the previous one's, and without `adjust` a
    /// frame is tested before its attributes are made.
    /// Complexity: O(log n + k) for k candidates (see ``VisibilityIndex``).
    public func query(_ rect: Rect, adjust: ((inout LayoutAttributes) -> Void)? = nil) -> LayoutQuery {
        var sink = ArraySink()
        let probes = visit(rect, adjust: adjust, into: &sink)
        return LayoutQuery(elements: sink.elements, probes: probes)
    }

    /// Calls `body` with each element of ``query(_:adjust:)``, in the same order,
    /// without building the array (a `dump --rect` of everything streams).
    /// Complexity: O(log n + k) for k candidates; O(1) memory when the indexes keep
    /// their elements in order, else O(k) ids. Returns the probes, as the query counts them.
    @discardableResult
    public func forEachElement(
        in rect: Rect, adjust: ((inout LayoutAttributes) -> Void)? = nil, _ body: (LayoutAttributes) -> Void
    ) -> Int {
        withoutActuallyEscaping(body) { body in
            var sink = ClosureSink(body: body)
            return visit(rect, adjust: adjust, into: &sink)
        }
    }

    /// The query's walk: `sink` hears how many candidates there are before it takes the
    /// first match. Returns the probes. Generic over the sink, so a query's appends to
    /// its array are inlined into the walk (a closure called per element cost about 250
    /// instructions per element in copies of the attributes).
    @inline(__always)
    func visit<Sink: ElementSink>(
        _ rect: Rect, adjust: ((inout LayoutAttributes) -> Void)?, into sink: inout Sink
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        let a = rect.min(axis)
        let b = rect.max(axis)
        let cellMargin = storage.cellMargin
        let cellFrames = storage.cellFrames
        let extras = storage.extras
        let sectionStarts = storage.sectionStarts
        let cellZIndex = storage.cellZIndex
        let cellIndex = storage.cellIndex
        let extraIndex = storage.extraIndex
        var probes = 0
        let cellRun = cellIndex.run(a - cellMargin, b + cellMargin, probes: &probes)
        let extraRun = extraIndex.run(a, b, probes: &probes)
        sink.reserve(cellRun.count + extraRun.count + 8)
        var section = -1
        let checkAbsent = !absentCells.isEmpty
        let adjustCell = cellsStayPut ? nil : adjust
        probes += Self.forEachCandidate(cellIndex, a - cellMargin, cellRun) { p in
            if checkAbsent && absentCells.contains(p) { return }
            let frame = cellFrames[p]
            if adjustCell == nil && !frame.intersects(rect) { return }
            section =
                section < 0
                ? indexPath(ofCell: p).section : Self.nextSection(from: section, containing: p, sectionStarts)
            var attributes = LayoutAttributes(
                category: .cell, indexPath: IndexPath(item: p - sectionStarts[section], section: section),
                frame: frame, zIndex: cellZIndex)
            if let adjustCell {
                adjustCell(&attributes)
                if !attributes.frame.intersects(rect) { return }
            }
            sink.take(attributes)
        }
        probes += Self.forEachCandidate(extraIndex, a, extraRun) { i in
            if let adjust {
                var attributes = extras[i]
                adjust(&attributes)
                if attributes.frame.intersects(rect) { sink.take(attributes) }
            } else if extras[i].frame.intersects(rect) {
                sink.take(extras[i])
            }
        }
        return probes
    }

    /// The search the cell index makes for a query of `rect` (``query(_:adjust:)``'s
    /// first step: the band along the scroll axis, widened by the cell margin), with
    /// every comparison recorded. For the debug overlay. Complexity: O(log n).
    public func cellSearchTrace(_ rect: Rect) -> QueryTrace {
        var trace = QueryTrace()
        guard !rect.isEmpty else { return trace }
        _ = storage.cellIndex.run(
            rect.min(axis) - storage.cellMargin, rect.max(axis) + storage.cellMargin, trace: &trace)
        return trace
    }

    /// The section holding flat position `position`, at or after `section` (positions
    /// visited in ascending order). Complexity: O(sections skipped).
    @inline(__always) private static func nextSection(
        from section: Int, containing position: Int, _ sectionStarts: [Int]
    ) -> Int {
        var s = section
        while s + 2 < sectionStarts.count && sectionStarts[s + 1] <= position { s += 1 }
        return s
    }

    /// Calls `body` with the id of every element of `index` overlapping the band that
    /// produced `run` (from `a`), in ascending id order; returns the probes.
    @inline(__always)
    private static func forEachCandidate(
        _ index: VisibilityIndex, _ a: Double, _ run: Range<Int>, _ body: (Int) -> Void
    ) -> Int {
        var probes = run.count
        if index.idsAreSorted {
            probes += index.forEachReaching(a, before: run.lowerBound, body)
            for p in run where index.isNonEmpty(p) { body(p) }
            return probes
        }
        var ids: [Int] = []
        ids.reserveCapacity(run.count + 8)
        probes += index.forEachReaching(a, before: run.lowerBound) { ids.append(index.id(at: $0)) }
        for p in run where index.isNonEmpty(p) { ids.append(index.id(at: p)) }
        ids.sort()
        for id in ids { body(id) }
        return probes
    }
}

/// Where a store's query walk puts its elements: the query's array, or a caller's closure.
protocol ElementSink {
    /// Hears how many candidates the walk has before the first ``take(_:)``.
    mutating func reserve(_ count: Int)
    /// Takes one element of the result, in order.
    mutating func take(_ attributes: LayoutAttributes)
}

/// Collects a query's elements into an array.
struct ArraySink: ElementSink {
    var elements: [LayoutAttributes] = []

    @inline(__always) mutating func reserve(_ count: Int) { elements.reserveCapacity(elements.count + count) }
    @inline(__always) mutating func take(_ attributes: LayoutAttributes) { elements.append(attributes) }
}

/// Hands each element to a closure (a streamed walk).
struct ClosureSink: ElementSink {
    let body: (LayoutAttributes) -> Void

    @inline(__always) mutating func reserve(_ count: Int) {}
    @inline(__always) mutating func take(_ attributes: LayoutAttributes) { body(attributes) }
}
