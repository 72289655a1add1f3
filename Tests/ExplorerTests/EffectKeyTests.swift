import CollectionLayout
import Testing

@testable import Explorer

/// `T`, `F` and `L` toggle PluginLayout's sticky headers, fade and elastic in one section:
/// the focused one, else the first on screen.
@Suite struct EffectKeyTests {
    /// Two sections of eight 100 x 50 flow items with 20-point headers, as PluginLayout.Configuration,
    /// then the test grid.
    static func document() -> ExplorerDocument {
        let flow = SectionPlugin.flow(
            FlowPlugin(
                itemSize: Size(width: 100, height: 50),
                spacing: PluginSpacing(minimumLineSpacing: 0, minimumInteritemSpacing: 0)))
        var grid = TestDocuments.grid(sections: 2, items: 8)
        grid.context = LayoutContext(
            containerSize: Size(width: 320, height: 480),
            sections: [SectionMetrics(itemCount: 8, headerHeight: 20), SectionMetrics(itemCount: 8, headerHeight: 20)],
            itemMetrics: .uniform(.unspecified))
        grid.choices.insert(
            LayoutChoice(name: "Plugin", configuration: PluginLayout.Configuration(sections: [flow])), at: 0)
        return grid
    }

    static func plugin(_ m: ExplorerModel) -> PluginLayout? { m.layout as? PluginLayout }

