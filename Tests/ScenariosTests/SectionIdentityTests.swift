import CollectionLayout
import Testing

@testable import Scenarios

/// Issue 27: a compositional section spec belongs to its section's identity, as UIKit's
/// section provider switches on `snapshot.sectionIdentifiers[index]`, through every
/// batch, undo and reload.
@Suite struct SectionIdentityTests {
    /// Section "grid" (two 50 x 10 cells per row), section "rows" (100 x 20 rows).
    static let text = #"""
        {"viewport": {"width": 100, "height": 100},
         "layout": {"type": "compositional", "sections": [
           {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}},
                      "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}},
           {"group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 20}},
                      "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]},
         "sections": [{"id": "grid", "count": 2}, {"id": "rows", "count": 2}]}
        """#

    static func cellFrames(_ scenario: Scenario) throws -> [Rect] {
        let loaded = try LoadedScenario(scenario: scenario)
        return loaded.layout.elements(in: Rect(x: 0, y: 0, width: 100, height: 1000))
            .filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }.map(\.frame)
    }

    @Test func deletingTheFirstSectionKeepsTheListItsSpec() throws {
        let scenario = try Scenario(text: Self.text, file: "s.json")
        let after = try BatchApplication.apply(
            BatchUpdate(deletedSections: [0]), newItemCounts: nil, to: scenario)
        #expect(after.sections.map(\.id) == ["rows"])
        #expect(
            try Self.cellFrames(after) == [
                Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 100, height: 20),
            ])
    }

    @Test func movedSectionsTakeTheirSpecsAlong() throws {
        let scenario = try Scenario(text: Self.text, file: "s.json")
        let after = try BatchApplication.apply(
            BatchUpdate(movedSections: [.init(from: 0, to: 1)]), newItemCounts: nil, to: scenario)
        #expect(after.sections.map(\.id) == ["rows", "grid"])
        #expect(
            try Self.cellFrames(after) == [
                Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 100, height: 20),
                Rect(x: 0, y: 40, width: 50, height: 10), Rect(x: 50, y: 40, width: 50, height: 10),
            ])
        // An inserted section (an id the file does not have) takes the spec of its place.
        let inserted = try BatchApplication.apply(
            BatchUpdate(insertedSections: [0]), newItemCounts: [1, 2, 2], to: scenario)
        #expect(try Self.cellFrames(inserted).first == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(try Self.cellFrames(inserted).last == Rect(x: 0, y: 40, width: 100, height: 20))
    }
}
