import CollectionLayout
import Scenarios
import TerminalCanvas
import Testing

@testable import Explorer

/// A split layout's rotation rules under the `w` key, and the `o` key that moves a
/// section to the other side, as whole frames.
@Suite struct SplitRotationTests {
    let composer = ScreenComposer()

    /// Two sections of two 80 x 40 items with 20-pt headers, "Left" on the left and
    /// "Right" on the right; one column, every section kept, when compact; half and half
    /// with a 20-pt gap when regular. The scenario's viewport is 390 pt (compact).
    static func document() -> ExplorerDocument {
        var appearance = CollectionAppearance()
        func section(_ id: String, _ side: SectionSide) -> CollectionData.Section {
            appearance.sections[id] = .init(title: id)
            for n in 1...2 { appearance.itemTitles["\(id)\(n)"] = "\(id.prefix(1))\(n)" }
            return CollectionData.Section(
                id: id, headerHeight: 40, side: side,
                items: (1...2).map { CollectionData.Item(id: "\(id)\($0)", metrics: .unspecified) })
        }
        let layout = SplitLayout(
            splitSpacing: 20, sizeForItem: { _, width, _ in Size(width: width / 2, height: 80) },
            rotation: SplitRotation(
                compact: SplitWidthClassRule(leftSideRatio: 1, collapsesToVisibleSide: true),
                regular: SplitWidthClassRule(leftSideRatio: 0.5))
        ).configuration
        let data = CollectionData(sections: [section("Left", .left), section("Right", .right)])
        return ExplorerDocument(
            name: "Rotate", data: data, appearance: appearance,
            viewport: Size(width: 390, height: 300), choices: [LayoutChoice(name: "Split", configuration: layout)])
    }

    func model() -> ExplorerModel {
        Fixture.model(columns: 80, rows: 16, documents: [Self.document()])
    }

