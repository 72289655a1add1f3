import Testing

@testable import CollectionLayout

/// The WWDC18 mosaic layout's worked examples: Docs/layouts.md, "Worked examples (mosaic)",
/// frame for frame. Change both together.
@Suite struct MosaicWorkedExampleTests {
    func prepared(width: Double = 375, height: Double = 667, count: Int) throws -> MosaicLayout {
        var layout = MosaicLayout()
        try layout.prepare(for: LayoutContext(containerSize: Size(width: width, height: height), itemCounts: [count]))
        return layout
    }

    func frames(_ layout: MosaicLayout) -> [Rect] {
        layout.allElements(contentOffset: .zero).map(\.frame)
    }

    /// "Ten items": W = 375, H = 667. The content height includes the last band (the
    /// original reports 804).
    @Test func wwdcExampleFramesAndFixedContentHeight() throws {
        let layout = try prepared(count: 10)
        #expect(
            frames(layout) == [
                Rect(x: 0, y: 1, width: 375, height: 200),
                Rect(x: 0, y: 202, width: 188, height: 200),
                Rect(x: 189, y: 202, width: 186, height: 200),
                Rect(x: 0, y: 403, width: 250, height: 200),
                Rect(x: 251, y: 403, width: 124, height: 100),
                Rect(x: 251, y: 504, width: 124, height: 99),
                Rect(x: 0, y: 604, width: 125, height: 100),
                Rect(x: 0, y: 705, width: 125, height: 99),
                Rect(x: 126, y: 604, width: 249, height: 200),
                Rect(x: 0, y: 805, width: 375, height: 200),
            ])
        #expect(layout.contentSize == Size(width: 375, height: 1005))
        expectLayoutInvariants(layout, sectionItemCounts: [10])
    }

    /// "Queries" (and Docs/layouts.md, "Exact visibility queries"): the original's
    /// bisect-and-scan returns {5} and {6}.
    @Test func queriesInsideThreeTileBandsAreExact() throws {
        let layout = try prepared(count: 10)
        #expect(layout.elements(in: Rect(x: 0, y: 520, width: 375, height: 40)).map(\.indexPath.item) == [3, 5])
        #expect(layout.elements(in: Rect(x: 0, y: 650, width: 375, height: 50)).map(\.indexPath.item) == [6, 8])
        // Touching edges do not intersect: y in [603, 604) touches nothing but the gutter.
        #expect(layout.elements(in: Rect(x: 0, y: 603, width: 375, height: 1)).isEmpty)
    }

}
