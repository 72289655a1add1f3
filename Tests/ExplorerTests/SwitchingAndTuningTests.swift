import CollectionLayout
import Testing

@testable import Explorer

@Suite struct SwitchingAndTuningTests {
    @Test func tabAndDigitsSwitchLayoutsKeepingTheAnchorRow() {
        var m = Fixture.model()
        m.handle(.key(.pageDown), now: 0)
        guard let anchor = m.anchor() else {
            Issue.record("no anchor")
            return
        }
        #expect(anchor.key == ElementKey(category: .cell, indexPath: IndexPath(item: 9, section: 0)))
        #expect(anchor.rows == 1)
        m.handle(.key(.tab), now: 0)
        #expect(m.layoutName == "Grid 2")
        #expect(m.message == "Layout 2/2: Grid 2")
        // Cell 9 moved to row 4 of the 2-column grid (y 224) and is still on screen row 1.
        #expect(m.offset.y == 216)
        #expect(m.layout?.element(at: anchor.key.indexPath)?.frame.minY == 224)
        m.handle(.key(.tab), now: 0)
        #expect(m.layoutName == "Grid 3")
        m.handle(.key(.backTab), now: 0)
        #expect(m.layoutName == "Grid 2")
        m.handle(.key(.character("1")), now: 0)
        #expect(m.layoutName == "Grid 3")
        m.handle(.key(.character("7")), now: 0)
        #expect(m.layoutName == "Grid 3")
        #expect(m.message == "Test has 2 layouts")
    }

    @Test func scenariosSwitchWithNAndP() {
        var m = Fixture.model(documents: [TestDocuments.grid(name: "A"), TestDocuments.grid(name: "B", sections: 1)])
        m.handle(.key(.pageDown), now: 0)
        m.handle(.key(.character("n")), now: 0)
        #expect(m.document.name == "B")
        #expect(m.offset == .zero)
        #expect(m.message == "Scenario 2/2: B")
        m.handle(.key(.character("n")), now: 0)
        #expect(m.document.name == "A")
        m.handle(.key(.character("p")), now: 0)
        #expect(m.document.name == "B")
    }

    @Test func layoutsWithoutParametersSaySo() {
        var m = Fixture.model()
        m.handle(.key(.character("c")), now: 0)
        #expect(m.message == "Grid 3 has no columns parameter")
        m.handle(.key(.character("a")), now: 0)
        #expect(m.message == "Grid 3 has no banner frequency parameter")
    }