    @Test func keysToggleEffectsInTheFirstSectionOnScreen() {
        var m = Fixture.model(columns: 40, rows: 20, documents: [Self.document()])
        m.handle(.key(.character("F")), now: 0)
        #expect(m.message == "section 0: fade on")
        #expect(Self.plugin(m)?.sectionEffects == [0: [.fade(span: 200)]])
        #expect((m.configuration as? PluginLayout.Configuration)?.sectionEffects == [0: [.fade(span: 200)]])
        m.handle(.key(.character("T")), now: 0)
        #expect(m.message == "section 0: sticky headers on")
        m.handle(.key(.character("F")), now: 0)
        #expect(m.message == "section 0: fade off")
        #expect(Self.plugin(m)?.sectionEffects == [0: [.sticky(.headers)]])
        let layout = Self.plugin(m)
        // The status bar lists the section's own effects with the layout's parameters.
        #expect(StatusBar.text(m.statusLine, columns: 200).contains("flow, gap 0, section 0: sticky"))
        #expect(
            LayoutTuning.summary(
                of: layout?.configuration ?? PluginLayout.Configuration(), containerWidth: 320, glyphs: .unicode)
                == "flow, gap 0, section 0: sticky")
        // What the screen shows is the layout's query at the current offset, effects applied.
        #expect(m.visible.elements == layout?.query(m.queryRect, contentOffset: m.offset).elements)
    }

    @Test func theFocusedSectionIsTheOneThatChanges() {
        var m = Fixture.model(columns: 40, rows: 20, documents: [Self.document()])
        m.focus = ElementKey(category: .cell, indexPath: IndexPath(item: 2, section: 1))
        m.handle(.key(.character("L")), now: 0)
        #expect(m.message == "section 1: elastic on")
        #expect(Self.plugin(m)?.sectionEffects == [1: [.elastic(spacing: 20, span: 300)]])
        #expect(Self.plugin(m)?.isEffectOn(.elastic, inSection: 0) == false)
        // Section 1's first item lags by the original's elastic arithmetic; section 0's do not.
        let height = m.deviceSize.height
        for (section, lags) in [(1, true), (0, false)] {
            let at = IndexPath(item: 0, section: section)
            guard let stored = m.layout?.element(at: at)?.frame.minY,
                let shown = m.visible.elements.first(where: { $0.category == .cell && $0.indexPath == at })
            else {
                Issue.record("cell \(at) is not on screen")
                continue
            }
            let lag = PluginEffect.elasticDisplacement(
                origin: stored, offset: 0, viewport: height, spacing: 20, span: 300)
            #expect(lag > 0)
            #expect(shown.frame.minY == (lags ? stored + lag : stored))
        }
        // A re-prepare (another device width) keeps the section's effect.
        m.handle(.key(.character("w")), now: 0)
        #expect(Self.plugin(m)?.sectionEffects == [1: [.elastic(spacing: 20, span: 300)]])
    }

    @Test func otherFamiliesSayEffectsBelongToPluginLayout() {
        var m = Fixture.model(columns: 40, rows: 20, documents: [Self.document()])
        m.handle(.key(.tab), now: 0)
        m.handle(.key(.character("F")), now: 0)
        #expect(m.message == "Scroll effects (T sticky, F fade, L elastic) belong to PluginLayout; Grid 3 has none")
    }

    @Test func theKeysAreInTheTable() {
        let text = KeyBindings.text().joined(separator: "\n")
        #expect(text.contains("T  F  L"))
    }

    /// `c` and `v` change the plugin inside a section background and keep the background.
    @Test func tuningKeepsSectionBackgrounds() {
        let inset = EdgeInsets(all: 3)
        func wrapped(_ p: SectionPlugin) -> SectionPlugin {
            .custom(AnyLayoutPlugin(SectionBackgroundPlugin(base: p, inset: inset)))
        }
        let layout = PluginLayout.Configuration(sections: [wrapped(.grid(GridPlugin(lineFraction: 2)))])
        guard
            case .changed(let more as PluginLayout.Configuration, let text) = LayoutTuning.adjust(
                layout, knob: .columns, step: 1, containerWidth: 390, original: nil)
        else {
            Issue.record("columns not changed")
            return
        }
        #expect(more.sections == [wrapped(.grid(GridPlugin(lineFraction: 3)))])
        #expect(text == "grid items per line: 3")
        guard
            case .changed(let next as PluginLayout.Configuration, _) = LayoutTuning.adjust(
                layout, knob: .variant, step: 1, containerWidth: 390, original: nil)
        else {
            Issue.record("variant not changed")
            return
        }
        #expect(next.sections == [wrapped(.staggered(StaggeredPlugin()))])
    }

    /// A section background made by a plugin is on screen, behind the section's cells: the
    /// content area draws it like any decoration (here its box, 4 points outside the cells).
    @Test func aSectionBackgroundIsDrawnBehindTheCells() {
        let flow = SectionPlugin.flow(
            FlowPlugin(
                itemSize: Size(width: 100, height: 50),
                spacing: PluginSpacing(
                    sectionInset: EdgeInsets(all: 20), minimumLineSpacing: 10, minimumInteritemSpacing: 10)))
        let background = SectionBackgroundPlugin(base: flow, inset: EdgeInsets(all: 4))
        var document = Self.document()
        document.choices[0] = LayoutChoice(
            name: "Plugin", configuration: PluginLayout.Configuration(sections: [.custom(AnyLayoutPlugin(background))]))
        let m = Fixture.model(columns: 40, rows: 20, documents: [document])
        let shown = m.visible.elements.first { $0.category == .decoration(kind: ElementKind.background) }
        // Section 0: a 20-point header, then the body from 20 to the bottom inset after the items.
        #expect(shown?.frame.minX == 4)
        #expect(shown?.frame.minY == 24)
        #expect(shown?.zIndex == -1)
        // The screen's rows 3 to 18: the background's box around the section's cells.
        let lines = ScreenComposer().compose(m, now: 0).trimmedLines
        #expect(
            lines[3...18].joined(separator: "\n") == """
                 ┌─────────────────────────────────────┐
                 │ ┌──────────┐          ┌───────────┐ │
                 │ │Item 0-0  │          │Item 0-1   │ │
                 │ └──────────┘          └───────────┘ │
                 │ ┌──────────┐          ┌───────────┐ │
                 │ │Item 0-2  │          │Item 0-3   │ │
                 │ └──────────┘          └───────────┘ │
                 │                                     │
                 │ ┌──────────┐          ┌───────────┐ │
                 │ │Item 0-4  │          │Item 0-5   │ │
                 │ └──────────┘          └───────────┘ │
                 │                                     │
                 │ ┌──────────┐ ┌───────────┐          │
                 │ │Item 0-6  │ │Item 0-7   │          │
                 │ └──────────┘ └───────────┘          │
                 └─────────────────────────────────────┘
                """)
    }

    /// The tour toggles elastic and fade on a PluginLayout document, and back; not on others.
    @Test func theTourShowsTheEffectKeysOnPluginLayouts() {
        func effectKeys(_ document: ExplorerDocument) -> [TourAction] {
            let m = Fixture.model(columns: 40, rows: 20, documents: [document])
            return TourScript.steps(for: m).map(\.action).filter {
                [.key(.character("L")), .key(.character("F")), .key(.character("T"))].contains($0)
            }
        }
        #expect(
            effectKeys(Self.document()) == [
                .key(.character("L")), .key(.character("L")), .key(.character("F")), .key(.character("F")),
            ])
        #expect(effectKeys(TestDocuments.grid()).isEmpty)
    }
}
