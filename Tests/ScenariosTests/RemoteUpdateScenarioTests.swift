import CollectionLayout
import Foundation
import Testing

@testable import Scenarios

/// The WWDC18 friends demo: its remote updates decode as the sample's three sets, and
/// `tessera apply` on the three batch files prints the sample's orders.
@Suite struct RemoteUpdateScenarioTests {
    static func demoPath(_ name: String) -> String {
        Fixtures.repositoryRoot.appendingPathComponent("Demos/\(name)").path
    }

    /// The cells' titles of a dump made with `--items`, in index-path order.
    static func titles(_ dump: String) -> [String] {
        dump.split(separator: "\n").filter { $0.contains(#""category": "cell""#) }.compactMap { line in
            guard let start = line.range(of: #""title": ""#) else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func theDemoCarriesTheSamplesThreeSets() throws {
        let scenario = try Scenario.load(path: Self.demoPath("wwdc-friends.json"))
        #expect(
            scenario.sections[0].items.map { scenario.appearance.itemTitle(id: $0.id) ?? "" } == [
                "Steve", "Mohammed", "Samir", "Priyanka",
            ])
        #expect(
            scenario.remoteUpdates == [
                [.delete(0)],
                [.reload(3), .move(from: 3, to: 0), .delete(2)],
                [.move(from: 0, to: 1), .move(from: 1, to: 2), .move(from: 2, to: 3), .reload(3)],
            ])
        #expect(scenario.warnings.isEmpty)
    }

    @Test func applyingTheBatchFilesPrintsTheSamplesOrders() throws {
        let demo = Self.demoPath("wwdc-friends.json")
        let expected = [
            ["Mohammed", "Samir", "Priyanka"],
            ["Priyanka (reloaded)", "Steve", "Mohammed"],
            ["Priyanka (reloaded)", "Steve", "Mohammed", "Samir"],
        ]
        for (k, titles) in expected.enumerated() {
            let text = try BatchApplication.text(
                scenarioPath: demo, batchPath: Self.demoPath("batches/wwdc-set-\(k + 1).json"),
                options: DumpOptions(items: true))
            #expect(Self.titles(text) == titles, "set \(k + 1)")
        }
        // Without --items the dump is unchanged: no id or title keys.
        let plain = try BatchApplication.text(
            scenarioPath: demo, batchPath: Self.demoPath("batches/wwdc-set-1.json"))
        #expect(!plain.contains(#""id""#) && !plain.contains(#""title""#))
        #expect(
            plain.contains(
                #"{"category": "cell", "section": 0, "item": 0, "frame": {"x": 16, "y": 10, "width": 343, "height": 70}, "zIndex": 0}"#
            ))
    }

    @Test func aListOfBatchesNamesTheOneUIKitRejects() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-rows-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let batch = dir.appendingPathComponent("b.json").path
        // One batch with the reload and the move of item 3: UIKit rejects it, which is why
        // the sample reloads in a batch of its own first.
        try
            #"[{"deletedItems": [[0, 2]]}, {"reloadedItems": [[0, 2]], "movedItems": [{"from": [0, 2], "to": [0, 0]}]}]"#
            .write(toFile: batch, atomically: true, encoding: .utf8)
        do {
            _ = try BatchApplication.text(scenarioPath: Self.demoPath("wwdc-friends.json"), batchPath: batch)
            Issue.record("the second batch must be rejected")
        } catch {
            #expect(error.path == "[1]")
            #expect(error.message.hasPrefix("UIKit rejects this batch (reload and move the same location)"))
        }
        #expect(throws: ScenarioError.self) { _ = try BatchApplication.decode(Array("[{}, {}]".utf8), file: "b.json") }
        #expect(throws: ScenarioError.self) { _ = try BatchApplication.decodeAll(Array("[]".utf8), file: "b.json") }
    }

    @Test func badRemoteUpdatesAreLocatedErrors() {
        func error(_ updates: String) -> String? {
            let text =
                #"{"layout": {"type": "flow"}, "sections": [{"items": [{"id": "a"}, {"id": "b"}]}], "remoteUpdates": "#
                + updates + "}"
            do {
                _ = try Scenario(text: text, file: "f.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            error(#"[[{"delete": 0, "reload": 1}]]"#)
                == #"error: f.json: remoteUpdates[0][0]: an update is one change: got "delete" and "reload""#)
        #expect(
            error(#"[[{}]]"#)
                == #"error: f.json: remoteUpdates[0][0]: an update needs one of "delete", "insert", "move", "reload""#)
        #expect(error(#"[[{"delete": -1}]]"#)?.hasPrefix("error: f.json: remoteUpdates[0][0].delete: ") == true)
        #expect(
            error(#"[[{"move": {"from": 0}}]]"#)
                == "error: f.json: remoteUpdates[0][0].move.to: required key is missing")
        #expect(
            error(#"[[{"insert": {"at": 0, "id": "a"}}]]"#)
                == #"error: f.json: remoteUpdates[0][0].insert.id: duplicate id "a": an inserted item needs an id the file does not use"#
        )
        #expect(error(#"[[{"insert": {"at": 0, "id": "c", "title": "C"}}], []]"#) == nil)
    }

    @Test func unknownKeysInRemoteUpdatesAreWarnings() throws {
        let scenario = try Scenario(
            text:
                #"{"layout": {"type": "flow"}, "sections": [{"count": 2}], "remoteUpdates": [[{"delete": 0, "delet": 1}]]}"#,
            file: "f.json")
        #expect(scenario.warnings.map(\.path) == ["remoteUpdates[0][0].delet"])
    }
}
