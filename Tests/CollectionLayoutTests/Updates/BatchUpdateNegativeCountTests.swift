import Testing

@testable import CollectionLayout

/// Found by tessera-fuzz: a negative announced count trapped ("Can't construct Array with
/// count < 0") instead of rejecting the batch.
@Suite("Batch updates: negative item counts")
struct BatchUpdateNegativeCountTests {
    @Test("a negative count after the update is rejected, naming the section")
    func negativeAfter() {
        let batch = BatchUpdate(insertedSections: [1])
        #expect(throws: BatchUpdateError.self) {
            try batch.mapping(oldItemCounts: [3], newItemCounts: [3, -1])
        }
        do {
            _ = try batch.mapping(oldItemCounts: [3], newItemCounts: [3, -1])
        } catch {
            #expect(error.rule == .invalidNumberOfItems)
            #expect(error.sections == [1])
            #expect(
                error.message
                    == "invalid number of items in section 1: -1 items after the update; "
                    + "a section never holds a negative number of items")
        }
    }

    @Test("a negative count before the update is rejected too")
    func negativeBefore() {
        #expect(throws: BatchUpdateError.self) {
            try BatchUpdate().mapping(oldItemCounts: [-2], newItemCounts: [0])
        }
    }

    @Test("zero counts stay valid")
    func zeroIsFine() throws {
        let mapping = try BatchUpdate(insertedSections: [1]).mapping(oldItemCounts: [0], newItemCounts: [0, 0])
        #expect(mapping.newItemCounts == [0, 0])
    }
}
