import CollectionLayout
import Headless
import Testing

@testable import Scenarios

/// Issue 27: an orthogonal strip's offset, settable from `dump` and `render`
/// (`--strip-offset S:X`), not only from the app's ← → keys.
@Suite struct StripOffsetOptionTests {
    static let text = #"""
        {"viewport": {"width": 100, "height": 100},
         "layout": {"type": "compositional", "sections": [{"orthogonalScrollingBehavior": "continuous",
           "group": {"group": "horizontal", "size": {"width": {"absolute": 60}, "height": {"absolute": 50}},
                     "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}]},
         "sections": [{"count": 3}]}
        """#

    @Test func theStripIsQueriedAtTheGivenOffset() throws {
        var loaded = try LoadedScenario(scenario: Scenario(text: Self.text, file: "s.json"))
        let (section, offset) = try DumpOptions.parseStripOffset("0:30")
        #expect(section == 0 && offset == 30)
        try loaded.setStripOffsets([section: offset])
        let cells = loaded.layout.allElements(at: loaded.scrollPosition()).filter { $0.category == .cell }.map(\.frame)
        #expect(cells.map(\.minX) == [-30, 30, 90])
        // The offset is the loaded scenario's scroll state: the prepared layout still rests.
        let resting = loaded.layout.allElements(contentOffset: .zero).filter { $0.category == .cell }
        #expect(resting.map(\.frame.minX) == [0, 60, 120])
        let dump = try ScenarioDump.text(
            of: loaded, options: DumpOptions(rect: Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(dump.contains(#""frame": {"x": -30, "y": 0, "width": 60, "height": 50}"#))
        let frame = FrameRendering.text(loaded, columns: 10, rows: 5)
        let restingFrame = FrameRendering.text(
            try LoadedScenario(scenario: Scenario(text: Self.text, file: "s.json")), columns: 10, rows: 5)
        #expect(frame != restingFrame)
    }

    @Test func badOffsetsAreRefused() throws {
        for bad in ["0", "x:1", "-1:5", "0:nan", "0:inf"] {
            #expect(throws: DumpOptionError.self) { _ = try DumpOptions.parseStripOffset(bad) }
        }
        var loaded = try LoadedScenario(scenario: Scenario(text: Self.text, file: "s.json"))
        do {
            try loaded.setStripOffsets([3: 10])
            Issue.record("accepted a section without a strip")
        } catch {
            #expect(error.message == "--strip-offset: section 3 does not scroll orthogonally")
        }
    }
}
