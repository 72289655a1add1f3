import CollectionLayout
import Foundation
import Testing

@testable import Scenarios

/// Issue 27: a compositional section spec that switches by the container's width, as a
/// section provider switches between a phone and a tablet layout.
@Suite struct CompositionalWidthVariantTests {
    static let text = #"""
        {"viewport": {"width": 400, "height": 300},
         "layout": {"type": "compositional", "sections": [{
           "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                     "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]},
           "variants": [
             {"when": {"minWidth": 600},
              "group": {"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
                        "subitems": [{"size": {"width": {"fractionalWidth": 0.25}, "height": {"fractionalHeight": 1}}}]}},
             {"when": {"minWidth": 1000}, "list": {"appearance": "plain", "rowHeight": {"absolute": 20}}}]}]},
         "sections": [{"count": 4}]}
        """#

    static func cells(_ loaded: LoadedScenario) -> [Rect] {
        loaded.layout.allElements(contentOffset: .zero).filter { $0.category == .cell }.map(\.frame)
    }

    @Test func theWidthPicksTheSection() throws {
        var loaded = try LoadedScenario(scenario: Scenario(text: Self.text, file: "c.json"))
        #expect(
            Self.cells(loaded) == [
                Rect(x: 0, y: 0, width: 200, height: 50), Rect(x: 200, y: 0, width: 200, height: 50),
                Rect(x: 0, y: 50, width: 200, height: 50), Rect(x: 200, y: 50, width: 200, height: 50),
            ])
        try loaded.prepare(width: 800)
        #expect(Self.cells(loaded) == (0..<4).map { Rect(x: Double($0) * 200, y: 0, width: 200, height: 30) })
        try loaded.prepare(width: 1024)
        // A list: full-width rows, 20 pt each, one under the other.
        let rows = Self.cells(loaded)
        #expect(rows.map(\.size) == Array(repeating: Size(width: 1024, height: 20), count: 4))
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $1.minY == $0.maxY })
        // Back to the phone width: the spec's own section again.
        try loaded.prepare(width: 599)
        #expect(Self.cells(loaded).first == Rect(x: 0, y: 0, width: 299.5, height: 50))
    }

    /// `"widthClass"` chooses as the split layout's rotation rules do: regular from 600 pt on,
    /// compact below it; the spec itself where no variant's class holds the width.
    @Test func widthClassesFollowTheRotationRules() throws {
        let text = Self.text.replacingOccurrences(of: #"{"minWidth": 600}"#, with: #"{"widthClass": "compact"}"#)
            .replacingOccurrences(of: #"{"minWidth": 1000}"#, with: #"{"widthClass": "regular"}"#)
        var loaded = try LoadedScenario(scenario: Scenario(text: text, file: "c.json"))
        // Compact (400 pt): the 30-pt variant of four columns.
        #expect(Self.cells(loaded) == (0..<4).map { Rect(x: Double($0) * 100, y: 0, width: 100, height: 30) })
        try loaded.prepare(width: 599)
        #expect(Self.cells(loaded).first == Rect(x: 0, y: 0, width: 149.75, height: 30))
        // Regular from 600 pt: the list.
        try loaded.prepare(width: 600)
        #expect(Self.cells(loaded).map(\.size) == Array(repeating: Size(width: 600, height: 20), count: 4))
        let both = Self.text.replacingOccurrences(
            of: #"{"minWidth": 600}"#, with: #"{"minWidth": 600, "widthClass": "regular"}"#)
        do {
            _ = try Scenario(text: both, file: "c.json")
            Issue.record("loaded")
        } catch {
            #expect(error.path == "layout.sections[0].variants[0].when.minWidth")
        }
    }

    @Test func whenBelongsToVariants() {
        let text = Self.text.replacingOccurrences(
            of: #""variants": ["#, with: #""when": {"minWidth": 1}, "variants": ["#)
        do {
            _ = try Scenario(text: text, file: "c.json")
            Issue.record("loaded")
        } catch {
            #expect(error.path == "layout.sections[0].when")
        }
    }
}
