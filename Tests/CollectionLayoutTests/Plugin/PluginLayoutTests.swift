import Testing

@testable import CollectionLayout

/// The host: sections in sequence, headers and footers, horizontal transpose, the
/// per-section plugin list and its setters.
@Suite struct PluginLayoutTests {
    /// Two sections with different plugins: the offset threads through headers,
    /// insets, items and footers; the cross axis is the viewport's.
    @Test func sectionsFollowOneAnother() throws {
        let flow = FlowPlugin(
            itemSize: Size(width: 50, height: 30), alignment: .start,
            spacing: PluginTestSupport.spacing(10, inset: EdgeInsets(all: 5)))
        let grid = GridPlugin(
            lineFraction: 2, aspectRatio: 2,
            spacing: PluginTestSupport.spacing(0, inset: EdgeInsets(top: 8, left: 0, bottom: 4, right: 0)))
        let data = [
            SectionMetrics(itemCount: 3, headerHeight: 20, footerHeight: 10),
            SectionMetrics(itemCount: 3, headerHeight: 15),
        ]
        let l = try PluginTestSupport.prepared(
            [.flow(flow), .grid(grid)], size: Size(width: 120, height: 300), data: data)
        // Section 0: header 0..<20, items from 25: two per line (5 + 50 + 10 + 50 + 5 = 120).
        #expect(
            PluginTestSupport.frames(l, section: 0) == [
                Rect(x: 5, y: 25, width: 50, height: 30), Rect(x: 65, y: 25, width: 50, height: 30),
                Rect(x: 5, y: 65, width: 50, height: 30),
            ])
        // Items end at 95, + 5 inset: footer 100..<110. Section 1 header 110..<125, items from 133.
        #expect(
            PluginTestSupport.frames(l, section: 1) == [
                Rect(x: 0, y: 133, width: 60, height: 30), Rect(x: 60, y: 133, width: 60, height: 30),
                Rect(x: 0, y: 163, width: 60, height: 30),
            ])
        let extras = l.allElements(contentOffset: .zero).filter { $0.category != .cell }
        #expect(
            extras == [
                LayoutAttributes(
                    category: .supplementary(kind: ElementKind.footer), indexPath: IndexPath(item: 0, section: 0),
                    frame: Rect(x: 0, y: 100, width: 120, height: 10)),
                LayoutAttributes(
                    category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: 0),
                    frame: Rect(x: 0, y: 0, width: 120, height: 20)),
                LayoutAttributes(
                    category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: 1),
                    frame: Rect(x: 0, y: 110, width: 120, height: 15)),
            ])
        #expect(l.contentSize == Size(width: 120, height: 197))
    }

    @Test func theLastPluginRepeats() throws {
        let l = PluginLayout(sections: [.flow(FlowPlugin()), .staggered(StaggeredPlugin(columns: 3))])
        #expect(l.plugin(forSection: 0).kind == .flow)
        #expect(l.plugin(forSection: 1).kind == .staggered)
        #expect(l.plugin(forSection: 7) == .staggered(StaggeredPlugin(columns: 3)))
    }

    @Test func setPluginChangesOneSectionOnly() {
        var l = PluginLayout(sections: [.flow(FlowPlugin()), .grid(GridPlugin())])
        l.setPlugin(.mosaic(MosaicPlugin()), forSection: 3)
        #expect((0..<6).map { l.plugin(forSection: $0).kind } == [.flow, .grid, .grid, .mosaic, .grid, .grid])
        l.setPlugin(l.plugin(forSection: 0).converted(to: .staggered), forSection: 0)
        #expect((0..<6).map { l.plugin(forSection: $0).kind } == [.staggered, .grid, .grid, .mosaic, .grid, .grid])
        l.setPluginForAllSections(.default(.grid))
        #expect(l.sections == [.grid(GridPlugin())])
    }

    @Test func convertingKeepsSpacing() {
        let spacing = PluginTestSupport.spacing(3, inset: EdgeInsets(all: 7))
        let p = SectionPlugin.flow(FlowPlugin(spacing: spacing)).converted(to: .mosaic)
        #expect(p == .mosaic(MosaicPlugin(spacing: spacing)))
        #expect(SectionPlugin.Kind.mosaic.next == .flow)
        #expect(SectionPlugin.Kind.flow.next == .grid)
    }

    /// Horizontal = transpose. Viewport 200 x 100; flow items 40 wide, 30 tall fill
    /// columns top to bottom (three fit in 100: free 10, justified 0 / 5 / 10).
    @Test func horizontalIsTheTranspose() throws {
        let flow = FlowPlugin(itemSize: Size(width: 40, height: 30), spacing: PluginTestSupport.spacing(0))
        var l = try PluginTestSupport.prepared(
            [.flow(flow)], effects: [.sticky(.headers)], direction: .horizontal, size: Size(width: 200, height: 100),
            data: [SectionMetrics(itemCount: 4, headerHeight: 20)])
        #expect(l.scrollAxis == .horizontal)
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 20, y: 0, width: 40, height: 30), Rect(x: 20, y: 35, width: 40, height: 30),
                Rect(x: 20, y: 70, width: 40, height: 30), Rect(x: 60, y: 0, width: 40, height: 30),
            ])
        #expect(l.contentSize == Size(width: 100, height: 100))
        let header = l.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 50, y: 0))
        #expect(header?.frame == Rect(x: 50, y: 0, width: 20, height: 100))
        let q = l.query(Rect(x: 55, y: 0, width: 10, height: 100), contentOffset: Point(x: 50, y: 0))
        #expect(
            q.elements
                == PluginTestSupport.bruteForceQuery(
                    l, Rect(x: 55, y: 0, width: 10, height: 100), offset: Point(x: 50, y: 0)))
        #expect(q.elements.contains { $0.category == .supplementary(kind: ElementKind.header) })
        // Insets transpose: left becomes the leading inset along x.
        l.sections = [
            .staggered(
                StaggeredPlugin(
                    columns: 2,
                    spacing: PluginTestSupport.spacing(0, inset: EdgeInsets(top: 0, left: 7, bottom: 0, right: 3))))
        ]
        try l.prepare(
            for: LayoutContext(
                containerSize: Size(width: 200, height: 100), itemCounts: [2],
                itemMetrics: .uniform(ItemMetrics(aspectRatio: 2))))
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 7, y: 0, width: 100, height: 50), Rect(x: 7, y: 50, width: 100, height: 50),
            ])
        #expect(l.contentSize == Size(width: 110, height: 100))
    }

    @Test func emptyDataGivesViewportCrossAxis() throws {
        let l = try PluginTestSupport.prepared([.flow(FlowPlugin())], size: Size(width: 320, height: 480), data: [])
        #expect(l.contentSize == Size(width: 320, height: 0))
        #expect(l.allElements(contentOffset: .zero).isEmpty)
    }

    @Test func queriesNeverMutateAndElementLookupsAgree() throws {
        let l = try PluginTestSupport.prepared(
            [.mosaic(MosaicPlugin())], effects: [.sticky(.headers), .fade(span: 150)],
            size: Size(width: 375, height: 667),
            data: [SectionMetrics(itemCount: 40, headerHeight: 30), SectionMetrics(itemCount: 10, headerHeight: 30)])
        let rect = Rect(x: 0, y: 400, width: 375, height: 667)
        let first = l.query(rect, contentOffset: Point(x: 0, y: 400)).elements
        let again = l.query(rect, contentOffset: Point(x: 0, y: 400)).elements
        #expect(first == again)
        #expect(l.element(at: IndexPath(item: 3, section: 1))?.frame == l.store.cellFrames[43])
        #expect(l.element(at: IndexPath(item: 10, section: 1)) == nil)
    }
}
