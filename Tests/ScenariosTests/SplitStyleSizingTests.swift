import CollectionLayout
import Testing

@testable import Scenarios

/// Issue 27: split `styles` per section and per side give items per line, relative item
/// sizes and header and footer sizes (a height of 0: none), as the split sample's emoji
/// screen needs (full-width summary cells beside a grid).
@Suite struct SplitStyleSizingTests {
    static let text = #"""
        {"viewport": {"width": 100, "height": 200},
         "layout": {"type": "split", "leftSideRatio": 0.5,
           "styles": [
             {"side": "left", "itemSize": {"widthFraction": 1, "height": 20}, "headerSize": {"height": 0}},
             {"side": "right", "itemsPerLine": 2},
             {"section": 1, "side": "right", "headerSize": {"widthFraction": 0.5, "height": 10},
              "footerSize": {"height": 4}}]},
         "sections": [
           {"side": "left", "header": {"height": 30}, "count": 2},
           {"side": "right", "header": {"height": 30}, "count": 3}]}
        """#

    @Test func stylesSizeItemsHeadersAndFootersPerSectionAndSide() throws {
        let loaded = try LoadedScenario(scenario: Scenario(text: Self.text, file: "s.json"))
        let all = loaded.layout.allElements(contentOffset: .zero)
        #expect(
            all.filter { $0.category == .cell }.map(\.frame) == [
                Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 0, y: 20, width: 50, height: 20),
                Rect(x: 50, y: 10, width: 25, height: 25), Rect(x: 75, y: 10, width: 25, height: 25),
                Rect(x: 50, y: 35, width: 25, height: 25),
            ])
        let headers = all.filter { $0.category == .supplementary(kind: ElementKind.header) }
        #expect(headers.map(\.indexPath.section) == [1])
        #expect(headers.map(\.frame) == [Rect(x: 50, y: 0, width: 25, height: 10)])
        let footers = all.filter { $0.category == .supplementary(kind: ElementKind.footer) }
        #expect(footers.map(\.frame) == [Rect(x: 50, y: 60, width: 50, height: 4)])
    }

    @Test func badStyleSizesNameTheirPath() {
        for (style, path) in [
            (#"{"side": "left", "itemsPerLine": 0}"#, "layout.styles[0].itemsPerLine"),
            (#"{"side": "left", "itemSize": {"widthFraction": 2}}"#, "layout.styles[0].itemSize.widthFraction"),
            (#"{"side": "left", "headerSize": {"widthFraction": 1}}"#, "layout.styles[0].headerSize.height"),
            (
                #"{"side": "left", "itemsPerLine": 2, "itemSize": {"widthFraction": 1}}"#,
                "layout.styles[0].itemsPerLine"
            ),
        ] {
            let text = #"{"layout": {"type": "split", "styles": ["# + style + #"]}, "sections": [{"count": 1}]}"#
            do {
                _ = try Scenario(text: text, file: "s.json")
                Issue.record("\(style) loaded")
            } catch {
                #expect(error.path == path, "\(style)")
            }
        }
    }
}
