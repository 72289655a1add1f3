import Testing

@testable import CollectionLayout

@Suite struct SplitPinningTests {
    /// Width 200, one side, inset top 5 / bottom 7, line spacing 10.
    /// Section 0: header (0, 0, 200, 20), items (0|100, 25) and (0|100, 85), 50 tall;
    ///   natural = 25 - 20 - 5 = 0, limit = 135 + 7 - 20 = 122.
    /// Section 1: header (0, 142, 200, 30), item (0, 177, 50, 50);
    ///   natural = 177 - 30 - 5 = 142, limit = 227 + 7 - 30 = 204.
    /// Section 2 (no items): header (0, 234, 200, 10), items area 244 ... 256;
    ///   natural = 234, limit = 256 - 10 = 246.
    private func layout(pinning: Bool = true) throws -> SplitLayout {
        try prepared(
            SplitLayout(
                sectionInset: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0), minimumItemLineSpacing: 10,
                sectionPinToVisibleBounds: pinning),
            splitContext(
                width: 200,
                [.items(4, 100, 50, header: 20), .items(1, 50, 50, header: 30), .items(0, 1, 1, header: 10)]))
    }

    @Test(arguments: [
        (-20.0, 0.0, 142.0, 234.0), (0, 0, 142, 234), (50, 50, 142, 234), (122, 122, 142, 234),
        (130, 122, 142, 234), (150, 122, 150, 234), (204, 122, 204, 234), (240, 122, 204, 240),
        (300, 122, 204, 246), (.infinity, 122, 204, 246), (-.infinity, 0, 142, 234), (.nan, 0, 142, 234),
    ])
    func headersPinPerOffset(offset: Double, y0: Double, y1: Double, y2: Double) throws {
        let layout = try layout()
        #expect(layout.hasOffsetDependentElements)
        #expect(layout.headerFrame(0, offset: offset) == box(0, y0, 200, 20))
        #expect(layout.headerFrame(1, offset: offset) == box(0, y1, 200, 30))
        #expect(layout.headerFrame(2, offset: offset) == box(0, y2, 200, 10))
        let headers = layout.allElements(contentOffset: Point(x: 0, y: offset)).filter {
            $0.category == .supplementary(kind: "header")
        }
        #expect(headers.map(\.frame.minY) == [y0, y1, y2])
        #expect(headers.allSatisfy { $0.zIndex == 1024 })
    }

    @Test func queriesFindPinnedHeadersAtTheirPinnedPlace() throws {
        let layout = try layout()
        // At offset 100 header 0 sits at 100 ... 120: found far from its resting frame.
        let band = layout.query(box(0, 100, 200, 10), contentOffset: Point(x: 0, y: 100)).elements
        #expect(
            band.map(\.category) == [.cell, .cell, .supplementary(kind: "header"), .decoration(kind: "background")])
        #expect(band[2].frame == box(0, 100, 200, 20) && band[2].zIndex == 1024)
        // ... and no longer at its resting place.
        let top = layout.query(box(0, 0, 200, 10), contentOffset: Point(x: 0, y: 100)).elements
        #expect(!top.contains { $0.category == .supplementary(kind: "header") })
        // Without pinning the resting frame is what counts.
        let plain = try self.layout(pinning: false)
        #expect(!plain.hasOffsetDependentElements)
        #expect(
            plain.query(box(0, 0, 200, 10), contentOffset: Point(x: 0, y: 100)).elements.map(\.category)
                == [.supplementary(kind: "header")])
        #expect(plain.headerFrame(0, offset: 100) == box(0, 0, 200, 20))
        #expect(plain.allElements(contentOffset: .zero).allSatisfy { $0.zIndex != 1024 })
    }

    @Test func pinningNeverMutatesThePreparedElements() throws {
        let layout = try layout()
        let before = layout.store.extras
        for offset in stride(from: -50.0, through: 400, by: 7) {
            _ = layout.query(box(0, offset, 200, 100), contentOffset: Point(x: 0, y: offset))
            _ = layout.allElements(contentOffset: Point(x: 0, y: offset))
        }
        #expect(layout.store.extras == before)
        #expect(
            layout.store.extra(.supplementary(kind: "header"), at: IndexPath(item: 0, section: 1))?.frame
                == box(0, 142, 200, 30))
        #expect(layout.headerFrame(1, offset: 0) == box(0, 142, 200, 30))
    }

    @Test func pinLimitUsesTheLastItemByIndexAndIgnoresAbsentItems() throws {
        // Line of a 60-tall and a 20-tall item, then a zero-size item: the limit comes from
        // item 1 (the last with an element): maxY 30 + inset 0 - header 10 = 20, not the
        // line bottom (70 - 10 = 60).
        var s = SplitTestSection(header: 10)
        s.sizes = [Size(width: 50, height: 60), Size(width: 50, height: 20), Size(width: 0, height: 0)]
        let layout = try prepared(SplitLayout(sectionPinToVisibleBounds: true), splitContext(width: 200, [s]))
        #expect(layout.headerFrame(0, offset: 500) == box(0, 20, 200, 10))
        // Normalizing stretches the last item to the line: 70 - 10 = 60.
        let normal = try prepared(
            SplitLayout(isNormalizingLineHeight: true, sectionPinToVisibleBounds: true), splitContext(width: 200, [s]))
        #expect(normal.headerFrame(0, offset: 500) == box(0, 60, 200, 10))
    }

    @Test func pinningWithoutHeadersIsNotOffsetDependent() throws {
        let layout = try prepared(
            SplitLayout(sectionPinToVisibleBounds: true), splitContext(width: 100, [.items(3, 10, 10)]))
        #expect(!layout.hasOffsetDependentElements)
    }

    @Test func headersPinOnBothSides() throws {
        let layout = try prepared(
            SplitLayout(leftSideRatio: 0.5, sectionPinToVisibleBounds: true),
            splitContext(width: 200, [.items(4, 100, 100, header: 20), .items(1, 100, 100, side: .right, header: 20)]))
        // Left: natural 0, limit 420 - 20 = 400; right: natural 0, limit 120 - 20 = 100.
        #expect(layout.headerFrame(0, offset: 250) == box(0, 250, 100, 20))
        #expect(layout.headerFrame(1, offset: 250) == box(100, 100, 100, 20))
        let hits = layout.query(box(0, 255, 200, 5), contentOffset: Point(x: 0, y: 250)).elements
        #expect(hits.filter { $0.category == .supplementary(kind: "header") }.map(\.indexPath.section) == [0])
    }
}
