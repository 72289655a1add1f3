import Testing

@testable import CollectionLayout

@Suite struct FlowPinningTests {
    /// Two sections of 6 items (two lines of three), headers 40, footers 10.
    func verticalLayout(pinned: Bool = true) throws -> FlowLayout {
        try preparedFlow(
            FlowLayout(itemSize: Size(width: 100, height: 50), sectionHeadersPinToVisibleBounds: pinned),
            flowContext(sections: [
                SectionMetrics(itemCount: 6, headerHeight: 40, footerHeight: 10),
                SectionMetrics(itemCount: 6, headerHeight: 40, footerHeight: 10),
            ]))
    }

    func header(_ layout: FlowLayout, _ section: Int, offset: Double, axis: Axis = .vertical) -> LayoutAttributes? {
        let point = axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        return layout.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: section), contentOffset: point)
    }

    @Test func headersStickThenArePushedOutByTheSectionEnd() throws {
        let layout = try verticalLayout()
        #expect(layout.hasOffsetDependentElements)
        #expect(layout.contentSize.height == 320)
        // Section 0: header natural y 0, content end 150 -> limit 110.
        // Section 1: header natural y 160, content end 310 -> limit 270.
        let cases: [(offset: Double, section: Int, y: Double, z: Int)] = [
            (-30, 0, 0, 0), (0, 0, 0, 0), (50, 0, 50, 1024), (110, 0, 110, 1024), (120, 0, 110, 1024),
            (400, 0, 110, 1024),
            (120, 1, 160, 0), (160, 1, 160, 0), (200, 1, 200, 1024), (290, 1, 270, 1024), (1000, 1, 270, 1024),
        ]
        for c in cases {
            let h = header(layout, c.section, offset: c.offset)
            #expect(h?.frame == Rect(x: 0, y: c.y, width: 375, height: 40), "offset \(c.offset) section \(c.section)")
            #expect(h?.zIndex == c.z, "offset \(c.offset) section \(c.section)")
        }
        // Footers and cells never move.
        let footer = layout.supplementary(
            ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 0, y: 120))
        #expect(footer?.frame == Rect(x: 0, y: 150, width: 375, height: 10))
        #expect(layout.element(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 200, width: 100, height: 50))
    }

    @Test func queriesSeeThePinnedHeaderNotTheNaturalOne() throws {
        let layout = try verticalLayout()
        let offset = Point(x: 0, y: 120)
        let hits = layout.query(Rect(x: 0, y: 120, width: 375, height: 20), contentOffset: offset).elements
        try #require(hits.count == 4)
        #expect(hits.map { $0.category.kind ?? "cell" } == ["cell", "cell", "cell", "header"])
        #expect(hits.map(\.indexPath.item) == [3, 4, 5, 0])
        #expect(hits[3].frame.minY == 110)
        // The natural place of header 0 is empty at this offset.
        #expect(layout.query(Rect(x: 0, y: 0, width: 375, height: 40), contentOffset: offset).elements.isEmpty)
        for y in stride(from: -20.0, through: 340, by: 5) {
            for top in stride(from: -10.0, through: 330, by: 15) {
                expectQueryMatchesBruteForce(
                    layout, rect: Rect(x: 0, y: top, width: 375, height: 25), contentOffset: Point(x: 0, y: y))
            }
        }
    }

    @Test func withoutPinningHeadersStayPut() throws {
        let layout = try verticalLayout(pinned: false)
        #expect(!layout.hasOffsetDependentElements)
        #expect(header(layout, 0, offset: 100)?.frame.minY == 0)
        #expect(
            layout.query(Rect(x: 0, y: 100, width: 375, height: 20), contentOffset: Point(x: 0, y: 100)).elements
                .allSatisfy { $0.category == .cell })
    }

    @Test func horizontalHeadersPinToTheLeft() throws {
        let layout = try preparedFlow(
            FlowLayout(
                itemSize: Size(width: 80, height: 80), sectionHeadersPinToVisibleBounds: true,
                scrollDirection: .horizontal),
            flowContext(
                width: 300, height: 200,
                sections: [
                    SectionMetrics(itemCount: 4, headerHeight: 30), SectionMetrics(itemCount: 4, headerHeight: 30),
                ]))
        #expect(layout.contentSize == Size(width: 400, height: 200))
        #expect(header(layout, 0, offset: 100, axis: .horizontal)?.frame == Rect(x: 100, y: 0, width: 30, height: 200))
        #expect(header(layout, 0, offset: 190, axis: .horizontal)?.frame == Rect(x: 170, y: 0, width: 30, height: 200))
        #expect(header(layout, 1, offset: 190, axis: .horizontal)?.frame == Rect(x: 200, y: 0, width: 30, height: 200))
        #expect(header(layout, 1, offset: 250, axis: .horizontal)?.frame == Rect(x: 250, y: 0, width: 30, height: 200))
        #expect(header(layout, 1, offset: 250, axis: .horizontal)?.zIndex == 1024)
        for x in stride(from: -20.0, through: 420, by: 10) {
            expectQueryMatchesBruteForce(
                layout, rect: Rect(x: x, y: 0, width: 60, height: 200), contentOffset: Point(x: x, y: 0))
        }
    }
}
