import CollectionLayout
import Testing

@testable import Scenarios

/// A flow layout's `"styles"`: per-section insets and spacings in the scenario format.
@Suite struct FlowStylesScenarioTests {
    static func loaded(_ styles: String) throws(ScenarioError) -> LoadedScenario {
        try LoadedScenario(
            scenario: Scenario(
                text: #"""
                    {"layout": {"type": "flow", "itemSize": {"width": 100, "height": 50}, "styles": \#(styles)},
                     "sections": [{"count": 3}, {"count": 3}]}
                    """#,
                file: "f.json"))
    }

    @Test func stylesReachTheEngine() throws {
        let loaded = try Self.loaded(
            #"[{"section": 1, "sectionInset": {"top": 5, "left": 20, "bottom": 15, "right": 20}, "minimumLineSpacing": 4, "minimumInteritemSpacing": 60}]"#
        )
        let third = loaded.layout.element(at: IndexPath(item: 2, section: 1))
        #expect(third?.frame == Rect(x: 20, y: 109, width: 100, height: 50))
        #expect(loaded.layout.contentSize.height == 174)
    }

    @Test func badStylesAreNamedByPath() {
        func error(_ styles: String) -> String? {
            do {
                _ = try Self.loaded(styles)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            error(#"[{"section": 5, "minimumLineSpacing": 1}]"#)
                == "error: f.json: layout.styles[0].section: there is no section 5: the file has 2")
        #expect(
            error(#"[{"section": 0}, {"section": 0}]"#)
                == "error: f.json: layout.styles[1]: another style already applies to section 0")
        #expect(
            error(#"[{"minimumLineSpacing": 1}]"#) == "error: f.json: layout.styles[0].section: required key is missing"
        )
        #expect(
            error(#"[{"section": 0, "minimumLineSpacing": -1}]"#)
                == "error: f.json: layout.styles[0].minimumLineSpacing: must be a finite number >= 0, got -1")
    }
}
