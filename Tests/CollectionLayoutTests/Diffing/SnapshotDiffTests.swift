import Testing

@testable import CollectionLayout

/// Worked diffs: minimal moves, UIKit's normalisation, the identity maps.
@Suite struct SnapshotDiffTests {
    func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    func diff(
        _ old: [[Int]], _ new: [[Int]], oldSections: [String]? = nil, newSections: [String]? = nil,
        reloaded: Set<Int> = [], reconfigured: Set<Int> = []
    ) -> SnapshotDiff {
        SnapshotDiffer.diff(
            oldSections: oldSections ?? old.indices.map { "S\($0)" }, oldItems: old,
            newSections: newSections ?? new.indices.map { "S\($0)" }, newItems: new,
            reloaded: reloaded, reconfigured: reconfigured)
    }

    @Test func reversingThreeItemsIsTwoMovesNotThree() {
        // DifferenceKit issue #65 reports [1,2,3] -> [3,2,1] with a spurious move.
        let d = diff([[1, 2, 3]], [[3, 2, 1]])
        #expect(d.batch.movedItems.count == 2)
        #expect(d.batch.deletedItems.isEmpty && d.batch.insertedItems.isEmpty)
        #expect(d.oldToNew == [2, 1, 0])
        #expect(d.newToOld == [2, 1, 0])
    }

    @Test func oneItemToTheFrontIsOneMove() {
        // DeepDiff #48: abcd -> adbc needs one move.
        let d = diff([[1, 2, 3, 4]], [[1, 4, 2, 3]])
        #expect(d.batch.movedItems == [.init(from: p(0, 3), to: p(0, 1))])
    }

    @Test func deletesInsertsAndTheMaps() {
        let d = diff([[1, 2, 3, 4, 5]], [[0, 1, 3, 5, 6]])
        #expect(d.batch.deletedItems == [p(0, 1), p(0, 3)])
        #expect(d.batch.insertedItems == [p(0, 0), p(0, 4)])
        #expect(d.batch.movedItems.isEmpty)
        #expect(d.oldToNew == [1, -1, 2, -1, 3])
        #expect(d.newToOld == [-1, 0, 2, 4, -1])
    }

    @Test func identicalAndAppended() {
        let base = Array(0..<1_000)
        #expect(diff([base], [base]).batch.isEmpty)
        let appended = diff([base], [base + [5_000, 5_001]])
        #expect(appended.batch.insertedItems == [p(0, 1_000), p(0, 1_001)])
        #expect(appended.batch.deletedItems.isEmpty && appended.batch.movedItems.isEmpty)
    }

    @Test func crossSectionMovesAndSectionMoves() {
        let d = diff(
            [[1, 2], [3], [4, 5]], [[4, 5], [1], [3, 2]], oldSections: ["A", "B", "C"], newSections: ["C", "A", "B"])
        #expect(d.batch.movedSections == [.init(from: 2, to: 0)])
        #expect(d.batch.movedItems == [.init(from: p(0, 1), to: p(2, 1))])
        #expect(d.batch.deletedItems.isEmpty && d.batch.insertedItems.isEmpty)
    }

    @Test func nothingIsListedInsideInsertedOrDeletedSections() {
        // Item 2 leaves deleted section B for A; item 1 goes into inserted section C.
        let d = diff([[1, 3], [2, 4]], [[3, 2], [1, 9]], oldSections: ["A", "B"], newSections: ["A", "C"])
        #expect(d.batch.deletedSections == [1])
        #expect(d.batch.insertedSections == [1])
        #expect(d.batch.deletedItems == [p(0, 0)])  // 1 left A for the inserted section
        #expect(d.batch.insertedItems == [p(0, 1)])  // 2 arrived from the deleted section
        #expect(d.batch.movedItems.isEmpty)
        #expect(d.oldToNew == [2, 0, 1, -1])  // identities kept for the animation
    }

    @Test func aReloadedItemThatMovesIsADeleteAndAnInsert() {
        let d = diff([[1, 2, 3]], [[3, 1, 2]], reloaded: [3, 1])
        #expect(d.batch.movedItems.isEmpty)
        #expect(d.batch.deletedItems == [p(0, 2)])
        #expect(d.batch.insertedItems == [p(0, 0)])
        #expect(d.batch.reloadedItems == [p(0, 0)])  // item 1 stays: old coordinates
    }

    @Test func reconfiguresAreInNewCoordinates() {
        let d = diff([[1, 2, 3]], [[0, 1, 2, 3]], reconfigured: [3])
        #expect(d.batch.reconfiguredItems == [p(0, 3)])
        #expect(d.batch.reloadedItems.isEmpty)
    }

    @Test func snapshotDifferenceUsesTheNewSnapshotsMarks() throws {
        var old = Snapshot<String, Int>()
        try old.appendSections(["main"])
        try old.appendItems([1, 2, 3])
        var new = old
        try new.deleteItems([2])
        try new.reloadItems([3])
        let d = new.difference(from: old)
        #expect(d.batch.deletedItems == [p(0, 1)])
        #expect(d.batch.reloadedItems == [p(0, 2)])
        try d.batch.validate(oldItemCounts: old.itemCounts, newItemCounts: new.itemCounts)
    }
}

/// The data source diffs every apply from its own current snapshot.
@Suite struct DiffableDataSourceTests {
    @Test func appliesDiffFromTheCurrentSnapshotAndClearMarks() throws {
        var source = DiffableDataSource<String, Int>()
        var first = Snapshot<String, Int>()
        try first.appendSections(["s"])
        try first.appendItems([1, 2, 3])
        let a = try source.apply(first)
        #expect(a.diff.batch.insertedSections == [0])
        var second = source.snapshot
        try second.deleteItems([2])
        try second.reloadItems([3])
        let b = try source.apply(second)
        #expect(b.diff.batch.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(b.diff.batch.reloadedItems == [IndexPath(item: 2, section: 0)])
        #expect(b.mapping.newIndexPath(forOld: IndexPath(item: 2, section: 0)) == IndexPath(item: 1, section: 0))
        #expect(source.snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(try source.apply(source.snapshot).diff.batch.isEmpty)
    }
}