    /// Every tunable family's knobs, through the one dispatch point (``TunableLayout``);
    /// families without a conformance have none and report every knob as unsupported.
    @Test func knobsPerFamily() {
        #expect(LayoutTuning.knobs(of: PinterestLayout.Configuration()) == [.columns, .spacing, .bannerFrequency])
        #expect(LayoutTuning.knobs(of: FlowLayout.Configuration()) == [.columns, .spacing])
        #expect(
            LayoutTuning.knobs(of: PluginLayout.Configuration(sections: [.grid(GridPlugin())])) == [
                .columns, .spacing, .variant,
            ])
        #expect(LayoutTuning.knobs(of: SplitLayout.Configuration()) == [.columns, .spacing, .variant])
        #expect(LayoutTuning.knobs(of: MosaicLayout.Configuration()).isEmpty)
        #expect(LayoutTuning.summary(of: MosaicLayout.Configuration(), containerWidth: 375, glyphs: .unicode) == nil)
        guard
            case .unsupported(let text) = LayoutTuning.adjust(
                MosaicLayout.Configuration(), knob: .spacing, step: 1, containerWidth: 375)
        else {
            Issue.record("Mosaic has no knobs")
            return
        }
        #expect(text == "Mosaic has no spacing parameter")
    }

    @Test func pinterestKnobs() {
        let p = PinterestLayout.Configuration(numberOfColumns: 2, cellPadding: 6, numberOfItemsBeforeAds: nil)
        guard
            case .changed(let more as PinterestLayout.Configuration, let text) = LayoutTuning.adjust(
                p, knob: .columns, step: 1, containerWidth: 375)
        else {
            Issue.record("columns not changed")
            return
        }
        #expect(more.numberOfColumns == 3)
        #expect(text == "columns: 3")
        let one = PinterestLayout.Configuration(numberOfColumns: 1)
        guard case .atLimit(let limit) = LayoutTuning.adjust(one, knob: .columns, step: -1, containerWidth: 375)
        else {
            Issue.record("no limit")
            return
        }
        #expect(limit == "columns: 1 (limit)")
        guard
            case .changed(let padded as PinterestLayout.Configuration, let ptext) = LayoutTuning.adjust(
                p, knob: .spacing, step: -1, containerWidth: 375)
        else {
            Issue.record("padding not changed")
            return
        }
        #expect(padded.cellPadding == 4)
        #expect(ptext == "padding: 4 pt")
        guard
            case .changed(let banners as PinterestLayout.Configuration, let btext) = LayoutTuning.adjust(
                p, knob: .bannerFrequency, step: 1, containerWidth: 375)
        else {
            Issue.record("banners not changed")
            return
        }
        #expect(banners.numberOfItemsBeforeAds == 30)
        #expect(btext == "banners: every 30 items")
        guard case .atLimit = LayoutTuning.adjust(p, knob: .bannerFrequency, step: -1, containerWidth: 375)
        else {
            Issue.record("banners below off")
            return
        }
        let odd = PinterestLayout.Configuration(numberOfItemsBeforeAds: 7)
        guard
            case .changed(let fromOdd as PinterestLayout.Configuration, _) = LayoutTuning.adjust(
                odd, knob: .bannerFrequency, step: 1, containerWidth: 375)
        else {
            Issue.record("odd banner value")
            return
        }
        #expect(fromOdd.numberOfItemsBeforeAds == 5)
        #expect(LayoutTuning.summary(of: p, containerWidth: 375, glyphs: .unicode) == "2 col, pad 6, no ads")
    }

    @Test func flowColumnsResizeTheItems() {
        let f = FlowLayout(
            itemSize: Size(width: 50, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 10
        ).configuration
        guard
            case .changed(let more as FlowLayout.Configuration, let text) = LayoutTuning.adjust(
                f, knob: .columns, step: 1, containerWidth: 320)
        else {
            Issue.record("flow columns")
            return
        }
        // 5 columns of 50 fit in 320 with 10 pt spacing; 6 columns: (320 - 50) / 6 = 45.
        #expect(more.itemSize == Size(width: 45, height: 45))
        #expect(text == "columns: 6 (item 45 pt wide)")
        guard
            case .changed(let spaced as FlowLayout.Configuration, _) = LayoutTuning.adjust(
                f, knob: .spacing, step: 1, containerWidth: 320)
        else {
            Issue.record("flow spacing")
            return
        }
        #expect(spaced.minimumInteritemSpacing == 12)
        #expect(spaced.minimumLineSpacing == 12)
        guard case .unsupported = LayoutTuning.adjust(f, knob: .bannerFrequency, step: 1, containerWidth: 320)
        else {
            Issue.record("flow banners")
            return
        }
        let sideways = FlowLayout(scrollDirection: .horizontal).configuration
        guard case .unsupported = LayoutTuning.adjust(sideways, knob: .columns, step: 1, containerWidth: 320)
        else {
            Issue.record("horizontal flow columns")
            return
        }
    }

    @Test func aLayoutThatCannotPrepareShowsItsError() {
        var doc = TestDocuments.grid()
        doc.choices.append(
            LayoutChoice(name: "Broken", configuration: UnpreparedLayout(TestGridLayout(columns: 0, label: "Broken"))))
        var m = Fixture.model(documents: [doc])
        m.handle(.key(.character("3")), now: 0)
        #expect(m.layout == nil)
        #expect(m.layoutError == "Broken cannot show this data: layout.columns: must be at least 1")
        #expect(m.visible.elements.isEmpty)
        let screen = ScreenComposer().compose(m, now: 0)
        #expect(screen.trimmedText.contains("Broken cannot show this data: layout.columns: must be at least 1"))
        m.handle(.key(.tab), now: 0)
        #expect(m.layoutName == "Grid 3")
        #expect(m.layout != nil)
    }

    @Test func switchingAnimatesFromOldFramesToNewOnes() {
        var m = Fixture.model(animations: true)
        let before = m.visible.elements
        m.handle(.key(.tab), now: 10)
        guard let t = m.transition else {
            Issue.record("no transition")
            return
        }
        #expect(t.duration == 0.25)
        #expect(m.nextDeadline(after: 10) == 10 + 1.0 / 30)
        // At the start every element is where the old layout drew it (in cells).
        let start = Dictionary(uniqueKeysWithValues: t.attributes(at: 10).map { (ElementKey($0), $0) })
        for b in before {
            let a = start[ElementKey(b)]
            #expect(
                a?.frame
                    == Rect(
                        x: b.frame.minX / 4, y: b.frame.minY / 8, width: b.frame.width / 4, height: b.frame.height / 8))
        }
        // At the end every element is where the new layout draws it.
        let end = Dictionary(uniqueKeysWithValues: t.attributes(at: 10.25).map { (ElementKey($0), $0) })
        for a in m.visible.elements {
            #expect(
                end[ElementKey(a)]?.frame
                    == Rect(
                        x: a.frame.minX / 4, y: (a.frame.minY - m.offset.y) / 8, width: a.frame.width / 4,
                        height: a.frame.height / 8))
            #expect(end[ElementKey(a)]?.alpha == 1)
        }
        // Halfway, a shared element is between both.
        let mid = t.attributes(at: 10.125)
        #expect(mid.count == t.tracks.count)
        let t1 = m.tick(now: 10.1)
        #expect(t1 == true)
        #expect(m.transition != nil)
        let t2 = m.tick(now: 10.3)
        #expect(t2 == true)
        #expect(m.transition == nil)
        #expect(m.nextDeadline(after: 10.3) == nil)
        let t3 = m.tick(now: 10.4)
        #expect(t3 == false)
    }

    @Test func noAnimationMeansNoTransition() {
        var m = Fixture.model(animations: false)
        m.handle(.key(.tab), now: 0)
        #expect(m.transition == nil)
        #expect(m.nextDeadline(after: 0) == nil)
    }
}

