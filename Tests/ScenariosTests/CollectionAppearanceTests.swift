import CollectionLayout
import Scenarios
import TestSupport
import Testing

/// `CollectionAppearance`: the titles and colours of a collection by identity, and the
/// items a snapshot diff reloads because their title changed.
@Suite struct CollectionAppearanceTests {
    /// Data of `sections` (item id and title), with the titles in an appearance.
    func data(_ sections: [[(String, String)]]) -> (CollectionData, CollectionAppearance) {
        var appearance = CollectionAppearance()
        let data = CollectionData(
            sections: sections.enumerated().map { s, items in
                for (id, title) in items { appearance.itemTitles[id] = title }
                return CollectionData.Section(id: "s\(s)", items: items.map { CollectionData.Item(id: $0.0) })
            })
        return (data, appearance)
    }

    func changed(_ new: (CollectionData, CollectionAppearance), since old: (CollectionData, CollectionAppearance))
        -> Set<String>
    {
        new.1.changedItems(in: new.0, since: old.0, oldAppearance: old.1)
    }

    @Test func aChangedTitleCountsAMoveOrAnInsertDoesNot() {
        let old = data([[("a", "A"), ("b", "B")], [("c", "C")]])
        let new = data([[("c", "C"), ("b", "B2")], [("a", "A"), ("d", "D")]])
        #expect(changed(new, since: old) == ["b"])
        #expect(changed(old, since: old).isEmpty)
    }

    @Test func agreesWithABruteForceScanOnSeededCases() {
        var rng = SeededGenerator(seed: 25)
        for _ in 0..<2000 {
            func random() -> (CollectionData, CollectionAppearance) {
                let ids = (0..<8).filter { _ in rng.next() % 2 == 0 }.shuffled(using: &rng)
                let items = ids.map { ("i\($0)", "t\(rng.next() % 2)") }
                let cut = items.isEmpty ? 0 : Int(rng.next() % UInt64(items.count + 1))
                return data([Array(items[..<cut]), Array(items[cut...])])
            }
            let old = random()
            let new = random()
            let oldItems = old.0.sections.flatMap { Array($0.items) }
            let newItems = new.0.sections.flatMap { Array($0.items) }
            let brute = Set(
                newItems.filter { item in
                    oldItems.contains { $0.id == item.id && old.1.itemTitles[$0.id] != new.1.itemTitles[item.id] }
                }.map(\.id))
            #expect(changed(new, since: old) == brute)
        }
    }

    @Test func titlesNameAnyKind() {
        let data = CollectionData(sections: [CollectionData.Section(id: "fruit", items: [CollectionData.Item(id: "a")])]
        )
        let appearance = CollectionAppearance(sections: [
            "fruit": .init(title: "Fruit", supplementaryTitles: ["note": "Picked today"])
        ])
        func title(_ kind: String) -> String? {
            appearance.title(
                for: LayoutAttributes(
                    category: .supplementary(kind: kind), indexPath: IndexPath(item: 0, section: 0), frame: .zero),
                in: data)
        }
        #expect(title("header") == "Fruit")
        #expect(title("sectionHeaderKind") == "sectionHeaderKind: Fruit")
        #expect(title("note") == "Picked today")
        #expect(title("footer") == nil)
        #expect(title("banner") == "Banner 1")
    }

    /// A generated section's title follows its items by id, wherever they move, and only
    /// its own ids: not an id that merely looks generated.
    @Test func generatedTitlesFollowTheirItems() throws {
        let scenario = try Scenario(
            text: #"""
                {"layout": {"type": "flow"}, "sections": [
                  {"count": 3, "itemDefaults": {"title": "Tile", "height": 10}},
                  {"items": [{"id": "1-0"}, {"id": "0-3", "title": "Mine"}, {"id": "00-1"}]}]}
                """#, file: "g.json")
        let a = scenario.appearance
        #expect(
            ["0-0", "0-2", "0-3", "1-0", "00-1", "0-"].map { a.itemTitle(id: $0) } == [
                "Tile", "Tile", "Mine", nil, nil, nil,
            ])
        // Move item 0-1 into the second section: its title goes with it.
        var data = scenario.data
        let item = data.sections[0].items.remove(at: 1)
        data.sections[1].items.insert(item, at: 0)
        let cell = LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 1), frame: .zero)
        #expect(a.title(for: cell, in: data) == "Tile")
        #expect(a.title(for: cell, in: scenario.data) == nil)
    }

    /// Item colours cycle by index within the section named by id; a background is the
    /// section's, whatever index the section has now.
    @Test func coloursFollowTheSectionIdentity() {
        let appearance = CollectionAppearance(sections: [
            "b": .init(background: "blue", itemColors: ["red", "green"])
        ])
        let data = CollectionData(sections: [
            CollectionData.Section(id: "a", items: [CollectionData.Item(id: "x")]),
            CollectionData.Section(id: "b", items: ["p", "q", "r"].map { CollectionData.Item(id: $0) }),
        ])
        func color(_ category: ElementCategory, _ item: Int, _ section: Int) -> String? {
            appearance.colorName(
                for: LayoutAttributes(
                    category: category, indexPath: IndexPath(item: item, section: section), frame: .zero),
                in: data)
        }
        #expect(
            [color(.cell, 0, 1), color(.cell, 1, 1), color(.cell, 2, 1), color(.cell, 0, 0)] == [
                "red", "green", "red", nil,
            ])
        #expect(color(.decoration(kind: ElementKind.background), 0, 1) == "blue")
        #expect(color(.decoration(kind: ElementKind.background), 0, 0) == nil)
        #expect(color(.supplementary(kind: ElementKind.header), 0, 1) == nil)
    }
}
