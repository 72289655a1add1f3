import CollectionLayout
import TerminalCanvas
import Testing

@testable import Explorer

/// Boxes that teach: the inspector's "why" rows and the debug overlay's search panel,
/// as whole frames.
@Suite struct TeachingOverlayTests {
    func mosaicModel(columns: Int, rows: Int) -> ExplorerModel {
        let context = LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [10])
        let document = ExplorerDocument(
            name: "Mosaic", context: context,
            choices: [LayoutChoice(name: "Mosaic", configuration: MosaicLayout.Configuration())],
            title: { $0.category == .cell ? "Tile \($0.indexPath.item)" : nil })
        return Fixture.model(columns: columns, rows: rows, documents: [document])
    }

    @Test func theInspectorSaysWhyTheElementIsThere() {
        var m = mosaicModel(columns: 64, rows: 22)
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.down), now: 0)
        m.handle(.key(.right), now: 0)
        let text = ScreenComposer().compose(m, now: 0).trimmedText
        #expect(
            text == #"""
                 Mosaic · Mosaic │ 5/10 │ y 176 23% │ 375×234 pt
                │                                                              │
                └──────────────────────────────────────────────────────────────┘
                ┌──────────────────────────────┐┌──────────────────────────────┐
                │Tile 1                        ││Tile 2                        │
                │                              ││                              │
                │                              ││                              │
                │                              ││                              │
                                                                               │
                 ┌ Inspector ───────────────────────────┐                      │
                 │ category   cell                      │                      │
                 │ kind       —                         │                      │
                 │ index path section 0, item 2         │                      │
                 │ title      Tile 2                    │                      │
                 │ origin     x 189, y 202              │                      │
                 │ size       186×200 pt                │                      │
                 │ zIndex     0                         │                      │
                 │ alpha      1                         │                      │
                 │ why        segment fiftyFifty, slot  │                      │
                 │            2 of 2 (band 2)           │ ─────────────────────┘
                 └──────────────────────────────────────┘ ┐┌───────────────────┐
                 Focus: cell [0, 2]  ↑↓←→ move focus  Esc leave focus
                """#)
    }

    @Test func theInspectorAsksTheLayoutOncePerFocusLayoutAndOffset() {
        var m = mosaicModel(columns: 64, rows: 22)
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.down), now: 0)
        let first = ScreenComposer().compose(m, now: 0).trimmedText
        let asked = m.explanationCache.misses
        // Frames drawn with nothing changed: the same screen, the kept explanation.
        for t in 1...5 { #expect(ScreenComposer().compose(m, now: Double(t)).trimmedText == first) }
        #expect(m.explanationCache.misses == asked)
        // Another focus asks again, once.
        m.handle(.key(.right), now: 0)
        let moved = ScreenComposer().compose(m, now: 0).trimmedText
        #expect(moved != first && m.explanationCache.misses == asked + 1)
        #expect(ScreenComposer().compose(m, now: 1).trimmedText == moved)
        #expect(m.explanationCache.misses == asked + 1)
        // Another layout value (a copy's layout changed) never reads the kept answer.
        let revision = m.layoutRevision
        let prepared = m.layout
        m.layout = prepared
        #expect(m.layoutRevision != revision)
        #expect(ScreenComposer().compose(m, now: 0).trimmedText == moved)
        #expect(m.explanationCache.misses == asked + 2)
    }

    @Test func theDebugOverlayListsTheSearchSteps() {
        var m = mosaicModel(columns: 90, rows: 30)
        m.handle(.key(.character("d")), now: 0)
        let text = ScreenComposer().compose(m, now: 0).trimmedText
        #expect(
            text == #"""
                 Mosaic · Mosaic │ 1/10 │ 7.5 µs, 7 probes │ y 0 0% │ 375×233 pt
                ┌ search ──────────────┐─────────────────────────────────────────────────────────────────┐
                │band 41.7-191.7, n 10 │                                                                 │
                │1 S[5] 504≥41.7       │                                                                 │
                │2 S[2] 202≥41.7       │                                                                 │
                │3 S[1] 202≥41.7       │ query x 75 y 41.7 225×150 pt ──────────────────┐                │
                │4 S[0] 1<41.7         │                                                │                │
                │5 G[1] 202≥191.7      │                                                │                │
                │starting in band: none│                                                │                │
                └──────────────────────┘                                                │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                │                │                                                      │                │
                └────────────────└─ 1 element · 7 probes · 7.5 µs ──────────────────────┘────────────────┘
                                    willDisplay +0 · didEndDisplaying -2 [0,1] [0,2]



                 Debug: only elements meeting the query rectangle are drawn  q quit  ? help  ↑↓ scroll
                """#)
    }
}
