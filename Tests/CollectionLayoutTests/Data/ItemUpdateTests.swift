import CollectionLayout
import Testing

/// The WWDC18 sample's remote updates: reloads first, then one batch applied in the
/// sample's canonical steps.
@Suite struct ItemUpdateTests {
    /// The sample's four people, newest update first.
    static let friends = CollectionData(sections: [
        CollectionData.Section(
            id: "friends",
            items: ["Steve", "Mohammed", "Samir", "Priyanka"].map {
                CollectionData.Item(id: $0.lowercased())
            })
    ])

    /// The names the items stand for, by id (the data holds identity only).
    static let names = [
        "steve": "Steve", "mohammed": "Mohammed", "samir": "Samir", "priyanka": "Priyanka", "ana": "Ana",
    ]

    func titles(_ data: CollectionData) -> [String] { data.sections[0].items.map { Self.names[$0.id] ?? "" } }
    func p(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func theSamplesThreeSetsGiveItsOrders() throws {
        let one = try Self.friends.planning([.delete(0)], inSection: 0)
        #expect(titles(one.data) == ["Mohammed", "Samir", "Priyanka"])
        #expect(one.reloads == BatchUpdate())
        #expect(one.batch == BatchUpdate(deletedItems: [p(0)]))
        #expect(one.reloadedIDs.isEmpty)

        // Reload Priyanka; then delete 2 (Samir) and 3 (Priyanka, moving) descending,
        // and insert Priyanka at 0.
        let two = try Self.friends.planning([.reload(3), .move(from: 3, to: 0), .delete(2)], inSection: 0)
        #expect(titles(two.data) == ["Priyanka", "Steve", "Mohammed"])
        #expect(two.reloads == BatchUpdate(reloadedItems: [p(3)]))
        #expect(two.batch == BatchUpdate(deletedItems: [p(2)], movedItems: [.init(from: p(3), to: p(0))]))
        #expect(two.reloadedIDs == ["priyanka"])

        // Three moves forward by one: Priyanka, never moved, ends first.
        let three = try Self.friends.planning(
            [.move(from: 0, to: 1), .move(from: 1, to: 2), .move(from: 2, to: 3), .reload(3)], inSection: 0)
        #expect(titles(three.data) == ["Priyanka", "Steve", "Mohammed", "Samir"])
        #expect(three.reloadedIDs == ["priyanka"])
        #expect(three.batch.movedItems.count == 3)
    }

    @Test func insertsTakeTheirItemAndUIKitRulesStillApply() throws {
        let ana = CollectionData.Item(id: "ana")
        let plan = try Self.friends.planning([.insert(ana, at: 3), .delete(1)], inSection: 0)
        #expect(titles(plan.data) == ["Steve", "Samir", "Priyanka", "Ana"])
        #expect(plan.data.sections[0].items.count == 4)

        #expect(throws: BatchUpdateError.self) { try Self.friends.planning([.reload(4)], inSection: 0) }
        do {
            _ = try Self.friends.planning([.delete(1), .move(from: 1, to: 0)], inSection: 0)
            Issue.record("a delete and a move of one item must be rejected")
        } catch {
            #expect(error.rule == .deleteAndMoveSameLocation)
        }
        do {
            _ = try Self.friends.planning([.delete(0)], inSection: 1)
            Issue.record("a missing section must be rejected")
        } catch {
            #expect(error.rule == .sectionOutOfRange)
        }
    }

    /// The canonical steps (deletes descending, inserts ascending) always agree with
    /// UIKit's reading of the batch: every valid random set gives the same items both ways.
    @Test func theCanonicalStepsAgreeWithTheBatchMapping() throws {
        var rng = SplitMix64(seed: 0x5EED_18)
        var checked = 0
        for round in 0..<3000 {
            let n = Int.random(in: 0...8, using: &rng)
            let section = CollectionData.Section(
                id: "s", items: (0..<n).map { CollectionData.Item(id: "i\($0)") })
            let data = CollectionData(sections: [section])
            var updates: [ItemUpdate] = []
            for u in 0..<Int.random(in: 0...5, using: &rng) {
                let i = Int.random(in: 0...max(0, n), using: &rng)
                let j = Int.random(in: 0...max(0, n), using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: updates.append(.delete(i))
                case 1: updates.append(.insert(CollectionData.Item(id: "new\(round)-\(u)"), at: i))
                case 2: updates.append(.move(from: i, to: j))
                default: updates.append(.reload(i))
                }
            }
            guard let plan = try? data.planning(updates, inSection: 0) else { continue }
            checked += 1
            var inserted: [IndexPath: CollectionData.Item] = [:]
            for case .insert(let item, let at) in updates { inserted[IndexPath(item: at, section: 0)] = item }
            let viaMapping = data.applying(
                plan.mapping, insertedItem: { inserted[$0] ?? CollectionData.Item(id: "?") },
                insertedSection: { CollectionData.Section(id: "s\($0)") })
            #expect(viaMapping == plan.data, "\(updates)")
        }
        #expect(checked > 500)
    }
}
