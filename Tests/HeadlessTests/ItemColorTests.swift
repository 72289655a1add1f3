import CollectionLayout
import Headless
import Scenarios
import Testing

/// A section's `"colors"`: item `i` takes `colors[i % count]`, in render (text, ANSI and
/// SVG) and in `dump` (`"color"`); other elements keep their colours.
@Suite struct ItemColorTests {
    /// A 100-point split of one side: three 40 x 40 cells, coloured orange, teal, orange.
    private func scenario() throws -> LoadedScenario {
        let text = """
            {"viewport": {"width": 100, "height": 100},
             "layout": {"type": "split", "sectionInset": {"top": 0, "left": 5, "bottom": 0, "right": 5},
                        "minimumInterItemSpacing": 10, "minimumItemLineSpacing": 10},
             "sections": [{"id": "s", "colors": ["orange", "teal"],
                           "items": [{"id": "a", "title": "A", "width": 40, "height": 40},
                                     {"id": "b", "title": "B", "width": 40, "height": 40},
                                     {"id": "c", "title": "C", "width": 40, "height": 40}]}]}
            """
        return try LoadedScenario(scenario: Scenario(text: text, file: "t.json"))
    }

    @Test func svgFillsEachCellWithItsColour() throws {
        let svg = FrameRendering.svg(try scenario(), columns: 20, rows: 20)
        // 20 columns of 5 points, rows of 10 points: 200 points high. Orange is xterm 208
        // (#ff8700), teal xterm 30 (#008787); the background decoration keeps the
        // section's palette blue.
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="200" viewBox="0 0 100 200" \
            font-family="monospace" font-size="11">
            <rect width="100" height="200" fill="#ffffff"/>
            <rect x="0" y="0" width="100" height="90" fill="#2563eb" fill-opacity="0.18" stroke="#2563eb"/>
            <rect x="5" y="0" width="40" height="40" fill="#ff8700" fill-opacity="0.12" stroke="#ff8700"/>
            <text x="9" y="12" fill="#111827">A</text>
            <rect x="55" y="0" width="40" height="40" fill="#008787" fill-opacity="0.12" stroke="#008787"/>
            <text x="59" y="12" fill="#111827">B</text>
            <rect x="5" y="50" width="40" height="40" fill="#ff8700" fill-opacity="0.12" stroke="#ff8700"/>
            <text x="9" y="62" fill="#111827">C</text>
            </svg>

            """
        #expect(svg == expected)
    }

    @Test func ansiDrawsTheBordersInTheItemsColours() throws {
        let lines = FrameRendering.ansi(try scenario(), columns: 20, rows: 20).split(separator: "\n").map(String.init)
        let orange = "\u{1B}[0;38;5;208m"
        let teal = "\u{1B}[0;38;5;30m"
        try #require(lines.count > 5)
        #expect(lines[0].contains(orange + "┌──────┐") && lines[0].contains(teal + "┌──────┐"))
        #expect(lines[5].contains(orange + "┌──────┐") && !lines[5].contains(teal))
    }

    @Test func dumpCarriesTheColourOfEachCell() throws {
        let dump = try ScenarioDump.text(of: try scenario(), options: DumpOptions())
        let cells = dump.split(separator: "\n").filter { $0.contains(#""category": "cell""#) }
        #expect(cells.map { $0.contains(#""zIndex": 0, "color": "orange"}"#) } == [true, false, true])
        #expect(cells.count == 3 && cells[1].hasSuffix(#""zIndex": 0, "color": "teal"},"#))
        #expect(
            !dump.contains(
                #""category": "decoration", "kind": "background", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 100, "height": 90}, "zIndex": -1, "color""#
            ))
        let withItems = try ScenarioDump.text(of: try scenario(), options: DumpOptions(items: true))
        #expect(withItems.contains(#""zIndex": 0, "color": "teal", "id": "b", "title": "B"}"#))
    }

    @Test func colorsMustBeANonEmptyListOfNames() {
        func error(_ colors: String) -> String? {
            let text = #"{"layout": {"type": "split"}, "sections": [{"colors": "# + colors + #", "items": []}]}"#
            do {
                _ = try Scenario(text: text, file: "f.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("[]") == "error: f.json: sections[0].colors: must be a non-empty array")
        #expect(error("[\"red\", 3]") == "error: f.json: sections[0].colors[1]: must be a string, got 3")
        #expect(error("[\"red\"]") == nil)
    }
}
