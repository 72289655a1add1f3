import Testing

@testable import CollectionLayout

/// Sticky, fade and elastic values at chosen offsets (Docs/layouts.md, "Effects").
///
/// Layout: viewport 100 x 200, flow of 100 x 40 items one per line (spacing 0),
/// insets top/bottom 10, headers 20, footers 20, five items per section.
/// Section 0: header y 0, items 30..<230, footer 240, ends 260.
/// Section 1: header y 260, items 290..<490, footer 500, ends 520.
@Suite struct PluginEffectTests {
    func layout(_ effects: [PluginEffect]) throws -> PluginLayout {
        let flow = FlowPlugin(
            itemSize: Size(width: 100, height: 40),
            spacing: PluginTestSupport.spacing(0, inset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)))
        let data = (0..<3).map { _ in SectionMetrics(itemCount: 5, headerHeight: 20, footerHeight: 20) }
        return try PluginTestSupport.prepared(
            [.flow(flow)], effects: effects, size: Size(width: 100, height: 200), data: data)
    }

    func header(_ l: PluginLayout, _ section: Int, offset y: Double) -> LayoutAttributes? {
        l.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: section), contentOffset: Point(x: 0, y: y))
    }

    func footer(_ l: PluginLayout, _ section: Int, offset y: Double) -> LayoutAttributes? {
        l.supplementary(
            ofKind: ElementKind.footer, at: IndexPath(item: 0, section: section), contentOffset: Point(x: 0, y: y))
    }

    @Test func preparedFramesWithoutEffects() throws {
        let l = try layout([])
        #expect(!l.hasOffsetDependentElements)
        #expect(header(l, 1, offset: 300)?.frame == Rect(x: 0, y: 260, width: 100, height: 20))
        #expect(footer(l, 1, offset: 300)?.frame == Rect(x: 0, y: 500, width: 100, height: 20))
        #expect(l.contentSize == Size(width: 100, height: 780))
    }

    /// Header: y = clamp(offset, itemsStart - h - insetTop, itemsEnd - h).
    @Test(arguments: [
        (0, -50.0, 0.0), (0, 0, 0), (0, 100, 100), (0, 210, 210), (0, 230, 210), (0, 400, 210),
        (1, 0, 260), (1, 259, 260), (1, 300, 300), (1, 470, 470), (1, 480, 470), (1, 2000, 470),
    ])
    func stickyHeaderClamping(section: Int, offset: Double, y: Double) throws {
        let l = try layout([.sticky(.headers)])
        #expect(l.hasOffsetDependentElements)
        let h = try #require(header(l, section, offset: offset))
        #expect(h.frame == Rect(x: 0, y: y, width: 100, height: 20))
        #expect(h.zIndex == 900 + section + 1)
        // The query over the viewport returns it exactly when it is on screen.
        let viewport = Rect(x: 0, y: offset, width: 100, height: 200)
        let inQuery = l.query(viewport, contentOffset: Point(x: 0, y: offset)).elements.contains(h)
        #expect(inQuery == h.frame.intersects(viewport))
    }

    /// Footer: y = clamp(offset + 200 - h, itemsStart - insetTop, itemsEnd + insetBottom).
    @Test(arguments: [
        (0, -300.0, 20.0), (0, 0, 180), (0, 50, 230), (0, 60, 240), (0, 500, 240),
        (1, 0, 280), (1, 100, 280), (1, 200, 380), (1, 320, 500), (1, 900, 500),
    ])
    func stickyFooterClamping(section: Int, offset: Double, y: Double) throws {
        let l = try layout([.sticky(.footers)])
        let f = try #require(footer(l, section, offset: offset))
        #expect(f.frame == Rect(x: 0, y: y, width: 100, height: 20))
        #expect(f.zIndex == 900 + section)
        // Headers are not sticky here.
        #expect(header(l, section, offset: offset)?.frame.minY == [0.0, 260, 520][section])
    }

    @Test func pinnedHeaderIsFoundByAQueryFarFromItsPreparedFrame() throws {
        let l = try layout([.sticky(.headers), .sticky(.footers)])
        let q = l.query(Rect(x: 0, y: 150, width: 100, height: 200), contentOffset: Point(x: 0, y: 150))
        let headers = q.elements.filter { $0.category == .supplementary(kind: ElementKind.header) }
        #expect(headers.map(\.indexPath.section) == [0, 1])
        #expect(headers.map(\.frame.minY) == [150, 260])
        let footers = q.elements.filter { $0.category == .supplementary(kind: ElementKind.footer) }
        #expect(footers.map(\.frame.minY) == [240, 330])
    }

    /// alpha = clamp((offset - minY + 200) / 100, 0, 1) for cells; headers keep 1.
    @Test func fadeAlphaFromOffset() throws {
        let l = try layout([.fade(span: 100)])
        let cells = l.allElements(contentOffset: .zero).filter { $0.category == .cell }
        // Section 0's cells start at 30, 70, 110, 150, 190; section 1's at 290...
        #expect(cells.prefix(6).map(\.alpha) == [1, 1, 0.9, 0.5, 0.1, 0])
        #expect(l.allElements(contentOffset: Point(x: 0, y: 140)).filter { $0.category == .cell }[5].alpha == 0.5)
        #expect(header(l, 0, offset: 0)?.alpha == 1)
        #expect(PluginEffect.fadeAlpha(origin: 0, offset: 0, viewport: 200, span: 100) == 1)
    }

    /// displacement = clamp((1 - p) * spacing^(1/4), 0, spacing^(1/4))^4 with
    /// p = (offset - minY + viewport - span) / span; spacing 16, span 100, viewport 200.
    @Test(arguments: [(0.0, 0.0), (30, 0.1296), (50, 1), (75, 5.0625), (100, 16), (150, 16), (500, 16), (-20, 0)])
    func elasticDisplacement(origin: Double, expected: Double) {
        let d = PluginEffect.elasticDisplacement(origin: origin, offset: 0, viewport: 200, spacing: 16, span: 100)
        #expect(abs(d - expected) < 1e-12)
    }

    @Test func elasticMovesCellsAndQueriesStayExact() throws {
        let l = try layout([.elastic(spacing: 16, span: 100)])
        #expect(l.store.cellMargin == 16)
        let cells = l.allElements(contentOffset: .zero).filter { $0.category == .cell }
        #expect(abs(cells[0].frame.minY - 30.1296) < 1e-12)
        #expect(cells[2].frame.minY == 110 + 16)
        // A band just below a cell's prepared frame finds it after the displacement.
        let rect = Rect(x: 0, y: 233, width: 100, height: 2)
        let q = l.query(rect, contentOffset: .zero).elements
        #expect(q == PluginTestSupport.bruteForceQuery(l, rect, offset: .zero))
        #expect(q.map(\.indexPath) == [IndexPath(item: 4, section: 0)])
    }

    @Test func effectsApplyInOrder() throws {
        // Elastic first: fade reads the displaced origin (150 + 16 -> alpha 0.34).
        let l = try layout([.elastic(spacing: 16, span: 100), .fade(span: 100)])
        let cell = l.allElements(contentOffset: .zero)[3]
        #expect(abs(cell.alpha - 0.34) < 1e-12)
        let reversed = try layout([.fade(span: 100), .elastic(spacing: 16, span: 100)])
        #expect(reversed.allElements(contentOffset: .zero)[3].alpha == 0.5)
    }

    @Test func togglingEffectsNeedsNoPrepare() throws {
        var l = try layout([])
        let turnedOn = l.toggleEffect(.stickyHeaders)
        #expect(turnedOn)
        #expect(l.hasOffsetDependentElements)
        #expect(header(l, 0, offset: 100)?.frame.minY == 100)
        l.setEffect(.elastic, on: true)
        #expect(l.store.cellMargin == 20)
        #expect(l.effects == [.sticky(.headers), .elastic(spacing: 20, span: 300)])
        let stillOn = l.toggleEffect(.stickyHeaders)
        #expect(!stillOn)
        l.setEffect(.elastic, on: false)
        #expect(l.store.cellMargin == 0)
        #expect(!l.hasOffsetDependentElements)
        #expect(header(l, 0, offset: 100)?.frame.minY == 0)
    }

    /// A section without cells keeps its sticky views where they were placed.
    @Test func sectionWithoutCellsDoesNotPin() throws {
        let data = [
            SectionMetrics(itemCount: 0, headerHeight: 20, footerHeight: 20),
            SectionMetrics(itemCount: 3, headerHeight: 20),
        ]
        let l = try PluginTestSupport.prepared(
            [.flow(FlowPlugin(itemSize: Size(width: 100, height: 40), spacing: PluginTestSupport.spacing(0)))],
            effects: [.sticky(.headers), .sticky(.footers)], size: Size(width: 100, height: 200), data: data)
        for offset in [-100.0, 0, 10, 30, 200] {
            let h = l.supplementary(
                ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 0, y: offset))
            let f = l.supplementary(
                ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 0, y: offset))
            #expect(h?.frame == Rect(x: 0, y: 0, width: 100, height: 20))
            #expect(h?.zIndex == 901)
            #expect(f?.frame == Rect(x: 0, y: 20, width: 100, height: 20))
        }
        let h1 = l.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1), contentOffset: Point(x: 0, y: 70))
        #expect(h1?.frame.minY == 70)
    }
}
