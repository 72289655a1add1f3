import CollectionLayout
import Headless
import Scenarios
import Testing

/// A Pinterest scenario's own supplementary kinds, drawn by `render`.
@Suite struct PinterestViewsRenderTests {
    @Test func aHeaderAboveTheFeedAndAViewBelowIt() throws {
        let text = """
            {"viewport": {"width": 363, "height": 400},
             "layout": {"type": "pinterest", "supplementaryViews": [
                 {"kind": "header", "height": 60, "placement": "beforeItems"},
                 {"kind": "more", "height": 60, "placement": "afterItems"}]},
             "sections": [{"title": "Feed", "supplementaries": {"more": {"title": "More to see"}},
                           "items": [{"title": "Lake", "height": 60}, {"title": "Reef", "height": 60}]}]}
            """
        let loaded = try LoadedScenario(scenario: Scenario(text: text, file: "t.json"))
        // 33 columns: 11 points a column, 22 a row (cells round to the nearest edge).
        // Header slot 0...60 (frame 6...54: rows 0..<2), items 66...126 (rows 3..<6),
        // "more" slot from 132 (frame 138...186: rows 6..<8); x 6...357 is columns 1..<32.
        #expect(
            FrameRendering.text(loaded, columns: 33, rows: 10) == """
                 ┌Feed─────────────────────────┐
                 └─────────────────────────────┘

                 ┌─────────────┐ ┌─────────────┐
                 │Lake         │ │Reef         │
                 └─────────────┘ └─────────────┘
                 ┌More to see──────────────────┐
                 └─────────────────────────────┘


                """)
    }
}
