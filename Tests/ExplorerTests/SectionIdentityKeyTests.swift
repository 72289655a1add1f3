import CollectionLayout
import Explorer
import Scenarios
import Testing

/// Issue 27: in the app, a compositional section spec (and a split style) follows its
/// section's identity through the `X` key, the `R` key and undo, as a UIKit section
/// provider switches on `snapshot.sectionIdentifiers[index]`.
@Suite struct SectionIdentityKeyTests {
    /// Section "grid" (two 50 x 10 cells per row) and section "rows" (100 x 20 rows).
    static let compositional = #"""
        {"viewport": {"width": 100, "height": 300},
         "layout": {"type": "compositional", "sections": [
           {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}},
                      "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}},
           {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}},
                      "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]},
         "sections": [{"id": "grid", "count": 4}, {"id": "rows", "count": 4}]}
        """#

    static func model(_ text: String) throws -> ExplorerModel {
        let loaded = try LoadedScenario(scenario: Scenario(text: text, file: "k.json"))
        return Fixture.model(columns: 60, rows: 30, documents: [ExplorerDocument(loaded: loaded)])
    }

    /// Per section of the shown data: its id and the sizes of its cells.
    static func shapes(_ m: ExplorerModel) -> [String: Set<Size>] {
        guard let layout = m.layout, let data = m.document.data else { return [:] }
        var out: [String: Set<Size>] = [:]
        for e in layout.allElements(contentOffset: .zero) where e.category == .cell {
            out[data.sections[e.indexPath.section].id, default: []].insert(e.frame.size)
        }
        return out
    }

    static let grid: Set<Size> = [Size(width: 50, height: 10)]
    static let rows: Set<Size> = [Size(width: 100, height: 20)]

    @Test func specsFollowTheirSectionsThroughXRAndUndo() throws {
        var m = try Self.model(Self.compositional)
        #expect(Self.shapes(m) == ["grid": Self.grid, "rows": Self.rows])
        // X deletes the section of the first cell on screen: "grid". The list stays a list.
        m.handle(.key(.character("X")), now: 0)
        #expect(m.document.data?.sections.map(\.id) == ["rows"])
        #expect(Self.shapes(m) == ["rows": Self.rows])
        // R: a random snapshot of the items; the section keeps its spec.
        m.handle(.key(.character("R")), now: 0)
        #expect(Self.shapes(m)["rows"] == Self.rows)
        // Undo twice: "grid" comes back in front with its own spec.
        m.handle(.key(.character("u")), now: 0)
        m.handle(.key(.character("u")), now: 0)
        #expect(m.document.data?.sections.map(\.id) == ["grid", "rows"])
        #expect(Self.shapes(m) == ["grid": Self.grid, "rows": Self.rows])
    }

    @Test func aSplitStyleFollowsItsSectionThroughXAndUndo() throws {
        let text = #"""
            {"viewport": {"width": 100, "height": 300},
             "layout": {"type": "split", "itemsPerLine": 2,
               "styles": [{"section": 1, "itemsPerLine": 1, "background": "orange"}]},
             "sections": [{"id": "a", "count": 2}, {"id": "b", "count": 2}]}
            """#
        var m = try Self.model(text)
        #expect(Self.shapes(m) == ["a": [Size(width: 50, height: 50)], "b": [Size(width: 100, height: 100)]])
        m.handle(.key(.character("X")), now: 0)
        #expect(Self.shapes(m) == ["b": [Size(width: 100, height: 100)]])
        let background = try #require(
            m.layout?.allElements(contentOffset: .zero).first {
                $0.category == .decoration(kind: ElementKind.background)
            })
        #expect(m.document.appearance(background, in: m.layout).color == .named("orange"))
        m.handle(.key(.character("u")), now: 0)
        #expect(Self.shapes(m) == ["a": [Size(width: 50, height: 50)], "b": [Size(width: 100, height: 100)]])
    }
}
