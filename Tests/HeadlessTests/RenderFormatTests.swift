import CollectionLayout
import Headless
import Scenarios
import Testing

@Suite("Render formats")
struct RenderFormatTests {
    /// A 100-point-wide flow: a pinned header "A<&>" and two 40 x 40 cells, one titled
    /// with a control character and markup.
    private func scenario() throws -> LoadedScenario {
        let text = """
            {"viewport": {"width": 100, "height": 100},
             "layout": {"type": "flow", "itemSize": {"width": 40, "height": 40},
                        "minimumInteritemSpacing": 10, "minimumLineSpacing": 10,
                        "sectionInset": {"top": 0, "left": 5, "bottom": 0, "right": 5},
                        "sectionHeadersPinToVisibleBounds": true},
             "sections": [{"id": "s", "title": "A<&>", "header": {"height": 20},
                           "items": [{"id": "a", "title": "x\\u001b[2J"}, {"id": "b", "title": "<b>\\"it's\\""}]}]}
            """
        return try LoadedScenario(scenario: Scenario(text: text, file: "t.json"))
    }

    @Test func svgIsOneRectPerElementInPointsWithInertEscapedLabels() throws {
        let svg = FrameRendering.svg(try scenario(), columns: 20, rows: 10)
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" \
            font-family="monospace" font-size="11">
            <rect width="100" height="100" fill="#ffffff"/>
            <rect x="5" y="20" width="40" height="40" fill="#2563eb" fill-opacity="0.12" stroke="#2563eb"/>
            <text x="9" y="32" fill="#111827">x\\u…</text>
            <rect x="55" y="20" width="40" height="40" fill="#2563eb" fill-opacity="0.12" stroke="#2563eb"/>
            <text x="59" y="32" fill="#111827">&lt;b&gt;…</text>
            <rect x="0" y="0" width="100" height="20" fill="#2563eb" fill-opacity="0.3" stroke="#2563eb"/>
            <text x="4" y="12" fill="#111827" font-weight="bold">A&lt;&amp;&gt;</text>
            </svg>

            """
        #expect(svg == expected)
    }

    @Test func svgClipsToTheViewportAndKeepsThePinnedHeaderAtTheTop() throws {
        // 30 points high, scrolled to the end (30 points): the header is pinned at the top,
        // the cells are cut there.
        let svg = FrameRendering.svg(try scenario(), columns: 20, rows: 3, offset: .alongScrollAxis(99))
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="30" viewBox="0 0 100 30" \
            font-family="monospace" font-size="11">
            <rect width="100" height="30" fill="#ffffff"/>
            <rect x="5" y="0" width="40" height="30" fill="#2563eb" fill-opacity="0.12" stroke="#2563eb"/>
            <text x="9" y="12" fill="#111827">x\\u…</text>
            <rect x="55" y="0" width="40" height="30" fill="#2563eb" fill-opacity="0.12" stroke="#2563eb"/>
            <text x="59" y="12" fill="#111827">&lt;b&gt;…</text>
            <rect x="0" y="0" width="100" height="20" fill="#2563eb" fill-opacity="0.3" stroke="#2563eb"/>
            <text x="4" y="12" fill="#111827" font-weight="bold">A&lt;&amp;&gt;</text>
            </svg>

            """
        #expect(svg == expected)
    }

    @Test func ansiIsTheTextWithTheAppsStylesAndAResetOnEveryStyledLine() throws {
        let loaded = try scenario()
        let ansi = FrameRendering.ansi(loaded, columns: 20, rows: 10)
        let text = FrameRendering.text(loaded, columns: 20, rows: 10)
        // Without its escape sequences, the ANSI frame is the text frame.
        #expect(Self.strippingEscapes(ansi) == text)
        let lines = ansi.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let blue = "\u{1B}[0;34m"
        let bold = "\u{1B}[0;1m"
        let reset = "\u{1B}[0m"
        // The two-row header: its title on the top border, in bold.
        #expect(lines[0] == blue + "┌" + bold + "A<&>" + blue + "──────────────┐" + reset)
        #expect(lines[1] == blue + "└──────────────────┘" + reset)
        // A cell: plain inside, its title's escape character made visible text.
        #expect(
            lines[3] == " " + blue + "│" + reset + "x\\u{1…" + blue + "│" + reset + "  " + blue + "│" + reset
                + "<b>\"i…" + blue + "│" + reset)
        // Every escape is one of ours (an SGR), and every styled line ends with a reset.
        #expect(ansi.split(separator: "\u{1B}").dropFirst().allSatisfy { $0.hasPrefix("[0") })
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") || $0.hasSuffix(reset) })
        #expect(lines[9] == "")
    }

    @Test func textIsTheDefaultFormat() throws {
        let loaded = try scenario()
        #expect(
            FrameRendering.output(loaded, format: .text, columns: 20, rows: 10)
                == FrameRendering.text(loaded, columns: 20, rows: 10))
        #expect(FrameRendering.Format(rawValue: "svg") == .svg)
        #expect(FrameRendering.Format(rawValue: "png") == nil)
    }

    /// `text` without its `ESC[…m` sequences.
    static func strippingEscapes(_ text: String) -> String {
        var out = ""
        var inEscape = false
        for character in text {
            if inEscape {
                if character == "m" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
