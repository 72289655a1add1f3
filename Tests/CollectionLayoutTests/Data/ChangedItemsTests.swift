import CollectionLayout
import Testing

/// `CollectionData.changedItems(since:)`, the one place that decides which items a diff
/// reloads (the explorer's updates and `tessera diff` both call it): the identifiers in
/// both data sets whose title or size keys differ, checked against a brute-force scan.
@Suite struct ChangedItemsTests {
    func data(_ sections: [[(String, String)]]) -> CollectionData {
        CollectionData(
            sections: sections.enumerated().map { s, items in
                CollectionData.Section(
                    id: "s\(s)", items: items.map { CollectionData.Item(id: $0.0, title: $0.1) })
            })
    }

    @Test func aChangedTitleCountsAMoveOrAnInsertDoesNot() {
        let old = data([[("a", "A"), ("b", "B")], [("c", "C")]])
        let new = data([[("c", "C"), ("b", "B2")], [("a", "A"), ("d", "D")]])
        #expect(new.changedItems(since: old) == ["b"])
        #expect(old.changedItems(since: old).isEmpty)
    }

    @Test func aChangedSizeCounts() {
        var old = data([[("a", "A")]])
        var new = old
        new.sections[0].items = CollectionItems([
            CollectionData.Item(id: "a", title: "A", metrics: ItemMetrics(height: 40))
        ])
        #expect(new.changedItems(since: old) == ["a"])
        old.sections[0].items = new.sections[0].items
        #expect(new.changedItems(since: old).isEmpty)
    }

    @Test func agreesWithABruteForceScanOnSeededCases() {
        var rng = SplitMix64(seed: 25)
        for _ in 0..<2000 {
            func random() -> CollectionData {
                let ids = (0..<8).filter { _ in rng.next() % 2 == 0 }.shuffled(using: &rng)
                let items = ids.map { ("i\($0)", "t\(rng.next() % 2)") }
                let cut = items.isEmpty ? 0 : Int(rng.next() % UInt64(items.count + 1))
                return data([Array(items[..<cut]), Array(items[cut...])])
            }
            let old = random()
            let new = random()
            let oldItems = old.sections.flatMap { Array($0.items) }
            let newItems = new.sections.flatMap { Array($0.items) }
            let brute = Set(
                newItems.filter { item in oldItems.contains { $0.id == item.id && $0 != item } }.map(\.id))
            #expect(new.changedItems(since: old) == brute)
        }
    }
}
