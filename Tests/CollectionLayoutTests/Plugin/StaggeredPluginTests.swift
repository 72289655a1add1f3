import Testing

@testable import CollectionLayout

@Suite struct StaggeredPluginTests {
    /// W = 300, insets 5/10/5/10, spacing 10, 2 columns of width 135. Item 3 goes to
    /// column 1 although column 0 is shorter: round-robin, as the original documents.
    @Test func roundRobinColumnsWithRatiosHeightsAndSizes() throws {
        let metrics = [
            ItemMetrics(aspectRatio: 1), ItemMetrics(aspectRatio: 0.5), ItemMetrics(aspectRatio: 1.35),
            ItemMetrics(height: 50), ItemMetrics(width: 270, height: 135),
        ]
        let inset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let l = try PluginTestSupport.prepared(
            [.staggered(StaggeredPlugin(columns: 2, spacing: PluginTestSupport.spacing(10, inset: inset)))],
            size: Size(width: 300, height: 600), data: [SectionMetrics(itemCount: 5)], metrics: .table([metrics]))
        let expected = [
            Rect(x: 10, y: 5, width: 135, height: 135), Rect(x: 155, y: 5, width: 135, height: 270),
            Rect(x: 10, y: 150, width: 135, height: 100), Rect(x: 155, y: 285, width: 135, height: 50),
            Rect(x: 10, y: 260, width: 135, height: 67.5),
        ]
        let frames = PluginTestSupport.frames(l)
        for (f, e) in zip(frames, expected) { #expect(PluginTestSupport.close(f, e), "\(f) != \(e)") }
        #expect(l.contentSize == Size(width: 300, height: 340))
    }

    /// Notes §2.1: 2 columns, heights [1000, 100, 100, ...]; the band y in [250, 280]
    /// holds items 0 and 5 (the original's bisection returns nothing).
    @Test func queryFindsTheTallFirstItem() throws {
        let metrics = (0..<20).map { ItemMetrics(height: $0 == 0 ? 1000 : 100) }
        let l = try PluginTestSupport.prepared(
            [.staggered(StaggeredPlugin(columns: 2, spacing: PluginTestSupport.spacing(0)))],
            size: Size(width: 200, height: 600), data: [SectionMetrics(itemCount: 20)], metrics: .table([metrics]))
        let rect = Rect(x: 0, y: 250, width: 200, height: 30)
        let hits = l.query(rect, contentOffset: .zero).elements.map(\.indexPath.item)
        #expect(hits == [0, 5])
        #expect(PluginTestSupport.bruteForceQuery(l, rect, offset: .zero).map(\.indexPath.item) == [0, 5])
    }

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
