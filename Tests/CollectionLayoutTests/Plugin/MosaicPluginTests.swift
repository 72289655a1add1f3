import Testing

@testable import CollectionLayout

@Suite struct MosaicPluginTests {
    /// W = 320, 3 columns of 100, spacing 10, line multiple 20 (hand-computed, notes §3.2).
    /// 0: cannot be big; 1: landscape spanning the two free columns; 3: spans 1-2 again;
    /// 4: h = 60 snaps to the column end 280 (h = 50); 5: all columns level -> spans 3;
    /// 6: after a big item -> single; 7: portrait over 2 of 3 columns may be big;
    /// 8: single.
    @Test func bigTilesSnapAndTheSingleColumnRules() throws {
        let metrics = [
            ItemMetrics(aspectRatio: 1, canBeBig: false), ItemMetrics(aspectRatio: 1.5), ItemMetrics(aspectRatio: 1),
            ItemMetrics(aspectRatio: 2), ItemMetrics(aspectRatio: 2), ItemMetrics(aspectRatio: 1),
            ItemMetrics(aspectRatio: 1), ItemMetrics(aspectRatio: 0.5), ItemMetrics(aspectRatio: 0.5),
        ]
        let l = try PluginTestSupport.prepared(
            [.mosaic(MosaicPlugin(columns: 3, lineMultiple: 20, spacing: PluginTestSupport.spacing(10)))],
            size: Size(width: 320, height: 600), data: [SectionMetrics(itemCount: metrics.count)],
            metrics: .table([metrics]))
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 0, y: 10, width: 100, height: 100), Rect(x: 110, y: 10, width: 210, height: 140),
                Rect(x: 0, y: 120, width: 100, height: 100), Rect(x: 110, y: 160, width: 210, height: 120),
                Rect(x: 0, y: 230, width: 100, height: 50), Rect(x: 0, y: 290, width: 320, height: 320),
                Rect(x: 0, y: 620, width: 100, height: 100), Rect(x: 110, y: 620, width: 210, height: 420),
                Rect(x: 0, y: 730, width: 100, height: 200),
            ])
        #expect(l.contentSize.height == 1040)
    }

    /// A portrait item whose run would cover every column stays in one column.
    @Test func portraitNeverSpansEveryColumn() throws {
        let l = try PluginTestSupport.prepared(
            [.mosaic(MosaicPlugin(columns: 2, spacing: PluginTestSupport.spacing(10)))],
            size: Size(width: 210, height: 600), data: [SectionMetrics(itemCount: 1)],
            metrics: .uniform(ItemMetrics(aspectRatio: 0.5)))
        #expect(PluginTestSupport.frames(l) == [Rect(x: 0, y: 10, width: 100, height: 200)])
    }

    /// The line multiple rounds heights up; values below 20 count as 20.
    @Test(arguments: [(5.0, 100.0), (20, 100), (30, 120), (50, 100), (-3, 100)])
    func lineMultipleRoundsUpAndIsClamped(multiple: Double, height: Double) throws {
        let l = try PluginTestSupport.prepared(
            [.mosaic(MosaicPlugin(columns: 2, lineMultiple: multiple, spacing: PluginTestSupport.spacing(10)))],
            size: Size(width: 210, height: 600), data: [SectionMetrics(itemCount: 1)],
            metrics: .uniform(ItemMetrics(aspectRatio: 1, canBeBig: false)))
        #expect(PluginTestSupport.frames(l) == [Rect(x: 0, y: 10, width: 100, height: height)])
        #expect(MosaicPlugin(lineMultiple: multiple).effectiveLineMultiple == max(multiple, 20))
    }

    /// Ties between equal columns go to the leftmost one.
    @Test func tiesGoToTheLeftmostColumn() throws {
        let metrics = [
            ItemMetrics(aspectRatio: 1, canBeBig: false), ItemMetrics(aspectRatio: 1, canBeBig: false),
            ItemMetrics(aspectRatio: 1, canBeBig: false), ItemMetrics(aspectRatio: 1, canBeBig: false),
        ]
        let l = try PluginTestSupport.prepared(
            [.mosaic(MosaicPlugin(columns: 3, spacing: PluginTestSupport.spacing(0)))],
            size: Size(width: 300, height: 600), data: [SectionMetrics(itemCount: 4)], metrics: .table([metrics]))
        #expect(PluginTestSupport.frames(l).map(\.minX) == [0, 100, 200, 0])
    }
}
