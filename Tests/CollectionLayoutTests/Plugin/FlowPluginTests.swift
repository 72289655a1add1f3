import Testing

@testable import CollectionLayout

/// Exact frames of the flow plugin's four alignments, computed by hand (Docs/layouts.md, "Flow plugin").
///
/// W = 300, insets left/right 10, spacing 10. Items: 100x50, 100x30, 100x40, 250x20,
/// 60x10, 60x30. Lines: [0, 1] (free 70), [2] alone (free 180), [3] alone (free 30),
/// [4, 5] the last line (free 150, line bottom 170).
@Suite struct FlowPluginTests {
    static let sizes: [(Double, Double)] = [(100, 50), (100, 30), (100, 40), (250, 20), (60, 10), (60, 30)]

    func layout(_ alignment: FlowAlignment) throws -> PluginLayout {
        let metrics = Self.sizes.map { ItemMetrics(width: $0.0, height: $0.1) }
        let plugin = FlowPlugin(
            alignment: alignment,
            spacing: PluginTestSupport.spacing(10, inset: EdgeInsets(top: 0, left: 10, bottom: 5, right: 10)))
        return try PluginTestSupport.prepared(
            [.flow(plugin)], size: Size(width: 300, height: 600), data: [SectionMetrics(itemCount: metrics.count)],
            metrics: .table([metrics]))
    }

    @Test func centerRealignsEveryLineIncludingTheLast() throws {
        #expect(
            PluginTestSupport.frames(try layout(.center)) == [
                Rect(x: 45, y: 0, width: 100, height: 50), Rect(x: 155, y: 10, width: 100, height: 30),
                Rect(x: 100, y: 60, width: 100, height: 40), Rect(x: 25, y: 110, width: 250, height: 20),
                Rect(x: 85, y: 150, width: 60, height: 10), Rect(x: 155, y: 140, width: 60, height: 30),
            ])
    }

    @Test func startKeepsItemsLeftButCentresThemVertically() throws {
        #expect(
            PluginTestSupport.frames(try layout(.start)) == [
                Rect(x: 10, y: 0, width: 100, height: 50), Rect(x: 120, y: 10, width: 100, height: 30),
                Rect(x: 10, y: 60, width: 100, height: 40), Rect(x: 10, y: 110, width: 250, height: 20),
                Rect(x: 10, y: 150, width: 60, height: 10), Rect(x: 80, y: 140, width: 60, height: 30),
            ])
    }

    @Test func endPacksLinesAgainstTheRightInset() throws {
        #expect(
            PluginTestSupport.frames(try layout(.end)) == [
                Rect(x: 80, y: 0, width: 100, height: 50), Rect(x: 190, y: 10, width: 100, height: 30),
                Rect(x: 190, y: 60, width: 100, height: 40), Rect(x: 40, y: 110, width: 250, height: 20),
                Rect(x: 160, y: 150, width: 60, height: 10), Rect(x: 230, y: 140, width: 60, height: 30),
            ])
    }

    @Test func itemsWithoutSizesTakeTheItemSize() throws {
        let l = try PluginTestSupport.prepared(
            [
                .flow(
                    FlowPlugin(
                        itemSize: Size(width: 40, height: 20), alignment: .start, spacing: PluginTestSupport.spacing(5))
                )
            ],
            size: Size(width: 100, height: 100), data: [SectionMetrics(itemCount: 3)])
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 45, y: 0, width: 40, height: 20),
                Rect(x: 0, y: 25, width: 40, height: 20),
            ])
    }

    @Test func anExactFitDoesNotWrap() throws {
        // 3 x 111.666... + 2 x 20 = 375 up to rounding: the line holds three items.
        let w = (375.0 - 40) / 3
        let l = try PluginTestSupport.prepared(
            [
                .flow(
                    FlowPlugin(
                        itemSize: Size(width: w, height: 10), alignment: .start, spacing: PluginTestSupport.spacing(20))
                )
            ],
            size: Size(width: 375, height: 100), data: [SectionMetrics(itemCount: 4)])
        #expect(PluginTestSupport.frames(l).map(\.minY) == [0, 0, 0, 30])
    }
}
