import CollectionLayout
import Scenarios
import Testing

/// Every documented limit (ScenarioLimits.swift, Docs/scenario-format.md "Limits") on
/// both sides: just under works, just over fails with one line naming the limit.
/// The file size and JSON limits are tried on both sides in OddFileTests and
/// JSONParserTests; here their documented values.
@Suite("Limits")
struct ScenarioLimitsTests {
    static func flow(sections: String, viewport: String = "") -> String {
        #"{\#(viewport)"layout": {"type": "flow"}, "sections": \#(sections)}"#
    }

    @Test func theDocumentedValues() {
        #expect(ScenarioLimits.maximumFileSize == 64 << 20)
        #expect(ScenarioLimits.maximumJSONDepth == 256)
        #expect(ScenarioLimits.maximumJSONValues == 4_000_000)
        #expect(ScenarioLimits.maximumItems == 10_000_000)
        #expect(ScenarioLimits.maximumSections == 100_000)
        #expect(ScenarioLimits.maximumGroupDepth == 64)
        #expect(ScenarioLimits.maximumElements == 25_000_000)
        #expect(ScenarioLimits.smallestViewportSide == 1)
        #expect(ScenarioLimits.smallestFraction == 0.0001)
        #expect(ScenarioLimits.smallestLength == 0.01)
    }

