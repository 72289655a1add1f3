import CollectionLayout
import Scenarios
import Testing

/// Whole `tessera dump` outputs for the layouts' worked examples, through the same
/// path as the command (file -> scenario -> prepared layout -> text).
@Suite("Dumps of real layouts")
struct LayoutDumpTests {
    /// small-flow.json: width 190, inset 10, 50 x 50 items with spacing 10 fill each
    /// line exactly (10 + 3 x 50 + 2 x 10 + 10 = 190); section 1 has one 170-wide item
    /// and a 12.5-pt footer. Footers sort before headers (kinds by name).
    @Test func flowWholeDump() throws {
        let text = try ScenarioDump.text(path: Fixtures.path("small-flow.json"), options: DumpOptions())
        #expect(
            text == """
                {
                  "contentSize": {"width": 190, "height": 213},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 10, "y": 30, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 70, "y": 30, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 2, "frame": {"x": 130, "y": 30, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 3, "frame": {"x": 10, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 4, "frame": {"x": 70, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 5, "frame": {"x": 130, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 0, "frame": {"x": 10, "y": 160, "width": 170, "height": 30.5}, "zIndex": 0},
                    {"category": "supplementary", "kind": "footer", "section": 1, "item": 0, "frame": {"x": 0, "y": 200.5, "width": 190, "height": 12.5}, "zIndex": 0},
                    {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 190, "height": 20}, "zIndex": 0}
                  ]
                }

                """)
    }

    @Test func flowRectDump() throws {
        let options = DumpOptions(rect: try DumpOptions.parseRect("0,85,190,10"))
        let text = try ScenarioDump.text(path: Fixtures.path("small-flow.json"), options: options)
        #expect(
            text == """
                {
                  "contentSize": {"width": 190, "height": 213},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 3, "frame": {"x": 10, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 4, "frame": {"x": 70, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 5, "frame": {"x": 130, "y": 90, "width": 50, "height": 50}, "zIndex": 0}
                  ]
                }

                """)
    }

    /// The Pinterest banner example (Docs/layouts.md, "Worked examples (pinterest)", with Tessera's fix: the first item after a
    /// banner goes to the leftmost column): W = 363, 2 columns, padding 6, heights
    /// 100, 50, 80, a 300-pt banner every 2 items. Content height 504.
    @Test func pinterestWithABanner() throws {
        let text = try ScenarioDump.text(path: Fixtures.path("pinterest-banner.json"), options: DumpOptions())
        #expect(
            text == """
                {
                  "contentSize": {"width": 363, "height": 504},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 6, "y": 6, "width": 169.5, "height": 100}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 187.5, "y": 6, "width": 169.5, "height": 50}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 2, "frame": {"x": 6, "y": 418, "width": 169.5, "height": 80}, "zIndex": 0},
                    {"category": "supplementary", "kind": "banner", "section": 0, "item": 0, "frame": {"x": 6, "y": 118, "width": 351, "height": 288}, "zIndex": 0}
                  ]
                }

                """)
        let loaded = try LoadedScenario.load(path: Fixtures.path("pinterest-banner.json"))
        let banner = try #require(ScenarioDump.elements(of: loaded, options: DumpOptions()).last)
        #expect(loaded.title(for: banner) == "Banner 1")
    }

    /// The mosaic example (Docs/layouts.md, "Worked examples (mosaic)"): W = 375, 10 items; the content includes the
    /// last segment (1005).
    @Test func mosaicTenItems() throws {
        let options = DumpOptions(rect: try DumpOptions.parseRect("0,520,375,40"))
        let text = try ScenarioDump.text(path: Fixtures.path("mosaic-ten.json"), options: options)
        // Query y in [520, 560): the big 2/3 tile #3 (403...603) and tile #5 (504...603).
        #expect(
            text == """
                {
                  "contentSize": {"width": 375, "height": 1005},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 3, "frame": {"x": 0, "y": 403, "width": 250, "height": 200}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 5, "frame": {"x": 251, "y": 504, "width": 124, "height": 99}, "zIndex": 0}
                  ]
                }

                """)
    }

    @Test func widthOverrideRelaysOut() throws {
        let text = try ScenarioDump.text(path: Fixtures.path("pinterest-banner.json"), options: DumpOptions(width: 375))
        #expect(text.contains(#""frame": {"x": 6, "y": 6, "width": 175.5, "height": 100}"#))
        #expect(text.hasPrefix("{\n  \"contentSize\": {\"width\": 375, "))
    }
}
