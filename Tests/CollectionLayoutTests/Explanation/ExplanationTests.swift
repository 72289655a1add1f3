import Testing

@testable import CollectionLayout

/// Every family's ``DebuggableLayout/explanation(for:contentOffset:)`` on worked
/// examples computed by hand (ordinals are 1-based).
@Suite struct ExplanationTests {
    func cell(_ item: Int, _ section: Int = 0) -> ElementKey {
        ElementKey(category: .cell, indexPath: IndexPath(item: item, section: section))
    }

    func header(_ section: Int) -> ElementKey {
        ElementKey(category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: section))
    }

    func said(_ layout: some DebuggableLayout, _ key: ElementKey, offset: Double = 0) -> String? {
        layout.explanation(for: key, contentOffset: Point(x: 0, y: offset))?.description
    }

    /// Two columns of 187.5 pt, padding 6; items 100, 50, 80 and 30 high. Item 0 goes
    /// to column 1 (a tie: leftmost), item 1 to column 2 (0 < 112), item 2 to column 2
    /// (62 < 112), item 3 to column 1 (112 < 154).
    @Test func pinterestNamesTheShortestColumnAndItsBottom() throws {
        var layout = PinterestLayout(numberOfColumns: 2, cellPadding: 6)
        let heights = [100.0, 50, 80, 30]
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 375, height: 667), sections: [SectionMetrics(itemCount: 4)],
                itemMetrics: .table([heights.map { ItemMetrics(height: $0) }])))
        #expect(said(layout, cell(0)) == "column 1 was the shortest (y 0)")
        #expect(said(layout, cell(1)) == "column 2 was the shortest (y 0)")
        #expect(said(layout, cell(2)) == "column 2 was the shortest (y 62)")
        #expect(said(layout, cell(3)) == "column 1 was the shortest (y 112)")
        #expect(layout.explanation(for: cell(4), contentOffset: .zero) == nil)
        #expect(
            layout.explanation(for: cell(2), contentOffset: .zero)?.reasons == [
                .column(2, of: 2, shortest: true, top: 62)
            ])
    }

    /// A banner after every 2 items: banner 1 follows item 2, under the tallest column
    /// (112, column 1's bottom).
    @Test func pinterestBannersFollowTheirItem() throws {
        var layout = PinterestLayout(numberOfColumns: 2, cellPadding: 6, numberOfItemsBeforeAds: 2)
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 375, height: 667), sections: [SectionMetrics(itemCount: 3)],
                itemMetrics: .table([[100, 50, 80].map { ItemMetrics(height: $0) }])))
        let banner = ElementKey(
            category: .supplementary(kind: ElementKind.banner), indexPath: IndexPath(item: 0, section: 0))
        #expect(said(layout, banner) == "banner 1 after item 2, under the tallest column (y 112)")
        // After a banner every column starts at its bottom: 112 + 200.
        #expect(said(layout, cell(2)) == "column 1 was the shortest (y 312)")
    }

    /// Ten items: bands fullWidth (0), fiftyFifty (1-2), twoThirdsOneThird (3-5),
    /// oneThirdTwoThirds (6-8), then fullWidth for the one item left (9).
    @Test func mosaicNamesTheSegmentAndTheSlot() throws {
        var layout = MosaicLayout()
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [10]))
        #expect(said(layout, cell(0)) == "segment fullWidth, slot 1 of 1 (band 1)")
        #expect(said(layout, cell(2)) == "segment fiftyFifty, slot 2 of 2 (band 2)")
        #expect(said(layout, cell(4)) == "segment twoThirdsOneThird, slot 2 of 3 (band 3)")
        #expect(said(layout, cell(8)) == "segment oneThirdTwoThirds, slot 3 of 3 (band 4)")
        #expect(said(layout, cell(9)) == "segment fullWidth, slot 1 of 1 (band 5)")
        #expect(said(layout, cell(10)) == nil)
        // Two items: the pattern for two left is fiftyFifty after the first band.
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [3]))
        #expect(said(layout, cell(2)) == "segment fiftyFifty, slot 2 of 2 (band 2)")
    }

    @Test func splitNamesTheSideAndTheRatio() throws {
        let context = splitContext(
            width: 400, [.items(2, 50, 50, side: .left), .items(2, 50, 50, side: .right, header: 20)])
        let layout = try prepared(SplitLayout(leftSideRatio: 0.4, splitSpacing: 10), context)
        #expect(said(layout, cell(1, 0)) == "left side, ratio 0.4")
        #expect(said(layout, cell(0, 1)) == "right side, ratio 0.4")
        #expect(said(layout, header(1)) == "header of section 2; right side, ratio 0.4")
        #expect(said(layout, header(0)) == nil)
    }

    /// 200 pt wide, 50-pt items 10 pt apart: three items per line.
    @Test func flowNamesTheLineAndThePlaceOnIt() throws {
        var layout = FlowLayout(
            itemSize: Size(width: 50, height: 50), headerReferenceHeight: 20, sectionHeadersPinToVisibleBounds: true)
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 200, height: 100), itemCounts: [7, 30]))
        #expect(said(layout, cell(0)) == "line 1, item 1 of 3 on it")
        #expect(said(layout, cell(4)) == "line 2, item 2 of 3 on it")
        #expect(said(layout, cell(6)) == "line 3, item 1 of 1 on it")
        #expect(said(layout, cell(29, 1)) == "line 10, item 3 of 3 on it")
        #expect(said(layout, header(1)) == "header of section 2")
        // Section 2 starts at y 200 (20 + 3 lines of 60 - 10 + 10); at offset 300 its
        // header is held at the top.
        #expect(
            said(layout, header(1), offset: 300)
                == "header of section 2; sectionHeadersPinToVisibleBounds header pinned")
    }

    @Test func pluginNamesThePluginAndTheStaggeredColumn() throws {
        var layout = PluginLayout(
            sections: [.staggered(StaggeredPlugin(columns: 2))], effects: [.sticky(.headers)])
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 375, height: 667),
                sections: [SectionMetrics(itemCount: 40, headerHeight: 30)], itemMetrics: .uniform(.unspecified)))
        #expect(said(layout, cell(2)) == "staggered; column 1 of 2, round-robin")
        #expect(said(layout, cell(3)) == "staggered; column 2 of 2, round-robin")
        #expect(said(layout, header(0)) == "staggered; header of section 1")
        #expect(said(layout, header(0), offset: 400) == "staggered; header of section 1; sticky header pinned")
    }

    /// Example A's grid (two items per horizontal group) in two sections, and example
    /// B's nested group (three items per group).
    @Test func compositionalNamesTheSectionTheGroupAndTheItem() throws {
        typealias F = CompositionalFixtures
        let grid = try F.prepared(CompositionalLayout(section: F.insetGrid), counts: [4, 4])
        #expect(said(grid, cell(3, 1)) == "section 2, group 2 (horizontal, fractionalWidth 1), item 2")
        #expect(said(grid, cell(0, 0)) == "section 1, group 1 (horizontal, fractionalWidth 1), item 1")
        #expect(said(grid, cell(4, 0)) == nil)
        let nested = try F.prepared(CompositionalLayout(section: LayoutSection(group: F.nestedGroup())), counts: [7])
        #expect(said(nested, cell(4)) == "section 1, group 2 (horizontal, fractionalWidth 1), item 2")
        #expect(said(nested, cell(6)) == "section 1, group 3 (horizontal, fractionalWidth 1), item 1")
    }

    @Test func compositionalGroupsSizedByTheDataHaveNoNumber() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
        let layout = try CompositionalFixtures.prepared(
            CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        #expect(said(layout, cell(1)) == "section 1, group (vertical, fractionalWidth 1)")
    }
}
