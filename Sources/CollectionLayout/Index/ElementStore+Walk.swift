/// The store's query walk in two steps: each index's candidates are gathered first
/// (``VisibilityIndex/gatherCandidates(_:_:into:)``), so the caller knows how many
/// elements the result can hold before it takes the first one; then
/// ``ElementStore/emit(_:_:_:adjusting:_:into:)`` makes the elements, reading the frames,
/// section starts and extras through buffers (no bounds check, no reference count per
/// element). Each step has one call site per query, so the walk is inlined once into
/// each layout's query.

/// One index's candidates for a query's band: `ids`, ascending, then the positions of
/// `run`, which are ids too (`run` is empty unless the index keeps its elements in
/// order) and may still hold elements of empty extent.
struct Candidates {
    /// Ids found before the run (all of them when the index reordered its elements).
    let ids: UnsafeBufferPointer<Int>
    /// Positions, in order, whose start lies in the band.
    let run: Range<Int>
    /// The probes the gathering made (the run's elements counted as examined).
    let probes: Int
    /// At most this many elements come from these candidates.
    var count: Int { ids.count + run.count }
}

/// Where an index gathers its candidates' ids: a caller's buffer on the stack, then, when
/// more are found than it holds, a heap buffer it owns (freed by ``release()``).
struct CandidateBuffer {
    private let stack: UnsafeMutableBufferPointer<Int>
    private var heap: UnsafeMutableBufferPointer<Int>?

    init(_ stack: UnsafeMutableBufferPointer<Int>) { self.stack = stack }

    /// Room for at least `count` ids: the stack buffer when it is large enough.
    mutating func room(_ count: Int) -> UnsafeMutableBufferPointer<Int> {
        if count <= stack.count { return stack }
        heap?.deallocate()
        let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        heap = buffer
        return buffer
    }

    /// Frees the heap buffer, if one was made.
    mutating func release() {
        heap?.deallocate()
        heap = nil
    }
}

extension VisibilityIndex {
    /// Ids of one index gathered on the stack before a heap buffer takes over.
    static let stackCandidates = 64

    /// The candidates of the band whose `run` was found from `a`: the elements reaching
    /// into the band from before it, and the run. When the index had to reorder its
    /// elements, every candidate's id is gathered and sorted (empty extents left out).
    /// The ids go into `buffer`'s stack buffer, or onto the heap when more elements than
    /// it holds are found. Complexity: O(log n + k) for k candidates, plus O(k log k)
    /// when reordered.
    func gatherCandidates(_ a: Double, _ run: Range<Int>, into buffer: inout CandidateBuffer) -> Candidates {
        guard !starts.isEmpty else {
            return Candidates(ids: UnsafeBufferPointer(start: nil, count: 0), run: 0..<0, probes: 0)
        }
        let sorted = idsAreSorted
        let extra = sorted ? 0 : run.count
        // The run's ids (reordered index only) go after the reaching ones: room for the
        // run and at least one more, on the stack when that fits.
        var room = buffer.room(extra < Self.stackCandidates ? extra + 1 : extra + Self.stackCandidates)
        let limit = room.count - extra
        var count = 0
        var overflow = false
        var reaching = forEachReaching(a, before: run.lowerBound) { q in
            if count < limit {
                room[count] = q
                count += 1
            } else {
                overflow = true
            }
        }
        if overflow {
            // More reach in than the first buffer holds (tall elements over a long
            // stretch): count them, then gather again into a buffer of that size.
            var total = 0
            reaching = forEachReaching(a, before: run.lowerBound) { _ in total += 1 }
            room = buffer.room(total + extra)
            count = 0
            _ = forEachReaching(a, before: run.lowerBound) { q in
                room[count] = q
                count += 1
            }
        }
        let probes = reaching + run.count
        guard !sorted else {
            return Candidates(ids: UnsafeBufferPointer(rebasing: room[0..<count]), run: run, probes: probes)
        }
        order.withUnsafeBufferPointer { order in
            for k in 0..<count { room[k] = Int(order[room[k]]) }
            for p in run where isNonEmpty(p) {
                room[count] = Int(order[p])
                count += 1
            }
        }
        var found = UnsafeMutableBufferPointer(rebasing: room[0..<count])
        Self.sortIds(&found)
        return Candidates(
            ids: UnsafeBufferPointer(found), run: run.upperBound..<run.upperBound, probes: probes)
    }
}

