import CollectionLayout
import Scenarios
import Testing

/// The `split` layout type: decoding, errors, whole dumps and the emoji demo.
@Suite("Split scenarios")
struct SplitScenarioTests {
    @Test func defaultsMatchTheFormat() throws {
        let scenario = try Scenario(
            text: #"{"layout": {"type": "split"}, "sections": [{"items": []}]}"#, file: "t.json")
        let spec = try #require(scenario.layout as? SplitSpec)
        #expect(spec == SplitSpec())
        let layout = try #require(spec.makeConfiguration().makeLayout() as? SplitLayout)
        #expect(layout.leftSideRatio == 1 && layout.splitSpacing == 0 && layout.sectionInset == .zero)
        #expect(layout.minimumItemLineSpacing == 0 && layout.minimumInterItemSpacing == 0)
        #expect(!layout.isNormalizingLineHeight && !layout.sectionPinToVisibleBounds && layout.itemsPerLine == nil)
        #expect(LayoutRegistry.typeNames.contains("split"))
        #expect(LayoutCatalog(scenario: scenario).typeNames.contains("split"))
    }

    @Test func everyKeyIsRead() throws {
        let scenario = try Scenario(
            text: """
                {"layout": {"type": "split", "leftSideRatio": 0.4, "splitSpacing": 16, "minimumItemLineSpacing": 8,
                 "minimumInterItemSpacing": 6, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
                 "isNormalizingLineHeight": true, "sectionPinToVisibleBounds": true, "itemsPerLine": 3},
                 "sections": [{"side": "right", "background": "green", "items": []}]}
                """, file: "t.json")
        let layout = try #require(scenario.layout.makeConfiguration().makeLayout() as? SplitLayout)
        #expect(layout.leftSideRatio == 0.4 && layout.splitSpacing == 16)
        #expect(layout.minimumItemLineSpacing == 8 && layout.minimumInterItemSpacing == 6)
        #expect(layout.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.isNormalizingLineHeight && layout.sectionPinToVisibleBounds && layout.itemsPerLine == 3)
        #expect(
            scenario.sections[0].metrics.side == .right
                && scenario.appearance.section(scenario.sections[0].id).background == "green")
    }

