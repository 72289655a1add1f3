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
    ///
    /// Both indexes' candidates are gathered before the result is allocated, so it is
    /// allocated once at its exact bound (every candidate) and the walk writes each
    /// element into it in place: no capacity or uniqueness check per element, and no
    /// slack that pushes a small result out of the allocator's fast size classes.
    func query(_ rect: Rect, adjusting: Bool, _ adjust: (inout LayoutAttributes) -> Void) -> LayoutQuery {
        guard !rect.isEmpty else { return LayoutQuery() }
        let search = self.search(rect)
        var probes = search.probes
        let elements = withCandidates(search, probes: &probes) { cells, extras -> [LayoutAttributes] in
            // `append(addingCapacity:)` allocates through specialised code;
            // `Array(unsafeUninitializedCapacity:)` went through an unspecialised entry point
            // of the standard library that looked up the storage's generic metadata on
            // every call (about 600 instructions, as much as the whole search).
            var elements: [LayoutAttributes] = []
            let bound = cells.count + extras.count
            guard bound > 0 else { return elements }
            elements.append(addingCapacity: bound) { span in
                span.withUnsafeMutableBufferPointer { buffer, count in
                    guard let base = buffer.baseAddress else { return }
                    var sink = PointerSink(next: base)
                    emit(rect, cells, extras, adjusting: adjusting, adjust, into: &sink)
                    count = sink.next - base
                }
            }
            return elements
        }
        return LayoutQuery(elements: elements, probes: probes)
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
        var probes = search.probes
        withCandidates(search, probes: &probes) { cells, extras in
            emit(rect, cells, extras, adjusting: adjusting, adjust, into: &sink)
        }
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
