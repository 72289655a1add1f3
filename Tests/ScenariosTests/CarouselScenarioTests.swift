import CollectionLayout
import Headless
import Scenarios
import Testing

/// The scenario keys of the visible-items effect and the content insets references:
/// decoding, errors, dump and render.
@Suite struct CarouselScenarioTests {
    /// A 160 x 80 viewport with three 40-point rows; `section` and `layout` add keys.
    static func text(section: String = "", layout: String = "", items: Int = 3) -> String {
        let rows = (0..<items).map { #"{"id": "i\#($0)", "title": "\#(Character(UnicodeScalar(65 + $0)!))"}"# }
        return """
            {
              "viewport": {"width": 160, "height": 80},
              "layout": {
                "type": "compositional", \(layout)
                "sections": [
                  {
                    \(section)
                    "group": {
                      "group": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
                      "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]
                    }
                  }
                ]
              },
              "sections": [{"id": "s", "items": [\(rows.joined(separator: ", "))]}]
            }
            """
    }

    static func loaded(_ text: String) throws -> LoadedScenario {
        try LoadedScenario(scenario: Scenario(text: text, file: "test.json"))
    }

    static let effect = #""visibleItemsEffect": {"scale": {"minimum": 0.5}, "alpha": {"minimum": 0.5}},"#

    @Test func theEffectShowsInTheDump() throws {
        let dump = try ScenarioDump.text(of: Self.loaded(Self.text(section: Self.effect)), options: DumpOptions())
        #expect(
            dump == """
                {
                  "contentSize": {"width": 160, "height": 120},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 160, "height": 40}, "zIndex": 0, "alpha": 0.75, "transform": {"a": 0.75, "b": 0, "c": 0, "d": 0.75, "tx": 0, "ty": 0}},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 0, "y": 40, "width": 160, "height": 40}, "zIndex": 0, "alpha": 0.75, "transform": {"a": 0.75, "b": 0, "c": 0, "d": 0.75, "tx": 0, "ty": 0}},
                    {"category": "cell", "section": 0, "item": 2, "frame": {"x": 0, "y": 80, "width": 160, "height": 40}, "zIndex": 0, "alpha": 0.5, "transform": {"a": 0.5, "b": 0, "c": 0, "d": 0.5, "tx": 0, "ty": 0}}
                  ]
                }

                """)
        // Without the key, no transform or alpha keys.
        let plain = try ScenarioDump.text(of: Self.loaded(Self.text()), options: DumpOptions())
        #expect(!plain.contains("transform") && !plain.contains("alpha"))
    }

