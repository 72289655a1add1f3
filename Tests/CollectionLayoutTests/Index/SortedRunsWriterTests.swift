import TestSupport
import Testing

@testable import CollectionLayout

/// The shared writer of merged sorted runs into an index's arrays, driven by the two kinds
/// of merge its callers run (cell by cell with `append`, block by block with `take`),
/// against the straightforward sort.
@Suite struct SortedRunsWriterTests {
    typealias Edges = (starts: [Double], ends: [Double], order: [Int32])

    /// Cells at the given starts along the vertical axis (position `p` is `p % 3` long).
    static func frames(_ starts: [Double]) -> [Rect] {
        starts.enumerated().map { Rect(x: 0, y: $0.element, width: 1, height: Double($0.offset % 3)) }
    }

    /// The cells sorted by (start, position), with their ends.
    static func bruteForce(_ frames: [Rect], axis: Axis) -> Edges {
        let order = frames.indices.sorted { l, r in
            let (a, b) = (frames[l].min(axis), frames[r].min(axis))
            return a < b || (a == b && l < r)
        }
        return (order.map { frames[$0].min(axis) }, order.map { frames[$0].max(axis) }, order.map { Int32($0) })
    }

    /// Merges `runs` (lists of positions) cell by cell: the lowest (start, position) head
    /// next, as PluginCellOrder merges three or more columns.
    static func mergeByAppend<E: AxisEdges>(_ frames: [Rect], runs: [[Int]], _: E.Type) -> Edges? {
        SortedRunsWriter<E>.write(frames) { out in
            var heads = [Int](repeating: 0, count: runs.count)
            while true {
                var best = -1
                var bestStart = Double.infinity
                var bestPosition = Int.max
                for (j, run) in runs.enumerated() where heads[j] < run.count {
                    let p = run[heads[j]]
                    let start = E.start(frames[p])
                    if start < bestStart || (start == bestStart && p < bestPosition) {
                        (best, bestStart, bestPosition) = (j, start, p)
                    }
                }
                // Done, or only NaN heads left (the writer then finds cells unwritten).
                guard best >= 0 else { return true }
                guard out.append(bestPosition, start: bestStart) else { return false }
                heads[best] += 1
            }
        }
    }

    /// Merges two runs of consecutive positions block by block, each up to the other's
    /// next start, as SplitLaneOrder merges its sides.
    static func mergeByTake<E: AxisEdges>(_ frames: [Rect], _ first: Range<Int>, _ second: Range<Int>, _: E.Type)
        -> Edges?
    {
        SortedRunsWriter<E>.write(frames) { out in
            var (a, b) = (first.lowerBound, second.lowerBound)
            while a < first.upperBound || b < second.upperBound {
                let before = out.written
                let bDone = b == second.upperBound
                let takenA = out.take(
                    from: a, to: first.upperBound, below: bDone ? .infinity : E.start(frames[b]),
                    inclusive: bDone || a < b)
                a = takenA.next
                guard takenA.inOrder else { return false }
                let aDone = a == first.upperBound
                let takenB = out.take(
                    from: b, to: second.upperBound, below: aDone ? .infinity : E.start(frames[a]),
                    inclusive: aDone || b < a)
                b = takenB.next
                guard takenB.inOrder, out.written > before else { return false }
            }
            return true
        }
    }

    static func expectEqual(_ merged: Edges?, _ expected: Edges, _ comment: Comment? = nil) {
        #expect(merged?.starts == expected.starts, comment)
        #expect(merged?.ends == expected.ends, comment)
        #expect(merged?.order == expected.order, comment)
    }

    @Test func noCellsGiveEmptyArraysWithoutCallingTheMerge() {
        let merged = SortedRunsWriter<VerticalEdges>.write([]) { _ in
            Issue.record("merge called for no cells")
            return false
        }
        #expect(merged?.starts == [] && merged?.ends == [] && merged?.order == [])
    }

    @Test func emptyRunsAmongOthers() {
        let frames = Self.frames([0, 1, 1, 4])
        let expected = Self.bruteForce(frames, axis: .vertical)
        Self.expectEqual(
            Self.mergeByAppend(frames, runs: [[], [0, 2], [], [1, 3], []], VerticalEdges.self), expected)
        Self.expectEqual(Self.mergeByTake(frames, 0..<4, 4..<4, VerticalEdges.self), expected)
        Self.expectEqual(Self.mergeByTake(frames, 0..<0, 0..<4, VerticalEdges.self), expected)
    }

