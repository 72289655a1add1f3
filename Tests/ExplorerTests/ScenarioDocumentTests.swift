import CollectionLayout
import Explorer
import Scenarios
import TestSupport
import Testing

/// ``ExplorerDocument/init(loaded:)``: the one way a scenario becomes an explorer
/// document (the app, a watched file's new version, compare and the fuzzer call it).
@Suite struct ScenarioDocumentTests {
    @Test func aDemoOpensOnItsOwnLayoutWithEveryLayoutOfItsCatalog() throws {
        let loaded = try LoadedScenario.load(path: DemoFrames.path("wwdc-friends.json"))
        let document = ExplorerDocument(loaded: loaded)
        #expect(document.name == "WWDC18 friends")
        #expect(document.choices.count == loaded.catalog.entries.count)
        #expect(document.choices.map(\.name) == loaded.catalog.entries.map { $0.spec.makeConfiguration().name })
        let own = try #require(loaded.catalog.entries.firstIndex { $0.isFromFile })
        #expect(document.initialChoice == own)
        #expect(document.data == loaded.scenario.data)
        #expect(document.viewport == loaded.scenario.viewport)
        #expect(document.remoteUpdates == loaded.scenario.remoteUpdates)
        #expect(!document.remoteUpdates.isEmpty)
        #expect(document.sourceFile == nil)
    }

    @Test func itsNameIsMadeInert() throws {
        let json = #"{"name": "bad\u001b[31mname", "layout": {"type": "flow"}, "sections": [{"count": 2}]}"#
        let scenario = try Scenario(bytes: Array(json.utf8), file: "x.json")
        let document = ExplorerDocument(loaded: try LoadedScenario(scenario: scenario))
        #expect(document.name == TextCells.sanitized("bad\u{1b}[31mname"))
        #expect(!document.name.unicodeScalars.contains("\u{1b}"))
    }

    @Test func aWatchedFileThatHasNotLoadedWaitsUnderItsName() {
        let document = ExplorerDocument.waiting(path: "/tmp/some-file.json")
        #expect(document.sourceFile == "/tmp/some-file.json")
        #expect(document.data?.sections.isEmpty == true)
        #expect(document.choices.map(\.name) == ["Flow"])
        #expect(document.name == Scenario.defaultName(forFile: "/tmp/some-file.json"))
    }
}
