import Scenarios
import Testing

@Suite("Error lines: long JSON paths")
struct ScenarioErrorPathTests {
    @Test("a path up to the limit is shown whole")
    func shortPathWhole() {
        let path = String(repeating: "a", count: ScenarioError.pathLimit)
        let e = ScenarioError(file: "f.json", path: path, message: "m")
        #expect(e.description == "error: f.json: \(path): m")
    }

    @Test("a longer path keeps its head and tail around an ellipsis")
    func longPathCut() {
        let path = "sections[3].title" + String(repeating: ".group", count: 256) + ".size.width"
        let line = ScenarioError(file: "f.json", path: path, message: "must be a number").description
        let head = String(path.prefix(ScenarioError.pathLimit / 2))
        let tail = String(path.suffix(ScenarioError.pathLimit / 2 - 1))
        #expect(line == "error: f.json: \(head)…\(tail): must be a number")
    }

    @Test("a file nested past the JSON depth limit gives a short error line")
    func deepFile() throws {
        var text = "{\"name\": \"x\", \"layout\": {\"type\": \"flow\"}, \"sections\": [{\"title\": "
        text += String(repeating: "{\"group\": ", count: 300) + "1" + String(repeating: "}", count: 300)
        text += "}]}"
        #expect(throws: ScenarioError.self) { try Scenario(text: text, file: "deep.json") }
        do {
            _ = try Scenario(text: text, file: "deep.json")
        } catch {
            #expect(error.description.count < 400)
            #expect(error.description.hasPrefix("error: deep.json: sections[0].title"))
        }
    }
}