    @Test func badValuesNameTheirPath() {
        let cases: [(String, String)] = [
            (#""leftSideRatio": 1.5"#, "layout.leftSideRatio: must be a number from 0 to 1, got 1.5"),
            (#""leftSideRatio": -0.25"#, "layout.leftSideRatio: must be a number from 0 to 1, got -0.25"),
            (#""leftSideRatio": "half""#, #"layout.leftSideRatio: must be a number from 0 to 1, got "half""#),
            (#""splitSpacing": -1"#, "layout.splitSpacing: must be a finite number >= 0, got -1"),
            (
                #""minimumItemLineSpacing": 1e400"#,
                "layout.minimumItemLineSpacing: must be a finite number >= 0, got 1e400"
            ),
            (
                #""minimumInterItemSpacing": true"#,
                "layout.minimumInterItemSpacing: must be a finite number >= 0, got true"
            ),
            (#""sectionInset": {"left": -2}"#, "layout.sectionInset.left: must be a finite number >= 0, got -2"),
            (#""itemsPerLine": 0"#, "layout.itemsPerLine: must be an integer from 1 to 1000, got 0"),
            (#""itemsPerLine": 2.5"#, "layout.itemsPerLine: must be an integer from 1 to 1000, got 2.5"),
            (#""isNormalizingLineHeight": 1"#, "layout.isNormalizingLineHeight: must be true or false, got 1"),
            (
                #""sectionPinToVisibleBounds": "yes""#,
                #"layout.sectionPinToVisibleBounds: must be true or false, got "yes""#
            ),
        ]
        for (parameter, message) in cases {
            let text = #"{"layout": {"type": "split", "# + parameter + #"}, "sections": [{"items": []}]}"#
            #expect(Fixtures.errorLine(text: text) == "error: test.json: " + message)
        }
    }

    /// split-vector.json: width 300, ratio 0.2, spacing 50: left [0, 50), right [100, 300).
    /// The right section reproduces the original's vector (Docs/layouts.md, "Worked examples (split)") below a 100-pt header; the
    /// left section's second item is zero-width (no element, no shift). Pinned headers:
    /// left natural 0, limit 25 + 30 + 5 - 20 = 40; right natural 0, limit 295 + 5 - 100 = 200.
    @Test func wholeDump() throws {
        let text = try ScenarioDump.text(path: Fixtures.path("split-vector.json"), options: DumpOptions())
        #expect(
            text == """
                {
                  "contentSize": {"width": 300, "height": 300},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 5, "y": 25, "width": 40, "height": 30}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 0, "frame": {"x": 105, "y": 105, "width": 90, "height": 90}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 1, "frame": {"x": 205, "y": 105, "width": 90, "height": 90}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 2, "frame": {"x": 105, "y": 205, "width": 90, "height": 90}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 3, "frame": {"x": 205, "y": 205, "width": 90, "height": 90}, "zIndex": 0},
                    {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 50, "height": 20}, "zIndex": 1024},
                    {"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": {"x": 100, "y": 0, "width": 200, "height": 100}, "zIndex": 1024},
                    {"category": "decoration", "kind": "background", "section": 0, "item": 0, "frame": {"x": 0, "y": 20, "width": 50, "height": 40}, "zIndex": -1},
                    {"category": "decoration", "kind": "background", "section": 1, "item": 0, "frame": {"x": 100, "y": 100, "width": 200, "height": 200}, "zIndex": -1}
                  ]
                }

                """)
    }

    @Test func pinnedHeadersAtAnOffset() throws {
        let options = DumpOptions(
            rect: try DumpOptions.parseRect("0,150,300,30"), contentOffset: try DumpOptions.parseOffset("0,150"))
        let text = try ScenarioDump.text(path: Fixtures.path("split-vector.json"), options: options)
        // The right header sits at the offset (150); the left one stopped at its limit (40 ... 60).
        #expect(
            text == """
                {
                  "contentSize": {"width": 300, "height": 300},
                  "elements": [
                    {"category": "cell", "section": 1, "item": 0, "frame": {"x": 105, "y": 105, "width": 90, "height": 90}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 1, "frame": {"x": 205, "y": 105, "width": 90, "height": 90}, "zIndex": 0},
                    {"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": {"x": 100, "y": 150, "width": 200, "height": 100}, "zIndex": 1024},
                    {"category": "decoration", "kind": "background", "section": 1, "item": 0, "frame": {"x": 100, "y": 100, "width": 200, "height": 200}, "zIndex": -1}
                  ]
                }

                """)
        let all = try ScenarioDump.text(
            path: Fixtures.path("split-vector.json"), options: DumpOptions(contentOffset: Point(x: 0, y: 150)))
        #expect(
            all.contains(
                #"{"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": 40, "width": 50, "height": 20}, "zIndex": 1024}"#
            ))
    }

    @Test func widthOverrideRelaysOutBothSides() throws {
        // --width 600: left 110 wide, right [160, 600).
        let text = try ScenarioDump.text(path: Fixtures.path("split-vector.json"), options: DumpOptions(width: 600))
        #expect(text.contains(#""frame": {"x": 160, "y": 0, "width": 440, "height": 100}"#))
        #expect(text.contains(#""frame": {"x": 165, "y": 105, "width": 90, "height": 90}"#))
        // Four right items now share one line: 165, 265, 365, 465.
        #expect(text.contains(#""frame": {"x": 465, "y": 105, "width": 90, "height": 90}"#))
    }

    @Test func emojiDemo() throws {
        let path = Fixtures.repositoryRoot.appendingPathComponent("Demos/split-emoji.json").path
        let loaded = try LoadedScenario.load(path: path)
        let spec = try #require(loaded.spec as? SplitSpec)
        #expect(
            spec.leftSideRatio == 0.4 && spec.splitSpacing > 0 && spec.itemsPerLine != nil
                && spec.sectionPinToVisibleBounds)
        let sections = loaded.scenario.sections
        let look = loaded.scenario.appearance
        #expect(sections.count >= 4)
        for (i, section) in sections.enumerated() {
            #expect(section.metrics.side == (i % 2 == 0 ? .left : .right))
            #expect(
                look.section(section.id).background != nil && look.section(section.id).title != nil
                    && section.metrics.headerHeight > 0)
            #expect(
                section.items.allSatisfy {
                    (look.itemTitle(id: $0.id) ?? "").unicodeScalars.contains {
                        $0.properties.isEmoji && $0.value > 0x2000
                    }
                })
        }
        let layout = try #require(loaded.layout as? SplitLayout)
        #expect(layout.sectionSides == sections.map { $0.metrics.side })
        // Every item is a square on its side.
        let cells = layout.allElements(contentOffset: .zero).filter { $0.category == .cell }
        #expect(cells.count == loaded.scenario.itemCount)
        #expect(cells.allSatisfy { $0.frame.width == $0.frame.height && $0.frame.width > 0 })
        // Backgrounds carry the file's colours.
        let backgrounds = layout.allElements(contentOffset: .zero).filter {
            $0.category == .decoration(kind: "background")
        }
        #expect(
            backgrounds.map { loaded.backgroundColorName(for: $0) } == sections.map { look.section($0.id).background })
    }
}
