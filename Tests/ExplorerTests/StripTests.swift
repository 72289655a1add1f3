import CollectionLayout
import TestSupport
import Testing

@testable import Explorer

/// Two compositional sections scrolling orthogonally with group paging: groups 100 wide,
/// 10 apart, 20-pt leading and trailing insets (content 1130 pt, offsets 0 ... 755 on a
/// 375-pt phone; group starts every 110 pt).
@Suite struct StripTests {
    func model(animations: Bool = false) -> ExplorerModel {
        let section = StripFixtures.section(.groupPaging)
        let doc = ExplorerDocument(
            name: "Strips", context: LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [10, 10]),
            choices: [LayoutChoice(name: "Compositional", layout: CompositionalLayout(section: section))])
        return Fixture.model(columns: 75, rows: 24, documents: [doc], animations: animations)
    }

    func stripOffset(_ m: ExplorerModel, _ section: Int) -> Double? {
        (m.layout as? CompositionalLayout)?.stripOffset(forSection: section, at: m.position)
    }

    @Test func sidewaysKeysPageTheFirstStripOnScreen() {
        var m = model()
        #expect(m.maxOffset.x == 0)
        #expect(m.activeStrip?.section == 0)
        m.handle(.key(.character("l")), now: 0)
        #expect(stripOffset(m, 0) == 110)
        #expect(stripOffset(m, 1) == 0)
        #expect(m.message == "Section 0 strip: 110 of 755 pt (groupPaging)")
        #expect(m.visible.elements.contains { $0.indexPath == IndexPath(item: 1, section: 0) && $0.frame.minX == 20 })
        m.handle(.key(.left), now: 0)
        #expect(stripOffset(m, 0) == 0)
        m.handle(.key(.left), now: 0)
        #expect(m.message == "Section 0 strip: at its start")
        for _ in 0..<20 { m.handle(.key(.right), now: 0) }
        #expect(stripOffset(m, 0) == 755)
    }

    @Test func scrollingAStripLeavesThePreparedLayoutAlone() {
        var m = model()
        let revision = m.layoutRevision
        let before = m.visible.elements
        m.handle(.key(.character("l")), now: 0)
        // The offset is the model's scroll position; the prepared layout is the same one.
        #expect(m.position.orthogonalOffsets == [0: 110])
        #expect(m.layoutRevision == revision)
        #expect(m.visible.elements != before)
        let first = IndexPath(item: 1, section: 0)
        #expect(m.visible.elements.first { $0.indexPath == first }?.frame.minX == 20)
        #expect(m.layout?.element(at: first)?.frame.minX == 130)
        m.handle(.key(.character("h")), now: 0)
        #expect(m.position.orthogonalOffsets == [0: 0])
        #expect(m.visible.elements == before)
    }

    @Test func focusWalksAlongItsStripAndScrollsIt() {
        var m = model()
        m.handle(.key(.character("f")), now: 0)
        #expect(m.focus == ElementKey(category: .cell, indexPath: IndexPath(item: 0, section: 0)))
        for _ in 0..<3 { m.handle(.key(.right), now: 0) }
        #expect(m.focus == ElementKey(category: .cell, indexPath: IndexPath(item: 3, section: 0)))
        // Item 3 spans 350...450 at rest: the strip settles on the group start 110.
        #expect(stripOffset(m, 0) == 110)
        guard let f = m.focusedAttributes else {
            Issue.record("no focus")
            return
        }
        #expect(f.frame.minX >= 0 && f.frame.maxX <= 375)
        #expect(m.activeStrip?.section == 0)
        // Down lands on the cell below in the next strip (item 2 lies under item 3's place).
        m.handle(.key(.down), now: 0)
        #expect(m.focus == ElementKey(category: .cell, indexPath: IndexPath(item: 2, section: 1)))
        m.handle(.key(.left), now: 0)
        m.handle(.key(.left), now: 0)
        #expect(m.focus == ElementKey(category: .cell, indexPath: IndexPath(item: 0, section: 1)))
        m.handle(.key(.left), now: 0)
        #expect(m.message == "Nothing further left")
    }

    @Test func stripScrollsAnimateWhenAnimationsAreOn() {
        var m = model(animations: true)
        m.handle(.key(.character("l")), now: 5)
        guard let t = m.transition else {
            Issue.record("no animation")
            return
        }
        let start = t.attributes(at: 5).first { $0.indexPath == IndexPath(item: 1, section: 0) && $0.category == .cell }
        let end = t.attributes(at: 5.25).first {
            $0.indexPath == IndexPath(item: 1, section: 0) && $0.category == .cell
        }
        #expect(start?.frame.minX == 130.0 / 5)
        #expect(end?.frame.minX == 20.0 / 5)
    }
}

extension StripTests {
    @Test func theTourPagesStripsWhenTheLayoutHasThem() {
        let m = model()
        #expect(TourScript.hasStrips(m.document))
        let keys = TourScript.steps(for: m).prefix(8).map(\.action)
        #expect(keys.contains(.key(.character("l"))))
        #expect(!TourScript.hasStrips(TestDocuments.grid()))
    }
}
