/// The order of a split layout's cells along the vertical axis, by merging its two sides.
///
/// Each side's cells go down the side: a section's cells by lines, and each section below
/// the one before on its side (a skipped section's zero-size cells sit at the other side's
/// cursor, so they belong to that side's run). So the cells of one side, in flat order,
/// have non-decreasing tops, and the whole layout's order by (top, position), which the
/// cell index needs, is a merge of the two runs: O(n), where sorting the interleaved
/// sections cost some 190 instructions per cell (Docs/benchmarks.md, "Prepare path,
/// third wave"). The merge checks the order as it goes and gives up (`nil`: the index
/// sorts) if a top ever goes up within a run (a side's top below the other side's last
/// one cannot: each side takes only up to the other's next top). It writes the index's
/// sorted edges as it goes, through ``SortedRunsWriter`` (Docs/benchmarks.md, "Prepare
/// path, fourth wave").
enum SplitLaneOrder {
    /// The cell index's arrays, by merging the two sides: the tops of `frames` sorted by
    /// (minY, position), their bottoms in the same order, and the positions in that
    /// order (empty when it is the positions' own order), when the sections on
    /// `lanes[s] == .left` and those on `.right` (section `s` holding `counts[s]`
    /// consecutive cells) each have non-decreasing tops; else `nil`. The merge writes
    /// what the index keeps, so the index neither reads the frames again nor gathers
    /// its edges through the order. Complexity: O(n).
    static func sortedEdges(of frames: [Rect], counts: [Int], lanes: [SectionSide])
        -> (starts: [Double], ends: [Double], order: [Int32])?
    {
        let n = frames.count
        guard n > 0, n < Int(Int32.max), counts.count == lanes.count else { return nil }
        var left: [Range<Int>] = []
        var right: [Range<Int>] = []
        left.reserveCapacity(counts.count)
        right.reserveCapacity(counts.count)
        var p = 0
        for (s, count) in counts.enumerated() where count > 0 {
            if lanes[s] == .left { left.append(p..<(p + count)) } else { right.append(p..<(p + count)) }
            p += count
        }
        // One side alone is already in order (the index sees that itself).
        guard p == n, !left.isEmpty, !right.isEmpty else { return nil }
        var identity = true
        let edges = SortedRunsWriter<VerticalEdges>.write(frames) { out in
            // Takes the side's cells, from its position up to its run's end, while their
            // tops stay below `limit` (or at it, when `tie`: the side's run comes first in
            // flat order); false when a top went up. Flat and sorted positions advance
            // together, so the order is the identity over a block exactly when they start
            // equal; a block that takes nothing says nothing about the order.
            @inline(__always) func take(_ side: inout Side, below limit: Double, tie: Bool) -> Bool {
                let from = side.p
                let at = out.written
                let taken = out.take(from: from, to: side.end, below: limit, inclusive: tie)
                if at != from && taken.next != from { identity = false }
                side.p = taken.next
                return taken.inOrder
            }
            // Takes the rest of a side, in order, once the other one is done.
            func drain(_ side: inout Side) {
                repeat {
                    guard take(&side, below: .infinity, tie: true), side.p == side.end else { return }
                } while side.nextRun()
            }
            // One side's turn: its cells up to the other side's next top, then its next
            // run if this one is done, or the other side's rest if it has none. False
            // when the merge is over.
            @inline(__always) func turn(_ side: inout Side, _ other: inout Side) -> Bool {
                guard take(&side, below: out.frames[other.p].origin.y, tie: side.p < other.p) else { return false }
                guard side.nextRun() else {
                    drain(&other)
                    return false
                }
                return true
            }
            // The sides take turns, each up to the other's next top; a round that takes
            // nothing (a top that is not a number) ends the merge.
            var a = Side(runs: left)
            var b = Side(runs: right)
            while true {
                let before = out.written
                guard turn(&a, &b), turn(&b, &a), out.written > before else { break }
            }
            return out.written == n
        }
        return edges.map { ($0.starts, $0.ends, identity ? [] : $0.order) }
    }

    /// One side's cells: its section runs (non-empty, in flat order), walked in order.
    struct Side {
        let runs: [Range<Int>]
        var run = 0
        var p: Int
        var end: Int

        init(runs: [Range<Int>]) {
            self.runs = runs
            p = runs[0].lowerBound
            end = runs[0].upperBound
        }

        /// Moves to the next run when the current one is done; false when the side is done.
        @inline(__always) mutating func nextRun() -> Bool {
            guard p == end else { return true }
            run += 1
            guard run < runs.count else { return false }
            (p, end) = (runs[run].lowerBound, runs[run].upperBound)
            return true
        }
    }
}
