import CollectionLayout
import Testing

@testable import Scenarios

/// Issue 27: a negative `interGroupSpacing` (UIKit allows it) overlaps the groups.
@Suite struct NegativeGroupSpacingTests {
    static func text(_ spacing: String, orthogonal: Bool = false) -> String {
        """
        {"viewport": {"width": 100, "height": 100},
         "layout": {"type": "compositional", "sections": [{"interGroupSpacing": \(spacing),
           \(orthogonal ? #""orthogonalScrollingBehavior": "continuous","# : "")
           "group": {"group": "horizontal", "size": {"width": {"absolute": 60}, "height": {"absolute": 50}},
                     "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]},
         "sections": [{"count": 3}]}
        """
    }

    @Test func groupsOverlapByTheSpacing() throws {
        let loaded = try LoadedScenario(scenario: Scenario(text: Self.text("-10"), file: "s.json"))
        let cells = loaded.layout.allElements(contentOffset: .zero).filter { $0.category == .cell }.map(\.frame)
        #expect(
            cells == [
                Rect(x: 0, y: 0, width: 60, height: 50), Rect(x: 0, y: 40, width: 60, height: 50),
                Rect(x: 0, y: 80, width: 60, height: 50),
            ])
        #expect(loaded.layout.contentSize == Size(width: 100, height: 130))
        // A query finds the overlapped cells exactly.
        #expect(loaded.layout.elements(in: Rect(x: 0, y: 85, width: 100, height: 4)).count == 2)
        let strip = try LoadedScenario(scenario: Scenario(text: Self.text("-10", orthogonal: true), file: "s.json"))
        let stripCells = strip.layout.allElements(contentOffset: .zero).filter { $0.category == .cell }.map(\.frame)
        #expect(stripCells.map(\.minX) == [0, 50, 100])
    }

    @Test func aSpacingAsLongAsAGroupIsAnError() {
        #expect(throws: ScenarioError.self) {
            _ = try LoadedScenario(scenario: Scenario(text: Self.text("-50"), file: "s.json"))
        }
        do {
            _ = try LoadedScenario(scenario: Scenario(text: Self.text("-60"), file: "s.json"))
        } catch {
            #expect(error.path == "layout.sections[0].interGroupSpacing")
        }
    }
}
