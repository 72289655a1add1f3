import CollectionLayout
import Explorer
import Scenarios
import TerminalCanvas
import Testing

/// In the app, a section's item colours go by index, as a sample's `cellForItemAt` picks
/// them: after a move the colour stays with the place, while the updated marker stays
/// with the item.
@Suite struct ItemColorAppearanceTests {
    @Test func cellsTakeTheirSectionsColoursByIndex() {
        let section = CollectionData.Section(id: "s", items: (0..<3).map { CollectionData.Item(id: "i\($0)") })
        let data = CollectionData(sections: [section])
        let appearance = CollectionAppearance(
            sections: ["s": .init(itemColors: ["orange", "teal"])],
            itemTitles: Dictionary(uniqueKeysWithValues: (0..<3).map { ("i\($0)", "Item \($0)") }))
        let document = ExplorerDocument(
            name: "Colours", data: data, appearance: appearance, viewport: Size(width: 320, height: 480),
            choices: [
                LayoutChoice(
                    name: "Flow", configuration: FlowLayout(itemSize: Size(width: 100, height: 60)).configuration)
            ])
        func look(_ category: ElementCategory, _ item: Int) -> ElementAppearance {
            document.appearance(
                LayoutAttributes(category: category, indexPath: IndexPath(item: item, section: 0), frame: .zero))
        }
        #expect(look(.cell, 0).color == .named("orange"))
        #expect(look(.cell, 1).color == .named("teal"))
        #expect(look(.cell, 2).color == .named("orange"))
        #expect(look(.supplementary(kind: ElementKind.header), 0).color == .section(0))
        #expect(look(.cell, 1).marker == nil)

        var m = Fixture.model(documents: [document])
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.character(">")), now: 1)
        #expect(m.document.editableData.sections[0].items.map(\.id) == ["i1", "i0", "i2"])
        #expect(
            m.document.appearance(
                LayoutAttributes(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: .zero)
            ).color == .named("orange"))
    }
}
