/// The cell index of a ``PluginLayout`` whose sections interleave sorted runs, built by
/// merging the runs instead of sorting the cells.
///
/// A staggered section fills its columns round-robin: item `k` goes to column
/// `k mod columns`, and each column's items start lower and lower, so the section is
/// `columns` sorted runs, one every `columns` items. Sections follow each other along the
/// scroll axis. Merging the runs gives the cells in (start, position) order in one pass
/// that writes the index's arrays directly; the index found that order with an insertion
/// sort over a copy of the starts instead.
enum PluginCellOrder {
    /// One section's cells: `count` cells from flat position `first`, in `lanes`
    /// interleaved runs (cell `first + j + k * lanes` is the `k`-th of run `j`).
    struct Section: Equatable {
        let first: Int
        let count: Int
        let lanes: Int
    }

    /// The cell index of `frames` along `axis`, with every section's runs merged, or `nil`
    /// when the merged cells do not come out sorted by (start, position) (a run out of
    /// order, a section starting before the one above it ends its starts): the caller
    /// then lets the index sort. `sections` cover `frames` in order.
    /// Complexity: O(n * lanes) for n cells, no allocation besides the index's arrays.
    static func index(_ frames: [Rect], sections: [Section], axis: Axis) -> VisibilityIndex? {
        guard let (starts, ends, order) = merged(frames, sections: sections, axis: axis) else { return nil }
        return VisibilityIndex(sortedStarts: starts, ends: ends, order: order, axis: axis)
    }

    /// The cells' starts and ends in merged order and the position of each, or `nil` when
    /// they do not come out sorted by (start, position). Complexity: O(n * lanes).
    static func merged(_ frames: [Rect], sections: [Section], axis: Axis) -> ([Double], [Double], [Int32])? {
        axis == .vertical
            ? merged(frames, sections: sections, VerticalEdges.self)
            : merged(frames, sections: sections, HorizontalEdges.self)
    }

    private static func merged<A: AxisEdges>(
        _ frames: [Rect], sections: [Section], _: A.Type
    ) -> ([Double], [Double], [Int32])? {
        let n = frames.count
        var sorted = true
        var starts: [Double] = []
        var ends: [Double] = []
        let order = frames.withUnsafeBufferPointer { f in
            [Int32](unsafeUninitializedCapacity: n) { orderBuffer, orderCount in
                LargeArrays.advise(orderBuffer)
                starts = [Double](unsafeUninitializedCapacity: n) { startBuffer, startCount in
                    LargeArrays.advise(startBuffer)
                    ends = [Double](unsafeUninitializedCapacity: n) { endBuffer, endCount in
                        LargeArrays.advise(endBuffer)
                        if let frames = f.baseAddress, let s = startBuffer.baseAddress, let e = endBuffer.baseAddress,
                            let o = orderBuffer.baseAddress
                        {
                            var out = Output<A>(frames: frames, starts: s, ends: e, order: o)
                            for section in sections where sorted {
                                sorted = out.merge(section)
                            }
                        }
                        endCount = sorted ? n : 0
                    }
                    startCount = ends.count
                }
                orderCount = starts.count
            }
        }
        guard sorted, order.count == n else { return nil }
        return (starts, ends, order)
    }
}

/// How ``PluginCellOrder`` reads a frame's extent along the axis, chosen once per merge.
private protocol AxisEdges {
    static func start(_ frame: Rect) -> Double
    static func length(_ frame: Rect) -> Double
}

private enum VerticalEdges: AxisEdges {
    @inline(__always) static func start(_ frame: Rect) -> Double { frame.origin.y }
    @inline(__always) static func length(_ frame: Rect) -> Double { frame.size.height }
}

private enum HorizontalEdges: AxisEdges {
    @inline(__always) static func start(_ frame: Rect) -> Double { frame.origin.x }
    @inline(__always) static func length(_ frame: Rect) -> Double { frame.size.width }
}

/// Writes merged cells to the index's arrays, checking their order.
private struct Output<A: AxisEdges> {
    let frames: UnsafePointer<Rect>
    let starts: UnsafeMutablePointer<Double>
    let ends: UnsafeMutablePointer<Double>
    let order: UnsafeMutablePointer<Int32>
    /// Cells written so far, and the last one's start.
    var written = 0
    var previousStart = -Double.infinity

