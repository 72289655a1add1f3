import CollectionLayout
import Testing

@testable import Scenarios

/// A Pinterest scenario's `supplementaryViews`: the engine's worked example
/// (Docs/layouts.md, "Supplementary views of your own kinds") from a file, in `dump`.
@Suite struct PinterestViewsScenarioTests {
    @Test func theWorkedExampleDumpsFrameForFrame() throws {
        let loaded = try LoadedScenario(scenario: Fixtures.scenario("pinterest-views.json"))
        #expect(loaded.scenario.warnings.isEmpty)
        let dump = try ScenarioDump.text(of: loaded, options: DumpOptions())
        #expect(
            dump == """
                {
                  "contentSize": {"width": 363, "height": 676},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 6, "y": 46, "width": 169.5, "height": 100}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 6, "y": 178, "width": 169.5, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 2, "frame": {"x": 6, "y": 560, "width": 169.5, "height": 80}, "zIndex": 0},
                    {"category": "supplementary", "kind": "banner", "section": 0, "item": 0, "frame": {"x": 6, "y": 240, "width": 351, "height": 288}, "zIndex": 0},
                    {"category": "supplementary", "kind": "divider", "section": 0, "item": 0, "frame": {"x": 6, "y": 158, "width": 351, "height": 8}, "zIndex": 0},
                    {"category": "supplementary", "kind": "divider", "section": 0, "item": 1, "frame": {"x": 6, "y": 540, "width": 351, "height": 8}, "zIndex": 0},
                    {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 6, "y": 6, "width": 351, "height": 28}, "zIndex": 0},
                    {"category": "supplementary", "kind": "more", "section": 0, "item": 0, "frame": {"x": 6, "y": 652, "width": 351, "height": 18}, "zIndex": 0}
                  ]
                }

                """)
        // Titles: a header shows the section title, another kind its own title when the
        // section gives one.
        let header = try #require(loaded.layout.supplementary(ofKind: "header", at: IndexPath(item: 0, section: 0)))
        let more = try #require(loaded.layout.supplementary(ofKind: "more", at: IndexPath(item: 0, section: 0)))
        #expect(loaded.title(for: header) == "Feed")
        #expect(loaded.title(for: more) == "More to see")
    }

    @Test func badViewsAreLocatedErrors() {
        func error(_ view: String) -> String? {
            Fixtures.errorLine(
                text: #"{"layout": {"type": "pinterest", "supplementaryViews": ["# + view
                    + #"]}, "sections": [{"count": 3}]}"#)
        }
        #expect(error(#"{"kind": "header", "height": 40, "placement": "beforeItems"}"#) == nil)
        #expect(
            error(#"{"kind": "banner", "height": 40, "placement": "afterItems"}"#)
                == #"error: test.json: layout.supplementaryViews[0].kind: must be a kind of its own (not empty, not "banner": banners have their own numbering)"#
        )
        #expect(
            error(#"{"kind": "x", "height": 40}"#)
                == #"error: test.json: layout.supplementaryViews[0]: give exactly one of "placement" ("beforeItems" or "afterItems") and "afterItem" (an item index)"#
        )
        #expect(
            error(#"{"kind": "x", "height": 40, "placement": "afterItems", "afterItem": 1}"#)?.hasPrefix(
                "error: test.json: layout.supplementaryViews[0]: give exactly one") == true)
        #expect(
            error(#"{"kind": "x", "height": -1, "afterItem": 1}"#)
                == "error: test.json: layout.supplementaryViews[0].height: must be a finite number >= 0, got -1")
        #expect(error(#"{"kind": "x", "height": 1, "placement": "middle"}"#)?.contains("placement") == true)
        #expect(error(#"{"kind": "x", "height": 1, "afterItem": -2}"#)?.contains("afterItem") == true)
    }

    @Test func unknownKeysInAViewAreWarnings() throws {
        let scenario = try Scenario(
            text:
                #"{"layout": {"type": "pinterest", "supplementaryViews": [{"kind": "x", "height": 1, "afterItem": 0, "heigth": 2}]}, "sections": [{"count": 3}]}"#,
            file: "f.json")
        #expect(scenario.warnings.map(\.path) == ["layout.supplementaryViews[0].heigth"])
    }
}
