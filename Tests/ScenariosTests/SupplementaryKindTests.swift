import CollectionLayout
import Testing

@testable import Scenarios

/// A section's `"supplementaries"` key: the measured size and the title of a supplementary
/// view of any kind.
@Suite struct SupplementaryKindTests {
    static let layout = #"""
        {"type": "compositional", "sections": [{
          "boundaryItems": [{"kind": "sectionHeaderKind", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}},
                            {"kind": "badge", "alignment": "trailing", "size": {"width": {"estimated": 30}, "height": {"absolute": 20}}}],
          "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                    "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]}
        """#

    static func scenario(_ supplementaries: String) throws(ScenarioError) -> LoadedScenario {
        try LoadedScenario(
            scenario: Scenario(
                text: #"{"layout": \#(layout), "sections": [{"title": "Fruit", "count": 2\#(supplementaries)}]}"#,
                file: "k.json"))
    }

    @Test func anyKindSelfSizesAndIsTitled() throws {
        let loaded = try Self.scenario(
            #", "supplementaries": {"sectionHeaderKind": {"height": 60}, "badge": {"width": 80, "title": "New"}}"#)
        let header = try #require(
            loaded.layout.supplementary(
                ofKind: "sectionHeaderKind", at: IndexPath(item: 0, section: 0), contentOffset: .zero))
        #expect(header.frame == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(loaded.title(for: header) == "sectionHeaderKind: Fruit")
        let badge = try #require(
            loaded.layout.supplementary(ofKind: "badge", at: IndexPath(item: 0, section: 0), contentOffset: .zero))
        #expect(badge.frame.width == 80 && badge.frame.height == 20)
        #expect(loaded.title(for: badge) == "New")
        #expect(loaded.layout.contentSize.height == 60 + 100)
    }

    @Test func withoutAMeasurementTheEstimateStays() throws {
        let loaded = try Self.scenario("")
        let header = try #require(
            loaded.layout.supplementary(
                ofKind: "sectionHeaderKind", at: IndexPath(item: 0, section: 0), contentOffset: .zero))
        #expect(header.frame.height == 44)
    }

    @Test func badEntriesAreNamedByPath() {
        func error(_ text: String) -> String? {
            do {
                _ = try Self.scenario(text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            error(#", "supplementaries": {"badge": {"height": -2}}"#)
                == "error: k.json: sections[0].supplementaries.badge.height: must be a finite number >= 0, got -2")
        #expect(
            error(#", "supplementaries": {"badge": 3}"#)
                == "error: k.json: sections[0].supplementaries.badge: must be an object, got 3")
        #expect(
            error(#", "supplementaries": {"": {"height": 2}}"#)
                == #"error: k.json: sections[0].supplementaries[""]: an element kind must not be empty"#)
    }
}
