import Testing

@testable import CollectionLayout

/// PluginLayout's worked examples, one or two per plugin and the sticky effect:
/// Docs/layouts.md, "Worked examples (plugin)", frame for frame. Change both together.
@Suite struct PluginWorkedExampleTests {
    /// "Flow plugin, justified": W = 300, insets left/right 10, bottom 5, spacing 10. Lines
    /// [0, 1] (70 free: item 1 moves right by 70), [2] alone (180 free: moved by 90), [3]
    /// alone (30 free: moved by 15), [4, 5] the last line (left as placed).
    @Test func flowPluginJustified() throws {
        let sizes: [(Double, Double)] = [(100, 50), (100, 30), (100, 40), (250, 20), (60, 10), (60, 30)]
        let plugin = FlowPlugin(
            alignment: .default,
            spacing: PluginTestSupport.spacing(10, inset: EdgeInsets(top: 0, left: 10, bottom: 5, right: 10)))
        let l = try PluginTestSupport.prepared(
            [.flow(plugin)], size: Size(width: 300, height: 600), data: [SectionMetrics(itemCount: sizes.count)],
            metrics: .table([sizes.map { ItemMetrics(width: $0.0, height: $0.1) }]))
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 10, y: 0, width: 100, height: 50), Rect(x: 190, y: 10, width: 100, height: 30),
                Rect(x: 100, y: 60, width: 100, height: 40), Rect(x: 25, y: 110, width: 250, height: 20),
                Rect(x: 10, y: 140, width: 60, height: 10), Rect(x: 80, y: 140, width: 60, height: 30),
            ])
        #expect(l.contentSize == Size(width: 300, height: 175))
    }

    /// "Grid plugin, exact fit" (and Docs/layouts.md, "Wrapping tolerance"): W = 375, 3 per
    /// line, spacing 20. Without the tolerance the third item's right edge computes past
    /// 375 and the grid wraps after two items.
    @Test func threePerLineAt375DoesNotWrapEarly() throws {
        let w = (375.0 - 2 * 20) / 3
        // The raw test the original uses would wrap here:
        let x2 = ((0 + w + 20) + w) + 20
        #expect(x2 + w > 375)
        let l = try PluginTestSupport.prepared(
            [.grid(GridPlugin(lineFraction: 3, aspectRatio: 1, spacing: PluginTestSupport.spacing(20)))],
            size: Size(width: 375, height: 667), data: [SectionMetrics(itemCount: 6)])
        let frames = PluginTestSupport.frames(l)
        let expected = (0..<6).map { k in
            Rect(x: Double(k % 3) * (w + 20), y: Double(k / 3) * (w + 20), width: w, height: w)
        }
        for (f, e) in zip(frames, expected) { #expect(PluginTestSupport.close(f, e), "\(f) != \(e)") }
        #expect(abs(l.contentSize.height - (2 * w + 20)) < 1e-9)
    }

    /// "Staggered plugin, round-robin": W = 300, insets 5/10/5/10, spacing 10, 2 columns of
    /// width 135. Item 3 goes to column 1 although column 0 is shorter: round-robin, as the
    /// original documents.
    @Test func roundRobinColumnsWithRatiosHeightsAndSizes() throws {
        let metrics = [
            ItemMetrics(aspectRatio: 1), ItemMetrics(aspectRatio: 0.5), ItemMetrics(aspectRatio: 1.35),
            ItemMetrics(height: 50), ItemMetrics(width: 270, height: 135),
        ]
        let inset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let l = try PluginTestSupport.prepared(
            [.staggered(StaggeredPlugin(columns: 2, spacing: PluginTestSupport.spacing(10, inset: inset)))],
            size: Size(width: 300, height: 600), data: [SectionMetrics(itemCount: 5)], metrics: .table([metrics]))
        let expected = [
            Rect(x: 10, y: 5, width: 135, height: 135), Rect(x: 155, y: 5, width: 135, height: 270),
            Rect(x: 10, y: 150, width: 135, height: 100), Rect(x: 155, y: 285, width: 135, height: 50),
            Rect(x: 10, y: 260, width: 135, height: 67.5),
        ]
        let frames = PluginTestSupport.frames(l)
        for (f, e) in zip(frames, expected) { #expect(PluginTestSupport.close(f, e), "\(f) != \(e)") }
        #expect(l.contentSize == Size(width: 300, height: 340))
    }

    /// "Staggered plugin, the tall item" (and Docs/layouts.md, "Exact visibility queries"):
    /// 2 columns, heights [1000, 100, 100, ...]; the band y in [250, 280] holds items 0 and
    /// 5 (the original's bisection returns nothing).
    @Test func queryFindsTheTallFirstItem() throws {
        let metrics = (0..<20).map { ItemMetrics(height: $0 == 0 ? 1000 : 100) }
        let l = try PluginTestSupport.prepared(
            [.staggered(StaggeredPlugin(columns: 2, spacing: PluginTestSupport.spacing(0)))],
            size: Size(width: 200, height: 600), data: [SectionMetrics(itemCount: 20)], metrics: .table([metrics]))
        let rect = Rect(x: 0, y: 250, width: 200, height: 30)
        let hits = l.query(rect, contentOffset: .zero).elements.map(\.indexPath.item)
        #expect(hits == [0, 5])
        #expect(PluginTestSupport.bruteForceQuery(l, rect, offset: .zero).map(\.indexPath.item) == [0, 5])
    }

    /// "Mosaic plugin": W = 320, 3 columns of 100, spacing 10, line multiple 20.
    /// 0: cannot be big; 1: landscape spanning the two free columns; 3: spans 1-2 again;
    /// 4: h = 60 snaps to the column end 280 (h = 50); 5: all columns level -> spans 3;
    /// 6: after a big item -> single; 7: portrait over 2 of 3 columns may be big;
    /// 8: single.
    @Test func bigTilesSnapAndTheSingleColumnRules() throws {
        let metrics = [
            ItemMetrics(aspectRatio: 1, canBeBig: false), ItemMetrics(aspectRatio: 1.5), ItemMetrics(aspectRatio: 1),
            ItemMetrics(aspectRatio: 2), ItemMetrics(aspectRatio: 2), ItemMetrics(aspectRatio: 1),
            ItemMetrics(aspectRatio: 1), ItemMetrics(aspectRatio: 0.5), ItemMetrics(aspectRatio: 0.5),
        ]
        let l = try PluginTestSupport.prepared(
            [.mosaic(MosaicPlugin(columns: 3, lineMultiple: 20, spacing: PluginTestSupport.spacing(10)))],
            size: Size(width: 320, height: 600), data: [SectionMetrics(itemCount: metrics.count)],
            metrics: .table([metrics]))
        #expect(
            PluginTestSupport.frames(l) == [
                Rect(x: 0, y: 10, width: 100, height: 100), Rect(x: 110, y: 10, width: 210, height: 140),
                Rect(x: 0, y: 120, width: 100, height: 100), Rect(x: 110, y: 160, width: 210, height: 120),
                Rect(x: 0, y: 230, width: 100, height: 50), Rect(x: 0, y: 290, width: 320, height: 320),
                Rect(x: 0, y: 620, width: 100, height: 100), Rect(x: 110, y: 620, width: 210, height: 420),
                Rect(x: 0, y: 730, width: 100, height: 200),
            ])
        #expect(l.contentSize.height == 1040)
    }

    /// "Sticky header": viewport 100 x 200, a flow plugin of 100 x 40 items one per line,
    /// insets top/bottom 10, 20-pt headers and footers. Section 0's items span y 30-230, so
    /// its header is clamped to [30 - 20 - 10, 230 - 20] = [0, 210].
    @Test(arguments: [(-50.0, 0.0), (100, 100), (230, 210)])
    func stickyHeader(offset: Double, y: Double) throws {
        let flow = FlowPlugin(
            itemSize: Size(width: 100, height: 40),
            spacing: PluginTestSupport.spacing(0, inset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))
        let data = (0..<2).map { _ in SectionMetrics(itemCount: 5, headerHeight: 20, footerHeight: 20) }
        let l = try PluginTestSupport.prepared(
            [.flow(flow)], effects: [.sticky(.headers)], size: Size(width: 100, height: 200), data: data)
        #expect(PluginTestSupport.frames(l).map(\.minY) == [30, 70, 110, 150, 190])
        let header = l.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 0, y: offset))
        #expect(header?.frame == Rect(x: 0, y: y, width: 100, height: 20))
        #expect(header?.zIndex == 901)
    }
}
