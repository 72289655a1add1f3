import Testing

@testable import CollectionLayout

/// Applying valid batches: UIKit's order (deletes descending, inserts ascending, moves
/// decomposed), section moves carrying their items, reloads in place.
@Suite struct BatchUpdateApplyTests {
    func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func theWWDC18SampleOrder() throws {
        // Old: A B C D E. Delete B and D, insert X at 0, move E to 1.
        let old = [["A", "B", "C", "D", "E"]]
        let batch = BatchUpdate(
            deletedItems: [p(0, 1), p(0, 3)], insertedItems: [p(0, 0)], movedItems: [.init(from: p(0, 4), to: p(0, 1))])
        let mapping = try batch.mapping(oldItemCounts: [5], newItemCounts: [4])
        #expect(mapping.apply(to: old) { _ in "X" } == [["X", "E", "A", "C"]])
        #expect(mapping.newIndexPath(forOld: p(0, 2)) == p(0, 3))
        #expect(mapping.newIndexPath(forOld: p(0, 1)) == nil)
        #expect(mapping.oldIndexPath(forNew: p(0, 0)) == nil)
        #expect(mapping.oldIndexPath(forNew: p(0, 1)) == p(0, 4))
    }

    @Test func sectionMovesCarryTheirItemsAndItemsCrossSections() throws {
        let old = [["a0", "a1"], ["b0"], ["c0", "c1"]]
        let batch = BatchUpdate(
            deletedSections: [1], insertedSections: [0], movedSections: [.init(from: 2, to: 1)],
            movedItems: [.init(from: p(0, 1), to: p(1, 0))])
        let mapping = try batch.mapping(oldItemCounts: [2, 1, 2], newItemCounts: [1, 3, 1])
        #expect(mapping.sectionOldToNew == [2, nil, 1])
        #expect(mapping.sectionNewToOld == [nil, 2, 0])
        #expect(mapping.apply(to: old) { "new\($0)" } == [["new[0, 0]"], ["a1", "c0", "c1"], ["a0"]])
        let sections = mapping.applyToSections(["A", "B", "C"]) { "S\($0)" }
        #expect(sections == ["S0", "C", "A"])
    }

    @Test func reloadsReplaceInPlaceAndReconfiguresAreInNewCoordinates() throws {
        let batch = BatchUpdate(deletedItems: [p(0, 0)], reloadedItems: [p(0, 2)], reconfiguredItems: [p(0, 0)])
        let mapping = try batch.mapping(oldItemCounts: [3], newItemCounts: [2])
        #expect(mapping.reloadedItems == [p(0, 1)])
        #expect(mapping.apply(to: [["A", "B", "C"]]) { _ in "C2" } == [["B", "C2"]])
        let outside = BatchUpdate(reconfiguredItems: [p(0, 3)])
        #expect(throws: BatchUpdateError.self) { try outside.validate(oldItemCounts: [3], newItemCounts: [3]) }
    }

    @Test func anEmptyBatchIsTheIdentity() throws {
        let mapping = try BatchUpdate().mapping(oldItemCounts: [2, 0, 3], newItemCounts: [2, 0, 3])
        #expect(mapping == .identity(itemCounts: [2, 0, 3]))
        #expect(BatchUpdate().isEmpty)
        #expect(BatchUpdate().summary == "no changes")
    }

    @Test func summaryCountsEachKind() {
        let batch = BatchUpdate(
            deletedItems: [p(0, 0), p(0, 1)], insertedItems: [p(0, 0)], movedItems: [.init(from: p(0, 2), to: p(0, 1))])
        #expect(batch.summary == "2 deleted, 1 inserted, 1 moved")
    }
}
