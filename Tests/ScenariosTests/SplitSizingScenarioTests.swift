import CollectionLayout
import Scenarios
import Testing

/// The split keys of the sizing delegate, the per-section styles and the rotation rules:
/// decoding, the frames they give (by hand in the comments), errors and unknown keys.
@Suite("Split sizing, styles and rotation in scenarios")
struct SplitSizingScenarioTests {
    /// A prepared split layout for `layout` (the members after `"type"`) over `sections`, at `width`.
    func prepared(_ layout: String, sections: String, width: Double = 375) throws -> SplitLayout {
        let scenario = try Scenario(
            text: #"{"viewport": {"width": "# + "\(Int(width))" + #", "height": 600}, "layout": {"type": "split", "#
                + layout + #"}, "sections": "# + sections + "}", file: "t.json")
        #expect(scenario.warnings.isEmpty)
        var engine = try #require(scenario.layout.makeConfiguration().makeLayout() as? SplitLayout)
        try engine.prepare(for: scenario.context())
        return engine
    }

    func frame(_ layout: SplitLayout, _ section: Int, _ item: Int) -> Rect? {
        layout.element(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func itemSizeIsAFractionOfTheSideAfterItsInsets() throws {
        // Left 144 wide, right 216 at 159; insets 5, spacing 0: half of 134 = 67, half of 206 = 103.
        let layout = try prepared(
            #""leftSideRatio": 0.4, "splitSpacing": 15, "sectionInset": 5, "itemSize": {"widthFraction": 0.5, "aspectRatio": 2}"#,
            sections: #"[{"count": 3}, {"side": "right", "count": 2}]"#)
        #expect(frame(layout, 0, 0) == Rect(x: 5, y: 5, width: 67, height: 33.5))
        #expect(frame(layout, 0, 1) == Rect(x: 72, y: 5, width: 67, height: 33.5))
        #expect(frame(layout, 0, 2) == Rect(x: 5, y: 38.5, width: 67, height: 33.5))
        #expect(frame(layout, 1, 1) == Rect(x: 267, y: 5, width: 103, height: 51.5))
    }

    @Test func itemSizeWithAFixedHeightAndPerSectionInsets() throws {
        // Section 1's inset on the left is 20: (144 - 40) * 0.25 = 26 wide, 30 tall, at (20, 20).
        let layout = try prepared(
            #""leftSideRatio": 0.4, "splitSpacing": 15, "itemSize": {"widthFraction": 0.25, "height": 30},"#
                + #""styles": [{"section": 1, "side": "left", "sectionInset": 20}]"#,
            sections: #"[{"count": 1}, {"count": 1}]"#)
        #expect(frame(layout, 0, 0) == Rect(x: 0, y: 0, width: 36, height: 30))
        #expect(frame(layout, 1, 0) == Rect(x: 20, y: 50, width: 26, height: 30))
    }

    @Test func headerAndFooterSizesAreFractionsOfTheSide() throws {
        let layout = try prepared(
            #""leftSideRatio": 0.4, "splitSpacing": 15, "headerSize": {"widthFraction": 0.5, "height": 30},"#
                + #""footerSize": {"widthFraction": 1, "height": 10}"#,
            sections: #"[{"items": [{"width": 50, "height": 50}]}, {"side": "right", "items": []}]"#)
        let header = { (s: Int) in
            layout.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: s))?.frame
        }
        let footer = { (s: Int) in
            layout.supplementary(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: s))?.frame
        }
        #expect(header(0) == Rect(x: 0, y: 0, width: 72, height: 30))
        #expect(frame(layout, 0, 0) == Rect(x: 0, y: 30, width: 50, height: 50))
        #expect(footer(0) == Rect(x: 0, y: 80, width: 144, height: 10))
        #expect(header(1) == Rect(x: 159, y: 0, width: 108, height: 30))
        #expect(footer(1) == Rect(x: 159, y: 30, width: 216, height: 10))
    }

    @Test func stylesOverrideBySectionAndSide() throws {
        // Right side: spacing 10 between items and lines; section 0 (left) keeps the globals (0).
        let layout = try prepared(
            #""leftSideRatio": 0.5, "styles": [{"side": "right", "minimumInterItemSpacing": 10, "minimumItemLineSpacing": 10},"#
                + #"{"section": 0, "sectionInset": {"top": 4, "left": 2}}]"#,
            sections:
                #"[{"itemDefaults": {"width": 100, "height": 20}, "count": 2}, {"side": "right", "itemDefaults": {"width": 100, "height": 20}, "count": 2}]"#
        )
        // Left 187.5 wide: (2, 4) then the second wraps (202 > 187.5) to y 24.
        #expect(frame(layout, 0, 0) == Rect(x: 2, y: 4, width: 100, height: 20))
        #expect(frame(layout, 0, 1) == Rect(x: 2, y: 24, width: 100, height: 20))
        // Right at 187.5: the second wraps with the line spacing: y = 20 + 10.
        #expect(frame(layout, 1, 1) == Rect(x: 187.5, y: 30, width: 100, height: 20))
        #expect(
            layout.styles[SplitStyleKey(section: 0)]?.sectionInset == EdgeInsets(top: 4, left: 2, bottom: 0, right: 0))
    }

    @Test func rotationRulesPickTheRatioByWidth() throws {
        let rules =
            #""leftSideRatio": 0.5, "splitSpacing": 10, "rotation": {"compact": {"leftSideRatio": 1, "collapsesToVisibleSide": true}, "regular": {"leftSideRatio": 0.4}}"#
        let sections =
            #"[{"items": [{"width": 50, "height": 50}]}, {"side": "right", "items": [{"width": 50, "height": 50}]}]"#
        let compact = try prepared(rules, sections: sections, width: 390)
        #expect(compact.widthClass == .compact && compact.sectionSides == [.left, .left])
        #expect(frame(compact, 1, 0) == Rect(x: 0, y: 50, width: 50, height: 50))
        // Regular: (844 - 10) * 0.4 = 333.6; right side at 343.6.
        let regular = try prepared(rules, sections: sections, width: 844)
        #expect(regular.widthClass == .regular && regular.sectionSides == [.left, .right])
        #expect(frame(regular, 1, 0) == Rect(x: 343.6, y: 0, width: 50, height: 50))
        let spec = try #require(
            try Scenario(text: #"{"layout": {"type": "split", "# + rules + #"}, "sections": []}"#, file: "t.json")
                .layout
                as? SplitSpec)
        // A rule's missing collapse is the layout's own (false); the threshold's default is 600.
        #expect(spec.rotation?.regular == SplitWidthClassRule(leftSideRatio: 0.4, collapsesToVisibleSide: false))
        #expect(spec.rotation?.regularMinimumWidth == 600)
    }

    @Test func badValuesNameTheirPath() {
        let cases: [(String, String)] = [
            (
                #""itemSize": {"widthFraction": 0}"#,
                "layout.itemSize.widthFraction: must be a number greater than 0 and at most 1, got 0"
            ),
            (
                #""itemSize": {"widthFraction": 1.5}"#,
                "layout.itemSize.widthFraction: must be a number greater than 0 and at most 1, got 1.5"
            ),
            (#""itemSize": {"aspectRatio": 1}"#, "layout.itemSize.widthFraction: required key is missing"),
            (
                #""itemSize": {"widthFraction": 0.5, "aspectRatio": 0}"#,
                "layout.itemSize.aspectRatio: must be a finite number > 0, got 0"
            ),
            (
                #""itemSize": {"widthFraction": 0.5, "aspectRatio": 1, "height": 3}"#,
                "layout.itemSize: give either aspectRatio or height, not both"
            ),
            (
                #""itemSize": {"widthFraction": 0.5}, "itemsPerLine": 3"#,
                "layout.itemsPerLine: give either itemsPerLine or itemSize, not both"
            ),
            (#""headerSize": {"widthFraction": 0.5}"#, "layout.headerSize.height: required key is missing"),
            (
                #""footerSize": {"widthFraction": 0.5, "height": -1}"#,
                "layout.footerSize.height: must be a finite number >= 0, got -1"
            ),
            (#""styles": {"side": "left"}"#, "layout.styles: must be an array, got an object"),
            (#""styles": [{"sectionInset": 3}]"#, "layout.styles[0]: a style needs a section, a side or both"),
            (
                #""styles": [{"side": "middle"}]"#,
                #"layout.styles[0].side: must be one of "left", "right", got "middle""#
            ),
            (
                #""styles": [{"section": -1}]"#,
                "layout.styles[0].section: must be an integer from 0 to 2147483647, got -1"
            ),
            (
                #""styles": [{"side": "left"}, {"side": "left", "minimumItemLineSpacing": 2}]"#,
                "layout.styles[1]: another style already applies to side left"
            ),
            (
                #""styles": [{"section": 0, "minimumInterItemSpacing": -3}]"#,
                "layout.styles[0].minimumInterItemSpacing: must be a finite number >= 0, got -3"
            ),
            (#""styles": [{"section": 3}]"#, "layout.styles[0].section: there is no section 3: the file has 1"),
            (
                #""rotation": {"compact": {"leftSideRatio": 2}}"#,
                "layout.rotation.compact.leftSideRatio: must be a number from 0 to 1, got 2"
            ),
            (
                #""rotation": {"regularMinimumWidth": -5}"#,
                "layout.rotation.regularMinimumWidth: must be a finite number >= 0, got -5"
            ),
            (
                #""rotation": {"regular": {"collapsesToVisibleSide": 1}}"#,
                "layout.rotation.regular.collapsesToVisibleSide: must be true or false, got 1"
            ),
            (#""collapsesToVisibleSide": "no""#, #"layout.collapsesToVisibleSide: must be true or false, got "no""#),
        ]
        for (parameter, message) in cases {
            let text = #"{"layout": {"type": "split", "# + parameter + #"}, "sections": [{"items": []}]}"#
            #expect(Fixtures.errorLine(text: text) == "error: test.json: " + message, "\(parameter)")
        }
    }

    @Test func unknownKeysInTheNewObjectsWarn() throws {
        let text = """
            {"layout": {"type": "split", "itemSize": {"widthFraction": 0.5, "aspectratio": 1},
             "headerSize": {"widthFraction": 0.5, "height": 3, "hieght": 4},
             "styles": [{"side": "left", "sectionInsets": 3}],
             "rotation": {"compact": {"leftSideRatio": 1, "collapses": true}, "reguler": {}}},
             "sections": [{"items": [], "sectionInset": 4}]}
            """
        let warnings = try Scenario(text: text, file: "f.json").warnings.map(\.warningDescription)
        #expect(
            warnings == [
                #"warning: f.json: layout.itemSize.aspectratio: unknown key "aspectratio" (did you mean "aspectRatio"?)"#,
                #"warning: f.json: layout.headerSize.hieght: unknown key "hieght" (did you mean "height"?)"#,
                #"warning: f.json: layout.styles[0].sectionInsets: unknown key "sectionInsets" (did you mean "sectionInset"?)"#,
                #"warning: f.json: layout.rotation.reguler: unknown key "reguler" (did you mean "regular"?)"#,
                #"warning: f.json: layout.rotation.compact.collapses: unknown key "collapses""#,
                #"warning: f.json: sections[0].sectionInset: unknown key "sectionInset" (give it in layout.styles as {"section": 0, "sectionInset": ...} (split, flow))"#,
            ])
        // The new keys themselves never warn.
        let clean = try Scenario(
            text: """
                {"layout": {"type": "split", "itemSize": {"widthFraction": 0.5, "height": 1}, "collapsesToVisibleSide": true,
                 "headerSize": {"widthFraction": 0.5, "height": 3}, "footerSize": {"widthFraction": 1, "height": 3},
                 "styles": [{"section": 0, "side": "left", "sectionInset": 3, "minimumItemLineSpacing": 1, "minimumInterItemSpacing": 1}],
                 "rotation": {"regularMinimumWidth": 500, "compact": {"leftSideRatio": 1, "collapsesToVisibleSide": true}, "regular": {"leftSideRatio": 0.5}}},
                 "sections": [{"items": []}]}
                """, file: "f.json")
        #expect(clean.warnings.isEmpty)
    }
}

/// The split demos through `tessera dump`: the sizing delegate and the rotation rules at the
/// scenario's width and at a compact one (`--width 390`, a phone in portrait).
@Suite("Split demos in dump")
struct SplitDemoDumpTests {
    static let sizes = Fixtures.repositoryRoot.appendingPathComponent("Demos/split-sizes.json").path
    static let emoji = Fixtures.repositoryRoot.appendingPathComponent("Demos/split-emoji.json").path

    @Test func sizesDemoAtItsOwnWidth() throws {
        // 820 pt, regular: left (820 - 12) * 0.375 = 303, right 505 at 315. Headers half their
        // side, 36 tall. Left items (303 - 12) / 2 = 145.5 wide, 5:4 (116.4 tall); right ones,
        // inset 12, (505 - 24) / 2 = 240.5 (192.4 tall), the second at 315 + 12 + 240.5 = 567.5.
        let text = try ScenarioDump.text(path: Self.sizes, options: DumpOptions())
        for line in [
            #"{"category": "cell", "section": 0, "item": 0, "frame": {"x": 6, "y": 42, "width": 145.5, "height": 116.4}, "zIndex": 0}"#,
            #"{"category": "cell", "section": 1, "item": 1, "frame": {"x": 567.5, "y": 42, "width": 240.5, "height": 192.4}, "zIndex": 0}"#,
            #"{"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": {"x": 315, "y": 0, "width": 252.5, "height": 36}, "zIndex": 1024}"#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
    }

    @Test func compactWidthCollapsesEverySectionOntoOneColumn() throws {
        // 390 pt, compact: ratio 1, every section on the left; items (390 - 12) / 2 = 189 wide,
        // 151.2 tall. Section 0: header 36, items from 42, two lines with 6 between, bottom
        // inset 6: 42 + 151.2 + 6 + 151.2 + 6 = 356.4; section 1's header there, its items at
        // 398.4 with the left side's inset (6), not the right side's style (12).
        let text = try ScenarioDump.text(path: Self.sizes, options: DumpOptions(width: 390))
        for line in [
            #"{"category": "cell", "section": 0, "item": 3, "frame": {"x": 195, "y": 199.2, "width": 189, "height": 151.2}, "zIndex": 0}"#,
            #"{"category": "cell", "section": 1, "item": 0, "frame": {"x": 6, "y": 398.4, "width": 189, "height": 151.2}, "zIndex": 0}"#,
            #"{"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": {"x": 0, "y": 356.4, "width": 195, "height": 36}, "zIndex": 1024}"#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
        // The emoji demo, the original sample's rotation: at 666 pt section 1 is on the right
        // (its header at 276); at 390 it collapses below section 0 (header 40, two lines of
        // (390 - 16 - 16) / 3 = 119 with 8 between, insets 8 and 16: 40 + 8 + 119 * 4 + 8 * 3 + 16 = 564).
        let wide = try ScenarioDump.text(path: Self.emoji, options: DumpOptions())
        #expect(
            wide.contains(
                #"{"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": {"x": 276, "y": 0, "width": 390, "height": 40}, "zIndex": 1024}"#
            ))
        let compact = try ScenarioDump.text(path: Self.emoji, options: DumpOptions(width: 390))
        #expect(
            compact.contains(
                #"{"category": "supplementary", "kind": "header", "section": 1, "item": 0, "frame": {"x": 0, "y": 564, "width": 390, "height": 40}, "zIndex": 1024}"#
            ))
    }
}
