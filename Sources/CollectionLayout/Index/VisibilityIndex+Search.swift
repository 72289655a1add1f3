/// Queries of a ``VisibilityIndex``.
///
/// A query is two parts: the *run*, the contiguous positions (in start order) whose
/// start lies in `[a, b)`, and the *reaching* elements, positions before the run whose
/// end lies beyond `a`. ``forEachOverlapping(_:_:_:)`` reports both; ``ElementStore``
/// uses the parts directly so it can size its result and walk the run in place.
extension VisibilityIndex {
    /// Calls `report` with the id of every element whose extent overlaps the open
    /// band `(a, b)` (`start < b` and `end > a`, extent not empty), in ascending order of
    /// `start`. Returns the number of probes: search steps, tree nodes and blocks
    /// visited and elements examined.
    ///
    /// Complexity: O(log n + k), plus O(log n) per element that starts before the band
    /// and reaches into it when such elements lie more than 16 blocks back.
    @discardableResult
    public func forEachOverlapping(_ a: Double, _ b: Double, _ report: (Int) -> Void) -> Int {
        var probes = 0
        let run = self.run(a, b, probes: &probes)
        // The closures capture the order array alone, never the index (a capture of
        // `self` copied the whole index, nine arrays retained and released, per call).
        if order.isEmpty {
            probes += forEachReaching(a, before: run.lowerBound, report)
            for position in run where isNonEmpty(position) { report(position) }
        } else {
            let order = self.order
            probes += forEachReaching(a, before: run.lowerBound) { report(Int(order[$0])) }
            for position in run where isNonEmpty(position) { report(Int(order[position])) }
        }
        probes += run.count
        return probes
    }

    /// The element ids overlapping the band `(a, b)` (see ``forEachOverlapping(_:_:_:)``).
    /// Complexity: as ``forEachOverlapping(_:_:_:)``.
    public func overlapping(_ a: Double, _ b: Double) -> [Int] {
        var out: [Int] = []
        forEachOverlapping(a, b) { out.append($0) }
        return out
    }

    /// True when positions are element ids (the elements came sorted by start), so
    /// reports in start order are also in id order.
    var idsAreSorted: Bool { order.isEmpty }

    /// The element id at sorted `position`.
    @inline(__always) func id(at position: Int) -> Int {
        order.isEmpty ? position : Int(order[position])
    }

    /// True when the element at sorted `position` has a non-empty extent.
    @inline(__always) func isNonEmpty(_ position: Int) -> Bool {
        ends[position] > starts[position]
    }

    /// The positions whose start lies in `[a, b)`; empty when `a >= b` or there are no
    /// elements. Complexity: O(log n) for its first position, O(log k) for its end.
    func run(_ a: Double, _ b: Double, probes: inout Int) -> Range<Int> {
        var none = NoProbeRecorder()
        return run(a, b, probes: &probes, recorder: &none)
    }

    /// The positions whose start lies in `[a, b)`, as the internal untraced search finds
    /// them, also recording every comparison of its searches, in order,
    /// into `trace` (which it resets first): the binary search for `a` down the sampled
    /// levels to the starts, then the gallop and bisection for `b`. The untraced search
    /// is the same code with a recorder that does nothing, so it costs nothing extra.
    /// Complexity: O(log n) for its first position, O(log k) for its end, plus one step
    /// appended per comparison.
    public func run(_ a: Double, _ b: Double, trace: inout QueryTrace) -> Range<Int> {
        trace = QueryTrace(band: a..<Swift.max(a, b), elementCount: starts.count)
        var probes = 0
        let result = run(a, b, probes: &probes, recorder: &trace)
        trace.result = result
        return result
    }

    @inline(__always) private func run<R: ProbeRecorder>(
        _ a: Double, _ b: Double, probes: inout Int, recorder: inout R
    ) -> Range<Int> {
        guard !starts.isEmpty, a < b else { return 0..<0 }
        let lo = lowerBound(a, probes: &probes, recorder: &recorder)
        return lo..<lowerBound(b, from: lo, probes: &probes, recorder: &recorder)
    }

    /// First position whose start is >= `value`, through the sampled levels.
    private func lowerBound<R: ProbeRecorder>(_ value: Double, probes: inout Int, recorder: inout R) -> Int {
        samples.withUnsafeBufferPointer { samples in
            starts.withUnsafeBufferPointer { starts in
                let levels = sampleLevels.count - 1
                guard levels > 0 else {
                    return Self.refine(starts, 0..<starts.count, value, &probes, &recorder, .starts, base: 0)
                }
                // `j`: first index at the current level whose entry is >= value.
                var level = levels - 1
                var j =
                    Self.refine(
                        samples, sampleLevels[level]..<sampleLevels[level + 1], value, &probes, &recorder,
                        .sampleLevel(level), base: sampleLevels[level]) - sampleLevels[level]
                while level > 0 {
                    level -= 1
                    let base = sampleLevels[level]
                    let count = sampleLevels[level + 1] - base
                    j =
                        Self.refine(
                            samples, Self.window(j, count: count, base: base), value, &probes, &recorder,
                            .sampleLevel(level), base: base) - base
                }
                return Self.refine(
                    starts, Self.window(j, count: starts.count, base: 0), value, &probes, &recorder, .starts, base: 0)
            }
        }
    }