    @Test func deviceWidthAppliesTheRotationRules() {
        var m = model()
        // Compact (390 pt): one column, the right section collapsed below the left one.
        #expect(
            composer.compose(m, now: 0).trimmedText == """
                 Rotate · Split │ 5/8 │ 7.5 µs, 17 probes │ y 0 0% │ 390×137 pt
                ┌──────────────────────────────────────────────────────────────────────────────┐
                │Left                                                                          │
                │                                                                              │
                └──────────────────────────────────────────────────────────────────────────────┘
                ┌──────────────────────────────────────┐┌──────────────────────────────────────┐
                │L1                                    ││L2                                    │
                │                                      ││                                      │
                │                                      ││                                      │
                │                                      ││                                      │
                │                                      ││                                      │
                │                                      ││                                      │
                └──────────────────────────────────────┘└──────────────────────────────────────┘
                ┌──────────────────────────────────────────────────────────────────────────────┐
                │Right                                                                         │
                 q quit  ? help  ↑↓ scroll  Tab layout  c/s/a/v tweak  w width  f focus  d debug
                """)
        m.handle(.key(.character("w")), now: 0)
        #expect(m.message == "Device width: 390×844 pt (phone portrait), compact: left side 100%, every section on it")
        m.handle(.key(.character("w")), now: 0)
        // Regular (844 pt): half and half with the 20-pt gap; each item half its side.
        #expect(
            composer.compose(m, now: 0).trimmedText == """
                 Rotate · Split │ 8/8 │ y 0 100% │ 844×295 pt │ left 50%, sized by side, gap 0
                ┌Left─────────────────────────────────┐  ┌Right────────────────────────────────┐
                └─────────────────────────────────────┘  └─────────────────────────────────────┘
                ┌──────────────────┐┌─────────────────┐  ┌─────────────────┐┌──────────────────┐
                │L1                ││L2               │  │R1               ││R2                │
                │                  ││                 │  │                 ││                  │
                └──────────────────┘└─────────────────┘  └─────────────────┘└──────────────────┘








                 Device width: 844×390 pt (phone landscape), regular: left side 50%  q quit
                """)
        let split = m.layout as? SplitLayout
        #expect(split?.widthClass == .regular && split?.leftSideRatio == 0.5)
        #expect(
            split?.element(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 638, y: 40, width: 206, height: 80))
    }

    @Test func oMovesTheSectionToTheOtherSideAndUndoBringsItBack() {
        var m = model()
        m.handle(.key(.character("w")), now: 0)
        m.handle(.key(.character("w")), now: 0)
        m.handle(.key(.character("o")), now: 0)
        // Section 0 joins section 1 on the right; the left side is empty.
        #expect(
            composer.compose(m, now: 0).trimmedText == """
                 Rotate · Split │ 8/8 │ y 0 100% │ 844×295 pt │ left 50%, sized by side, gap 0
                                                         ┌Left─────────────────────────────────┐
                                                         └─────────────────────────────────────┘
                                                         ┌─────────────────┐┌──────────────────┐
                                                         │L1               ││L2                │
                                                         │                 ││                  │
                                                         └─────────────────┘└──────────────────┘
                                                         ┌Right────────────────────────────────┐
                                                         └─────────────────────────────────────┘
                                                         ┌─────────────────┐┌──────────────────┐
                                                         │R1               ││R2                │
                                                         └─────────────────┘└──────────────────┘



                 Section 0 moves to the right side  q quit  ? help  ↑↓ scroll  Tab layout
                """)
        #expect(m.document.data?.sections[0].metrics.side == .right)
        m.handle(.key(.character("u")), now: 0)
        #expect(m.message == "Undo: section 0 back on the left side")
        #expect(m.document.data?.sections[0].metrics.side == .left)
        #expect((m.layout as? SplitLayout)?.sectionSides == [.left, .right])
    }

    @Test func oSaysWhereTheSectionEndsUp() {
        // Compact collapses it back onto the one side.
        var m = model()
        m.handle(.key(.character("o")), now: 0)
        #expect(
            m.message == "Section 0 moves to the right side: shown on the left side, this width collapses to one side")
        // Without the rules, ratio 1 hides the right side.
        var document = Self.document()
        document.choices = [LayoutChoice(name: "Split", configuration: SplitLayout.Configuration())]
        var plain = Fixture.model(columns: 80, rows: 16, documents: [document])
        plain.handle(.key(.character("o")), now: 0)
        #expect(
            plain.message
                == "Section 0 moves to the right side: hidden, this ratio shows only the left side (v changes it)")
        // Any other layout: a hint.
        var grid = Fixture.model()
        grid.handle(.key(.character("o")), now: 0)
        #expect(grid.message == "o moves a section to the other side of a split layout (Tab to Split)")
    }

    @Test func vStepsTheRatioOfTheCurrentWidthClass() {
        var m = model()
        m.handle(.key(.character("w")), now: 0)
        m.handle(.key(.character("w")), now: 0)
        m.handle(.key(.character("v")), now: 0)
        #expect(m.message == "left side: 60% of the width (regular width)")
        let split = m.layout as? SplitLayout
        #expect(split?.leftSideRatio == 0.6)
        #expect(split?.rotation?.compact == SplitWidthClassRule(leftSideRatio: 1, collapsesToVisibleSide: true))
        #expect(m.parameterSummary == "left 60%, sized by side, gap 0")
        // Back to compact: its own rule still holds.
        m.handle(.key(.character("W")), now: 0)
        m.handle(.key(.character("W")), now: 0)
        #expect((m.layout as? SplitLayout)?.leftSideRatio == 1)
        #expect(m.parameterSummary == "left 100% one side, sized by side, gap 0")
    }
}

extension SplitRotationTests {
    @Test func columnsReplaceTheSizingDelegateWithSquares() {
        let layout = SplitLayout(sizeForItem: { _, width, _ in Size(width: width / 2, height: 10) }).configuration
        guard
            case .changed(let tuned as SplitLayout.Configuration, let text) = LayoutTuning.adjust(
                layout, knob: .columns, step: 1, containerWidth: 390)
        else {
            Issue.record("split columns")
            return
        }
        #expect(tuned.itemsPerLine == 4 && tuned.sizeForItem == nil)
        #expect(text == "items per line: 4 (squares replace the sizes by side)")
    }
}
