import TestSupport
import Testing

@testable import CollectionLayout

/// A Pinterest context: one section of items with the given photo heights.
func pinterestContext(width: Double, height: Double = 667, photoHeights: [Double]) -> LayoutContext {
    LayoutContext(
        containerSize: Size(width: width, height: height), sections: [SectionMetrics(itemCount: photoHeights.count)],
        itemMetrics: .table([photoHeights.map { ItemMetrics(height: $0) }]))
}

@Suite struct PinterestLayoutTests {
    func prepared(_ layout: PinterestLayout, _ context: LayoutContext) throws -> PinterestLayout {
        var l = layout
        try l.prepare(for: context)
        return l
    }

    @Test func contentHeightIsAtLeastTheContainerHeight() throws {
        let layout = try prepared(PinterestLayout(), pinterestContext(width: 363, height: 667, photoHeights: [100]))
        #expect(layout.contentSize == Size(width: 363, height: 667))
    }

    @Test func bannerAfterTheLastItemAndHeightsCycle() throws {
        let layout = try prepared(
            PinterestLayout(numberOfColumns: 3, cellPadding: 5, numberOfItemsBeforeAds: 2, bannerHeights: [100, 50]),
            pinterestContext(width: 300, height: 0, photoHeights: [10, 20, 30, 40, 50, 60]))
        let banners = layout.allElements(contentOffset: .zero).filter { $0.category != .cell }
        try #require(banners.map(\.indexPath) == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        // Items 0, 1 in columns 0, 1 (slots 20 and 30 high); banner 0 at y = 30.
        #expect(banners[0].frame == Rect(x: 5, y: 35, width: 290, height: 90))
        // Items 2, 3 from the left after the banner: slots of 40 and 50 at y = 130.
        #expect(layout.element(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 5, y: 135, width: 90, height: 30))
        #expect(
            layout.element(at: IndexPath(item: 3, section: 0))?.frame == Rect(x: 105, y: 135, width: 90, height: 40))
        #expect(banners[1].frame == Rect(x: 5, y: 185, width: 290, height: 40))
        #expect(layout.element(at: IndexPath(item: 4, section: 0))?.frame == Rect(x: 5, y: 235, width: 90, height: 50))
        #expect(
            layout.element(at: IndexPath(item: 5, section: 0))?.frame == Rect(x: 105, y: 235, width: 90, height: 60))
        #expect(banners[2].frame == Rect(x: 5, y: 305, width: 290, height: 90))
        #expect(layout.contentSize == Size(width: 300, height: 400))
        expectLayoutInvariants(layout, sectionItemCounts: [6])
    }

    @Test(arguments: [nil, 0, -3] as [Int?])
    func noBannersWithoutAPositiveInterval(_ interval: Int?) throws {
        let layout = try prepared(
            PinterestLayout(numberOfItemsBeforeAds: interval), pinterestContext(width: 363, photoHeights: [10, 20, 30]))
        #expect(layout.allElements(contentOffset: .zero).count == 3)
        #expect(layout.supplementary(ofKind: ElementKind.banner, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func bannerShorterThanTwicePaddingHasZeroHeightInsideItsSlot() throws {
        let layout = try prepared(
            PinterestLayout(numberOfColumns: 2, cellPadding: 6, numberOfItemsBeforeAds: 1, bannerHeights: [10]),
            pinterestContext(width: 363, height: 0, photoHeights: [100, 20]))
        let banner = layout.supplementary(ofKind: ElementKind.banner, at: IndexPath(item: 0, section: 0))
        #expect(banner?.frame == Rect(x: 6, y: 117, width: 351, height: 0))
        #expect(
            layout.element(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 6, y: 128, width: 169.5, height: 20))
        #expect(layout.contentSize.height == 164)
        expectLayoutInvariants(layout, sectionItemCounts: [2])
    }

    @Test func columnsNarrowerThanThePaddingHaveZeroWidth() throws {
        let layout = try prepared(
            PinterestLayout(numberOfColumns: 4, cellPadding: 10), pinterestContext(width: 40, photoHeights: [5, 5]))
        #expect(layout.element(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 15, y: 10, width: 0, height: 5))
        expectLayoutInvariants(layout, sectionItemCounts: [2])
    }

    @Test func widthIsReReadAtEveryPrepare() throws {
        var layout = PinterestLayout()
        let context = pinterestContext(width: 363, height: 100, photoHeights: [100, 50, 80])
        try layout.prepare(for: context)
        try layout.prepare(for: context.with(containerSize: Size(width: 600, height: 100)))
        #expect(layout.element(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 306, y: 6, width: 288, height: 50))
        #expect(layout.contentSize.width == 600)
    }

    @Test func contentSizeShrinksWhenItemsGo() throws {
        var layout = PinterestLayout()
        try layout.prepare(for: pinterestContext(width: 363, height: 100, photoHeights: [500, 500, 500]))
        #expect(layout.contentSize.height == 1024)
        try layout.prepare(for: pinterestContext(width: 363, height: 100, photoHeights: [50]))
        #expect(layout.contentSize.height == 100)
        #expect(layout.element(at: IndexPath(item: 1, section: 0)) == nil)
    }

    @Test func emptySection() throws {
        let layout = try prepared(
            PinterestLayout(numberOfItemsBeforeAds: 1), pinterestContext(width: 363, height: 50, photoHeights: []))
        #expect(layout.allElements(contentOffset: .zero).isEmpty)
        #expect(layout.contentSize == Size(width: 363, height: 50))
    }

    /// A plain re-statement of Docs/layouts.md, "Pinterest", with the Tessera fixes: every column tracked,
    /// leftmost minimum by linear scan.
    func referenceFrames(
        columns n: Int, padding p: Double, width: Double, heights: [Double], every k: Int, banners: [Double]
    ) -> ([Rect], [Rect], Double) {
        let colW = width / Double(n)
        var y = [Double](repeating: 0, count: n)
        var cells: [Rect] = []
        var ads: [Rect] = []
        var column = 0
        for (i, h) in heights.enumerated() {
            let slot = Rect(x: Double(column) * colW, y: y[column], width: colW, height: h + 2 * p)
            cells.append(PinterestLayout.padded(slot, by: p))
            y[column] = slot.maxY
            column = y.firstIndex(of: y.min()!)!
            if k > 0 && (i + 1) % k == 0 {
                let top = y.max()!
                let slot = Rect(x: 0, y: top, width: width, height: banners[ads.count % banners.count])
                ads.append(PinterestLayout.padded(slot, by: p))
                y = y.map { _ in slot.maxY }
                column = 0
            }
        }
        return (cells, ads, y.max()!)
    }

    @Test func matchesAPlainReferenceForManyColumnCounts() throws {
        var rng = SeededGenerator(seed: 31)
        for _ in 0..<300 {
            let n = [1, 2, 3, 5, 16, 17, 40, 200].randomElement(using: &rng)!
            let count = Int.random(in: 0...120, using: &rng)
            let heights = (0..<count).map { _ in Double(Int.random(in: 0...300, using: &rng)) }
            let k = Int.random(in: -1...12, using: &rng)
            let banners = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                Double(Int.random(in: 0...150, using: &rng))
            }
            let p = Double(Int.random(in: 0...8, using: &rng))
            let width = Double(Int.random(in: 0...800, using: &rng))
            let layout = try prepared(
                PinterestLayout(numberOfColumns: n, cellPadding: p, numberOfItemsBeforeAds: k, bannerHeights: banners),
                pinterestContext(width: width, height: 300, photoHeights: heights))
            let (cells, ads, bottom) = referenceFrames(
                columns: n, padding: p, width: width, heights: heights, every: k, banners: banners)
            let all = layout.allElements(contentOffset: .zero)
            let label = "n=\(n) count=\(count) k=\(k) p=\(p) width=\(width)"
            let actualCells = all.filter { $0.category == .cell }.map(\.frame)
            let actualAds = all.filter { $0.category != .cell }.map(\.frame)
            try #require(actualCells.count == cells.count && actualAds.count == ads.count, "\(label)")
            if let i = cells.indices.first(where: { cells[$0] != actualCells[$0] }) {
                Issue.record("\(label): item \(i) at \(actualCells[i]), expected \(cells[i])")
                return
            }
            if let i = ads.indices.first(where: { ads[$0] != actualAds[$0] }) {
                Issue.record("\(label): banner \(i) at \(actualAds[i]), expected \(ads[i])")
                return
            }
            #expect(layout.contentSize == Size(width: width, height: max(300, bottom)), "\(label)")
        }
    }
}
