import CollectionLayout
import Testing

@testable import Scenarios

/// Issue 27: split and flow `styles` name a section by its place in the file, and belong
/// to that section's identity, as compositional specs do: deleting section 0 leaves
/// section 1 its own inset, sizing and background colour.
@Suite struct StyleSectionIdentityTests {
    /// Sections "a" and "b", two items each; the style of section 1 ("b") insets it by 10
    /// and colours its background red. Items are half the width inside the insets, 10 high.
    static let split = #"""
        {"viewport": {"width": 100, "height": 100},
         "layout": {"type": "split", "itemSize": {"widthFraction": 0.5, "height": 10},
           "styles": [{"section": 1, "sectionInset": {"top": 0, "left": 10, "bottom": 0, "right": 10},
                       "background": "red"}]},
         "sections": [{"id": "a", "count": 2}, {"id": "b", "count": 2}]}
        """#

    static let flow = #"""
        {"viewport": {"width": 100, "height": 100},
         "layout": {"type": "flow", "itemSize": {"width": 50, "height": 10}, "minimumLineSpacing": 0,
           "minimumInteritemSpacing": 0,
           "styles": [{"section": 1, "sectionInset": {"top": 5, "left": 0, "bottom": 0, "right": 0}}]},
         "sections": [{"id": "a", "count": 2}, {"id": "b", "count": 2}]}
        """#

    static func cells(_ loaded: LoadedScenario) -> [Rect] {
        loaded.layout.allElements(contentOffset: .zero).filter { $0.category == .cell }.map(\.frame)
    }

    @Test func deletingSectionZeroKeepsSectionOnesSplitStyle() throws {
        let scenario = try Scenario(text: Self.split, file: "s.json")
        let before = try LoadedScenario(scenario: scenario)
        #expect(
            Self.cells(before) == [
                Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 10),
                Rect(x: 10, y: 10, width: 40, height: 10), Rect(x: 50, y: 10, width: 40, height: 10),
            ])
        let after = try LoadedScenario(
            scenario: BatchApplication.apply(BatchUpdate(deletedSections: [0]), newItemCounts: nil, to: scenario))
        #expect(
            Self.cells(after) == [Rect(x: 10, y: 0, width: 40, height: 10), Rect(x: 50, y: 0, width: 40, height: 10)])
        let split = try #require(after.layout as? SplitLayout)
        #expect(split.backgroundColor(ofSection: 0, sectionBackground: after.backgroundColorName(section: 0)) == "red")
        // Moved to the front, "b" keeps its style; "a" behind it has none.
        let moved = try LoadedScenario(
            scenario: BatchApplication.apply(
                BatchUpdate(movedSections: [.init(from: 1, to: 0)]), newItemCounts: nil, to: scenario))
        #expect(
            Self.cells(moved) == [
                Rect(x: 10, y: 0, width: 40, height: 10), Rect(x: 50, y: 0, width: 40, height: 10),
                Rect(x: 0, y: 10, width: 50, height: 10), Rect(x: 50, y: 10, width: 50, height: 10),
            ])
        let movedSplit = try #require(moved.layout as? SplitLayout)
        #expect(
            (0..<2).map {
                movedSplit.backgroundColor(ofSection: $0, sectionBackground: moved.backgroundColorName(section: $0))
            }
                == ["red", nil])
    }

    @Test func deletingSectionZeroKeepsSectionOnesFlowStyle() throws {
        let scenario = try Scenario(text: Self.flow, file: "f.json")
        let before = try LoadedScenario(scenario: scenario)
        #expect(
            Self.cells(before) == [
                Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 10),
                Rect(x: 0, y: 15, width: 50, height: 10), Rect(x: 50, y: 15, width: 50, height: 10),
            ])
        let after = try LoadedScenario(
            scenario: BatchApplication.apply(BatchUpdate(deletedSections: [0]), newItemCounts: nil, to: scenario))
        #expect(
            Self.cells(after) == [Rect(x: 0, y: 5, width: 50, height: 10), Rect(x: 50, y: 5, width: 50, height: 10)])
    }

    @Test func withoutIdentifiersStylesGoByIndex() {
        let keys = SectionIdentityKeys(["a", "b"])
        var moved = [SectionMetrics(itemCount: 1), SectionMetrics(itemCount: 1), SectionMetrics(itemCount: 1)]
        #expect(keys.keys(for: moved) == [0, 1, 2])
        moved[0].identifier = "b"
        moved[1].identifier = "new"
        moved[2].identifier = "a"
        // "b" takes index 1's settings, a new section those of its place, "a" index 0's.
        #expect(keys.keys(for: moved) == [1, 1, 0])
        #expect(SectionIdentityKeys().keys(for: moved) == nil)
    }
}
