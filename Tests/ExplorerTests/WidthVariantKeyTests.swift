import CollectionLayout
import Explorer
import Scenarios
import Testing

/// Issue 27: a compositional section's width variants under the app's `w` key (the
/// device widths a rotation goes through): every prepare picks the variant of the
/// container's width, also after an update and its undo.
@Suite struct WidthVariantKeyTests {
    /// Two 50-pt columns; from 600 pt on (landscape, tablet), four 30-pt columns.
    static let text = #"""
        {"viewport": {"width": 390, "height": 300},
         "layout": {"type": "compositional", "sections": [{
           "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                     "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]},
           "variants": [
             {"when": {"minWidth": 600},
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
                        "subitems": [{"size": {"width": {"fractionalWidth": 0.25}, "height": {"fractionalHeight": 1}}}]}}]}]},
         "sections": [{"id": "a", "count": 8}, {"id": "b", "count": 4}]}
        """#

    /// The container width and the distinct cell sizes.
    static func shape(_ m: ExplorerModel) -> (Double, Set<Size>) {
        let cells = m.layout?.allElements(contentOffset: .zero).filter { $0.category == .cell } ?? []
        return (m.deviceSize.width, Set(cells.map(\.frame.size)))
    }

    @Test func theWKeySwitchesTheVariant() throws {
        let loaded = try LoadedScenario(scenario: Scenario(text: Self.text, file: "v.json"))
        var m = Fixture.model(columns: 60, rows: 30, documents: [ExplorerDocument(loaded: loaded)])
        #expect(Self.shape(m) == (390, [Size(width: 195, height: 50)]))
        m.handle(.key(.character("w")), now: 0)  // phone portrait, 390 pt
        #expect(Self.shape(m) == (390, [Size(width: 195, height: 50)]))
        m.handle(.key(.character("w")), now: 0)  // phone landscape, 844 pt
        #expect(Self.shape(m) == (844, [Size(width: 211, height: 30)]))
        m.handle(.key(.character("w")), now: 0)  // tablet, 1024 pt
        #expect(Self.shape(m) == (1024, [Size(width: 256, height: 30)]))
        // An update and its undo at this width keep the variant.
        m.handle(.key(.character("X")), now: 0)
        #expect(Self.shape(m) == (1024, [Size(width: 256, height: 30)]))
        m.handle(.key(.character("u")), now: 0)
        #expect(Self.shape(m) == (1024, [Size(width: 256, height: 30)]))
        m.handle(.key(.character("W")), now: 0)  // back to landscape
        m.handle(.key(.character("W")), now: 0)  // and portrait: the spec's own section
        #expect(Self.shape(m) == (390, [Size(width: 195, height: 50)]))
    }
}