    @Test func renderDrawsScaledCellsAsSmallerBoxes() throws {
        let loaded = try Self.loaded(Self.text(section: Self.effect))
        // At offset 20 the viewport's centre is at y = 60, B's centre: B is full size, A and C half.
        let frame = FrameRendering.text(loaded, columns: 40, rows: 10, offset: .alongScrollAxis(20))
        #expect(
            frame == """
                          └──────────────────┘

                ┌──────────────────────────────────────┐
                │B                                     │
                │                                      │
                │                                      │
                └──────────────────────────────────────┘

                          ┌──────────────────┐
                          │C                 │
                """)
    }

    @Test func anOrthogonalSectionMeasuresAlongItsStrip() throws {
        let section =
            #""orthogonalScrollingBehavior": "continuous", "visibleItemsEffect": {"scale": {"minimum": 0.5}},"#
        let text = Self.text(section: section).replacingOccurrences(
            of: #""width": {"fractionalWidth": 1}, "height": {"absolute": 40}"#,
            with: #""width": {"absolute": 80}, "height": {"absolute": 40}"#)
        var loaded = try Self.loaded(text)
        let layout = try #require(loaded.layout as? CompositionalLayout)
        // Cells at x 0, 80, 160: centres 40, 120, 200 against the centre 80: d = 40, 40, 120.
        #expect(layout.allElements(contentOffset: .zero).map(\.transform.a) == [0.75, 0.75, 0.5])
        #expect(layout.allElements(at: ScrollPosition(orthogonalOffsets: [0: 40])).map(\.transform.a) == [0.5, 1, 0.5])
        loaded = try Self.loaded(Self.text())
        #expect(
            (loaded.layout as? CompositionalLayout)?.allElements(contentOffset: .zero).allSatisfy(
                \.transform.isIdentity) == true)
    }

    @Test(arguments: [
        (
            #""visibleItemsEffect": {},"#,
            #"error: test.json: layout.sections[0].visibleItemsEffect: give "scale", "alpha" or both"#
        ),
        (
            #""visibleItemsEffect": {"scale": {"minimum": 1.5}},"#,
            "error: test.json: layout.sections[0].visibleItemsEffect.scale.minimum: must be a number from 0 to 1, got 1.5"
        ),
        (
            #""visibleItemsEffect": {"scale": 0.5},"#,
            "error: test.json: layout.sections[0].visibleItemsEffect.scale: must be an object, got 0.5"
        ),
        (
            #""contentInsetsReference": "margins","#,
            #"error: test.json: layout.sections[0].contentInsetsReference: must be one of "automatic", "none", "safeArea", "layoutMargins", "readableContent", got "margins""#
        ),
    ])
    func badKeysAreErrors(_ section: String, _ line: String) {
        #expect(Fixtures.errorLine(text: Self.text(section: section)) == line)
    }

    @Test func badEnvironmentIsAnError() {
        let line = Fixtures.errorLine(text: Self.text(layout: #""environment": {"readableWidth": 0},"#))
        #expect(line == "error: test.json: layout.environment.readableWidth: must be a finite number > 0, got 0")
        let unknown = try? Scenario(text: Self.text(layout: #""environment": {"safeAreas": 4},"#), file: "test.json")
        #expect(
            unknown?.warnings.map(\.warningDescription).first?.hasPrefix(
                #"warning: test.json: layout.environment.safeAreas: unknown key "safeAreas""#) == true)
    }

    @Test func referencesMeasureFromTheEnvironment() throws {
        let layout = #"""
            "environment": {"safeArea": {"leading": 20, "trailing": 20}, "layoutMargins": {"leading": 4, "trailing": 4}, "readableWidth": 60},
            "contentInsetsReference": "layoutMargins",
            """#
        let first = { (section: String) throws -> Rect? in
            try Self.loaded(Self.text(section: section, layout: layout)).layout.element(
                at: IndexPath(item: 0, section: 0))?.frame
        }
        let insets = #""contentInsets": {"leading": 2, "trailing": 2},"#
        // The layout's reference: margins 20 + 4, plus 2.
        #expect(try first(insets) == Rect(x: 26, y: 0, width: 108, height: 40))
        #expect(try first(insets + #""contentInsetsReference": "none","#) == Rect(x: 2, y: 0, width: 156, height: 40))
        #expect(
            try first(insets + #""contentInsetsReference": "safeArea","#) == Rect(x: 22, y: 0, width: 116, height: 40))
        // Readable: the margins leave 112, limited to 60 and centred (26 more each side).
        #expect(
            try first(insets + #""contentInsetsReference": "readableContent","#)
                == Rect(x: 52, y: 0, width: 56, height: 40))
    }

    @Test func insetsOnAnEstimatedAxisWarn() throws {
        let text = Self.text().replacingOccurrences(
            of: #""subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]"#,
            with:
                #""subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 30}}, "contentInsets": 4}]"#
        )
        let scenario = try Scenario(text: text, file: "test.json")
        #expect(
            scenario.warnings.map(\.warningDescription) == [
                "warning: test.json: layout.sections[0].group.subitems[0].contentInsets: top and bottom insets are ignored: the height is estimated"
            ])
        let report = ScenarioCheck.check(bytes: Array(text.utf8), file: "test.json")
        #expect(report.warnings.count == 1)
    }
}
