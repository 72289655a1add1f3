import Testing

@testable import CollectionLayout

/// The split layout's worked examples: Docs/layouts.md, "Worked examples (split)", frame
/// for frame. Change both together.
@Suite struct SplitWorkedExampleTests {
    /// "The original's own unit test": first position (100, 100), the side's left edge 100,
    /// its width 200, insets 5, spacings 10, four items of 90 x 90.
    @Test func originalUnitTestFourItemsOf90() throws {
        var frames: [Rect] = []
        var absent = Set<Int>()
        let result = try SplitLinePlacement.placeItems(
            count: 4, firstPosition: Point(x: 100, y: 100), contentMostLeft: 100, contentWidth: 200,
            metrics: SplitSectionMetrics(
                sectionInset: EdgeInsets(all: 5), minimumItemLineSpacing: 10, minimumInterItemSpacing: 10),
            isNormalizing: false, into: &frames, absent: &absent
        ) { _ in Size(width: 90, height: 90) }
        #expect(
            frames.map(\.origin) == [
                Point(x: 105, y: 105), Point(x: 205, y: 105), Point(x: 105, y: 205), Point(x: 205, y: 205),
            ])
        #expect(frames.allSatisfy { $0.size == Size(width: 90, height: 90) })
        #expect(absent.isEmpty)
        // 100 + 2 * 90 + 5 + 5 + 10.
        #expect(result.lastPosition == Point(x: 100, y: 300))
        #expect(result.firstPlaced == 0 && result.lastPlaced == 3)
    }

    /// "The same vector in a whole layout".
    @Test func originalVectorThroughAFullLayout() throws {
        // The right side starts at 100 and is 200 wide: width 300, ratio 0.2, spacing 50.
        // A 100-pt header puts the items' first position at (100, 100).
        let layout = try prepared(
            SplitLayout(
                leftSideRatio: 0.2, splitSpacing: 50, sectionInset: EdgeInsets(all: 5),
                minimumItemLineSpacing: 10, minimumInterItemSpacing: 10),
            splitContext(width: 300, [.items(4, 90, 90, side: .right, header: 100)]))
        #expect(try layout.contentMostLeft(of: .right) == 100 && layout.contentWidth(of: .right) == 200)
        #expect(layout.headerFrame(0) == box(100, 0, 200, 100))
        #expect(
            (0..<4).map { layout.cellFrame(0, $0) } == [
                box(105, 105, 90, 90), box(205, 105, 90, 90), box(105, 205, 90, 90), box(205, 205, 90, 90),
            ])
        #expect(layout.backgroundFrame(0) == box(100, 100, 200, 200))
        #expect(layout.contentSize == Size(width: 300, height: 300))
    }

    /// "Rough widths": `calculateFixedWidthRoughly` divides as integers.
    @Test func itemsPerLineMakesSquaresOfTheRoughWidth() throws {
        // Left side 144 wide: (144 - 2*5 - 3*10) / 4 = 26 (integer division of 104).
        let layout = try prepared(
            SplitLayout(
                leftSideRatio: 0.4, splitSpacing: 15, sectionInset: EdgeInsets(all: 5),
                minimumItemLineSpacing: 10, minimumInterItemSpacing: 10, itemsPerLine: 4),
            splitContext(width: 375, [.items(5, 999, 0), .items(1, 1, 1, side: .right)]))
        #expect(layout.cellFrame(0, 0) == box(5, 5, 26, 26))
        #expect((0..<4).map { layout.cellFrame(0, $0)?.minX } == [5, 41, 77, 113])
        #expect(layout.cellFrame(0, 3) == box(113, 5, 26, 26))
        #expect(layout.cellFrame(0, 4) == box(5, 41, 26, 26))
        // Right side 216: (216 - 10 - 30) / 4 = 44.
        #expect(layout.cellFrame(1, 0) == box(164, 5, 44, 44))
    }

}
