import CollectionLayout
import Scenarios
import Testing

@Suite("Scenario decoding")
struct ScenarioDecodingTests {
    @Test func defaults() throws {
        let s = try Fixtures.scenario("minimal.json")
        #expect(s.name == "minimal")
        #expect(s.file == "minimal.json")
        #expect(s.viewport == Size(width: 375, height: 667))
        #expect(s.sections.map(\.id) == ["section-0", "section-1"])
        #expect(s.appearance.section(s.sections[0].id).title == nil)
        #expect(s.sections[0].metrics.headerHeight == 0 && s.sections[0].metrics.footerHeight == 0)
        #expect(s.appearance.section(s.sections[0].id).background == nil && s.sections[0].metrics.side == nil)
        #expect(Array(s.sections[0].items) == [CollectionData.Item(id: "0-0"), CollectionData.Item(id: "0-1")])
        #expect(s.appearance.itemTitles == ["0-1": "Second"])
        #expect(Array(s.sections[1].items) == [CollectionData.Item(id: "1-0")])
        #expect(s.itemCount == 3)
        #expect(s.layout.typeName == "flow")
    }

    @Test func defaultNameIsTheFileNameWithoutExtension() {
        #expect(Scenario.defaultName(forFile: "Demos/pinterest-feed.json") == "pinterest-feed")
        #expect(Scenario.defaultName(forFile: "feed") == "feed")
        #expect(Scenario.defaultName(forFile: "/tmp/.hidden") == ".hidden")
        #expect(Scenario.defaultName(forFile: "a.b.json") == "a.b")
    }