    @Test func items() throws {
        let under = try Scenario(text: Self.flow(sections: #"[{"count": 4000000}, {"count": 6000000}]"#), file: "t")
        #expect(under.itemCount == 10_000_000)
        #expect(
            Fixtures.errorLine(text: Self.flow(sections: #"[{"count": 4000000}, {"count": 6000001}]"#))
                == "error: test.json: sections[1].count: too many items: 10000001 in all, over the limit of 10000000")
        #expect(
            Fixtures.errorLine(text: Self.flow(sections: #"[{"count": 1e300}]"#))
                == "error: test.json: sections[0].count: must be an integer >= 0, got 1e300")
    }

    @Test func sections() throws {
        func sections(_ n: Int) -> String {
            "[" + Array(repeating: #"{"count": 0}"#, count: n).joined(separator: ",") + "]"
        }
        let under = try Scenario(text: Self.flow(sections: sections(100_000)), file: "t")
        #expect(under.sections.count == 100_000)
        #expect(
            Fixtures.errorLine(text: Self.flow(sections: sections(100_001)))
                == "error: test.json: sections: too many sections: 100001, over the limit of 100000")
    }

    /// Groups nested `depth` deep (the section's group is depth 1), alternating axes.
    static func nested(depth: Int) -> String {
        var group = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}"#
        for level in 0..<depth {
            let axis = level % 2 == 0 ? "horizontal" : "vertical"
            let height = level == depth - 1 ? #"{"absolute": 50}"# : #"{"fractionalHeight": 1}"#
            group =
                #"{"group": "\#(axis)", "size": {"width": {"fractionalWidth": 1}, "height": \#(height)}, "subitems": [\#(group)]}"#
        }
        return #"{"layout": {"type": "compositional", "sections": [{"group": \#(group)}]}, "sections": [{"count": 3}]}"#
    }

    @Test func groupDepth() throws {
        let under = try LoadedScenario(scenario: Scenario(text: Self.nested(depth: 64), file: "t"))
        #expect(
            under.layout.allElements(contentOffset: .zero).map(\.frame) == [
                Rect(x: 0, y: 0, width: 375, height: 50), Rect(x: 0, y: 50, width: 375, height: 50),
                Rect(x: 0, y: 100, width: 375, height: 50),
            ])
        // The path is cut in the middle to ScenarioError.pathLimit characters.
        let path = ScenarioError.shortened("layout.sections[0].group" + String(repeating: ".subitems[0]", count: 64))
        #expect(
            Fixtures.errorLine(text: Self.nested(depth: 65))
                == "error: test.json: \(path): groups nested 65 deep, over the limit of 64 levels")
    }

    /// 100 copies of a group of 100 items make 10,100 elements for one item (the
    /// inner group's 100 cells, then the outer group's 10,000).
    @Test func elements() throws {
        let text = #"""
            {"layout": {"type": "compositional", "sections": [{"group": {"group": "vertical",
              "size": {"width": {"absolute": 100}, "height": {"absolute": 100}}, "repeatingCount": 100,
              "subitems": [{"group": "horizontal", "size": {"width": {"absolute": 100}, "height": {"absolute": 1}},
                "repeatingCount": 100, "subitems": [{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}]}]}}]},
             "sections": [{"count": 1}]}
            """#
        let scenario = try Scenario(text: text, file: "test.json")
        let under = try LoadedScenario(scenario: scenario, budget: LayoutBudget(maximumElements: 10_100))
        #expect(under.layout.elementCount == 1)
        do {
            _ = try LoadedScenario(scenario: scenario, budget: LayoutBudget(maximumElements: 10_099))
            Issue.record("expected the element limit")
        } catch {
            #expect(
                error.description
                    == "error: test.json: layout.sections[0].group: the group and the groups nested in it would make 10100 elements, over the limit of 10099 elements in all"
            )
        }
    }

    /// At the real limit: 5,000 copies of a group of 5,000 fail before any cell of the
    /// outer group exists.
    @Test func elementsAtTheRealLimit() throws {
        let text = #"""
            {"layout": {"type": "compositional", "sections": [{"group": {"group": "vertical",
              "size": {"width": {"absolute": 100}, "height": {"absolute": 100}}, "repeatingCount": 5000,
              "subitems": [{"group": "horizontal", "size": {"width": {"absolute": 100}, "height": {"absolute": 1}},
                "repeatingCount": 5000, "subitems": [{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}]}]}}]},
             "sections": [{"count": 1}]}
            """#
        do {
            _ = try LoadedScenario(scenario: Scenario(text: text, file: "test.json"))
            Issue.record("expected the element limit")
        } catch {
            #expect(
                error.description
                    == "error: test.json: layout.sections[0].group: the group and the groups nested in it would make 25005000 elements, over the limit of 25000000 elements in all"
            )
        }
    }

    @Test func viewportSide() throws {
        for key in ["width", "height"] {
            let under = try Scenario(
                text: Self.flow(sections: "[]", viewport: #""viewport": {"\#(key)": 1}, "#), file: "t")
            #expect(key == "width" ? under.viewport.width == 1 : under.viewport.height == 1)
            #expect(
                Fixtures.errorLine(text: Self.flow(sections: "[]", viewport: #""viewport": {"\#(key)": 0.999}, "#))
                    == "error: test.json: viewport.\(key): must be a finite number >= 1 (the smallest viewport side), got 0.999"
            )
        }
        #expect(try DumpOptions.parseWidth("1") == 1)
        #expect(throws: DumpOptionError.self) { try DumpOptions.parseWidth("0.999") }
    }

    static func dimension(_ dim: String) -> String {
        #"""
        {"layout": {"type": "compositional", "sections": [{"group": {"group": "horizontal",
          "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}},
          "subitems": [{"size": {"width": \#(dim), "height": {"absolute": 10}}}]}}]}, "sections": [{"count": 1}]}
        """#
    }

    @Test func smallestDimensions() throws {
        let path = "layout.sections[0].group.subitems[0].size.width"
        for (key, smallest, limit) in [
            ("fractionalWidth", "0.0001", "fraction"), ("fractionalHeight", "0.0001", "fraction"),
            ("absolute", "0.01", "length"), ("estimated", "0.01", "length"),
        ] {
            for fine in ["0", smallest] {
                #expect(Fixtures.errorLine(text: Self.dimension(#"{"\#(key)": \#(fine)}"#)) == nil, "\(key) \(fine)")
            }
            let over = smallest == "0.0001" ? "0.0000999" : "0.0099"
            #expect(
                Fixtures.errorLine(text: Self.dimension(#"{"\#(key)": \#(over)}"#))
                    == "error: test.json: \(path).\(key): must be 0 or a finite number >= \(smallest) (the smallest \(limit)), got \(over)"
            )
        }
    }

    /// The report's case: a 0.5-point viewport and a fraction of 1e-9 are refused by
    /// the decoder, before any work.
    @Test func theReportedFileFailsAtOnce() {
        let text = Self.dimension(#"{"fractionalWidth": 1e-9}"#)
            .replacingOccurrences(of: #"{"layout""#, with: #"{"viewport": {"width": 0.5}, "layout""#)
        #expect(
            Fixtures.errorLine(text: text)
                == "error: test.json: viewport.width: must be a finite number >= 1 (the smallest viewport side), got 0.5"
        )
    }
}

/// Time linear in the input: sections repeating one section spec share its plan, so a
/// spec whose group lists 20,000 items is compiled and solved once, not once per section
/// (100,000 sections of it took minutes).
@Suite("Limits: linear time")
struct LinearTimeTests {
    @Test func aRepeatedSectionSpecIsPreparedOnce() throws {
        let item = #"{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}}"#
        let items = Array(repeating: item, count: 20_000).joined(separator: ",")
        let sections = Array(repeating: #"{"count": 0}"#, count: 2_000).joined(separator: ",")
        let text = #"""
            {"layout": {"type": "compositional", "sections": [{"group": {"group": "horizontal",
              "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}, "subitems": [\#(items)]}}]},
             "sections": [{"count": 400}, \#(sections)]}
            """#
        let loaded = try LoadedScenario(scenario: Scenario(text: text, file: "wide.json"))
        let layout = try #require(loaded.layout as? CompositionalLayout)
        #expect((0..<2_001).allSatisfy { layout.sectionSpecIndex?($0, nil) == 0 })
        let cells = layout.allElements(contentOffset: .zero)
        #expect(cells.count == 400)
        #expect(cells.last?.frame == Rect(x: 24, y: 1, width: 1, height: 1))
    }
}
