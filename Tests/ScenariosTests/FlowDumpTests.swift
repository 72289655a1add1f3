import CollectionLayout
import Scenarios
import Testing

/// True once the engine's FlowLayout places items (its first version on main was an
/// interface placeholder that prepared no elements).
private let flowLayoutPlacesItems: Bool = {
    var layout = FlowLayout()
    try? layout.prepare(for: LayoutContext(containerSize: Size(width: 100, height: 100), itemCounts: [1]))
    return !layout.allElements(contentOffset: .zero).isEmpty
}()

@Suite("Dump of a flow scenario", .enabled(if: flowLayoutPlacesItems, "the engine's FlowLayout is still a placeholder"))
struct FlowDumpTests {
    /// small-flow.json: width 190, inset 10, 50 x 50 items with spacing 10 fill each
    /// line exactly (10 + 3 x 50 + 2 x 10 + 10 = 190); section 1 has one 170-wide item
    /// and a 12.5-pt footer. Footers sort before headers (kinds by name).
    @Test func wholeDump() throws {
        let text = try ScenarioDump.text(path: Fixtures.path("small-flow.json"), options: DumpOptions())
        #expect(text == """
            {
              "contentSize": {"width": 190, "height": 213},
              "elements": [
                {"category": "cell", "section": 0, "item": 0, "frame": {"x": 10, "y": 30, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 0, "item": 1, "frame": {"x": 70, "y": 30, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 0, "item": 2, "frame": {"x": 130, "y": 30, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 0, "item": 3, "frame": {"x": 10, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 0, "item": 4, "frame": {"x": 70, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 0, "item": 5, "frame": {"x": 130, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 1, "item": 0, "frame": {"x": 10, "y": 160, "width": 170, "height": 30.5}, "zIndex": 0},
                {"category": "supplementary", "kind": "footer", "section": 1, "item": 0, "frame": {"x": 0, "y": 200.5, "width": 190, "height": 12.5}, "zIndex": 0},
                {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 190, "height": 20}, "zIndex": 0}
              ]
            }

            """)
    }

    @Test func rectDump() throws {
        let options = DumpOptions(rect: try DumpOptions.parseRect("0,85,190,10"))
        let text = try ScenarioDump.text(path: Fixtures.path("small-flow.json"), options: options)
        #expect(text == """
            {
              "contentSize": {"width": 190, "height": 213},
              "elements": [
                {"category": "cell", "section": 0, "item": 3, "frame": {"x": 10, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 0, "item": 4, "frame": {"x": 70, "y": 90, "width": 50, "height": 50}, "zIndex": 0},
                {"category": "cell", "section": 0, "item": 5, "frame": {"x": 130, "y": 90, "width": 50, "height": 50}, "zIndex": 0}
              ]
            }

            """)
    }
}
