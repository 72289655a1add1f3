import Testing

@testable import CollectionLayout

@Suite struct MosaicPluginTests {

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
