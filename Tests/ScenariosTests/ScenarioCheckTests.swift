import Foundation
import Scenarios
import TestSupport
import Testing

/// `tessera check`: every problem of a file, each at its line and column, in the
/// text and JSON forms.
@Suite("Scenario check")
struct ScenarioCheckTests {
    private func report(_ text: String, file: String = "t.json") -> ScenarioCheck.Report {
        ScenarioCheck.check(bytes: Array(text.utf8), file: file)
    }

    private func lines(_ text: String) -> [String] {
        ScenarioCheck.text([report(text)]).split(separator: "\n").map(String.init)
    }

    @Test func aCleanFileIsOK() {
        let r = report(#"{"layout": {"type": "flow"}, "sections": [{"count": 3}]}"#)
        #expect(r.isClean)
        #expect(r.loaded != nil)
        #expect(ScenarioCheck.text([r]) == "t.json: ok\n")
        #expect(ScenarioCheck.json([r]) == "[]\n")
    }

    @Test func everyProblemIsReportedWithItsLineAndColumn() {
        let text = """
            {
              "layout": {"type": "flow", "minimumLineSpacing": -1, "itemSize": {"width": "x"}},
              "sections": [
                {"items": [{"height": -3}, 7, {"width": 5}]},
                {"id": "a", "count": 3, "itemDefaults": {"height": true}},
                {"id": "a", "items": []}
              ]
            }
            """
        #expect(
            lines(text) == [
                "t.json:2:52: error: layout.minimumLineSpacing: must be a finite number >= 0, got -1",
                "t.json:2:78: error: layout.itemSize.width: must be a finite number >= 0, got \"x\"",
                "t.json:4:27: error: sections[0].items[0].height: must be a finite number >= 0, got -3",
                "t.json:4:32: error: sections[0].items[1]: must be an object, got 7",
                "t.json:5:56: error: sections[1].itemDefaults.height: must be a finite number >= 0, got true",
                "t.json:6:12: error: sections[2].id: duplicate section id \"a\", already used at sections[1].id",
            ])
    }

    @Test func theFirstProblemIsWhatALoadThrows() {
        let text = #"{"layout": {"type": "flow", "minimumLineSpacing": -1}, "sections": [{"items": [{"height": -3}]}]}"#
        let r = report(text)
        #expect(r.errors.count == 2)
        #expect(throws: r.errors[0]) { try Scenario(text: text, file: "t.json") }
    }

    @Test func aSyntaxErrorHasItsPlaceOnce() {
        #expect(
            lines("{\"a\": [1,\n 2,,]}") == ["t.json:2:4: error: a[2]: not valid JSON: expected a value, found \",\""])
    }

    @Test func anUnreadableFileHasNoPlace() {
        let r = ScenarioCheck.check(path: "/nonexistent/x.json")
        #expect(
            ScenarioCheck.text([r]) == "/nonexistent/x.json: error: cannot read the file: No such file or directory\n")
    }

    @Test func engineErrorsAreLocatedToo() {
        // Pinterest needs exactly one section: the engine-side check names `sections`.
        let text = "{\"layout\": {\"type\": \"pinterest\"},\n \"sections\": [{\"count\": 1}, {\"count\": 1}]}"
        #expect(lines(text) == ["t.json:2:14: error: sections: the pinterest layout needs exactly one section, got 2"])
    }

    @Test func problemsStopAtTheLimit() {
        let items = (0..<80).map { _ in #"{"height": -1}"# }.joined(separator: ",")
        let r = report(#"{"layout": {"type": "flow"}, "sections": [{"items": [\#(items)]}]}"#)
        #expect(r.errors.count == ScenarioCheck.problemLimit)
        #expect(r.isTruncated)
        let out = lines(#"{"layout": {"type": "flow"}, "sections": [{"items": [\#(items)]}]}"#)
        #expect(out.count == ScenarioCheck.problemLimit + 1)
        #expect(out.last == "t.json: error: more problems not shown (50 at most)")
    }

    @Test func jsonOutput() {
        let r = report(
            "{\"layout\": {\"type\": \"flow\", \"bogus\": 1},\n \"sections\": [{\"items\": [{\"height\": -3}]}]}")
        #expect(
            ScenarioCheck.json([
                r, report(#"{"layout": {"type": "mosaic"}, "sections": [{"count": 2}]}"#, file: "ok.json"),
            ])
                == """
                [
                  {"file": "t.json", "line": 1, "column": 29, "path": "layout.bogus", "message": "unknown key \\"bogus\\""},
                  {"file": "t.json", "line": 2, "column": 37, "path": "sections[0].items[0].height", "message": "must be a finite number >= 0, got -3"}
                ]

                """)
    }

    @Test func outputIsInert() {
        let r = report(
            #"{"layout": {"type": "flow"}, "sections": [{"items": [{"title": 5, "x\u001b[2J": 1}]}]}"#,
            file: "a\u{9B}.json")
        let text = ScenarioCheck.text([r])
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
        #expect(text.contains("a\\u{9B}.json:1:"))
        #expect(text.contains(#"unknown key "x\u{1B}[2J""#))
        let json = ScenarioCheck.json([r])
        #expect(!json.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    }

    @Test func positionsOfEveryValueInARandomDocument() throws {
        // Every value's recorded position starts that value's text: re-parsing the file
        // from there gives the same value (seeded random documents).
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<300 {
            let value = randomValue(depth: 0, &generator)
            let text = render(value, &generator)
            var located = try JSONParser.parseLocated(Array(text.utf8))
            #expect(located.root == value)
            for (path, expected) in allPaths(value, .root) {
                guard let location = located.location(of: path) else {
                    Issue.record("no location for \(path) in \(text)")
                    continue
                }
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let line = lines[location.line - 1]
                let rest = String(line.unicodeScalars.dropFirst(location.column - 1))
                #expect(rest.hasPrefix(firstToken(expected)), "\(path) in \(text)")
            }
        }
    }

    private func randomValue(depth: Int, _ g: inout SeededGenerator) -> JSONValue {
        let pick = depth > 3 ? Int.random(in: 0..<4, using: &g) : Int.random(in: 0..<6, using: &g)
        switch pick {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &g))
        case 2:
            let n = Int.random(in: -50...50, using: &g)
            return .number(JSONNumber(value: Double(n), literal: String(n)))
        case 3: return .string(["a", "é", "日本", "x y", ""].randomElement(using: &g)!)
        case 4: return .array((0..<Int.random(in: 0...4, using: &g)).map { _ in randomValue(depth: depth + 1, &g) })
        default:
            let count = Int.random(in: 0...4, using: &g)
            return .object(
                JSONObject(
                    members: (0..<count).map {
                        JSONObject.Member(key: "k\($0)", value: randomValue(depth: depth + 1, &g))
                    }))
        }
    }

    private func render(_ value: JSONValue, _ g: inout SeededGenerator) -> String {
        let space = [" ", "\n", "", "\n  "].randomElement(using: &g)!
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.literal
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + space + a.map { render($0, &g) }.joined(separator: "," + space) + "]"
        case .object(let o):
            return "{" + space
                + o.members.map { "\"\($0.key)\":" + space + render($0.value, &g) }.joined(separator: ",") + "}"
        }
    }

    private func allPaths(_ value: JSONValue, _ path: JSONPath) -> [(JSONPath, JSONValue)] {
        var out = [(path, value)]
        switch value {
        case .array(let a): for (i, v) in a.enumerated() { out += allPaths(v, path.appending(i)) }
        case .object(let o): for m in o.members { out += allPaths(m.value, path.appending(m.key)) }
        default: break
        }
        return out
    }

    private func firstToken(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.literal
        case .string(let s): return "\"\(s)\""
        case .array: return "["
        case .object: return "{"
        }
    }
}

