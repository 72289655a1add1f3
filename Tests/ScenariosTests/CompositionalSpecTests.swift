import CollectionLayout
import Scenarios
import Testing

/// `"type": "compositional"` files: the grammar, repeating section specs, errors with
/// JSON paths, and whole dumps through the command's path.
@Suite("Compositional scenarios")
struct CompositionalSpecTests {
    /// A file with `layout` (JSON text) and sections of the given item counts.
    static func file(_ layout: String, counts: [Int] = [4], extra: String = "") -> String {
        let sections = counts.enumerated().map { #"{"id": "s\#($0.offset)", "count": \#($0.element)\#(extra)}"# }
        return #"{"layout": \#(layout), "sections": [\#(sections.joined(separator: ", "))]}"#
    }

    static func loaded(_ text: String) throws(ScenarioError) -> LoadedScenario {
        try LoadedScenario(scenario: Scenario(text: text, file: "c.json"))
    }

    static func dump(_ text: String, _ options: DumpOptions = DumpOptions()) throws(ScenarioError) -> String {
        try ScenarioDump.text(of: loaded(text), options: options)
    }

    /// Docs/layouts.md, "Worked examples (compositional)", example A.
    static let insetGrid = #"""
        {"type": "compositional", "sections": [{
          "contentInsets": {"top": 4, "bottom": 4},
          "group": {"group": "horizontal",
                    "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.5}},
                    "contentInsets": {"leading": 4, "trailing": 4},
                    "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                                  "contentInsets": 8}]}}]}
        """#

    @Test func exampleAWholeDump() throws {
        #expect(
            try Self.dump(Self.file(Self.insetGrid)) == """
                {
                  "contentSize": {"width": 375, "height": 383},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 12, "y": 12, "width": 167.5, "height": 171.5}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 1, "frame": {"x": 195.5, "y": 12, "width": 167.5, "height": 171.5}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 2, "frame": {"x": 12, "y": 199.5, "width": 167.5, "height": 171.5}, "zIndex": 0},
                    {"category": "cell", "section": 0, "item": 3, "frame": {"x": 195.5, "y": 199.5, "width": 167.5, "height": 171.5}, "zIndex": 0}
                  ]
                }

                """)
    }

    /// Example C, with a header taking the section's header height, and the last
    /// section spec repeating for the second section.
    @Test func backgroundHeaderAndRepeatingSpec() throws {
        let layout = #"""
            {"type": "compositional", "interSectionSpacing": 20, "sections": [{
              "interGroupSpacing": 5, "contentInsets": 10,
              "boundaryItems": [{"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}}],
              "decorationItems": [{"kind": "background", "contentInsets": 5}],
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                        "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
            """#
        let text = Self.file(layout, counts: [1, 1], extra: #", "header": {"height": 30}"#)
        #expect(
            try Self.dump(text) == """
                {
                  "contentSize": {"width": 375, "height": 208},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 10, "y": 40, "width": 355, "height": 44}, "zIndex": 0},
                    {"category": "cell", "section": 1, "item": 0, "frame": {"x": 10, "y": 154, "width": 355, "height": 44}, "zIndex": 0},
                    {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 10, "y": 0, "width": 355, "height": 30}, "zIndex": 1},
                    {"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": {"x": 10, "y": 114, "width": 355, "height": 30}, "zIndex": 1},
                    {"category": "decoration", "kind": "background", "section": 0, "item": 0, "frame": {"x": 5, "y": 5, "width": 365, "height": 84}, "zIndex": -1},
                    {"category": "decoration", "kind": "background", "section": 1, "item": 0, "frame": {"x": 5, "y": 119, "width": 365, "height": 84}, "zIndex": -1}
                  ]
                }

                """)
    }

    /// Example E: a group-paging-centred strip starts with its first group centred; a
    /// layout-wide footer; a rect query; `--offset` moves only the main axis.
    @Test func orthogonalStripAndLayoutFooter() throws {
        let layout = #"""
            {"type": "compositional",
             "boundaryItems": [{"kind": "layout-footer", "alignment": "bottom", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}}}],
             "sections": [{"orthogonalScrollingBehavior": "groupPagingCentered",
               "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 100}},
                         "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
            """#
        let text = Self.file(layout, counts: [3])
        let loaded = try Self.loaded(text)
        let compositional = try #require(loaded.layout as? CompositionalLayout)
        #expect(compositional.strip(forSection: 0)?.initialOffset == -93.75)
        #expect(
            try Self.dump(text, DumpOptions(rect: Rect(x: 0, y: 0, width: 100, height: 10))) == """
                {
                  "contentSize": {"width": 375, "height": 120},
                  "elements": [
                    {"category": "cell", "section": 0, "item": 0, "frame": {"x": 93.75, "y": 0, "width": 187.5, "height": 100}, "zIndex": 0}
                  ]
                }

                """)
        let moved = try Self.dump(text, DumpOptions(contentOffset: Point(x: 0, y: 50)))
        #expect(
            moved.contains(
                #""kind": "layout-footer", "section": 0, "item": 0, "frame": {"x": 0, "y": 100, "width": 375, "height": 20}"#
            ))
        #expect(moved.contains(#"{"x": 281.25, "y": 0, "width": 187.5, "height": 100}"#))
    }

    @Test func nestedGroupsCountsAndSpacings() throws {
        let layout = #"""
            {"type": "compositional", "sections": [{"group": {"group": "horizontal",
              "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
              "subitems": [
                {"size": {"width": {"absolute": 100}, "height": {"fractionalHeight": 1}},
                 "edgeSpacing": {"leading": {"flexible": 0}, "trailing": {"flexible": 0}}},
                {"group": "vertical", "size": {"width": {"fractionalWidth": 0.4}, "height": {"fractionalHeight": 1}},
                 "count": 2, "interItemSpacing": {"fixed": 10},
                 "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 5}}}]}]}}]}
            """#
        let loaded = try Self.loaded(Self.file(layout, counts: [4]))
        let frames = (0..<4).compactMap { loaded.layout.element(at: IndexPath(item: $0, section: 0))?.frame }
        // The subitems cycle while they fit: item, pair, item (100 + 150 + 100 = 350);
        // the 25 pt left over go to the four flexible edges of the two items.
        #expect(
            frames == [
                Rect(x: 6.25, y: 0, width: 100, height: 100), Rect(x: 112.5, y: 0, width: 150, height: 45),
                Rect(x: 112.5, y: 55, width: 150, height: 45), Rect(x: 268.75, y: 0, width: 100, height: 100),
            ])
    }

    @Test func errorsNameTheJSONPath() {
        func error(_ layout: String) -> String? {
            do {
                _ = try Self.loaded(Self.file(layout))
                return nil
            } catch {
                return error.description
            }
        }
        let item = #"{"size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 10}}}"#
        let size = #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}"#
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"group": {"group": "horizontal", \#(size), "subitems": []}}]}"#
            )
                == "error: c.json: layout.sections[0].group.subitems: a group needs at least one subitem")
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"group": {"group": "vertical", \#(size), "subitems": [{"size": {"width": {"absolute": -3}, "height": {"absolute": 1}}}]}}]}"#
            )
                == "error: c.json: layout.sections[0].group.subitems[0].size.width.absolute: must be 0 or a finite number >= 0.01 (the smallest length), got -3"
        )
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"group": {"group": "vertical", \#(size), "subitems": [{"size": {"width": {"fractionalWidth": 1e400}, "height": {"absolute": 1}}}]}}]}"#
            )
                == "error: c.json: layout.sections[0].group.subitems[0].size.width.fractionalWidth: must be 0 or a finite number >= 0.0001 (the smallest fraction), got 1e400"
        )
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"group": {"group": "horizontal", \#(size), "count": 0, "subitems": [\#(item)]}}]}"#
            )
                == "error: c.json: layout.sections[0].group.count: must be an integer from 1 to 100000, got 0")
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"group": {"group": "horizontal", \#(size), "count": 2, "subitems": [\#(item), \#(item)]}}]}"#
            )
                == #"error: c.json: layout.sections[0].group.subitems: "count" takes exactly one subitem, got 2"#)
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"group": {"group": "diagonal", \#(size), "subitems": [\#(item)]}}]}"#
            )
                == #"error: c.json: layout.sections[0].group.group: must be one of "horizontal", "vertical", got "diagonal""#
        )
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"group": {"group": "horizontal", "size": {"width": {"absolute": 1, "estimated": 2}, "height": {"absolute": 1}}, "subitems": [\#(item)]}}]}"#
            )
                == #"error: c.json: layout.sections[0].group.size.width: must be an object with exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated""#
        )
        #expect(
            error(#"{"type": "compositional", "sections": []}"#)
                == "error: c.json: layout.sections: must be a non-empty array")
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"orthogonalScrollingBehavior": "sideways", "group": {"group": "horizontal", \#(size), "subitems": [\#(item)]}}]}"#
            )?
            .hasPrefix("error: c.json: layout.sections[0].orthogonalScrollingBehavior: must be one of") == true)
        let header = #"{"kind": "header", \#(size)}"#
        #expect(
            error(
                #"{"type": "compositional", "sections": [{"boundaryItems": [\#(header), \#(header)], "group": {"group": "horizontal", \#(size), "subitems": [\#(item)]}}]}"#
            )
                == "error: c.json: layout.sections[0].boundaryItems[1].kind: kind 'header' is used twice in one section"
        )
        #expect(
            error(
                #"{"type": "compositional", "boundaryItems": [\#(header)], "sections": [{"boundaryItems": [\#(header)], "group": {"group": "horizontal", \#(size), "subitems": [\#(item)]}}]}"#
            )
                == #"error: c.json: layout.sections[0].boundaryItems[0].kind: kind "header" is also a layout-wide boundary item kind"#
        )
    }

    /// An item too wide for its group is found while preparing; the path names the
    /// spec the section used (the last one repeats).
    @Test func prepareErrorsNameTheRepeatedSpec() {
        let layout = #"""
            {"type": "compositional", "sections": [
              {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                         "subitems": [{"size": {"width": {"absolute": 50}, "height": {"absolute": 50}}}]}},
              {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                         "subitems": [{"size": {"width": {"absolute": 400}, "height": {"absolute": 50}}}]}}]}
            """#
        #expect(
            throws: ScenarioError(
                file: "c.json", path: "layout.sections[1].group.subitems[0]",
                message: "the subitem never fits: it needs a width of 400.0 but its group has 375.0")
        ) { try Self.loaded(Self.file(layout, counts: [1, 1, 1])) }
    }

    @Test func estimatedItemsTakeTheirHeightsAndTheCatalogOffersCompositional() throws {
        let layout = #"""
            {"type": "compositional", "sections": [{"group": {"group": "horizontal",
              "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}},
              "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"estimated": 50}}}]}}]}
            """#
        let text = #"{"layout": \#(layout), "sections": [{"count": 3, "itemDefaults": {}, "heights": [20, 80, 35]}]}"#
        let loaded = try Self.loaded(text)
        #expect(
            (0..<3).compactMap { loaded.layout.element(at: IndexPath(item: $0, section: 0))?.frame } == [
                Rect(x: 0, y: 0, width: 187.5, height: 20), Rect(x: 187.5, y: 0, width: 187.5, height: 80),
                Rect(x: 0, y: 80, width: 187.5, height: 35),
            ])
        #expect(loaded.catalog.typeNames.contains("compositional"))
        // Another file's catalog entry for compositional prepares with the data's sections.
        let flow = try Self.loaded(
            #"{"layout": {"type": "flow"}, "sections": [{"count": 3, "header": {"height": 20}}, {"count": 2, "background": "blue"}]}"#
        )
        let entry = try #require(flow.catalog.entries.first { $0.typeName == "compositional" })
        var switched = flow
        try switched.switchLayout(to: entry.spec)
        #expect(switched.layout.supplementary(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame.height == 20)
        #expect(switched.layout.supplementary(ofKind: "header", at: IndexPath(item: 0, section: 1)) == nil)
        #expect(
            (switched.layout as? CompositionalLayout)?.decoration(
                ofKind: "background", at: IndexPath(item: 0, section: 1)) != nil)
    }

    // MARK: Demos

    static func demo(_ name: String) throws(ScenarioError) -> LoadedScenario {
        try LoadedScenario.load(path: Fixtures.repositoryRoot.appendingPathComponent("Demos/\(name)").path)
    }

    @Test func spacexDemoHasAHeaderPerSectionAndTwoItemRows() throws {
        let loaded = try Self.demo("spacex-compositional.json")
        let layout = try #require(loaded.layout as? CompositionalLayout)
        #expect(loaded.scenario.sections.map(\.id) == ["launches", "rockets", "crew"])
        let look = loaded.scenario.appearance
        #expect(
            loaded.scenario.sections.allSatisfy {
                look.section($0.id).title != nil && !$0.items.isEmpty
                    && $0.items.allSatisfy { look.itemTitle(id: $0.id) != nil }
            })
        for s in 0..<3 {
            let header = try #require(
                layout.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: s)))
            #expect(loaded.title(for: header) == look.section(loaded.scenario.sections[s].id).title)
            let first = try #require(layout.element(at: IndexPath(item: 0, section: s))).frame
            let second = try #require(layout.element(at: IndexPath(item: 1, section: s))).frame
            #expect(first.minY == second.minY && first.maxX < second.minX)
            #expect(first.minY >= header.frame.maxY)
        }
        #expect(layout.hasOffsetDependentElements)
        #expect(layout.orthogonalStrips.isEmpty)
    }

    @Test func appStoreDemoHasPagingStripsNestedGroupsAndABackground() throws {
        let loaded = try Self.demo("app-store.json")
        let layout = try #require(loaded.layout as? CompositionalLayout)
        let behaviors = layout.orthogonalStrips.map(\.behavior)
        #expect(behaviors.contains(.groupPaging) && behaviors.contains(.groupPagingCentered))
        #expect(layout.orthogonalStrips.allSatisfy { $0.contentLength > $0.viewportLength })
        let background = try #require(
            loaded.scenario.sections.firstIndex { loaded.scenario.appearance.section($0.id).background != nil })
        let decoration = try #require(
            layout.decoration(ofKind: ElementKind.background, at: IndexPath(item: 0, section: background)))
        #expect(loaded.backgroundColorName(for: decoration) == "blue")
        // The nested section: a tall leading cell beside a pair stacked in a vertical group.
        let nested = try #require(loaded.scenario.sections.firstIndex { $0.id == "editors-choice" })
        let cells = (0..<3).compactMap { layout.element(at: IndexPath(item: $0, section: nested))?.frame }
        #expect(cells[0].height > cells[1].height && cells[1].minX == cells[2].minX && cells[1].maxY < cells[2].minY)
        // Strips start at their first resting offset: the featured group is centred.
        let featured = try #require(layout.strip(forSection: 0))
        #expect(featured.behavior == .groupPagingCentered)
        let first = try #require(layout.element(at: IndexPath(item: 0, section: 0))).frame
        #expect(abs((first.midX) - 375 / 2) < 1e-9)
    }
}
