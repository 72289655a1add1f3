import Testing

@testable import CollectionLayout

/// One test per UIKit rule: the batch is rejected with that rule, its message names the
/// locations, and applying it is impossible (the data stays as it was).
@Suite struct BatchUpdateRuleTests {
    let counts = [3, 2]

    func rule(_ batch: BatchUpdate, newCounts: [Int]) -> BatchUpdateError? {
        do {
            try batch.validate(oldItemCounts: counts, newItemCounts: newCounts)
            return nil
        } catch {
            return error
        }
    }

    func p(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func deleteAndMoveFromTheSameIndexPath() {
        let e = rule(
            BatchUpdate(deletedItems: [p(0, 1)], movedItems: [.init(from: p(0, 1), to: p(0, 0))]), newCounts: [2, 2])
        #expect(e?.rule == .deleteAndMoveSameLocation)
        #expect(e?.message == "attempt to perform a delete and a move from the same index path [0, 1]")
        #expect(e?.indexPaths == [p(0, 1)])
    }

    @Test func insertAndMoveToTheSameIndexPath() {
        let e = rule(
            BatchUpdate(insertedItems: [p(0, 0)], movedItems: [.init(from: p(0, 2), to: p(0, 0))]), newCounts: [4, 2])
        #expect(e?.rule == .insertAndMoveSameLocation)
        #expect(e?.message == "attempt to perform an insert and a move to the same index path [0, 0]")
    }

    @Test func twoMovesToOneDestination() {
        let e = rule(
            BatchUpdate(movedItems: [.init(from: p(0, 0), to: p(1, 0)), .init(from: p(0, 1), to: p(1, 0))]),
            newCounts: [1, 4])
        #expect(e?.rule == .twoMovesToSameLocation)
        #expect(e?.indexPaths == [p(0, 0), p(0, 1), p(1, 0)])
    }

    @Test func twoMovesFromOneSource() {
        let e = rule(
            BatchUpdate(movedItems: [.init(from: p(0, 0), to: p(1, 0)), .init(from: p(0, 0), to: p(1, 1))]),
            newCounts: [1, 4])
        #expect(e?.rule == .twoMovesFromSameLocation)
    }

    @Test func deletingAnItemPastTheEndOfItsSection() {
        let e = rule(BatchUpdate(deletedItems: [p(1, 2)]), newCounts: [3, 1])
        #expect(e?.rule == .itemOutOfRange)
        #expect(e?.message == "attempt to delete item 2 from section 1 which only contains 2 items before the update")
    }

    @Test func insertingPastTheEndAfterTheUpdate() {
        let e = rule(BatchUpdate(insertedItems: [p(1, 5)]), newCounts: [3, 3])
        #expect(e?.rule == .itemOutOfRange)
        #expect(
            e?.message
                == "attempt to insert item 5 into section 1, but there are only 3 items in section 1 after the update")
    }

    @Test func aSectionThatDoesNotExist() {
        let e = rule(BatchUpdate(deletedSections: [2]), newCounts: [3])
        #expect(e?.rule == .sectionOutOfRange)
        #expect(e?.message == "attempt to delete section 2, but there are only 2 sections before the update")
        #expect(rule(BatchUpdate(deletedItems: [p(7, 0)]), newCounts: [3, 2])?.rule == .sectionOutOfRange)
    }

    @Test func itemCountsThatDoNotAddUp() {
        let e = rule(BatchUpdate(insertedItems: [p(0, 0)]), newCounts: [3, 2])
        #expect(e?.rule == .invalidNumberOfItems)
        #expect(
            e?.message
                == "invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(e?.description.hasPrefix("invalid number of items: ") == true)
    }

    @Test func sectionCountsThatDoNotAddUp() {
        let e = rule(BatchUpdate(insertedSections: [0]), newCounts: [0, 3])
        #expect(e?.rule == .invalidNumberOfSections)
    }

    @Test func theSameChangeTwice() {
        #expect(rule(BatchUpdate(deletedItems: [p(0, 0), p(0, 0)]), newCounts: [1, 2])?.rule == .sameChangeTwice)
        #expect(rule(BatchUpdate(insertedItems: [p(0, 0), p(0, 0)]), newCounts: [5, 2])?.rule == .sameChangeTwice)
        #expect(rule(BatchUpdate(deletedSections: [1, 1]), newCounts: [3])?.rule == .sameChangeTwice)
    }

    @Test func deleteAndReloadTheSameIndexPath() {
        let e = rule(BatchUpdate(deletedItems: [p(0, 2)], reloadedItems: [p(0, 2)]), newCounts: [2, 2])
        #expect(e?.rule == .deleteAndReloadSameLocation)
        #expect(e?.message == "attempt to delete and reload the same index path [0, 2]")
    }

    @Test func reloadAndMoveTheSameIndexPath() {
        let e = rule(
            BatchUpdate(movedItems: [.init(from: p(0, 2), to: p(0, 0))], reloadedItems: [p(0, 2)]), newCounts: [3, 2])
        #expect(e?.rule == .reloadAndMoveSameLocation)
    }

    @Test func itemChangesInsideDeletedOrInsertedSections() {
        let deleted = rule(BatchUpdate(deletedSections: [0], deletedItems: [p(0, 1)]), newCounts: [2])
        #expect(deleted?.rule == .itemChangeInChangedSection)
        #expect(deleted?.message == "attempt to delete item [0, 1] from section 0, which is being deleted")
        let inserted = rule(BatchUpdate(insertedSections: [0], insertedItems: [p(0, 0)]), newCounts: [1, 3, 2])
        #expect(inserted?.rule == .itemChangeInChangedSection)
    }

    @Test func sectionMovesCollide() {
        #expect(
            rule(BatchUpdate(deletedSections: [0], movedSections: [.init(from: 0, to: 0)]), newCounts: [2])?.rule
                == .deleteAndMoveSameLocation)
        #expect(
            rule(BatchUpdate(insertedSections: [1], movedSections: [.init(from: 0, to: 1)]), newCounts: [2, 3, 0])?.rule
                == .insertAndMoveSameLocation)
    }

    @Test func everyRuleHasATest() {
        // The suite above covers each rule; this pins the list so a new rule needs a test.
        #expect(BatchUpdateRule.allCases.count == 12)
    }
}
