import CollectionLayout
import Testing

/// `CollectionData.changedItems(since:)`: the identifiers in both data sets whose size keys
/// differ, checked against a brute-force scan. (Titles are the appearance's:
/// `CollectionAppearanceTests` checks the items a title change reloads.)
@Suite struct ChangedItemsTests {
    func data(_ sections: [[(String, Double)]]) -> CollectionData {
        CollectionData(
            sections: sections.enumerated().map { s, items in
                CollectionData.Section(
                    id: "s\(s)",
                    items: items.map { CollectionData.Item(id: $0.0, metrics: ItemMetrics(height: $0.1)) })
            })
    }

    @Test func aChangedSizeCounts() {
        var old = data([[("a", 10)]])
        var new = old
        new.sections[0].items = CollectionItems([
            CollectionData.Item(id: "a", metrics: ItemMetrics(height: 40))
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
                let items = ids.map { ("i\($0)", Double(rng.next() % 2)) }
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
