import CollectionLayout
import Foundation
import Scenarios
import Testing

/// Explanations on the real demos, in every layout their catalog offers.
@Suite("Demo explanations")
struct DemoExplanationTests {
    private func demos() throws -> [LoadedScenario] {
        let dir = Fixtures.repositoryRoot.appendingPathComponent("Demos")
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { try LoadedScenario.load(path: dir.appendingPathComponent($0).path) }
    }

    /// Every cell of every demo, in every layout of its catalog, is explained.
    @Test func everyCellOfEveryDemoIsExplained() throws {
        for demo in try demos() {
            for entry in demo.catalog.entries {
                var loaded = demo
                guard (try? loaded.switchLayout(to: entry.spec)) != nil else { continue }
                let cells = loaded.layout.allElements(contentOffset: .zero).filter { $0.category == .cell }
                for cell in cells.prefix(500) {
                    let why = (loaded.layout as? any DebuggableLayout)?.explanation(
                        for: ElementKey(cell), contentOffset: .zero)
                    #expect(why?.reasons.isEmpty == false, "\(demo.scenario.name) \(entry.typeName) \(cell.indexPath)")
                }
            }
        }
    }

    /// The Pinterest demo: each item's stated column is the one that was shortest when it
    /// was placed, found independently by replaying the frames placed before it (column
    /// bottoms from earlier cells and banners, leftmost on ties).
    @Test func pinterestColumnsAreTheShortestOnReplay() throws {
        let loaded = try #require(try demos().first { $0.spec.typeName == "pinterest" })
        let layout = try #require(loaded.layout as? PinterestLayout)
        let width = layout.contentSize.width / Double(layout.numberOfColumns)
        let p = layout.cellPadding
        var bottoms = [Double](repeating: 0, count: layout.numberOfColumns)
        let elements = layout.allElements(contentOffset: .zero)
        let banners = elements.filter { $0.category != .cell }.sorted { $0.frame.minY < $1.frame.minY }
        var nextBanner = 0
        for cell in elements where cell.category == .cell {
            // A banner placed before this item raises every column to its bottom.
            while nextBanner < banners.count, banners[nextBanner].frame.minY - p <= cell.frame.minY - p,
                banners[nextBanner].frame.minY - p >= bottoms.max()! - 0.001
            {
                bottoms = bottoms.map { _ in banners[nextBanner].frame.maxY + p }
                nextBanner += 1
            }
            let shortest = bottoms.indices.min { bottoms[$0] < bottoms[$1] }!
            let why = layout.explanation(for: ElementKey(cell), contentOffset: .zero)
            #expect(
                why?.reasons == [
                    .column(shortest + 1, of: layout.numberOfColumns, shortest: true, top: bottoms[shortest])
                ], "item \(cell.indexPath.item)")
            let column = Int(cell.frame.midX / width)
            bottoms[column] = cell.frame.maxY + p
        }
    }
}