/// Seeded random damage to the demos: `check` never traps, reports nothing for what
/// loads, and its first error is exactly the one a plain load throws.
@Suite("Scenario check properties")
struct ScenarioCheckPropertyTests {
    @Test func checkAgreesWithLoadOnDamagedDemos() throws {
        let dir = Fixtures.repositoryRoot.appendingPathComponent("Demos")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
            .sorted()
        let texts = try names.map { Array(try Data(contentsOf: dir.appendingPathComponent($0))) }
        let damage: [[UInt8]] = ["-1", "\"x\"", "true", "{}", "[]", "0", "1e400", "\"zz\": 1, "].map { Array($0.utf8) }
        var generator = SeededGenerator(seed: 1814)
        var failures = 0
        for case_ in 0..<1_000 {
            var bytes = texts[case_ % texts.count]
            // Damage one to three values: after a ':' (a member's value) or at a '{'.
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let candidates = bytes.indices.filter {
                    bytes[$0] == UInt8(ascii: ":") || bytes[$0] == UInt8(ascii: "{")
                }
                guard let at = candidates.randomElement(using: &generator) else { continue }
                let patch = damage.randomElement(using: &generator)!
                if bytes[at] == UInt8(ascii: "{") {
                    bytes.insert(contentsOf: patch.last == UInt8(ascii: " ") ? patch : [], at: at + 1)
                } else {
                    var end = at + 1
                    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
                    var depth = 0
                    while end < bytes.count {
                        let b = bytes[end]
                        if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { depth += 1 }
                        if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        if b == UInt8(ascii: ","), depth == 0 { break }
                        end += 1
                    }
                    if patch.last != UInt8(ascii: " ") { bytes.replaceSubrange((at + 1)..<end, with: [32] + patch) }
                }
            }
            let report = ScenarioCheck.check(bytes: bytes, file: "d.json")
            var loadError: ScenarioError?
            do {
                let scenario = try Scenario(bytes: bytes, file: "d.json")
                _ = try LoadedScenario(scenario: scenario)
            } catch {
                loadError = error
            }
            if report.errors.first != loadError || (loadError == nil) != (report.loaded != nil) {
                failures += 1
                if failures < 5 {
                    Issue.record(
                        "case \(case_): check \(report.errors.first?.description ?? "ok") vs load \(loadError?.description ?? "ok")"
                    )
                }
            }
            #expect(report.errors.count <= ScenarioCheck.problemLimit)
            for e in report.errors where e.location == nil && !e.path.isEmpty {
                Issue.record("case \(case_): no location for \(e.description)")
            }
        }
        #expect(failures == 0)
    }
}

extension ScenarioCheckTests {
    @Test func aMissingKeyIsLocatedAtItsObject() {
        let r = ScenarioCheck.check(
            bytes: Array("{\"layout\": {\"type\": \"flow\"},\n \"sections\": [{\"header\": {}, \"count\": 1}]}".utf8),
            file: "t.json")
        #expect(ScenarioCheck.text([r]) == "t.json:2:26: error: sections[0].header.height: required key is missing\n")
    }
}
