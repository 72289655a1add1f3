import CollectionLayout
import Scenarios
import Testing

/// `tessera diff`: ids matched across two scenario files, the batch as JSON.
@Suite("Scenario diff")
struct ScenarioDiffTests {
    func scenario(_ sections: String) throws -> Scenario {
        let json = #"{"layout": {"type": "flow"}, "sections": ["# + sections + "]}"
        return try Scenario(bytes: Array(json.utf8), file: "test.json")
    }

    @Test func theBatchBetweenTwoFilesAsJSON() throws {
        let old = try scenario(
            #"""
            {"id": "a", "items": [{"id": "1"}, {"id": "2"}, {"id": "3", "title": "Three"}, {"id": "4"}]},
            {"id": "b", "items": [{"id": "5"}]},
            {"id": "c", "items": [{"id": "6"}, {"id": "7"}]}
            """#)
        let new = try scenario(
            #"""
            {"id": "c", "items": [{"id": "7"}, {"id": "6"}]},
            {"id": "a", "items": [{"id": "4"}, {"id": "1"}, {"id": "3", "title": "Three v2"}, {"id": "9"}]},
            {"id": "d", "items": [{"id": "5"}]}
            """#)
        let text = ScenarioDiff.json(ScenarioDiff.diff(from: old, to: new).batch)
        #expect(
            text == """
                {
                  "deletedSections": [1],
                  "insertedSections": [2],
                  "movedSections": [{"from": 2, "to": 0}],
                  "deletedItems": [[0, 1]],
                  "insertedItems": [[1, 3]],
                  "movedItems": [{"from": [2, 1], "to": [0, 0]}, {"from": [0, 3], "to": [1, 0]}],
                  "reloadedItems": [[0, 2]]
                }

                """)
    }

    @Test func identicalFilesGiveAnEmptyBatch() throws {
        let s = try scenario(#"{"id": "a", "count": 300, "itemDefaults": {"height": 40}}"#)
        #expect(ScenarioDiff.diff(from: s, to: s).batch.isEmpty)
    }

    @Test func badFilesNameTheFile() {
        #expect(throws: ScenarioError.self) {
            try ScenarioDiff.text(oldPath: "/nonexistent/old.json", newPath: "/nonexistent/new.json")
        }
        do {
            _ = try ScenarioDiff.text(oldPath: "/nonexistent/old.json", newPath: "x")
        } catch {
            #expect(error.description.hasPrefix("error: /nonexistent/old.json: "))
        }
    }
}
