import CollectionLayout
import Explorer
import TerminalCanvas
import Testing

/// The editing keys: each goes through a validated batch or a snapshot diff, changes the
/// data by identifier, animates, reports in the status bar, and can be undone.
@Suite struct UpdateTests {
    func ids(_ m: ExplorerModel) -> [[String]] { m.document.editableData.sections.map { $0.items.map(\.id) } }
    func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    /// The title of the item at `section`, `item` (by its id, in the document's appearance).
    func title(_ m: ExplorerModel, _ section: Int, _ item: Int) -> String? {
        m.document.editableAppearance.itemTitle(id: m.document.editableData.sections[section].items[item].id)
    }

    @Test func insertDeleteMoveAndReloadTheFirstItemOnScreen() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 2, items: 4)])
        let total = m.totalElements
        m.handle(.key(.character("i")), now: 0)
        #expect(m.lastUpdate?.batch.insertedItems == [p(0, 1)])
        #expect(ids(m)[0] == ["0-0", "new-1", "0-1", "0-2", "0-3"])
        #expect(m.totalElements == total + 1)
        #expect(m.message == "Insert [0, 1]: 1 inserted")
        m.handle(.key(.character("x")), now: 1)
        #expect(ids(m)[0] == ["new-1", "0-1", "0-2", "0-3"])
        m.handle(.key(.character(">")), now: 2)
        #expect(m.lastUpdate?.batch.movedItems == [.init(from: p(0, 0), to: p(0, 1))])
        #expect(ids(m)[0] == ["0-1", "new-1", "0-2", "0-3"])
        m.handle(.key(.character("r")), now: 3)
        #expect(title(m, 0, 0) == "Item 0-1 v2")
        #expect(m.lastUpdate?.batch.reloadedItems == [p(0, 0)])
    }

    @Test func movingPastTheEndOfASectionCrossesIntoTheNext() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 2, items: 2)])
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.character(">")), now: 1)
        m.handle(.key(.character(">")), now: 2)
        #expect(ids(m) == [["0-1"], ["0-0", "1-0", "1-1"]])
        #expect(m.lastUpdate?.batch.movedItems == [.init(from: p(0, 1), to: p(1, 0))])
        #expect(m.focus == ElementKey(category: .cell, indexPath: p(1, 0)))
    }

    @Test func sectionsInsertAndDeleteAndUndoRestoresEverything() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 2, items: 3)])
        let original = m.document.editableData
        m.handle(.key(.character("I")), now: 0)
        #expect(m.document.editableData.sections.count == 3)
        #expect(m.lastUpdate?.batch.insertedSections == [1])
        #expect(m.document.editableData.sections[1].items.count == 3)
        m.handle(.key(.character("X")), now: 1)
        m.handle(.key(.character("e")), now: 2)
        m.handle(.key(.character("u")), now: 3)
        m.handle(.key(.character("u")), now: 4)
        m.handle(.key(.character("u")), now: 5)
        #expect(m.document.editableData == original)
        m.handle(.key(.character("u")), now: 6)
        #expect(m.message == "Nothing to undo")
    }

    @Test func theRemoteUpdatesBatchFollowsTheSampleOrder() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 1, items: 6)])
        m.handle(.key(.character("e")), now: 0)
        // Delete 3, reload 2, move 1 to 4, insert at 0: deletes descending, then inserts ascending.
        #expect(ids(m)[0] == ["new-1", "0-0", "0-2", "0-4", "0-1", "0-5"])
        #expect(title(m, 0, 2) == "Item 0-2 v2")
        let b = m.lastUpdate?.batch
        #expect(b?.deletedItems == [p(0, 3)] && b?.insertedItems == [p(0, 0)] && b?.reloadedItems == [p(0, 2)])
        #expect(StatusBar.text(m.statusLine, columns: 200).contains("del 1 ins 1 mov 1 rel 1"))
    }

    @Test func aRejectedBatchNamesTheRuleAndChangesNothing() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 1, items: 4)])
        let before = m.document.editableData
        var rules: [BatchUpdateRule] = []
        for k in 0..<8 {
            m.handle(.key(.character("!")), now: Double(k))
            #expect(m.document.editableData == before)
            if let rule = m.lastUpdate?.rejection?.rule { rules.append(rule) }
        }
        // The WWDC18 sample's four illegal combinations first, in its order, then ours.
        #expect(
            rules == [
                .deleteAndMoveSameLocation, .insertAndMoveSameLocation, .twoMovesToSameLocation, .itemOutOfRange,
                .invalidNumberOfItems, .sameChangeTwice, .itemOutOfRange, .deleteAndReloadSameLocation,
            ])
        #expect(StatusBar.text(m.statusLine, columns: 200).contains("rejected: delete and reload the same location"))
        #expect(
            m.message?.hasPrefix(
                "UIKit rejects this batch (delete and reload the same location): Delete and reload [0, 0]. attempt to delete and reload the same index path [0, 0]"
            ) == true)
    }

    @Test func shuffleAndRandomSnapshotsGoThroughTheDiff() {
        var m = Fixture.model(documents: [TestDocuments.grid(sections: 2, items: 8)])
        let before = Set(ids(m).flatMap { $0 })
        m.handle(.key(.character("z")), now: 0)
        #expect(Set(ids(m).flatMap { $0 }) == before)
        #expect(ids(m)[1] == (0..<8).map { "1-\($0)" })
        #expect(m.lastUpdate?.diffMicros == 7.5)
        #expect(!(m.lastUpdate?.batch.movedItems.isEmpty ?? true))
        #expect(m.lastUpdate?.batch.deletedItems.isEmpty == true)
        m.handle(.key(.character("R")), now: 1)
        let b = m.lastUpdate?.batch
        #expect(b?.deletedItems.count == 1 && b?.insertedItems.count == 1)
        #expect(ids(m).flatMap { $0 }.count == 16)
        #expect(StatusBar.text(m.statusLine, columns: 200).contains("diff 8 µs"))
    }

    @Test func aLayoutThatCannotShowTheNewDataKeepsTheOldData() {
        let context = LayoutContext(containerSize: Size(width: 320, height: 480), itemCounts: [5])
        let doc = ExplorerDocument(
            name: "Feed", context: context,
            choices: [LayoutChoice(name: "Pinterest", configuration: PinterestLayout.Configuration())])
        var m = Fixture.model(documents: [doc])
        m.handle(.key(.character("I")), now: 0)
        #expect(m.document.editableData.sections.count == 1)
        #expect(m.layout != nil)
        #expect(m.message?.contains("not applied") == true)
    }
}
