import CollectionLayout
import Explorer
import Testing

/// Selection (Enter on the focused cell) and the display log (what each query changed).
@Suite struct SelectionTests {
    func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    func screen(_ m: ExplorerModel) -> String { ScreenComposer().compose(m, now: 0).text() }

    @Test func enterSelectsTheFocusedCellAndTheSelectionFollowsItsItem() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 2, items: 4)])
        m.handle(.key(.enter), now: 0)
        #expect(m.selection == nil)
        #expect(m.message == "Focus a cell first (f), then Enter selects it")
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.right), now: 0)
        m.handle(.key(.enter), now: 0)
        #expect(m.selection?.id == "0-1" && m.selection?.indexPath == p(0, 1))
        #expect(m.message == "Selected 0-1 (section 0, item 1): didSelectItemAt [0, 1]")
        #expect(screen(m).contains("✓ Item 0-1"))
        #expect(!screen(m).contains("✓ Item 0-0"))
        // An insert before it carries the selection to the item's new place.
        m.handle(.key(.left), now: 1)
        m.handle(.key(.character("i")), now: 1)
        #expect(m.selection?.id == "0-1" && m.selection?.indexPath == p(0, 2))
        #expect(screen(m).contains("✓ Item 0-1"))
        // Undo goes through the diff: back to [0, 1].
        m.handle(.key(.character("u")), now: 2)
        #expect(m.selection?.indexPath == p(0, 1))
        // Deleting another item moves it; deleting the selected item ends the selection.
        m.handle(.key(.escape), now: 3)
        m.handle(.key(.character("f")), now: 3)
        #expect(m.focus == ElementKey(category: .cell, indexPath: p(0, 0)))
        m.handle(.key(.character("x")), now: 3)
        #expect(m.selection?.id == "0-1" && m.selection?.indexPath == p(0, 0))
        m.handle(.key(.escape), now: 3)
        m.handle(.key(.character("f")), now: 3)
        #expect(m.focus == ElementKey(category: .cell, indexPath: p(0, 0)))
        m.handle(.key(.character("x")), now: 4)
        #expect(m.selection == nil)
        #expect(!screen(m).contains("✓"))
    }

    @Test func enterAgainDeselects() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 1, items: 4)])
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.enter), now: 0)
        #expect(m.selection?.indexPath == p(0, 0))
        m.handle(.key(.enter), now: 0)
        #expect(m.selection == nil)
        #expect(m.message == "Deselected item [0, 0]")
    }

    /// Issue 27: the highlight calls and the previous item's `didDeselectItemAt`, in
    /// UIKit's order; a click on a cell focuses and selects it; the debug overlay lists them.
    @Test func selectingAnotherItemDeselectsThePreviousInUIKitsOrder() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 1, items: 4)])
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.enter), now: 0)
        #expect(
            m.selectionEvents == [
                "shouldHighlightItemAt [0, 0]", "didHighlightItemAt [0, 0]", "didUnhighlightItemAt [0, 0]",
                "shouldSelectItemAt [0, 0]", "didSelectItemAt [0, 0]",
            ])
        m.handle(.key(.right), now: 0)
        m.handle(.key(.enter), now: 0)
        #expect(m.selection?.indexPath == p(0, 1))
        #expect(m.message == "Selected 0-1 (section 0, item 1): didDeselectItemAt [0, 0], didSelectItemAt [0, 1]")
        #expect(
            m.selectionEvents == [
                "shouldHighlightItemAt [0, 1]", "didHighlightItemAt [0, 1]", "didUnhighlightItemAt [0, 1]",
                "shouldSelectItemAt [0, 1]", "didDeselectItemAt [0, 0]", "didSelectItemAt [0, 1]",
            ])
        m.handle(.key(.enter), now: 0)
        #expect(m.selectionEvents.suffix(2) == ["shouldDeselectItemAt [0, 1]", "didDeselectItemAt [0, 1]"])
    }

    @Test func aClickOnACellFocusesAndSelectsIt() {
        var m = Fixture.model()
        // Cell [0, 1] covers columns 28-52 and content rows 4-9 (`FocusAndTourTests`).
        m.handle(.click(column: 30, row: 6), now: 0)
        #expect(m.focus == ElementKey(category: .cell, indexPath: p(0, 1)))
        #expect(m.selection?.indexPath == p(0, 1))
        #expect(m.selectionEvents.last == "didSelectItemAt [0, 1]")
        // A header is focused, not selected.
        m.handle(.click(column: 5, row: 1), now: 0)
        #expect(m.focus?.category != .cell)
        #expect(m.selection?.indexPath == p(0, 1))
        // Clicking the selected cell again selects it again (single selection never
        // deselects on a tap).
        m.handle(.click(column: 30, row: 6), now: 0)
        #expect(m.selection?.indexPath == p(0, 1))
        #expect(m.selectionEvents.suffix(2) == ["shouldSelectItemAt [0, 1]", "didSelectItemAt [0, 1]"])
        // The debug overlay lists them under the display log (cut to the query's width,
        // its start under the inspector at this size).
        m.handle(.key(.character("d")), now: 0)
        #expect(screen(m).contains(", 1] · didHighlightIte"))
    }

    @Test func theDisplayLogNamesWhatEnteredAndLeft() {
        var m = Fixture.model(rows: 12, documents: [TestDocuments.grid(sections: 1, items: 30)])
        m.handle(.key(.character("d")), now: 0)
        let before = Set(m.visible.elements.map(ElementKey.init))
        m.handle(.key(.pageDown), now: 0)
        let after = Set(m.visible.elements.map(ElementKey.init))
        #expect(Set(m.displayLog.willDisplay) == after.subtracting(before))
        #expect(Set(m.displayLog.didEndDisplaying) == before.subtracting(after))
        #expect(!m.displayLog.isEmpty)
        #expect(m.displayLog.willDisplay == m.displayLog.willDisplay.sorted { $0.indexPath < $1.indexPath })
    }

    @Test func theSummaryListsAFewOfEach() {
        let cell = { (i: Int) in
            LayoutAttributes(category: .cell, indexPath: IndexPath(item: i, section: 0), frame: .zero)
        }
        let header = LayoutAttributes(
            category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: 1), frame: .zero)
        let log = DisplayLog(from: [cell(0), cell(1)], to: [cell(1)] + (2..<8).map(cell) + [header])
        #expect(log.willDisplay.count == 7 && log.didEndDisplaying == [ElementKey(cell(0))])
        #expect(log.summary(limit: 3) == "willDisplay +7 [0,2] [0,3] [0,4] … · didEndDisplaying -1 [0,0]")
        #expect(DisplayLog().summary() == "willDisplay +0 · didEndDisplaying -0")
    }
}
