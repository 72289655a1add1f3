import CollectionLayout
import Testing

@testable import Scenarios

/// `tessera apply`: a hand-written batch applied to a scenario with UIKit's rules.
@Suite struct BatchApplicationTests {
    static let scenario = try! Scenario(
        text: #"{"layout": {"type": "flow"}, "sections": [{"count": 6}, {"count": 2}]}"#, file: "s.json")

    static func decode(_ text: String) throws(ScenarioError) -> (BatchUpdate, [Int]?) {
        try BatchApplication.decode(Array(text.utf8), file: "b.json")
    }

    static func ids(_ s: Scenario) -> [[String]] { s.sections.map { $0.items.map(\.id) } }

    @Test func theSamplesBatchAppliesDeletesThenInserts() throws {
        // Delete 3, reload 2, move 1 to 4, insert at 0, as the WWDC18 sample's batch.
        let (batch, counts) = try Self.decode(
            #"{"deletedItems": [[0, 3]], "insertedItems": [[0, 0]], "movedItems": [{"from": [0, 1], "to": [0, 4]}], "reloadedItems": [[0, 2]]}"#
        )
        #expect(counts == nil)
        #expect(BatchApplication.impliedItemCounts(of: batch, oldItemCounts: [6, 2]) == [6, 2])
        let after = try BatchApplication.apply(batch, newItemCounts: nil, to: Self.scenario)
        #expect(Self.ids(after) == [["inserted-0-0", "0-0", "0-2", "0-4", "0-1", "0-5"], ["1-0", "1-1"]])
        #expect(after.appearance.itemTitle(id: after.sections[0].items[2].id) == "0-2 (reloaded)")
    }

    @Test func impliedCountsFollowSectionsAndItems() throws {
        let (batch, _) = try Self.decode(
            #"{"deletedSections": [0], "insertedSections": [0], "movedItems": [{"from": [1, 0], "to": [0, 0]}]}"#)
        // Section 0 is replaced by an empty one that receives item 1-0 from old section 1.
        #expect(BatchApplication.impliedItemCounts(of: batch, oldItemCounts: [6, 2]) == [1, 1])
        #expect(throws: BatchUpdateError.self) {
            // UIKit: no item changes inside an inserted section.
            _ = try BatchApplication.apply(batch, newItemCounts: nil, to: Self.scenario)
        }
        let (moveSection, _) = try Self.decode(#"{"movedSections": [{"from": 1, "to": 0}], "deletedItems": [[0, 5]]}"#)
        #expect(BatchApplication.impliedItemCounts(of: moveSection, oldItemCounts: [6, 2]) == [2, 5])
        let moved = try BatchApplication.apply(moveSection, newItemCounts: nil, to: Self.scenario)
        #expect(Self.ids(moved) == [["1-0", "1-1"], ["0-0", "0-1", "0-2", "0-3", "0-4"]])
    }

    @Test func aRejectedBatchNamesTheRule() throws {
        for (text, rule) in [
            (
                #"{"deletedItems": [[0, 1]], "movedItems": [{"from": [0, 1], "to": [0, 0]}]}"#,
                BatchUpdateRule.deleteAndMoveSameLocation
            ),
            (
                #"{"insertedItems": [[0, 0]], "movedItems": [{"from": [0, 3], "to": [0, 0]}]}"#,
                .insertAndMoveSameLocation
            ),
            (
                #"{"movedItems": [{"from": [0, 1], "to": [0, 0]}, {"from": [0, 2], "to": [0, 0]}]}"#,
                .twoMovesToSameLocation
            ),
            (#"{"deletedItems": [[0, 9]]}"#, .itemOutOfRange),
            (#"{"insertedItems": [[0, 0]], "newItemCounts": [6, 2]}"#, .invalidNumberOfItems),
        ] {
            let (batch, counts) = try Self.decode(text)
            let rejection: BatchUpdateError?
            do {
                _ = try BatchApplication.apply(batch, newItemCounts: counts, to: Self.scenario)
                rejection = nil
            } catch {
                rejection = error
            }
            #expect(rejection?.rule == rule, "\(text)")
        }
    }

    /// Without `newItemCounts` the rule named is the one UIKit names for the indices, never
    /// the section-count rule (issue 27): the implied counts keep out-of-range arrivals.
    @Test func impliedCountsNeverHideTheIndexRule() throws {
        let three = try Scenario(
            text: #"{"layout": {"type": "flow"}, "sections": [{"count": 1}, {"count": 2}, {"count": 3}]}"#,
            file: "s.json")
        for (text, rule) in [
            (
                #"{"movedSections": [{"from": 0, "to": 2}, {"from": 1, "to": 2}]}"#,
                BatchUpdateRule.twoMovesToSameLocation
            ),
            (#"{"insertedSections": [5]}"#, .sectionOutOfRange),
            (#"{"movedSections": [{"from": 0, "to": 5}]}"#, .sectionOutOfRange),
            (#"{"deletedSections": [7]}"#, .sectionOutOfRange),
            (#"{"insertedItems": [[0, 9]]}"#, .itemOutOfRange),
        ] {
            let (batch, counts) = try Self.decode(text)
            #expect(counts == nil)
            var rejection: BatchUpdateError?
            do { _ = try BatchApplication.apply(batch, newItemCounts: nil, to: three) } catch { rejection = error }
            #expect(rejection?.rule == rule, "\(text): \(String(describing: rejection))")
        }
        let (batch, _) = try Self.decode(#"{"movedSections": [{"from": 0, "to": 2}, {"from": 1, "to": 2}]}"#)
        #expect(BatchApplication.impliedItemCounts(of: batch, oldItemCounts: [1, 2, 3]).count == 3)
        let (insert, _) = try Self.decode(#"{"insertedSections": [1]}"#)
        #expect(BatchApplication.impliedItemCounts(of: insert, oldItemCounts: [1, 2, 3]) == [1, 0, 2, 3])
    }

    @Test func badBatchFilesAreNamedByPath() {
        func error(_ text: String) -> String? {
            do {
                _ = try Self.decode(text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            error(#"{"deletedItems": [[0]]}"#) == "error: b.json: deletedItems[0]: an index path is [section, item]")
        #expect(error(#"{"deletedItems": [[0, -1]]}"#)?.hasPrefix("error: b.json: deletedItems[0][1]: ") == true)
        #expect(
            error(#"{"movedItems": [{"from": [0, 1]}]}"#) == "error: b.json: movedItems[0].to: required key is missing")
        #expect(
            error(#"{"deletedItem": []}"#)
                == #"error: b.json: deletedItem: unknown key "deletedItem" (did you mean "deletedItems"?)"#)
        // A batch file may hold a list of batches, but not an empty one, and each is an object.
        #expect(error("[]") == "error: b.json: must be a non-empty array")
        #expect(error("[1]") == "error: b.json: [0]: must be an object, got 1")
        #expect(error("3") == "error: b.json: must be an object, got 3")
    }
}
