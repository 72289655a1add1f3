import CollectionLayout
import Foundation
import Scenarios
import Testing

@Suite("Demos")
struct DemoTests {
    private func demo(_ name: String) throws -> LoadedScenario {
        try LoadedScenario.load(path: Fixtures.repositoryRoot.appendingPathComponent("Demos/\(name)").path)
    }

    @Test func everyDemoLoadsAndDumps() throws {
        let dir = Fixtures.repositoryRoot.appendingPathComponent("Demos")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(names.count >= 3)
        for name in names {
            let loaded = try demo(name)
            let text = try ScenarioDump.text(of: loaded, options: DumpOptions())
            #expect((try? JSONParser.parse(text)) != nil, "\(name) dump is JSON")
        }
    }

    @Test func wwdcMosaic() throws {
        let loaded = try demo("wwdc-mosaic.json")
        #expect(loaded.spec.typeName == "mosaic")
        #expect(loaded.scenario.sections.count == 1)
        #expect(loaded.scenario.itemCount == 40)
        #expect(loaded.scenario.sections[0].items.allSatisfy { loaded.scenario.appearance.itemTitle(id: $0.id) != nil })
    }

    @Test func pinterestFeed() throws {
        let loaded = try demo("pinterest-feed.json")
        let spec = try #require(loaded.spec as? PinterestSpec)
        #expect(spec.numberOfItemsBeforeAds == 6)
        let items = loaded.scenario.sections[0].items
        #expect(items.count >= 200)
        #expect(
            items.allSatisfy { loaded.scenario.appearance.itemTitle(id: $0.id) != nil && $0.metrics.height != nil })
        #expect(Set(items.compactMap { $0.metrics.height }).count > 20)
    }

    @Test func flowGrid() throws {
        let loaded = try demo("flow-grid.json")
        #expect(loaded.spec.typeName == "flow")
        #expect(loaded.scenario.sections.count == 4)
        #expect(
            loaded.scenario.sections.allSatisfy {
                $0.metrics.headerHeight > 0 && loaded.scenario.appearance.section($0.id).title != nil
            })
    }
}
