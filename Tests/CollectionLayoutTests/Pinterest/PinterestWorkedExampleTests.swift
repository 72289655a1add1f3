import Testing

@testable import CollectionLayout

/// The Pinterest layout's worked examples: Docs/layouts.md, "Worked examples (pinterest)",
/// frame for frame. Change both together.
@Suite struct PinterestWorkedExampleTests {
    func prepared(_ layout: PinterestLayout, _ context: LayoutContext) throws -> PinterestLayout {
        var l = layout
        try l.prepare(for: context)
        return l
    }

    /// "Banner example": W = 363, 2 columns, padding 6, heights 100, 50, 80, a banner of
    /// 300 every 2 items. Tessera puts item 2 in the leftmost column after the banner (the
    /// original: (187.5, 418, 169.5, 80)).
    @Test func bannerExampleWithTesseraFixes() throws {
        let layout = try prepared(
            PinterestLayout(numberOfColumns: 2, cellPadding: 6, numberOfItemsBeforeAds: 2, bannerHeights: [300]),
            pinterestContext(width: 363, height: 100, photoHeights: [100, 50, 80]))
        #expect(
            layout.element(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 6, y: 6, width: 169.5, height: 100))
        #expect(
            layout.element(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 187.5, y: 6, width: 169.5, height: 50))
        #expect(
            layout.element(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 6, y: 418, width: 169.5, height: 80))
        let banner = layout.supplementary(ofKind: ElementKind.banner, at: IndexPath(item: 0, section: 0))
        #expect(banner?.frame == Rect(x: 6, y: 118, width: 351, height: 288))
        #expect(banner?.category == .supplementary(kind: "banner"))
        #expect(layout.contentSize == Size(width: 363, height: 504))
        #expect(layout.allElements(contentOffset: .zero).count == 4)
        expectLayoutInvariants(layout, sectionItemCounts: [3])
    }

    /// "Default heights": items without a height are 180 tall.
    @Test func defaultItemHeightIs180() throws {
        let layout = try prepared(
            PinterestLayout(), LayoutContext(containerSize: Size(width: 363, height: 10), itemCounts: [3]))
        #expect(
            layout.element(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 6, y: 6, width: 169.5, height: 180))
        #expect(
            layout.element(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 187.5, y: 6, width: 169.5, height: 180)
        )
        #expect(
            layout.element(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 6, y: 198, width: 169.5, height: 180))
        #expect(layout.contentSize.height == 384)
    }

    /// "The tall item" (and Docs/layouts.md, "Exact visibility queries"): the original's
    /// bisect-and-scan returns only item 9 here.
    @Test func tallItemIsNotLostByTheQuery() throws {
        let layout = try prepared(
            PinterestLayout(numberOfColumns: 2, cellPadding: 6),
            pinterestContext(width: 363, photoHeights: [1000] + Array(repeating: 88, count: 30)))
        let hits = layout.query(Rect(x: 0, y: 850, width: 363, height: 40), contentOffset: .zero).elements
        try #require(hits.count == 2)
        #expect(hits.map(\.indexPath.item) == [0, 9])
        #expect(hits[0].frame == Rect(x: 6, y: 6, width: 169.5, height: 1000))
        #expect(hits[1].frame == Rect(x: 187.5, y: 806, width: 169.5, height: 88))
        expectQueryMatchesBruteForce(layout, rect: Rect(x: 0, y: 850, width: 363, height: 40))
    }

}