@Suite struct FlowTuningRoundTripTests {
    @Test func columnsBackToTheOriginalCountRestoreTheOriginalItemSize() {
        let original = FlowLayout(
            itemSize: Size(width: 110, height: 90), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(top: 10, left: 10, bottom: 20, right: 10)
        ).configuration
        var layout: any LayoutConfiguration = original
        for step in [1, 1, -1, -1] {
            guard
                case .changed(let next, _) = LayoutTuning.adjust(
                    layout, knob: .columns, step: step, containerWidth: 375, original: original)
            else {
                Issue.record("not changed")
                return
            }
            layout = next
        }
        #expect((layout as? FlowLayout.Configuration)?.itemSize == Size(width: 110, height: 90))
    }
}

@Suite struct PluginAndSplitTuningTests {
    @Test func pluginColumnsSpacingAndFamily() {
        let p = PluginLayout.Configuration(sections: [
            .staggered(StaggeredPlugin(columns: 2)), .grid(GridPlugin(lineFraction: 3)),
        ])
        guard
            case .changed(let more as PluginLayout.Configuration, let text) = LayoutTuning.adjust(
                p, knob: .columns, step: 1, containerWidth: 375)
        else {
            Issue.record("plugin columns")
            return
        }
        #expect(more.sections == [.staggered(StaggeredPlugin(columns: 3)), .grid(GridPlugin(lineFraction: 4))])
        #expect(text == "staggered columns: 3, grid items per line: 4")
        guard
            case .changed(let spaced as PluginLayout.Configuration, _) = LayoutTuning.adjust(
                p, knob: .spacing, step: 1, containerWidth: 375)
        else {
            Issue.record("plugin spacing")
            return
        }
        #expect(
            spaced.sections.allSatisfy {
                $0.spacing.minimumInteritemSpacing == 12 && $0.spacing.minimumLineSpacing == 12
            })
        guard
            case .changed(let mosaic as PluginLayout.Configuration, let vtext) = LayoutTuning.adjust(
                p, knob: .variant, step: 1, containerWidth: 375)
        else {
            Issue.record("plugin variant")
            return
        }
        #expect(mosaic.sections.map(\.kind) == [.mosaic, .mosaic])
        #expect(vtext == "plugin: mosaic in every section")
        #expect(LayoutTuning.summary(of: p, containerWidth: 375, glyphs: .unicode) == "staggered+grid, gap 10")
    }

    @Test func splitItemsPerLineSpacingAndSideRatio() {
        let s = SplitLayout.Configuration()
        guard
            case .changed(let perLine as SplitLayout.Configuration, let text) = LayoutTuning.adjust(
                s, knob: .columns, step: 1, containerWidth: 375)
        else {
            Issue.record("split columns")
            return
        }
        #expect(perLine.itemsPerLine == 4)
        #expect(text == "items per line: 4")
        guard
            case .changed(let ratio as SplitLayout.Configuration, let rtext) = LayoutTuning.adjust(
                s, knob: .variant, step: -1, containerWidth: 375)
        else {
            Issue.record("split ratio")
            return
        }
        #expect(ratio.leftSideRatio == 0.7)
        #expect(ratio.splitSpacing == 8)
        #expect(rtext == "left side: 70% of the width")
        guard case .atLimit = LayoutTuning.adjust(s, knob: .variant, step: 1, containerWidth: 375)
        else {
            Issue.record("split ratio limit")
            return
        }
        #expect(LayoutTuning.summary(of: s, containerWidth: 375, glyphs: .unicode) == "left 100%, own sizes, gap 0")
    }
}
