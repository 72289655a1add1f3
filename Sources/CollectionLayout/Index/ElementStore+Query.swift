/// The store's rectangle queries: one walk (``visit(_:adjusting:_:into:)``) behind the
/// array-building query and the streamed one.
extension ElementStore {
    /// The elements whose frames, after `adjust`, intersect `rect`, in dump order.
    ///
    /// Candidates come from the indexes in position order (sorted only when an index
    /// had to reorder its elements), so the result is built in one pass, sized before
    /// it: a cell's section follows from the previous one's, and without `adjust` a
    /// frame is tested before its attributes are made.
    /// Complexity: O(log n + k) for k candidates (see ``VisibilityIndex``).
    public func query(_ rect: Rect, adjust: ((inout LayoutAttributes) -> Void)? = nil) -> LayoutQuery {
        guard let adjust else { return query(rect, adjusting: false) { _ in } }
        return query(rect, adjusting: true, adjust)
    }

    /// ``query(_:adjust:)`` with a non-escaping adjustment (its captures stay on the
    /// stack: no allocation, no copy of the layout per query), called only when
    /// `adjusting` is true.
    func query(_ rect: Rect, adjusting: Bool, _ adjust: (inout LayoutAttributes) -> Void) -> LayoutQuery {
        var sink = ArraySink()
        let probes = visit(rect, adjusting: adjusting, adjust, into: &sink)
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
        guard let adjust else { return forEachElement(in: rect, adjusting: false, { _ in }, body) }
        return forEachElement(in: rect, adjusting: true, adjust, body)
    }

    /// ``forEachElement(in:adjust:_:)`` with a non-escaping adjustment, called only
    /// when `adjusting` is true.
    @discardableResult
    func forEachElement(
        in rect: Rect, adjusting: Bool, _ adjust: (inout LayoutAttributes) -> Void, _ body: (LayoutAttributes) -> Void
    ) -> Int {
        withoutActuallyEscaping(body) { body in
            var sink = ClosureSink(body: body)
            return visit(rect, adjusting: adjusting, adjust, into: &sink)
        }
    }

    /// The query's walk: `sink` hears how many candidates there are before it takes the
    /// first match. Returns the probes. `adjust` runs on copies only when `adjusting`
    /// (and on cells only when they can move).
    ///
    /// Generic over the sink, so a query's appends are inlined into the walk (a closure
    /// called per element cost about 250 instructions per element in copies of the
    /// attributes); the sink takes each element it keeps by move (``ElementSink/take(_:)``
    /// consumes it), and the indexes are read in place through the shared storage, never
    /// copied.
    @inline(__always)
    func visit<Sink: ElementSink>(
        _ rect: Rect, adjusting: Bool, _ adjust: (inout LayoutAttributes) -> Void, into sink: inout Sink
    ) -> Int {
        guard !rect.isEmpty else { return 0 }
        let search = self.search(rect)
        sink.reserve(search.count + 8)
        return walk(rect, search, adjusting: adjusting, adjust, into: &sink)
    }

    /// The first step of a query of a non-empty `rect`: both indexes' runs in the band.
    struct Search {
        /// The band along the scroll axis.
        let a: Double
        let b: Double
        /// The cells and the extras starting in the band (widened by the cell margin for cells).
        let cellRun: Range<Int>
        let extraRun: Range<Int>
        /// The probes the searches made.
        let probes: Int
        /// How many elements start in the band: what a query's result holds, give or
        /// take the few that reach in from before it.
        var count: Int { cellRun.count + extraRun.count }
    }

    /// Searches both indexes for the band of a non-empty `rect`. Complexity: O(log n).
    @inline(__always)
    func search(_ rect: Rect) -> Search {
        let storage = self.storage
        let axis = storage.axis
        let a = rect.min(axis)
        let b = rect.max(axis)
        let cellMargin = storage.cellMargin
        var probes = 0
        let cellRun = storage.cellIndex.run(a - cellMargin, b + cellMargin, probes: &probes)
        let extraRun = storage.extraIndex.run(a, b, probes: &probes)
        return Search(a: a, b: b, cellRun: cellRun, extraRun: extraRun, probes: probes)
    }

