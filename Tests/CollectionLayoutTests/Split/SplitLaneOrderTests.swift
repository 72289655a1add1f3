import Testing

@testable import CollectionLayout

@Suite struct SplitLaneOrderTests {
    /// Cells stacked at the given tops, one point high.
    static func frames(_ tops: [Double]) -> [Rect] { tops.map { Rect(x: 0, y: $0, width: 1, height: 1) } }

    /// The left side's two runs come first in flat order and in top order: the merge is
    /// the identity (an empty order), although the right side's turn after the left
    /// side's run switch takes nothing.
    @Test func identityAcrossARunSwitch() throws {
        let frames = Self.frames([0, 1, 2, 3, 4, 5, 10, 11, 12])
        let merged = try #require(
            SplitLaneOrder.sortedEdges(of: frames, counts: [3, 3, 3], lanes: [.left, .left, .right]))
        #expect(merged.order.isEmpty)
        #expect(merged.starts == frames.map(\.minY))
        #expect(merged.ends == frames.map(\.maxY))
    }

    /// Sides interleaved line by line, ties going to the earlier flat position.
    @Test func interleavedWithTies() throws {
        let frames = Self.frames([0, 0, 5, 0, 5, 5, 9])
        let merged = try #require(
            SplitLaneOrder.sortedEdges(of: frames, counts: [3, 4], lanes: [.left, .right]))
        #expect(merged.order == [0, 1, 3, 2, 4, 5, 6])
        #expect(merged.starts == [0, 0, 0, 5, 5, 5, 9])
    }

    /// A top that goes up within a side: no merge (the index sorts for itself).
    @Test func aTopGoingUpGivesNoMerge() {
        let frames = Self.frames([0, 4, 2, 1, 3])
        #expect(SplitLaneOrder.sortedEdges(of: frames, counts: [3, 2], lanes: [.left, .right]) == nil)
    }
}
