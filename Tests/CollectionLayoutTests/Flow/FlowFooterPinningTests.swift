import TestSupport
import Testing

@testable import CollectionLayout

/// `sectionFootersPinToVisibleBounds`: footers stick to the end of the visible area and
/// are pushed out by their section's start (the end of its header).
@Suite struct FlowFooterPinningTests {
    /// Two sections of 6 items (two lines of three), headers 40, footers 10, a viewport
    /// 100 tall: section 0 is header 0-40, items 40-150, footer 150-160; section 1 is
    /// header 160-200, items 200-310, footer 310-320.
    func verticalLayout(headers: Bool = false, footers: Bool = true) throws -> FlowLayout {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 50), sectionHeadersPinToVisibleBounds: headers)
        layout.sectionFootersPinToVisibleBounds = footers
        return try preparedFlow(
            layout,
            flowContext(
                height: 100,
                sections: [
                    SectionMetrics(itemCount: 6, headerHeight: 40, footerHeight: 10),
                    SectionMetrics(itemCount: 6, headerHeight: 40, footerHeight: 10),
                ]))
    }

    func footer(_ layout: FlowLayout, _ section: Int, offset: Double, axis: Axis = .vertical) -> LayoutAttributes? {
        let point = axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        return layout.supplementary(
            ofKind: ElementKind.footer, at: IndexPath(item: 0, section: section), contentOffset: point)
    }

    @Test func footersStickToTheBottomThenArePushedOutByTheSectionStart() throws {
        let layout = try verticalLayout()
        #expect(layout.hasOffsetDependentElements)
        #expect(layout.contentSize.height == 320)
        // y = max(min(natural, offset + 100 - 10), header end).
        let cases: [(offset: Double, section: Int, y: Double, z: Int)] = [
            (-80, 0, 40, 1024), (-50, 0, 40, 1024), (0, 0, 90, 1024), (30, 0, 120, 1024), (60, 0, 150, 0),
            (200, 0, 150, 0),
            (0, 1, 200, 1024), (150, 1, 240, 1024), (219, 1, 309, 1024), (220, 1, 310, 0), (300, 1, 310, 0),
        ]
        for c in cases {
            let f = footer(layout, c.section, offset: c.offset)
            #expect(f?.frame == Rect(x: 0, y: c.y, width: 375, height: 10), "offset \(c.offset) section \(c.section)")
            #expect(f?.zIndex == c.z, "offset \(c.offset) section \(c.section)")
        }
        // Headers and cells never move when only footers pin.
        let header = layout.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 0, y: 50))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(layout.element(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 200, width: 100, height: 50))
    }

    @Test func queriesSeeThePinnedFooterAndMatchBruteForce() throws {
        let layout = try verticalLayout()
        let offset = Point(x: 0, y: 0)
        // Footer 0 is at 90-100 at offset 0 (over the gap between the lines), its
        // natural place 150-160 is empty.
        let hits = layout.query(Rect(x: 0, y: 85, width: 375, height: 10), contentOffset: offset).elements
        #expect(hits.map { $0.category.kind ?? "cell" } == ["cell", "cell", "cell", "footer"])
        #expect(hits.last?.frame == Rect(x: 0, y: 90, width: 375, height: 10))
        #expect(layout.query(Rect(x: 0, y: 151, width: 375, height: 8), contentOffset: offset).elements.isEmpty)
        for both in [false, true] {
            let l = try verticalLayout(headers: both)
            for y in stride(from: -100.0, through: 340, by: 5) {
                for top in stride(from: -10.0, through: 330, by: 15) {
                    expectQueryMatchesBruteForce(
                        l, rect: Rect(x: 0, y: top, width: 375, height: 25), contentOffset: Point(x: 0, y: y))
                }
            }
        }
    }

    @Test func withBothPinnedHeadersAndFootersMoveIndependently() throws {
        let layout = try verticalLayout(headers: true)
        let header = layout.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 0, y: 50))
        #expect(header?.frame.minY == 50)
        #expect(header?.zIndex == 1024)
        #expect(footer(layout, 0, offset: 50)?.frame.minY == 140)
        #expect(footer(layout, 0, offset: 60)?.frame.minY == 150)
        #expect(footer(layout, 1, offset: 150)?.frame.minY == 240)
        #expect(!(try verticalLayout(footers: false)).hasOffsetDependentElements)
        #expect(footer(try verticalLayout(footers: false), 0, offset: 0)?.frame.minY == 150)
    }

    @Test func horizontalFootersPinToTheRight() throws {
        var layout = FlowLayout(itemSize: Size(width: 80, height: 80), scrollDirection: .horizontal)
        layout.sectionFootersPinToVisibleBounds = true
        // Section 0: header x 0-30, items 30-200, footer 200-220; section 1: header
        // 220-250, items 250-420, footer 420-440. Viewport 300 wide.
        layout = try preparedFlow(
            layout,
            flowContext(
                width: 300, height: 200,
                sections: [
                    SectionMetrics(itemCount: 4, headerHeight: 30, footerHeight: 20),
                    SectionMetrics(itemCount: 4, headerHeight: 30, footerHeight: 20),
                ]))
        #expect(layout.contentSize == Size(width: 440, height: 200))
        #expect(footer(layout, 0, offset: 0, axis: .horizontal)?.frame == Rect(x: 200, y: 0, width: 20, height: 200))
        #expect(footer(layout, 0, offset: -150, axis: .horizontal)?.frame == Rect(x: 130, y: 0, width: 20, height: 200))
        #expect(footer(layout, 1, offset: 0, axis: .horizontal)?.frame == Rect(x: 280, y: 0, width: 20, height: 200))
        #expect(footer(layout, 1, offset: 100, axis: .horizontal)?.frame == Rect(x: 380, y: 0, width: 20, height: 200))
        #expect(footer(layout, 1, offset: 100, axis: .horizontal)?.zIndex == 1024)
        #expect(footer(layout, 1, offset: 140, axis: .horizontal)?.zIndex == 0)
        for x in stride(from: -20.0, through: 460, by: 10) {
            expectQueryMatchesBruteForce(
                layout, rect: Rect(x: x, y: 0, width: 60, height: 200), contentOffset: Point(x: x, y: 0))
        }
    }
}
