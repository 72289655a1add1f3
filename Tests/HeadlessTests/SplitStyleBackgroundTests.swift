import CollectionLayout
import Headless
import Scenarios
import Testing

/// Issue 27: a split style gives the items' background colour per section and side, as
/// the original's delegate answers `itemsBackgroundColorFor(section:side:)`; `render`
/// draws it, `dump` carries it, and a section's own `background` sits between a style
/// naming the section and one naming only its side.
@Suite struct SplitStyleBackgroundTests {
    /// Two sides of 50 points. Section 0 (left) takes its section-and-side style's teal,
    /// section 1 (right) its side's orange, section 2 (right) keeps its own green.
    static let text = #"""
        {"viewport": {"width": 100, "height": 100},
         "layout": {"type": "split", "leftSideRatio": 0.5, "itemsPerLine": 1,
           "styles": [{"side": "right", "background": "orange"},
                      {"section": 0, "side": "left", "background": "teal"}]},
         "sections": [{"side": "left", "background": "blue", "count": 1},
                      {"side": "right", "count": 1},
                      {"side": "right", "background": "green", "count": 1}]}
        """#

    static func loaded() throws -> LoadedScenario {
        try LoadedScenario(scenario: Scenario(text: text, file: "b.json"))
    }

    @Test func theEngineResolvesTheColourPerSectionAndSide() throws {
        let loaded = try Self.loaded()
        let split = try #require(loaded.layout as? SplitLayout)
        #expect(
            (0..<3).map {
                split.backgroundColor(ofSection: $0, sectionBackground: loaded.backgroundColorName(section: $0))
            }
                == ["teal", "orange", "green"])
    }

    @Test func renderFillsTheBackgroundsInTheStylesColours() throws {
        let svg = FrameRendering.wholeSVG(try Self.loaded())
        // Orange is xterm 208 (#ff8700), teal xterm 30 (#008787).
        #expect(svg.contains(##"<rect x="0" y="0" width="50" height="50" fill="#008787""##))
        #expect(svg.contains(##"<rect x="50" y="0" width="50" height="50" fill="#ff8700""##))
        // Section 0's own blue gives way to its section-and-side style.
        #expect(svg.components(separatedBy: "#008787").count == 3)
    }

    @Test func dumpCarriesAStylesColour() throws {
        let dump = try ScenarioDump.text(of: try Self.loaded(), options: DumpOptions())
        let backgrounds = dump.split(separator: "\n").filter { $0.contains(#""kind": "background""#) }
        #expect(backgrounds.count == 3)
        #expect(backgrounds[0].contains(#""zIndex": -1, "color": "teal"}"#))
        #expect(backgrounds[1].contains(#""zIndex": -1, "color": "orange"}"#))
        // The section's own colour is the file's: not repeated.
        #expect(!backgrounds[2].contains("color"))
    }

    @Test func aBackgroundMustBeAString() {
        let text = Self.text.replacingOccurrences(of: #""background": "orange""#, with: #""background": 3"#)
        do {
            _ = try Scenario(text: text, file: "b.json")
            Issue.record("loaded")
        } catch {
            #expect(error.path == "layout.styles[0].background")
        }
    }
}