    @Test func oneRunIsCopiedInOrder() throws {
        let frames = Self.frames([0, 0, 2, 5, 5, 9])
        let merged = try #require(
            SortedRunsWriter<VerticalEdges>.write(frames) { out in
                let taken = out.take(from: 0, to: frames.count, below: .infinity, inclusive: true)
                return taken.inOrder && taken.next == frames.count
            })
        Self.expectEqual(merged, Self.bruteForce(frames, axis: .vertical))
        #expect(merged.order == [0, 1, 2, 3, 4, 5])
        #expect(merged.ends == [0, 1, 4, 5, 6, 11])
    }

    @Test func equalStartsGoByPosition() {
        let frames = Self.frames([3, 3, 3, 3, 3])
        Self.expectEqual(
            Self.mergeByAppend(frames, runs: [[1, 3], [0, 2, 4]], VerticalEdges.self),
            ([3, 3, 3, 3, 3], [3, 4, 5, 3, 4], [0, 1, 2, 3, 4]))
        // The later run in flat order is merged first: ties still go to the lower position.
        let mixed = Self.frames([1, 2, 2, 0, 2, 2])
        Self.expectEqual(
            Self.mergeByTake(mixed, 3..<6, 0..<3, VerticalEdges.self),
            ([0, 1, 2, 2, 2, 2], [0, 1, 3, 4, 3, 4], [3, 0, 1, 2, 4, 5]))
    }

    @Test func runsOfDifferentLengths() {
        let frames = Self.frames([0, 7, 1, 2, 3, 4, 5, 6, 8])
        let expected = Self.bruteForce(frames, axis: .vertical)
        Self.expectEqual(
            Self.mergeByAppend(frames, runs: [[0, 1, 8], [2, 3, 4, 5, 6, 7]], VerticalEdges.self), expected)
        Self.expectEqual(Self.mergeByTake(frames, 0..<2, 2..<9, VerticalEdges.self), expected)
    }

    /// Out of order, a NaN start, cells left unwritten or a merge that gives up: no arrays.
    @Test func unsortedOrUnfinishedMergesGiveNothing() {
        let frames = Self.frames([2, 1, 3])
        #expect(Self.mergeByAppend(frames, runs: [[0, 1], [2]], VerticalEdges.self) == nil)
        #expect(Self.mergeByTake(frames, 0..<2, 2..<3, VerticalEdges.self) == nil)
        let nan = Self.frames([0, .nan, 3])
        #expect(Self.mergeByAppend(nan, runs: [[0, 1], [2]], VerticalEdges.self) == nil)
        #expect(Self.mergeByTake(nan, 0..<2, 2..<3, VerticalEdges.self) == nil)
        let sorted = Self.frames([0, 1, 2])
        #expect(SortedRunsWriter<VerticalEdges>.write(sorted) { $0.append(0, start: 0) } == nil)
        #expect(
            SortedRunsWriter<VerticalEdges>.write(sorted) { out in
                _ = out.take(from: 0, to: 3, below: .infinity, inclusive: true)
                return false
            } == nil)
    }

    /// Random runs (some empty, of random lengths, many equal starts), along either axis,
    /// merged both ways: the sorted order; and arbitrary starts: the sorted order or nothing.
    @Test func mergingRandomRunsEqualsSorting() {
        var rng = SeededGenerator(seed: 4_024)
        var unsortedMerges = 0
        for round in 0..<4_000 {
            let n = Int.random(in: 0...30, using: &rng)
            let runCount = Int.random(in: 1...5, using: &rng)
            let sorted = round % 4 != 0
            // Each position joins a random run; a run's starts ascend in position order.
            var runs = [[Int]](repeating: [], count: runCount)
            var last = [Double](repeating: 0, count: runCount)
            var starts = [Double](repeating: 0, count: n)
            for p in 0..<n {
                let j = Int.random(in: 0..<runCount, using: &rng)
                runs[j].append(p)
                last[j] += Double(Int.random(in: 0...2, using: &rng))
                starts[p] = sorted ? last[j] : Double(Int.random(in: 0...6, using: &rng))
            }
            var frames = Self.frames(starts)
            let horizontal = Bool.random(using: &rng)
            if horizontal { frames = frames.map { Rect(x: $0.minY, y: 0, width: $0.height, height: 1) } }
            let axis: Axis = horizontal ? .horizontal : .vertical
            let expected = Self.bruteForce(frames, axis: axis)
            let byAppend =
                horizontal
                ? Self.mergeByAppend(frames, runs: runs, HorizontalEdges.self)
                : Self.mergeByAppend(frames, runs: runs, VerticalEdges.self)
            // Two runs of consecutive positions, in either flat order.
            let m = Int.random(in: 0...n, using: &rng)
            let (first, second) = Bool.random(using: &rng) ? (0..<m, m..<n) : (m..<n, 0..<m)
            let consecutive = sorted ? Self.consecutiveRuns(frames, first, second, axis: axis) : frames
            let expectedConsecutive = Self.bruteForce(consecutive, axis: axis)
            let byTake =
                horizontal
                ? Self.mergeByTake(consecutive, first, second, HorizontalEdges.self)
                : Self.mergeByTake(consecutive, first, second, VerticalEdges.self)
            if sorted {
                Self.expectEqual(byAppend, expected, "round \(round)")
                Self.expectEqual(byTake, expectedConsecutive, "round \(round)")
            } else {
                if byAppend != nil { unsortedMerges += 1 }
                if let byAppend { Self.expectEqual(byAppend, expected, "round \(round)") }
                if let byTake { Self.expectEqual(byTake, expectedConsecutive, "round \(round)") }
            }
        }
        #expect(unsortedMerges > 50)  // some arbitrary starts do come out sorted
    }

    /// `frames` with each range's cells sorted by start, so both ranges are sorted runs.
    static func consecutiveRuns(_ frames: [Rect], _ first: Range<Int>, _ second: Range<Int>, axis: Axis) -> [Rect] {
        var frames = frames
        for range in [first, second] {
            let sorted = frames[range].sorted { $0.min(axis) < $1.min(axis) }
            frames.replaceSubrange(range, with: sorted)
        }
        return frames
    }
}
