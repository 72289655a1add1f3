import CollectionLayout
import Testing

@testable import TerminalCanvas

/// Whole frames of the engine's classic layouts, drawn by the canvas.
@Suite struct ClassicLayoutFrameTests {
    /// Pinterest, 2 columns, padding 6, a 100-point banner after every 3 items, in the
    /// default 375-point viewport at 80 x 24: 80/375 columns and 40/375 rows per point.
    /// Item 0 (6, 6, 175.5, 100) covers columns 1..<39 and rows 1..<11; item 2 starts at
    /// y = 118, row 13; the banner's inner frame starts at y = 210, row 22.
    @Test func pinterestFrame() throws {
        var layout = PinterestLayout(
            numberOfColumns: 2, cellPadding: 6, numberOfItemsBeforeAds: 3, bannerHeights: [100])
        let heights: [Double] = [100, 150, 80, 120, 60, 200]
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 375, height: 667), itemCounts: [6],
                itemMetrics: .table([heights.map { ItemMetrics(height: $0) }])))
        let canvas = Canvas(columns: 80, rows: 24, viewportWidth: 375)
        let titles = AppearanceTable(itemTitles: [["Lake", "Forest", "漢字の写真", "Desert", "Sea", "Mountain"]])
        let text = canvas.render(layout, appearances: titles).text()
        #expect(
            text == """

                 ┌────────────────────────────────────┐  ┌────────────────────────────────────┐
                 │Lake                                │  │Forest                              │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  │                                    │
                 └────────────────────────────────────┘  │                                    │
                                                         │                                    │
                                                         │                                    │
                 ┌────────────────────────────────────┐  │                                    │
                 │漢字の写真                          │  │                                    │
                 │                                    │  │                                    │
                 │                                    │  └────────────────────────────────────┘
                 │                                    │
                 │                                    │
                 │                                    │
                 └────────────────────────────────────┘

                 ┌────────────────────────────────────────────────────────────────────────────┐
                 │Banner 1                                                                    │
                """)
    }

    /// Flow, 40 x 40 items, 20-point pinned headers, a 100-point viewport in 40 columns
    /// (0.4 columns, 0.2 rows per point). At offset 70 the first header is pinned over
    /// the second line of cells (c, d), whose tops it hides; at 160 the second section's
    /// header is in its natural place and the first one has been pushed out.
    @Test(
        arguments: [
            (
                0.0,
                """
                ┌──────────────────────────────────────┐
                │First                                 │
                │                                      │
                └──────────────────────────────────────┘
                ┌──────────────┐        ┌──────────────┐
                │a             │        │b             │
                │              │        │              │
                │              │        │              │
                │              │        │              │
                │              │        │              │
                │              │        │              │
                └──────────────┘        └──────────────┘
                """
            ),
            (
                70,
                """
                ┌──────────────────────────────────────┐
                │First                                 │
                │                                      │
                └──────────────────────────────────────┘
                │              │        │              │
                │              │        │              │
                │              │        │              │
                └──────────────┘        └──────────────┘


                ┌──────────────┐
                │e             │
                """
            ),
            (
                160,
                """
                ┌──────────────────────────────────────┐
                │Second                                │
                │                                      │
                └──────────────────────────────────────┘
                ┌──────────────┐        ┌──────────────┐
                │f             │        │g             │
                │              │        │              │
                │              │        │              │
                │              │        │              │
                │              │        │              │
                │              │        │              │
                └──────────────┘        └──────────────┘
                """
            ),
        ] as [(Double, String)])
    func flowWithPinnedHeaders(offset: Double, expected: String) throws {
        var layout = FlowLayout(
            itemSize: Size(width: 40, height: 40), headerReferenceHeight: 20, sectionHeadersPinToVisibleBounds: true)
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 100, height: 200),
                sections: [
                    SectionMetrics(itemCount: 5, headerHeight: 20), SectionMetrics(itemCount: 2, headerHeight: 20),
                ],
                itemMetrics: .uniform(.unspecified)))
        let titles = AppearanceTable(
            itemTitles: [["a", "b", "c", "d", "e"], ["f", "g"]], sectionTitles: ["First", "Second"])
        let canvas = Canvas(columns: 40, rows: 12, viewportWidth: 100, contentOffset: Point(x: 0, y: offset))
        #expect(canvas.render(layout, appearances: titles).text() == expected)
    }
}