    @Test func everySectionAndItemKey() throws {
        let s = try Scenario(
            text: #"""
                {"name": "All keys", "viewport": {"width": 414, "height": 896},
                 "layout": {"type": "flow"},
                 "sections": [{"id": "photos", "title": "Photos", "header": {"height": 40}, "footer": {"height": 20},
                               "background": "blue", "side": "left",
                               "items": [{"id": "p1", "title": "Lake", "width": 120, "height": 180,
                                          "aspectRatio": 1.5, "lineFraction": 2, "canBeBig": true, "futureKey": [1]}]}],
                 "comment": "unknown keys are ignored"}
                """#, file: "all.json")
        #expect(s.name == "All keys")
        #expect(s.viewport == Size(width: 414, height: 896))
        let section = s.sections[0]
        var metrics = SectionMetrics(itemCount: 1, headerHeight: 40, footerHeight: 20, side: .left)
        metrics.identifier = "photos"
        #expect(section.metrics == metrics)
        #expect(s.appearance.section("photos").background == "blue")
        #expect(s.appearance.section("photos").title == "Photos")
        #expect(
            section.items[0]
                == CollectionData.Item(
                    id: "p1",
                    metrics: ItemMetrics(width: 120, height: 180, aspectRatio: 1.5, lineFraction: 2, canBeBig: true)))
        #expect(s.appearance.itemTitle(id: "p1") == "Lake")
    }

    @Test func nullCountsAsAbsent() throws {
        let s = try Scenario(
            text:
                #"{"name": null, "layout": {"type": "pinterest", "numberOfItemsBeforeAds": null}, "sections": [{"id": null, "items": [{"height": null}]}]}"#,
            file: "n.json")
        #expect(s.name == "n")
        #expect(s.sections[0].id == "section-0")
        #expect(s.sections[0].items[0].metrics == .unspecified)
        #expect((s.layout as? PinterestSpec)?.numberOfItemsBeforeAds == nil)
    }

    @Test func countWithItemDefaultsAndCycledLists() throws {
        let s = try Fixtures.scenario("count-pattern.json")
        let items = s.sections[0].items
        #expect(items.count == 7)
        #expect(items.map(\.id) == (0..<7).map { "0-\($0)" })
        #expect(items.allSatisfy { s.appearance.itemTitle(id: $0.id) == "Photo" })
        #expect(items.map { $0.metrics.height } == [120, 80, 200, 120, 80, 200, 120])
        #expect(items.map { $0.metrics.aspectRatio } == [1.5, 0.75, 1.5, 0.75, 1.5, 0.75, 1.5])
        #expect(items.allSatisfy { $0.metrics.width == 100 && $0.metrics.canBeBig == false })
        #expect(items.pattern?.count == 7)

        // The context's provider reads the same values, and tolerates bad index paths.
        let context = s.context()
        #expect(context.containerSize == Size(width: 320, height: 480))
        #expect(context.itemCounts == [7])
        #expect(context.itemMetrics(IndexPath(item: 4, section: 0)).height == 80)
        #expect(context.itemMetrics(IndexPath(item: 7, section: 0)) == .unspecified)
        #expect(context.itemMetrics(IndexPath(item: 0, section: 3)) == .unspecified)
        #expect(s.context(containerSize: Size(width: 100, height: 50)).containerSize == Size(width: 100, height: 50))
    }

    @Test func countWithoutDefaults() throws {
        let s = try Scenario(
            text: #"{"layout": {"type": "flow"}, "sections": [{"items": []}, {"count": 3, "heights": [5]}]}"#,
            file: "c.json")
        #expect(s.sections[1].items.map(\.id) == ["1-0", "1-1", "1-2"])
        #expect(s.sections[1].items.map(\.metrics) == Array(repeating: ItemMetrics(height: 5), count: 3))
        #expect(s.sections[1].items.allSatisfy { s.appearance.itemTitle(id: $0.id) == nil })
    }

    @Test func largeCountSectionsAreCheap() throws {
        let s = try Scenario(
            text: #"{"layout": {"type": "pinterest"}, "sections": [{"count": 100000, "heights": [120, 80, 200]}]}"#,
            file: "big.json")
        #expect(s.itemCount == 100_000)
        #expect(s.sections[0].items[99_999].id == "0-99999")
        #expect(s.sections[0].items[99_999].metrics.height == 120)
    }

    @Test func flowParameters() throws {
        let s = try Scenario(
            text: #"""
                {"layout": {"type": "flow", "itemSize": {"width": 100, "height": 80}, "minimumLineSpacing": 4,
                            "minimumInteritemSpacing": 6, "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4},
                            "headerReferenceHeight": 30, "footerReferenceHeight": 0,
                            "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true,
                            "scrollDirection": "horizontal"},
                 "sections": []}
                """#, file: "f.json")
        var expected = FlowSpec()
        expected.itemSize = Size(width: 100, height: 80)
        expected.minimumLineSpacing = 4
        expected.minimumInteritemSpacing = 6
        expected.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expected.headerReferenceHeight = 30
        expected.footerReferenceHeight = 0
        expected.sectionHeadersPinToVisibleBounds = true
        expected.sectionFootersPinToVisibleBounds = true
        expected.scrollDirection = .horizontal
        #expect(s.layout as? FlowSpec == expected)

        let layout = try #require(expected.makeConfiguration().makeLayout() as? FlowLayout)
        #expect(layout.itemSize == Size(width: 100, height: 80))
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.headerReferenceHeight == 30 && layout.footerReferenceHeight == 0)
        #expect(layout.sectionHeadersPinToVisibleBounds && layout.scrollDirection == .horizontal)
        #expect(layout.sectionFootersPinToVisibleBounds)
    }

    @Test func flowDefaults() throws {
        let s = try Scenario(text: #"{"layout": {"type": "flow", "sectionInset": 8}, "sections": []}"#, file: "f.json")
        var expected = FlowSpec()
        expected.sectionInset = EdgeInsets(all: 8)
        #expect(s.layout as? FlowSpec == expected)
        let d = FlowSpec()
        #expect(d.itemSize == Size(width: 50, height: 50))
        #expect(d.minimumLineSpacing == 10 && d.minimumInteritemSpacing == 10)
        #expect(d.sectionInset == .zero && d.headerReferenceHeight == nil && d.footerReferenceHeight == nil)
        #expect(!d.sectionHeadersPinToVisibleBounds && d.scrollDirection == .vertical)
        #expect(!d.sectionFootersPinToVisibleBounds)
    }

    @Test func pinterestParameters() throws {
        let s = try Fixtures.scenario("count-pattern.json")
        let spec = try #require(s.layout as? PinterestSpec)
        #expect(spec.numberOfColumns == 3 && spec.cellPadding == 4)
        #expect(spec.numberOfItemsBeforeAds == 6 && spec.bannerHeights == [120, 90])
        let layout = try #require(spec.makeConfiguration().makeLayout() as? PinterestLayout)
        #expect(layout.numberOfColumns == 3 && layout.cellPadding == 4)
        #expect(layout.numberOfItemsBeforeAds == 6 && layout.bannerHeights == [120, 90])

        let single = try Scenario(
            text: #"{"layout": {"type": "pinterest", "bannerHeight": 150}, "sections": [{"items": []}]}"#,
            file: "p.json")
        #expect((single.layout as? PinterestSpec)?.bannerHeights == [150])
        let d = PinterestSpec()
        #expect(
            d.numberOfColumns == 2 && d.cellPadding == 6 && d.numberOfItemsBeforeAds == nil && d.bannerHeights == [200])
    }

    @Test func mosaic() throws {
        let s = try Scenario(text: #"{"layout": {"type": "mosaic"}, "sections": [{"count": 10}]}"#, file: "m.json")
        #expect(s.layout is MosaicSpec)
        #expect(s.layout.makeConfiguration().makeLayout() is MosaicLayout)
    }
}
