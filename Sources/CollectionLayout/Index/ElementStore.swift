/// The prepared elements of a layout in compact form, with their visibility indexes.
///
/// Cells are stored as bare frames in index-path order (32 bytes each); their category,
/// index path and zIndex are derived on demand. Supplementary views and decorations
/// ("extras") are stored as full attributes, sorted in dump order, or, when they are all
/// of one kind and numbered in order in section 0 (Pinterest's banners), as bare frames
/// too. Both groups get a ``VisibilityIndex`` along the scroll axis.
///
/// Elements that move with the scroll position (pinned headers, sticky or elastic
/// effects) are indexed by an *envelope*: a rectangle covering every place the
/// element can take. Queries then adjust candidate copies and test the adjusted frame,
/// so results stay exact.
public struct ElementStore: Sendable {
    /// The contents, shared by copies: a layout hands its store out through a protocol
    /// getter on every query, which then copies one reference instead of a dozen arrays.
    final class Storage: Sendable {
        let axis: Axis
        let cellFrames: [Rect]
        let sectionStarts: [Int]
        let cellZIndex: Int
        let absentCells: Set<Int>
        /// Empty when ``uniformExtras`` holds the extras.
        let extras: [LayoutAttributes]
        let uniformExtras: UniformExtras?
        let cellMargin: Double
        let cellIndex: VisibilityIndex
        let extraIndex: VisibilityIndex

        init(
            axis: Axis, cellFrames: [Rect], sectionStarts: [Int], cellZIndex: Int, absentCells: Set<Int>,
            extras: [LayoutAttributes], uniformExtras: UniformExtras? = nil, cellMargin: Double,
            cellIndex: VisibilityIndex, extraIndex: VisibilityIndex
        ) {
            self.axis = axis
            self.cellFrames = cellFrames
            self.sectionStarts = sectionStarts
            self.cellZIndex = cellZIndex
            self.absentCells = absentCells
            self.extras = extras
            self.uniformExtras = uniformExtras
            self.cellMargin = cellMargin
            self.cellIndex = cellIndex
            self.extraIndex = extraIndex
        }
    }

