import Testing

@testable import CollectionLayout

@Suite struct MosaicLayoutTests {
    func prepared(width: Double = 375, height: Double = 667, count: Int) throws -> MosaicLayout {
        var layout = MosaicLayout()
        try layout.prepare(for: LayoutContext(containerSize: Size(width: width, height: height), itemCounts: [count]))
        return layout
    }

    func frames(_ layout: MosaicLayout) -> [Rect] {
        layout.allElements(contentOffset: .zero).map(\.frame)
    }

    @Test func shortCountsEndWithFullWidthOrFiftyFifty() throws {
        #expect(frames(try prepared(count: 1)) == [Rect(x: 0, y: 1, width: 375, height: 200)])
        #expect(
            frames(try prepared(count: 2)) == [
                Rect(x: 0, y: 1, width: 375, height: 200), Rect(x: 0, y: 202, width: 375, height: 200),
            ])
        #expect(
            frames(try prepared(count: 3)) == [
                Rect(x: 0, y: 1, width: 375, height: 200),
                Rect(x: 0, y: 202, width: 188, height: 200), Rect(x: 189, y: 202, width: 186, height: 200),
            ])
        // 4 items: full, fifty-fifty, then one left: full width again.
        #expect(frames(try prepared(count: 4)).last == Rect(x: 0, y: 403, width: 375, height: 200))
        #expect(try prepared(count: 4).contentSize.height == 667)
        #expect(try prepared(height: 100, count: 4).contentSize.height == 603)
        let empty = try prepared(height: 50, count: 0)
        #expect(empty.contentSize == Size(width: 375, height: 50))
        #expect(frames(empty).isEmpty)
    }

    @Test func patternCyclesAfterTheFirstBand() throws {
        // Bands: full, 50/50, 2/3+1/3, 1/3+2/3, 50/50, 2/3+1/3, ... until the tail rule.
        let layout = try prepared(width: 300, height: 0, count: 16)
        let f = frames(layout)
        try #require(f.count == 16)
        // Band 4 (items 9, 10) is fifty-fifty again at y = 4 * 201 + 1.
        #expect(f[9] == Rect(x: 0, y: 805, width: 150, height: 200))
        #expect(f[10] == Rect(x: 151, y: 805, width: 149, height: 200))
        // Band 5 (items 11...13): 2/3 + 1/3 at y = 1006.
        #expect(f[11] == Rect(x: 0, y: 1006, width: 200, height: 200))
        #expect(f[13] == Rect(x: 201, y: 1107, width: 99, height: 99))
        // Two left: fifty-fifty.
        #expect(f[14] == Rect(x: 0, y: 1207, width: 150, height: 200))
        #expect(f[15] == Rect(x: 151, y: 1207, width: 149, height: 200))
        #expect(layout.contentSize.height == 1407)
    }

    @Test func tinyWidthsStayInsideTheBand() throws {
        for width in [0.0, 0.3, 1, 2, 2.5] {
            let layout = try prepared(width: width, count: 9)
            expectLayoutInvariants(layout, sectionItemCounts: [9], "width \(width)")
        }
    }

    @Test func widthIsReadAtEveryPrepare() throws {
        var layout = MosaicLayout()
        let context = LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [3])
        try layout.prepare(for: context)
        try layout.prepare(for: context.with(containerSize: Size(width: 500, height: 667)))
        #expect(
            layout.element(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 251, y: 202, width: 249, height: 200))
    }

    @Test func errors() {
        func error(_ context: LayoutContext) -> LayoutError? {
            var l = MosaicLayout()
            do {
                try l.prepare(for: context)
                return nil
            } catch { return error }
        }
        let size = Size(width: 375, height: 667)
        #expect(
            error(LayoutContext(containerSize: size, itemCounts: [1, 2]))
                == LayoutError(path: "sections", message: "the Mosaic layout places exactly one section, got 2"))
        #expect(error(LayoutContext(containerSize: size, itemCounts: []))?.path == "sections")
        #expect(
            error(LayoutContext(containerSize: Size(width: -375, height: 667), itemCounts: [1]))?.path
                == "viewport.width")
        #expect(
            error(LayoutContext(containerSize: Size(width: 375, height: .infinity), itemCounts: [1]))?.path
                == "viewport.height")
        #expect(error(LayoutContext(containerSize: size, itemCounts: [-5]))?.path == "sections[0].items")
    }
}

@Suite struct MosaicSegmentTests {
    /// The sample's four styles on a 375 x 200 band: ceil'd first parts, 1-pt gutters.
    @Test func eachStyleSplitsABandAsTheSampleDoes() {
        let band = Rect(x: 0, y: 1, width: 375, height: 200)
        #expect(MosaicSegment.fullWidth.tileFrames(in: band) == [band])
        #expect(
            MosaicSegment.fiftyFifty.tileFrames(in: band) == [
                Rect(x: 0, y: 1, width: 188, height: 200), Rect(x: 189, y: 1, width: 186, height: 200),
            ])
        #expect(
            MosaicSegment.twoThirdsOneThird.tileFrames(in: band) == [
                Rect(x: 0, y: 1, width: 250, height: 200), Rect(x: 251, y: 1, width: 124, height: 100),
                Rect(x: 251, y: 102, width: 124, height: 99),
            ])
        #expect(MosaicSegment.allCases.map(\.tileCount) == [1, 2, 3, 3])
        #expect(MosaicSegment.fiftyFifty.next(remaining: 5) == .twoThirdsOneThird)
        #expect(MosaicSegment.fiftyFifty.next(remaining: 1) == .fullWidth)
        #expect(MosaicSegment(rawValue: "oneThirdTwoThirds") == .oneThirdTwoThirds)
    }
}
