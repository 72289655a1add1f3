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
        let edges = SortedRunsWriter<A>.write(frames) { out in
            for section in sections {
                guard merge(section, into: &out) else { return false }
            }
            return true
        }
        return edges.map { ($0.starts, $0.ends, $0.order) }
    }

    /// Writes `section`'s cells, merging its runs; false when they are not in order
    /// (a cell starting before the one written last: positions grow, so an equal start
    /// is in order; a NaN start never is).
    private static func merge<A>(_ section: Section, into out: inout SortedRunsWriter<A>) -> Bool {
        let end = section.first + section.count
        let lanes = Swift.max(1, Swift.min(section.lanes, section.count))
        if lanes == 1 {
            let taken = out.take(from: section.first, to: end, below: .infinity, inclusive: true)
            return taken.inOrder && taken.next == end
        }
        if lanes == 2 { return mergeTwo(section.first, end, into: &out) }
        return mergeMany(section, lanes: lanes, into: &out)
    }

    /// Writes cells `first ..< end` of two interleaved runs (two staggered columns, the
    /// common case): the left run's cell goes first when it starts lower, or as low and
    /// comes first.
    private static func mergeTwo<A>(_ first: Int, _ end: Int, into out: inout SortedRunsWriter<A>) -> Bool {
        // A local writer in the loop (the caller's was written back for every cell).
        var w = out
        defer { out = w }
        let frames = w.frames
        var a = first
        var b = first + 1
        while a < end || b < end {
            // A finished run's next start counts as +infinity (its position is past `end`).
            let sa = a < end ? A.start(frames[a]) : .infinity
            let sb = b < end ? A.start(frames[b]) : .infinity
            let takeA = b >= end || (a < end && (sa < sb || (sa == sb && a < b)))
            guard w.append(takeA ? a : b, start: takeA ? sa : sb) else { return false }
            if takeA { a += 2 } else { b += 2 }
        }
        return true
    }

    /// Writes `section`'s cells, merging its `lanes` runs (three or more).
    private static func mergeMany<A>(_ section: Section, lanes: Int, into out: inout SortedRunsWriter<A>) -> Bool {
        let end = section.first + section.count
        let frames = out.frames
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
                guard best >= 0, out.append(bestPosition, start: bestStart) else { return false }
                heads[best] += lanes
                remaining -= 1
            }
            return true
        }
    }
}
