import CollectionLayout
import Foundation
import Testing

@testable import Scenarios

/// Issue 27: a banner height per banner number, as the delegate's
/// `heightForBannerAtIndexPath` gives one, beside the cycled list.
@Suite struct PinterestBannerHeightTests {
    static let text = #"""
        {"viewport": {"width": 100, "height": 100},
         "layout": {"type": "pinterest", "numberOfColumns": 1, "cellPadding": 0, "numberOfItemsBeforeAds": 1,
                    "bannerHeight": [10, 20], "bannerHeightAt": [{"banner": 1, "height": 50}]},
         "sections": [{"count": 4, "itemDefaults": {"height": 100}}]}
        """#

    @Test func aBannersOwnHeightReplacesItsCycledOne() throws {
        let loaded = try LoadedScenario(scenario: Scenario(text: Self.text, file: "p.json"))
        let banners = loaded.layout.allElements(contentOffset: .zero).filter {
            $0.category == .supplementary(kind: ElementKind.banner)
        }
        #expect(
            banners.map(\.frame) == [
                Rect(x: 0, y: 100, width: 100, height: 10), Rect(x: 0, y: 210, width: 100, height: 50),
                Rect(x: 0, y: 360, width: 100, height: 10), Rect(x: 0, y: 470, width: 100, height: 20),
            ])
        let dump = try ScenarioDump.text(of: loaded, options: DumpOptions())
        #expect(
            dump.contains(
                #""kind": "banner", "section": 0, "item": 1, "frame": {"x": 0, "y": 210, "width": 100, "height": 50}"#))
    }

    @Test func badEntriesNameTheirPath() {
        for (entry, path) in [
            (#"[{"banner": -1, "height": 5}]"#, "layout.bannerHeightAt[0].banner"),
            (#"[{"banner": 1, "height": -5}]"#, "layout.bannerHeightAt[0].height"),
            (#"[{"banner": 1, "height": 5}, {"banner": 1, "height": 6}]"#, "layout.bannerHeightAt[1].banner"),
        ] {
            let text = Self.text.replacingOccurrences(of: #"[{"banner": 1, "height": 50}]"#, with: entry)
            do {
                _ = try Scenario(text: text, file: "p.json")
                Issue.record("\(entry) loaded")
            } catch {
                #expect(error.path == path)
            }
        }
    }
}