    /// The second step: hands `sink` the elements of the runs `search` found for `rect`
    /// (it reserves nothing: the caller did, with ``Search/count``). Returns the probes,
    /// the search's included.
    @inline(__always)
    func walk<Sink: ElementSink>(
        _ rect: Rect, _ search: Search, adjusting: Bool, _ adjust: (inout LayoutAttributes) -> Void,
        into sink: inout Sink
    ) -> Int {
        let storage = self.storage
        let a = search.a
        let cellMargin = storage.cellMargin
        let cellRun = search.cellRun
        let extraRun = search.extraRun
        var probes = search.probes
        var section = -1
        let checkAbsent = !storage.absentCells.isEmpty
        let adjustCells = adjusting && !cellsStayPut
        let cellZIndex = storage.cellZIndex
        let cellFrames = storage.cellFrames
        let sectionStarts = storage.sectionStarts
        let extras = storage.extras
        probes += storage.cellIndex.forEachCandidate(a - cellMargin, cellRun) { p in
            if checkAbsent && storage.absentCells.contains(p) { return }
            let frame = cellFrames[p]
            if !adjustCells && !frame.intersects(rect) { return }
            section =
                section < 0
                ? sectionStarts.run(holding: p) : Self.nextSection(from: section, containing: p, sectionStarts)
            let attributes = LayoutAttributes(
                code: .cell, indexPath: IndexPath(item: p - sectionStarts[section], section: section),
                frame: frame, zIndex: cellZIndex)
            guard adjustCells else { return sink.take(consume attributes) }
            var adjusted = consume attributes
            adjust(&adjusted)
            if adjusted.frame.intersects(rect) { sink.take(consume adjusted) }
        }
        probes += storage.extraIndex.forEachCandidate(a, extraRun) { i in
            if adjusting {
                var attributes = extras[i]
                adjust(&attributes)
                if attributes.frame.intersects(rect) { sink.take(consume attributes) }
            } else if extras[i].frame.intersects(rect) {
                sink.take(extras[i])
            }
        }
        return probes
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
}

extension VisibilityIndex {
    /// Calls `body` with the id of every element overlapping the band that produced
    /// `run` (from `a`), in ascending id order; returns the probes. When the index had to
    /// reorder its elements, the ids are gathered and sorted in a buffer on the stack
    /// (on the heap only when more than 64 elements reach in from before the band).
    @inline(__always)
    func forEachCandidate(_ a: Double, _ run: Range<Int>, _ body: (Int) -> Void) -> Int {
        var probes = run.count
        if idsAreSorted {
            probes += forEachReaching(a, before: run.lowerBound, body)
            for p in run where isNonEmpty(p) { body(p) }
            return probes
        }
        let order = self.order
        let sorted = withUnsafeTemporaryAllocation(of: Int.self, capacity: run.count + 64) { ids -> Bool in
            var count = 0
            var overflow = false
            let reaching = forEachReaching(a, before: run.lowerBound) { q in
                if count < ids.count {
                    ids[count] = Int(order[q])
                    count += 1
                } else {
                    overflow = true
                }
            }
            guard !overflow else { return false }
            probes += reaching
            for p in run where isNonEmpty(p) {
                ids[count] = Int(order[p])
                count += 1
            }
            var found = UnsafeMutableBufferPointer(rebasing: ids[0..<count])
            found.sort()
            for id in found { body(id) }
            return true
        }
        guard !sorted else { return probes }
        var ids: [Int] = []
        ids.reserveCapacity(run.count + 128)
        probes += forEachReaching(a, before: run.lowerBound) { ids.append(Int(order[$0])) }
        for p in run where isNonEmpty(p) { ids.append(Int(order[p])) }
        ids.sort()
        for id in ids { body(id) }
        return probes
    }
}

/// Where a store's query walk puts its elements: the query's array, or a caller's closure.
protocol ElementSink {
    /// Hears how many candidates the walk has before the first ``take(_:)``.
    mutating func reserve(_ count: Int)
    /// Takes one element of the result, in order, by move: the walk hands over the
    /// attributes it made (a borrowed parameter cost a copy into the array and a destroy
    /// of the original, about 90 instructions per element).
    mutating func take(_ attributes: consuming LayoutAttributes)
}

/// Collects a query's elements into an array.
struct ArraySink: ElementSink {
    var elements: [LayoutAttributes] = []

    @inline(__always) mutating func reserve(_ count: Int) { elements.reserveCapacity(elements.count + count) }
    @inline(__always) mutating func take(_ attributes: consuming LayoutAttributes) {
        elements.append(consume attributes)
    }
}

/// Hands each element to a closure (a streamed walk).
struct ClosureSink: ElementSink {
    let body: (LayoutAttributes) -> Void

    @inline(__always) mutating func reserve(_ count: Int) {}
    @inline(__always) mutating func take(_ attributes: consuming LayoutAttributes) { body(attributes) }
}
