import CollectionLayout
import Scenarios
import Testing

/// The scenario format's plugin `background` key and `sectionEffects`: decoding, the
/// whole dump (worked out by hand below), errors with their paths, and warnings for
/// unknown keys.
@Suite("Plugin backgrounds and section effects")
struct PluginBackgroundScenarioTests {
    static func scenario(_ layout: String, sections: Int = 2) throws -> Scenario {
        let list = (0..<sections).map { _ in #"{"count": 2}"# }.joined(separator: ", ")
        return try Scenario(text: #"{"layout": \#(layout), "sections": [\#(list)]}"#, file: "f.json")
    }

    static func errorLine(_ layout: String) -> String? {
        do {
            _ = try LoadedScenario(scenario: try scenario(layout))
            return nil
        } catch let error as ScenarioError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func backgroundAndSectionEffectsAreRead() throws {
        let spec = try #require(
            try Self.scenario(
                #"""
                {"type": "plugin", "sections": [{"plugin": "grid", "lineFraction": 3, "background": {"inset": -2}},
                  {"plugin": "staggered", "background": {}}],
                 "sectionEffects": [{"section": 1, "effects": [{"kind": "fade"}]}, {"section": 0, "effects": []}]}
                """#
            ).layout as? PluginSpec)
        #expect(
            spec.sections == [
                .custom(
                    AnyLayoutPlugin(
                        SectionBackgroundPlugin(base: .grid(GridPlugin(lineFraction: 3)), inset: EdgeInsets(all: -2)))),
                .custom(AnyLayoutPlugin(SectionBackgroundPlugin(base: .staggered(StaggeredPlugin())))),
            ])
        #expect(spec.sectionEffects == [1: [.fade(span: 200)], 0: []])
        #expect(PluginLayout(configuration: spec.pluginConfiguration).sectionEffects == spec.sectionEffects)
    }

    /// Flow items of 100 x 50 in a 100 x 100 viewport, one per line: section 0 at y 0 and
    /// 50, section 1 at 100 and 150. Backgrounds cover each 100-point body, 2 in from the
    /// top and bottom and 4 from the sides. Fade (span 100) in section 0 at offset 0:
    /// (0 - 50 + 100) / 100 = 0.5 for item 1. Section 1 takes elastic (spacing 16, span
    /// 100) instead: p = (0 - 100 + 100 - 100) / 100 = -1, so both items lag the full
    /// (16^(1/4))^4 = 16 points, and nothing fades there.
    @Test func wholeDump() throws {
        let text = try ScenarioDump.text(path: Fixtures.path("plugin-background.json"), options: DumpOptions())
        #expect(
            text == """
                {
                  "contentSize": {"width": 100, "height": 200},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 100, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 0, "y": 50, "width": 100, "height": 50}, "zIndex": 0, "alpha": 0.5},
                    {"category": "cell", "section": 1, "item": 0, "frame": {"x": 0, "y": 116, "width": 100, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 1, "frame": {"x": 0, "y": 166, "width": 100, "height": 50}, "zIndex": 0},
                    {"category": "decoration", "kind": "background", "section": 0, "item": 0, "frame": {"x": 4, "y": 2, "width": 92, "height": 96}, "zIndex": -1},
                    {"category": "decoration", "kind": "background", "section": 1, "item": 0, "frame": {"x": 4, "y": 102, "width": 92, "height": 96}, "zIndex": -1}
                  ]
                }

                """)
    }

    @Test(arguments: [
        (
            #"{"type": "plugin", "sections": [{"plugin": "flow", "background": {"inset": "wide"}}]}"#,
            #"error: f.json: layout.sections[0].background.inset: must be a number or an object with top, left, bottom, right, got "wide""#
        ),
        (
            #"{"type": "plugin", "sections": [{"plugin": "flow", "background": 3}]}"#,
            "error: f.json: layout.sections[0].background: must be an object, got 3"
        ),
        (
            #"{"type": "plugin", "sectionEffects": [{"section": 2, "effects": []}]}"#,
            "error: f.json: layout.sectionEffects: names section 2, but the data has 2 sections"
        ),
        (
            #"{"type": "plugin", "sectionEffects": [{"section": -1, "effects": []}]}"#,
            "error: f.json: layout.sectionEffects[0].section: must be an integer from 0 to 99999, got -1"
        ),
        (
            #"{"type": "plugin", "sectionEffects": [{"section": 1, "effects": []}, {"section": 1, "effects": []}]}"#,
            "error: f.json: layout.sectionEffects[1]: lists section 1 again; each section may be listed once"
        ),
        (
            #"{"type": "plugin", "sectionEffects": [{"section": 1}]}"#,
            "error: f.json: layout.sectionEffects[0].effects: required key is missing"
        ),
        (
            #"{"type": "plugin", "sectionEffects": [{"section": 0, "effects": [{"kind": "fade", "span": 0}]}]}"#,
            "error: f.json: layout.sectionEffects[0].effects[0].span: must be a finite number > 0, got 0"
        ),
    ])
    func errorsNameTheirPath(layout: String, line: String) {
        #expect(Self.errorLine(layout) == line)
    }

    @Test func unknownKeysWarn() throws {
        let warnings = try Self.scenario(
            #"""
            {"type": "plugin", "sections": [{"plugin": "flow", "background": {"insets": 1}}],
             "sectionEffect": [], "sectionEffects": [{"section": 0, "effect": [], "effects": []}]}
            """#
        ).warnings.map(\.warningDescription)
        #expect(
            warnings == [
                #"warning: f.json: layout.sectionEffect: unknown key "sectionEffect" (did you mean "sectionEffects"?)"#,
                #"warning: f.json: layout.sections[0].background.insets: unknown key "insets" (did you mean "inset"?)"#,
                #"warning: f.json: layout.sectionEffects[0].effect: unknown key "effect" (did you mean "effects"?)"#,
            ])
    }
}