    /// Where the answer lies one level down, given the answer `j` at the level above
    /// (whose entry `i` is entry `fanout * i` of this level of `count` entries, stored
    /// from `base`): after the entry that was below the value, up to the one that was
    /// not.
    @inline(__always) private static func window(_ j: Int, count: Int, base: Int) -> Range<Int> {
        guard j > 0 else { return base..<base }
        return (base + (j - 1) * fanout + 1)..<(base + Swift.min(j * fanout, count))
    }

    /// First index in `range` whose entry is >= `value`, or `range.upperBound`; each
    /// comparison is recorded at `stage` (positions relative to `base`).
    @inline(__always) private static func refine<R: ProbeRecorder>(
        _ values: UnsafeBufferPointer<Double>, _ range: Range<Int>, _ value: Double, _ probes: inout Int,
        _ recorder: inout R, _ stage: QueryTrace.Stage, base: Int
    ) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            probes += 1
            let mid = (low + high) >> 1
            recorder.record(stage, position: mid - base, entry: values[mid], target: value)
            if values[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// First position `>= from` whose start is >= `value` (`starts[from - 1] < value`
    /// is not required), galloping forward from `from`. Complexity: O(log distance).
    private func lowerBound<R: ProbeRecorder>(_ value: Double, from: Int, probes: inout Int, recorder: inout R) -> Int {
        starts.withUnsafeBufferPointer { starts in
            let n = starts.count
            guard from < n else { return from }
            recorder.record(.gallop, position: from, entry: starts[from], target: value)
            guard starts[from] < value else { return from }
            var below = from
            var step = 1
            // Invariant: starts[below] < value.
            while below + step < n {
                probes += 1
                recorder.record(.gallop, position: below + step, entry: starts[below + step], target: value)
                if starts[below + step] < value {
                    below += step
                    step <<= 1
                } else {
                    break
                }
            }
            return Self.refine(
                starts, (below + 1)..<Swift.min(below + step, n), value, &probes, &recorder, .starts, base: 0)
        }
    }

    /// Calls `report` with every position `< limit` whose end is `> a`, in position
    /// order; returns the probes. The running maxima say whether any block before
    /// `limit` reaches past `a` and which is the first that does; the blocks from there
    /// on are scanned when they are few, else the max-tree is walked over them.
    /// Complexity: O(log n + reported), O(log n) per reported element in the worst case.
    func forEachReaching(_ a: Double, before limit: Int, _ report: (Int) -> Void) -> Int {
        guard limit > 0 else { return 0 }
        let lastBlock = (limit - 1) / Self.blockSize
        var probes = 1
        guard reach[lastBlock] > a else { return probes }
        // Gallop back to a block that does not reach, then bisect to the first that does.
        var reaching = lastBlock
        var step = 1
        var below = -1
        while reaching - step >= 0 {
            probes += 1
            if reach[reaching - step] > a {
                reaching -= step
                step <<= 1
            } else {
                below = reaching - step
                break
            }
        }
        var low = below + 1
        var high = reaching
        while low < high {
            probes += 1
            let mid = (low + high) >> 1
            if reach[mid] > a { high = mid } else { low = mid + 1 }
        }
        let firstBlock = low
        if lastBlock - firstBlock < Self.scanLimit {
            // The blocks' ends are scanned without their tree leaves: the leaves are
            // another array, one more cache line a query misses at a million elements,
            // and the ends of the blocks next to the band are read anyway.
            for block in firstBlock...lastBlock {
                probes += 1 + scan(block, limit: limit, a, report)
            }
            return probes
        }
        return probes + walkTree(a, blocks: firstBlock...lastBlock, limit: limit, report)
    }

    /// Reports the positions of `block` below `limit` whose end is `> a`.
    @inline(__always) private func scan(_ block: Int, limit: Int, _ a: Double, _ report: (Int) -> Void) -> Int {
        let upper = Swift.min(limit, (block + 1) * Self.blockSize)
        var j = block * Self.blockSize
        let first = j
        while j < upper {
            if ends[j] > a { report(j) }
            j += 1
        }
        return upper - first
    }

    /// Depth-first, left to right, over the tree nodes whose block range meets `blocks`
    /// and whose maximum end exceeds `a`.
    private func walkTree(_ a: Double, blocks: ClosedRange<Int>, limit: Int, _ report: (Int) -> Void) -> Int {
        var probes = 0
        // The stack holds at most one pending right sibling per level, plus the node.
        withUnsafeTemporaryAllocation(of: (node: Int, firstBlock: Int, width: Int).self, capacity: 66) { stack in
            var top = 0
            stack[0] = (1, 0, leafBase)
            top = 1
            while top > 0 {
                top -= 1
                let (node, firstBlock, width) = stack[top]
                probes += 1
                guard firstBlock <= blocks.upperBound, firstBlock + width > blocks.lowerBound, tree[node] > a
                else { continue }
                if width == 1 {
                    probes += scan(firstBlock, limit: limit, a, report)
                } else {
                    let half = width >> 1
                    stack[top] = (2 * node + 1, firstBlock + half, half)
                    stack[top + 1] = (2 * node, firstBlock, half)
                    top += 2
                }
            }
        }
        return probes
    }
}
