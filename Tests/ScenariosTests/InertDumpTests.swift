import CollectionLayout
import InertText
import Scenarios
import Testing

/// `dump` writes text from the file (element kinds) as JSON whose every control, C1
/// and bidirectional character is a `\u` escape, so the dump stays inert on a terminal
/// and still reads back to the same text.
@Suite("Inert dump")
struct InertDumpTests {
    @Test func quotingEscapesEverythingATerminalWouldObey() {
        #expect(JSONText.quoted("plain é 漢") == #""plain é 漢""#)
        #expect(JSONText.quoted("q\"b\\n\n\r\t\u{8}\u{C}") == #""q\"b\\n\n\r\t\b\f""#)
        #expect(JSONText.quoted("\u{0}\u{1B}[2J\u{7F}") == #""\u0000\u001b[2J\u007f""#)
        #expect(JSONText.quoted("\u{85}\u{9B}2J\u{9F}") == #""\u0085\u009b2J\u009f""#)
        #expect(
            JSONText.quoted("\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}\u{FEFF}")
                == #""\u202a\u202e\u2066\u2069\u200e\u200f\u061c\u2028\u2029\ufeff""#)
    }

    @Test func aKindWithControlsIsDumpedAsEscapes() throws {
        let kind = "bg\u{9B}2J\u{202E}\u{85}\n"
        let text = """
            {"layout": {"type": "compositional", "sections": [{
              "decorationItems": [{"kind": \(JSONText.quoted(kind))}],
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                        "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]},
             "sections": [{"count": 1, "itemDefaults": {"title": "t\\u009b2J\\u202e"}}]}
            """
        let loaded = try LoadedScenario(scenario: Scenario(text: text, file: "k.json"))
        let dump = try ScenarioDump.text(of: loaded, options: DumpOptions())
        #expect(
            dump == #"""
                {
                  "contentSize": {"width": 375, "height": 40},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 375, "height": 40}, "zIndex": 0},
                    {"category": "decoration", "kind": "bg\u009b2J\u202e\u0085\n", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 375, "height": 40}, "zIndex": -1}
                  ]
                }

                """#)
        #expect(dump.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "\n" || $0.value >= 0x20) })
        // It reads back to the same kind.
        guard case .object(let root) = try JSONParser.parse(dump), case .array(let elements)? = root["elements"],
            case .object(let decoration) = elements[1]
        else {
            Issue.record("not a dump")
            return
        }
        #expect(decoration["kind"] == .string(kind))
    }
}