extension VisibilityIndex {
    /// Candidates up to this many are sorted by insertion.
    static let insertionSortLimit = 64

    /// Sorts a query's candidate ids ascending. They arrive in start order, which in a
    /// layout is nearly id order (columns, lanes and tiles interleaved a few places
    /// apart), so an insertion sort moves each id a few places; the standard library's
    /// stable sort cost about 1,300 instructions for a screenful of ids (a merge sort
    /// with a scratch buffer on the heap). Complexity: O(k + inversions) up to
    /// ``insertionSortLimit`` ids, O(k log k) beyond.
    @inline(__always)
    static func sortIds(_ ids: inout UnsafeMutableBufferPointer<Int>) {
        let n = ids.count
        guard n <= insertionSortLimit else {
            ids.sort()
            return
        }
        var i = 1
        while i < n {
            let id = ids[i]
            var j = i
            while j > 0 && ids[j - 1] > id {
                ids[j] = ids[j - 1]
                j -= 1
            }
            ids[j] = id
            i += 1
        }
    }
}

extension ElementStore {
    /// Calls `body` once with both indexes' candidates for `search` (the extras' index
    /// is not searched when it is empty); adds their probes to `probes`. The ids live in
    /// one buffer on the stack of 1 KiB (a larger temporary allocation asks the runtime
    /// for the stack's bounds), on the heap only past it.
    @inline(__always)
    func withCandidates<R>(_ search: Search, probes: inout Int, _ body: (Candidates, Candidates) -> R) -> R {
        let storage = self.storage
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * VisibilityIndex.stackCandidates) { stack in
            let half = VisibilityIndex.stackCandidates
            var cellBuffer = CandidateBuffer(UnsafeMutableBufferPointer(rebasing: stack[0..<half]))
            var extraBuffer = CandidateBuffer(UnsafeMutableBufferPointer(rebasing: stack[half...]))
            defer {
                cellBuffer.release()
                extraBuffer.release()
            }
            let cells = storage.cellIndex.gatherCandidates(
                search.a - storage.cellMargin, search.cellRun, into: &cellBuffer)
            let extras = storage.extraIndex.gatherCandidates(search.a, search.extraRun, into: &extraBuffer)
            probes += cells.probes + extras.probes
            return body(cells, extras)
        }
    }

    /// Hands `sink` the elements of `cells` and `extras` that intersect `rect` (after
    /// `adjust` when `adjusting`; cells pass through it only when they can move), in
    /// dump order: the cells in position order, then the extras. A cell's section
    /// follows from the previous one's, and without an adjustment its stored frame is
    /// tested before its attributes are made (a frame that intersects `rect` is never
    /// of empty extent, so the run needs no other test).
    /// Complexity: O(k) for k candidates, plus O(log sections) for the first cell.
    @inline(__always)
    func emit<Sink: ElementSink>(
        _ rect: Rect, _ cells: Candidates, _ extras: Candidates, adjusting: Bool,
        _ adjust: (inout LayoutAttributes) -> Void, into sink: inout Sink
    ) {
        let storage = self.storage
        if cells.count > 0 {
            let adjustCells = adjusting && !cellsStayPut
            let checkAbsent = !storage.absentCells.isEmpty
            let cellZIndex = storage.cellZIndex
            let ids = cells.ids
            let before = ids.count
            let runStart = cells.run.lowerBound - before
            storage.cellFrames.withUnsafeBufferPointer { frames in
                storage.sectionStarts.withUnsafeBufferPointer { starts in
                    var section = -1
                    var sectionStart = 0
                    var sectionEnd = 0
                    for k in 0..<cells.count {
                        let p = k < before ? ids[k] : runStart + k
                        let frame = frames[p]
                        if adjustCells {
                            if k >= before && !storage.cellIndex.isNonEmpty(p) { continue }
                        } else if !frame.intersects(rect) {
                            continue
                        }
                        if checkAbsent && storage.absentCells.contains(p) { continue }
                        if p >= sectionEnd {
                            section = section < 0 ? Self.section(holding: p, starts) : section + 1
                            while starts[section + 1] <= p { section += 1 }
                            sectionStart = starts[section]
                            sectionEnd = starts[section + 1]
                        }
                        let attributes = LayoutAttributes(
                            code: .cell, indexPath: IndexPath(item: p - sectionStart, section: section),
                            frame: frame, zIndex: cellZIndex)
                        guard adjustCells else {
                            sink.take(attributes)
                            continue
                        }
                        // Attributes hold no reference: a copy costs what a move does.
                        var adjusted = attributes
                        adjust(&adjusted)
                        if adjusted.frame.intersects(rect) { sink.take(adjusted) }
                    }
                }
            }
        }
        guard extras.count > 0 else { return }
        if let uniform = storage.uniformExtras {
            let code = uniform.code
            let (bySection, zIndex) = (uniform.bySection, uniform.zIndex)
            uniform.frames.withUnsafeBufferPointer { frames in
                emitExtras(
                    rect, extras, adjusting: adjusting, adjust, into: &sink, frame: { frames[$0] },
                    element: { UniformExtras.attributes(code, $0, frames[$0], bySection: bySection, zIndex: zIndex) })
            }
        } else {
            storage.extras.withUnsafeBufferPointer { stored in
                emitExtras(
                    rect, extras, adjusting: adjusting, adjust, into: &sink, frame: { stored[$0].frame },
                    element: { stored[$0] })
            }
        }
    }

    /// ``emit(_:_:_:adjusting:_:into:)``'s extras, in either form of the store: `frame(i)`
    /// is extra `i`'s stored frame and `element(i)` its attributes, made only for an extra
    /// that is kept (or adjusted).
    @inline(__always)
    private func emitExtras<Sink: ElementSink>(
        _ rect: Rect, _ extras: Candidates, adjusting: Bool, _ adjust: (inout LayoutAttributes) -> Void,
        into sink: inout Sink, frame: (Int) -> Rect, element: (Int) -> LayoutAttributes
    ) {
        let ids = extras.ids
        let before = ids.count
        let runStart = extras.run.lowerBound - before
        for k in 0..<extras.count {
            let i = k < before ? ids[k] : runStart + k
            if k >= before && !storage.extraIndex.isNonEmpty(i) { continue }
            if adjusting {
                var attributes = element(i)
                adjust(&attributes)
                if attributes.frame.intersects(rect) { sink.take(attributes) }
            } else if frame(i).intersects(rect) {
                sink.take(element(i))
            }
        }
    }

    /// The section holding flat position `position` (``Swift/Array/run(holding:)`` on a
    /// buffer). Complexity: O(log sections).
    @inline(__always)
    static func section(holding position: Int, _ starts: UnsafeBufferPointer<Int>) -> Int {
        var low = 0
        var high = starts.count - 1
        while high - low > 1 {
            let mid = (low + high) >> 1
            if starts[mid] <= position { low = mid } else { high = mid }
        }
        return low
    }
}

/// Writes a query's elements into the result's uninitialized storage, which the caller
/// allocated for every candidate: no capacity or uniqueness check per element.
struct PointerSink: ElementSink {
    /// Where the next element goes.
    var next: UnsafeMutablePointer<LayoutAttributes>

    @inline(__always) mutating func reserve(_ count: Int) {}
    @inline(__always) mutating func take(_ attributes: consuming LayoutAttributes) {
        next.initialize(to: consume attributes)
        next += 1
    }
}
