import Testing

@testable import CollectionLayout

@Suite struct GridPluginTests {

    /// Per-item keys override the plugin's line fraction and aspect ratio.
    @Test func itemKeysOverrideFractionAndRatio() throws {
        let metrics = [
            ItemMetrics(lineFraction: 1), ItemMetrics(), ItemMetrics(),
            ItemMetrics(aspectRatio: 1, lineFraction: 3),
        ]
        let l = try PluginTestSupport.prepared(
            [.grid(GridPlugin(lineFraction: 2, aspectRatio: 2, spacing: PluginTestSupport.spacing(10)))],
            size: Size(width: 300, height: 600), data: [SectionMetrics(itemCount: 4)], metrics: .table([metrics]))
        let third = 280.0 / 3
        let expected = [
            Rect(x: 0, y: 0, width: 300, height: 150), Rect(x: 0, y: 160, width: 145, height: 72.5),
            Rect(x: 155, y: 160, width: 145, height: 72.5), Rect(x: 0, y: 242.5, width: third, height: third),
        ]
        let frames = PluginTestSupport.frames(l)
        #expect(frames.count == 4)
        for (f, e) in zip(frames, expected) { #expect(PluginTestSupport.close(f, e), "\(f) != \(e)") }
        #expect(abs(l.contentSize.height - (242.5 + third)) < 1e-9)
    }

    /// Items of different heights in one line are centred vertically (justified flow).
    @Test func mixedRatiosAreCentredInTheirLine() throws {
        let metrics = [ItemMetrics(aspectRatio: 1), ItemMetrics(aspectRatio: 2), ItemMetrics(aspectRatio: 1)]
        let l = try PluginTestSupport.prepared(
            [.grid(GridPlugin(lineFraction: 2, spacing: PluginTestSupport.spacing(0)))],
            size: Size(width: 200, height: 600), data: [SectionMetrics(itemCount: 3)], metrics: .table([metrics]))
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 25, width: 100, height: 50),
                Rect(x: 0, y: 100, width: 100, height: 100),
            ])
    }
}