    init(
        frames: UnsafePointer<Rect>, starts: UnsafeMutablePointer<Double>, ends: UnsafeMutablePointer<Double>,
        order: UnsafeMutablePointer<Int32>
    ) {
        self.frames = frames
        self.starts = starts
        self.ends = ends
        self.order = order
    }

    /// Appends `section`'s cells, merging its runs; false when they are not in order
    /// (a cell starting before the one written last: positions grow, so an equal start
    /// is in order; a NaN start never is).
    mutating func merge(_ section: PluginCellOrder.Section) -> Bool {
        let end = section.first + section.count
        let lanes = Swift.max(1, Swift.min(section.lanes, section.count))
        if lanes == 1 { return copy(section.first, end) }
        if lanes == 2 { return mergeTwo(section.first, end) }
        return mergeMany(section, lanes: lanes)
    }

    /// Appends cell `p`, which starts at `start`; false when it starts before the cell
    /// written last.
    @inline(__always)
    private mutating func append(_ p: Int, _ start: Double) -> Bool {
        guard start >= previousStart else { return false }
        starts[written] = start
        ends[written] = start + A.length(frames[p])
        order[written] = Int32(truncatingIfNeeded: p)
        written += 1
        previousStart = start
        return true
    }

    /// Appends cells `first ..< end` in order (a section of one run).
    private mutating func copy(_ first: Int, _ end: Int) -> Bool {
        // Locals in the loop (stored properties were written back for every cell).
        var w = written
        var previous = previousStart
        var p = first
        var inOrder = true
        while p < end {
            let frame = frames[p]
            let start = A.start(frame)
            guard start >= previous else {
                inOrder = false
                break
            }
            starts[w] = start
            ends[w] = start + A.length(frame)
            order[w] = Int32(truncatingIfNeeded: p)
            w += 1
            previous = start
            p += 1
        }
        written = w
        previousStart = previous
        return inOrder
    }

    /// Appends cells `first ..< end` of two interleaved runs (two staggered columns, the
    /// common case): the left run's cell goes first when it starts lower, or as low and
    /// comes first.
    private mutating func mergeTwo(_ first: Int, _ end: Int) -> Bool {
        var w = written
        var previous = previousStart
        var a = first
        var b = first + 1
        var inOrder = true
        while a < end || b < end {
            // A finished run's next start counts as +infinity (its position is past `end`).
            let sa = a < end ? A.start(frames[a]) : .infinity
            let sb = b < end ? A.start(frames[b]) : .infinity
            let takeA = b >= end || (a < end && (sa < sb || (sa == sb && a < b)))
            let p = takeA ? a : b
            let start = takeA ? sa : sb
            guard start >= previous else {
                inOrder = false
                break
            }
            starts[w] = start
            ends[w] = start + A.length(frames[p])
            order[w] = Int32(truncatingIfNeeded: p)
            w += 1
            previous = start
            if takeA { a += 2 } else { b += 2 }
        }
        written = w
        previousStart = previous
        return inOrder
    }

    /// Appends `section`'s cells, merging its `lanes` runs (three or more).
    private mutating func mergeMany(_ section: PluginCellOrder.Section, lanes: Int) -> Bool {
        let end = section.first + section.count
        // The next cell of each run (`end` or beyond once the run is done), in a
        // temporary allocation (on the stack for a few runs).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: lanes) { heads in
            for j in 0..<lanes { heads[j] = section.first + j }
            var remaining = section.count
            while remaining > 0 {
                // The run whose next cell has the lowest (start, position).
                var best = -1
                var bestStart = Double.infinity
                var bestPosition = Int.max
                for j in 0..<lanes where heads[j] < end {
                    let p = heads[j]
                    let start = A.start(frames[p])
                    if start < bestStart || (start == bestStart && p < bestPosition) {
                        best = j
                        bestStart = start
                        bestPosition = p
                    }
                }
                // A NaN start is never the lowest: no run qualifies.
                guard best >= 0, append(bestPosition, bestStart) else { return false }
                heads[best] += lanes
                remaining -= 1
            }
            return true
        }
    }
}
