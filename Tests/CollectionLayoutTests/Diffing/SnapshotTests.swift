import Testing

@testable import CollectionLayout

/// The snapshot API: building, querying, editing, and the errors Apple's raises.
@Suite struct SnapshotTests {
    func make() throws -> Snapshot<String, String> {
        var s = Snapshot<String, String>()
        try s.appendSections(["A", "B"])
        try s.appendItems(["a1", "a2", "a3"], toSection: "A")
        try s.appendItems(["b1"])
        return s
    }

    @Test func buildingAndQuerying() throws {
        let s = try make()
        #expect(s.numberOfSections == 2)
        #expect(s.numberOfItems == 4)
        #expect(s.numberOfItems(inSection: "A") == 3)
        #expect(s.itemIdentifiers(inSection: "B") == ["b1"])
        #expect(s.itemIdentifiers(inSection: "Z") == nil)
        #expect(s.itemIdentifiers == ["a1", "a2", "a3", "b1"])
        #expect(s.indexPath(for: "a3") == IndexPath(item: 2, section: 0))
        #expect(s.indexPath(for: "zz") == nil)
        #expect(s.sectionIdentifier(containingItem: "b1") == "B")
        #expect(s.indexOfSection("B") == 1)
        #expect(s.itemIdentifier(at: IndexPath(item: 0, section: 1)) == "b1")
        #expect(s.itemIdentifier(at: IndexPath(item: 1, section: 1)) == nil)
    }

    @Test func insertingMovingDeleting() throws {
        var s = try make()
        try s.insertItems(["x"], afterItem: "a1")
        try s.insertItems(["y"], beforeItem: "b1")
        #expect(s.itemIdentifiersBySection == [["a1", "x", "a2", "a3"], ["y", "b1"]])
        try s.moveItem("a1", afterItem: "b1")
        #expect(s.itemIdentifiersBySection == [["x", "a2", "a3"], ["y", "b1", "a1"]])
        #expect(s.sectionIdentifier(containingItem: "a1") == "B")
        try s.moveItem("y", beforeItem: "x")
        #expect(s.itemIdentifiersBySection == [["y", "x", "a2", "a3"], ["b1", "a1"]])
        try s.deleteItems(["x", "b1"])
        #expect(s.itemIdentifiersBySection == [["y", "a2", "a3"], ["a1"]])
        try s.insertSections(["C"], beforeSection: "A")
        try s.moveSection("A", afterSection: "B")
        #expect(s.sectionIdentifiers == ["C", "B", "A"])
        try s.deleteSections(["B"])
        #expect(s.sectionIdentifiers == ["C", "A"])
        #expect(s.indexPath(for: "a1") == nil)
        #expect(s.numberOfItems == 3)
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.numberOfSections == 2)
    }

    @Test func duplicatesAreRejectedByName() throws {
        var s = try make()
        let before = s.itemIdentifiersBySection
        #expect(throws: SnapshotError(.duplicateItem, identifier: "a2")) {
            try s.appendItems(["n", "a2"], toSection: "B")
        }
        #expect(throws: SnapshotError(.duplicateItem, identifier: "q")) { try s.appendItems(["q", "q"]) }
        #expect(throws: SnapshotError(.duplicateSection, identifier: "A")) { try s.appendSections(["A"]) }
        #expect(s.itemIdentifiersBySection == before)
        #expect(s.numberOfItems == 4)
        let error = SnapshotError(.duplicateItem, identifier: "a2")
        #expect(
            error.description == "duplicate item identifier a2: item identifiers must be unique across the snapshot")
    }

    @Test func unknownIdentifiersAndEmptySnapshots() throws {
        var s = Snapshot<Int, Int>()
        #expect(throws: SnapshotError(.noSection, identifier: "")) { try s.appendItems([1]) }
        try s.appendSections([0])
        #expect(throws: SnapshotError(.unknownItem, identifier: "9")) { try s.deleteItems([9]) }
        #expect(throws: SnapshotError(.unknownSection, identifier: "4")) { try s.appendItems([1], toSection: 4) }
        try s.appendItems([1, 2])
        #expect(throws: SnapshotError(.moveRelativeToItself, identifier: "1")) { try s.moveItem(1, afterItem: 1) }
        #expect(throws: SnapshotError(.unknownItem, identifier: "7")) { try s.reloadItems([7]) }
    }

    @Test func reloadAndReconfigureMarks() throws {
        var s = try make()
        try s.reloadItems(["a2"])
        try s.reconfigureItems(["b1"])
        try s.reloadSections(["B"])
        #expect(s.reloadedItemIdentifiers == ["a2", "b1"])
        #expect(s.reconfiguredItemIdentifiers == ["b1"])
        #expect(s.reloadedSectionIdentifiers == ["B"])
        try s.deleteItems(["a2"])
        #expect(s.reloadedItemIdentifiers == ["b1"])
        #expect(s.clearingMarks().reloadedItemIdentifiers.isEmpty)
    }
}