    let storage: Storage

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
    /// Complexity: O(1), or O(n) when the store keeps its extras as frames (Pinterest's
    /// banners), which are then made into attributes: use ``extraCount`` for their number.
    public var extras: [LayoutAttributes] { storage.uniformExtras?.all() ?? storage.extras }
    /// The number of supplementary views and decorations. Complexity: O(1).
    public var extraCount: Int { storage.uniformExtras?.count ?? storage.extras.count }
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
        self.init(
            axis: axis, sectionItemCounts: sectionItemCounts, cellFrames: cellFrames, extras: extras,
            cellZIndex: cellZIndex, absentCells: absentCells, cellMargin: cellMargin, envelope: envelope, cellOrder: nil
        )
    }

    /// As the initialiser above, with `cellOrder` (when not `nil`) the cells' flat
    /// positions sorted along the axis by (start, position), known to the layout.
    init(
        axis: Axis, sectionItemCounts: [Int], cellFrames: [Rect], extras: [LayoutAttributes],
        cellZIndex: Int = 0, absentCells: Set<Int> = [], cellMargin: Double = 0,
        envelope: ((LayoutAttributes) -> Rect)? = nil, cellOrder: [Int32]?
    ) {
        self.init(
            axis: axis, sectionItemCounts: sectionItemCounts, cellFrames: cellFrames, extras: extras,
            cellZIndex: cellZIndex, absentCells: absentCells, cellMargin: cellMargin, envelope: envelope,
            cellIndex: VisibilityIndex(frames: cellFrames, axis: axis, order: cellOrder))
    }

    /// As the initialiser above, with the cells' index built by the layout (which wrote
    /// its arrays while placing the cells: ``VisibilityIndex/init(sortedStarts:ends:order:axis:)``).
    /// Precondition: `cellIndex` indexes `cellFrames` along `axis`.
    init(
        axis: Axis, sectionItemCounts: [Int], cellFrames: [Rect], extras: [LayoutAttributes],
        cellZIndex: Int = 0, absentCells: Set<Int> = [], cellMargin: Double = 0,
        envelope: ((LayoutAttributes) -> Rect)? = nil, cellIndex: VisibilityIndex
    ) {
        var sortedExtras = extras
        if !Self.isSorted(sortedExtras) {
            sortedExtras = extras.enumerated().sorted { l, r in
                if LayoutAttributes.dumpOrder(l.element, r.element) { return true }
                if LayoutAttributes.dumpOrder(r.element, l.element) { return false }
                return l.offset < r.offset
            }.map(\.element)
        }
        // The frames are read in place (a lazy map copied every attributes value, its
        // kind string retained and released, per extra).
        let extraIndex =
            envelope.map { VisibilityIndex(frames: sortedExtras.map($0), axis: axis) }
            ?? VisibilityIndex(frames: Self.frames(of: sortedExtras), axis: axis)
        self.init(
            axis: axis, sectionItemCounts: sectionItemCounts, cellFrames: cellFrames, cellZIndex: cellZIndex,
            absentCells: absentCells, cellMargin: cellMargin, cellIndex: cellIndex, sortedExtras: sortedExtras,
            extraIndex: extraIndex)
    }

    /// As the initialiser above, with the extras already in dump order and their index
    /// built by the layout over their frames (Pinterest writes its banners' edges while
    /// placing them): the store reads the extras neither to check their order nor to
    /// gather their frames, two passes over 120 bytes per extra.
    /// Preconditions: `sortedExtras` is in dump order (checked in debug builds), and
    /// `extraIndex` indexes their frames along `axis`; `cellIndex` indexes `cellFrames`.
    /// Complexity: O(sections).
    init(
        axis: Axis, sectionItemCounts: [Int], cellFrames: [Rect], cellZIndex: Int = 0, absentCells: Set<Int> = [],
        cellMargin: Double = 0, cellIndex: VisibilityIndex, sortedExtras: [LayoutAttributes],
        extraIndex: VisibilityIndex
    ) {
        precondition(cellIndex.count == cellFrames.count, "the cell index and the cells differ in count")
        precondition(extraIndex.count == sortedExtras.count, "the extras' index and the extras differ in count")
        assert(Self.isSorted(sortedExtras), "extras out of dump order")
        let starts = Self.sectionStarts(sectionItemCounts, cellCount: cellFrames.count)
        storage = Storage(
            axis: axis, cellFrames: cellFrames, sectionStarts: starts, cellZIndex: cellZIndex,
            absentCells: absentCells, extras: sortedExtras, cellMargin: cellMargin,
            cellIndex: cellIndex, extraIndex: extraIndex)
    }

    /// As the initialiser above, with the extras kept as frames: element `k` of
    /// `uniformExtras` is at `[0, k]` (see ``UniformExtras``), and `extraIndex` indexes
    /// `uniformExtras.frames` along `axis`. Complexity: O(sections).
    init(
        axis: Axis, sectionItemCounts: [Int], cellFrames: [Rect], cellIndex: VisibilityIndex,
        uniformExtras: UniformExtras, extraIndex: VisibilityIndex
    ) {
        precondition(extraIndex.count == uniformExtras.count, "the extras' index and the extras differ in count")
        precondition(cellIndex.count == cellFrames.count, "the cell index and the cells differ in count")
        storage = Storage(
            axis: axis, cellFrames: cellFrames,
            sectionStarts: Self.sectionStarts(sectionItemCounts, cellCount: cellFrames.count), cellZIndex: 0,
            absentCells: [], extras: [], uniformExtras: uniformExtras, cellMargin: 0, cellIndex: cellIndex,
            extraIndex: extraIndex)
    }

    /// The flat position of each section's first cell, then the total, which must be
    /// `cellCount`. One allocation at the exact size (a `[0]` literal then reserved
    /// allocated twice). Complexity: O(sections).
    private static func sectionStarts(_ sectionItemCounts: [Int], cellCount: Int) -> [Int] {
        let starts = [Int](unsafeUninitializedCapacity: sectionItemCounts.count + 1) { buffer, count in
            var total = 0
            buffer[0] = 0
            for (s, c) in sectionItemCounts.enumerated() {
                total += c
                buffer[s + 1] = total
            }
            count = sectionItemCounts.count + 1
        }
        precondition(starts[starts.count - 1] == cellCount, "cell count mismatch")
        return starts
    }

    /// Every element's frame, in order. Complexity: O(n).
    private static func frames(of extras: [LayoutAttributes]) -> [Rect] {
        extras.withUnsafeBufferPointer { e in
            [Rect](largeCount: e.count) { out in
                for i in 0..<e.count { out[i] = e[i].frame }
            }
        }
    }

    /// True when `extras` is in dump order. Reads each element's code and index path in
    /// place: comparing the elements as values copied two 120-byte attributes per step.
    /// Complexity: O(n).
    private static func isSorted(_ extras: [LayoutAttributes]) -> Bool {
        extras.withUnsafeBufferPointer { e in
            var i = 1
            while i < e.count {
                let (code, previous) = (e[i].code, e[i - 1].code)
                if code == previous ? e[i].indexPath < e[i - 1].indexPath : code.precedes(previous) { return false }
                i += 1
            }
            return true
        }
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
            code: .cell, indexPath: indexPath(ofCell: position), frame: cellFrames[position],
            zIndex: cellZIndex)
    }

    /// The prepared cell at `indexPath`, or `nil` when out of range or absent.
    public func cell(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let p = position(of: indexPath), !absentCells.contains(p) else { return nil }
        return cellAttributes(at: p)
    }

    /// The prepared extra of `category` at `indexPath`. Complexity: O(log extras).
    public func extra(_ category: ElementCategory, at indexPath: IndexPath) -> LayoutAttributes? {
        if let uniform = storage.uniformExtras { return uniform.element(CategoryCode(category), at: indexPath) }
        let probe = LayoutAttributes(category: category, indexPath: indexPath, frame: .zero)
        let extras = self.extras
        var low = 0
        var high = extras.count
        while low < high {
            let mid = (low + high) >> 1
            if LayoutAttributes.dumpOrder(extras[mid], probe) { low = mid + 1 } else { high = mid }
        }
        guard low < extras.count, extras[low].code == probe.code, extras[low].indexPath == indexPath
        else { return nil }
        return extras[low]
    }

    /// Every element, adjusted by `adjust`, in dump order.
    /// Complexity: O(n).
    public func allElements(adjust: ((inout LayoutAttributes) -> Void)? = nil) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        out.reserveCapacity(cellFrames.count - absentCells.count + extraCount)
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
        let uniform = storage.uniformExtras
        for k in 0..<extraCount {
            var e = uniform?.attributes(at: k) ?? storage.extras[k]
            adjust?(&e)
            body(e)
        }
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
}
