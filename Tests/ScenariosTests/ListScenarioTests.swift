import CollectionLayout
import Scenarios
import Testing

/// Compositional list sections in scenario files, `{"list": LIST}`: the keys, the
/// defaults, the container width, and errors with JSON paths.
@Suite("List sections in scenarios")
struct ListScenarioTests {
    static func file(_ list: String, counts: [Int] = [2], extra: String = "") -> String {
        let sections = counts.enumerated().map { #"{"id": "s\#($0.offset)", "count": \#($0.element)\#(extra)}"# }
        return #"""
            {"layout": {"type": "compositional", "sections": [{"list": \#(list)}]},
             "sections": [\#(sections.joined(separator: ", "))]}
            """#
    }

    static func dump(_ text: String, _ options: DumpOptions = DumpOptions()) throws(ScenarioError) -> String {
        try ScenarioDump.text(of: LoadedScenario(scenario: Scenario(text: text, file: "l.json")), options: options)
    }

    static func error(_ text: String) -> String? {
        do {
            _ = try LoadedScenario(scenario: Scenario(text: text, file: "l.json"))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyKeyIsReadIntoTheWholeDump() throws {
        let text = Self.file(
            #"""
            {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary",
             "showsSeparators": true, "separatorInsets": {"leading": 8, "trailing": 4},
             "separatorVisibility": "visible", "headerTopPadding": 10, "rowHeight": {"estimated": 50}}
            """#, extra: #", "heights": [60]"#)
        #expect(
            try Self.dump(text) == """
                {
                  "contentSize": {"width": 375, "height": 206},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 16, "y": 48, "width": 343, "height": 60}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 16, "y": 108, "width": 343, "height": 60}, "zIndex": 0},
                    {"category": "supplementary", "kind": "footer", "section": 0, "item": 0, "frame": {"x": 16, "y": 168, "width": 343, "height": 38}, "zIndex": 1},
                    {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 16, "y": 10, "width": 343, "height": 38}, "zIndex": 1},
                    {"category": "decoration", "kind": "insetListBackground", "section": 0, "item": 0, "frame": {"x": 16, "y": 48, "width": 343, "height": 120}, "zIndex": -1},
                    {"category": "decoration", "kind": "separator", "section": 0, "item": 0, "frame": {"x": 24, "y": 107, "width": 331, "height": 1}, "zIndex": 0},
                    {"category": "decoration", "kind": "separator", "section": 0, "item": 1, "frame": {"x": 24, "y": 167, "width": 331, "height": 1}, "zIndex": 0}
                  ]
                }

                """)
    }

    @Test func defaultsArePlainWithoutHeadersAndTheRowsTakeTheirHeights() throws {
        let text = Self.file(#"{"appearance": "plain"}"#, counts: [2], extra: #", "heights": [30, 70]"#)
        #expect(
            try Self.dump(text) == """
                {
                  "contentSize": {"width": 375, "height": 100},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 375, "height": 30}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 0, "y": 30, "width": 375, "height": 70}, "zIndex": 0},
                    {"category": "decoration", "kind": "listBackground", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 375, "height": 100}, "zIndex": -1},
                    {"category": "decoration", "kind": "separator", "section": 0, "item": 0, "frame": {"x": 16, "y": 29, "width": 359, "height": 1}, "zIndex": 0}
                  ]
                }

                """)
    }

    /// The section is made again for the container: `--width 414` gives 20 pt margins.
    @Test func theMarginsFollowTheContainerWidth() throws {
        let text = Self.file(#"{"appearance": "insetGrouped"}"#, counts: [1])
        var loaded = try LoadedScenario(scenario: Scenario(text: text, file: "l.json"))
        try loaded.prepare(width: 414)
        let wide = try ScenarioDump.text(of: loaded, options: DumpOptions())
        #expect(wide.contains(#""frame": {"x": 20, "y": 35, "width": 374, "height": 44}"#))
        let narrow = try Self.dump(text)
        #expect(narrow.contains(#""frame": {"x": 16, "y": 35, "width": 343, "height": 44}"#))
    }

    @Test func badValuesNameTheirPath() {
        let cases: [(String, String)] = [
            (
                #"{"appearance": "fancy"}"#,
                #"layout.sections[0].list.appearance: must be one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", got "fancy""#
            ),
            (#"{}"#, "layout.sections[0].list.appearance: required key is missing"),
            (
                #"{"appearance": "plain", "footerMode": "firstItemInSection"}"#,
                #"layout.sections[0].list.footerMode: must be one of "none", "supplementary", got "firstItemInSection""#
            ),
            (
                #"{"appearance": "plain", "separatorInsets": {"leading": -2}}"#,
                "layout.sections[0].list.separatorInsets.leading: must be a finite number >= 0, got -2"
            ),
            (
                #"{"appearance": "plain", "headerTopPadding": "big"}"#,
                #"layout.sections[0].list.headerTopPadding: must be a finite number >= 0, got "big""#
            ),
            (
                #"{"appearance": "plain", "rowHeight": {"absolute": 1, "estimated": 2}}"#,
                #"layout.sections[0].list.rowHeight: must be an object with exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated""#
            ),
            (
                #"{"appearance": "plain", "showsSeparators": 1}"#,
                "layout.sections[0].list.showsSeparators: must be true or false, got 1"
            ),
            (#""plain""#, #"layout.sections[0].list: must be an object, got "plain""#),
        ]
        for (list, message) in cases {
            #expect(Self.error(Self.file(list)) == "error: l.json: " + message, "\(list)")
        }
        let both = #"""
            {"layout": {"type": "compositional", "sections": [{"list": {"appearance": "plain"}, "group": {}}]},
             "sections": [{"id": "a", "count": 1}]}
            """#
        #expect(Self.error(both) == #"error: l.json: layout.sections[0]: give either "group" or "list", not both"#)
    }

    @Test func unknownKeysAreWarnings() throws {
        let text = Self.file(#"{"appearance": "plain", "separatorInset": {"lead": 1}}"#)
        let scenario = try Scenario(text: text, file: "l.json")
        #expect(
            scenario.warnings.map(\.warningDescription) == [
                #"warning: l.json: layout.sections[0].list.separatorInset: unknown key "separatorInset" (did you mean "separatorInsets"?)"#
            ])
        let other = try Scenario(
            text: #"""
                {"layout": {"type": "compositional", "sections": [{"list": {"appearance": "plain"}, "interGroupSpacing": 3}]},
                 "sections": [{"id": "a", "count": 1}]}
                """#, file: "l.json")
        #expect(
            other.warnings.map(\.warningDescription) == [
                #"warning: l.json: layout.sections[0].interGroupSpacing: unknown key "interGroupSpacing""#
            ])
    }
}
