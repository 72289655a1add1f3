import Testing

@testable import CollectionLayout

@Suite struct StaggeredPluginTests {

    @Test func itemsWithoutSizeKeysAreSquare() throws {
        let l = try PluginTestSupport.prepared(
            [.staggered(StaggeredPlugin(columns: 3, spacing: PluginTestSupport.spacing(0)))],
            size: Size(width: 300, height: 600), data: [SectionMetrics(itemCount: 4)])
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100),
                Rect(x: 200, y: 0, width: 100, height: 100), Rect(x: 0, y: 100, width: 100, height: 100),
            ])
    }
}
