import Testing

@testable import CollectionLayout

@Suite struct PinterestErrorTests {
    func error(_ layout: PinterestLayout, _ context: LayoutContext) -> LayoutError? {
        var l = layout
        do {
            try l.prepare(for: context)
            return nil
        } catch {
            return error
        }
    }

    let context = pinterestContext(width: 363, photoHeights: [10, 20, 30, 40])

    @Test func zeroOrNegativeColumns() {
        #expect(error(PinterestLayout(numberOfColumns: 0), context)?.path == "layout.numberOfColumns")
        #expect(
            error(PinterestLayout(numberOfColumns: -2), context)?.description
                == "layout.numberOfColumns: must be >= 1, got -2")
    }

    @Test func badPadding() {
        #expect(
            error(PinterestLayout(cellPadding: -1), context)?.description
                == "layout.cellPadding: must be a finite number >= 0, got -1")
        #expect(error(PinterestLayout(cellPadding: .nan), context)?.path == "layout.cellPadding")
        #expect(error(PinterestLayout(cellPadding: .infinity), context)?.path == "layout.cellPadding")
    }

    @Test func sectionCountOtherThanOne() {
        let two = LayoutContext(containerSize: Size(width: 363, height: 667), itemCounts: [3, 4])
        #expect(
            error(PinterestLayout(), two)
                == LayoutError(path: "sections", message: "the Pinterest layout places exactly one section, got 2"))
        let none = LayoutContext(containerSize: Size(width: 363, height: 667), itemCounts: [])
        #expect(error(PinterestLayout(), none)?.path == "sections")
    }

    @Test func badItemHeight() {
        let bad = pinterestContext(width: 363, photoHeights: [10, 20, 30, -4])
        #expect(
            error(PinterestLayout(), bad)?.description
                == "sections[0].items[3].height: must be a finite number >= 0, got -4")
        #expect(
            error(PinterestLayout(), pinterestContext(width: 363, photoHeights: [.nan]))?.path
                == "sections[0].items[0].height")
    }

    @Test func badBannerHeights() {
        #expect(
            error(PinterestLayout(numberOfItemsBeforeAds: 2, bannerHeights: []), context)?.path == "layout.bannerHeight"
        )
        #expect(
            error(PinterestLayout(numberOfItemsBeforeAds: 2, bannerHeights: [-1]), context)?.path
                == "layout.bannerHeight")
        #expect(
            error(PinterestLayout(numberOfItemsBeforeAds: 2, bannerHeights: [10, .infinity]), context)?.path
                == "layout.bannerHeight[1]")
    }

    @Test func badContainerAndCounts() {
        #expect(
            error(PinterestLayout(), context.with(containerSize: Size(width: -1, height: 10)))?.path == "viewport.width"
        )
        #expect(
            error(PinterestLayout(), context.with(containerSize: Size(width: 10, height: .nan)))?.path
                == "viewport.height")
        let negative = LayoutContext(containerSize: Size(width: 363, height: 667), itemCounts: [-1])
        #expect(error(PinterestLayout(), negative)?.path == "sections[0].items")
    }

    @Test func failedPrepareKeepsThePreviousLayout() throws {
        var layout = PinterestLayout()
        try layout.prepare(for: context)
        #expect(throws: LayoutError.self) {
            try layout.prepare(for: context.with(containerSize: Size(width: .nan, height: 1)))
        }
        #expect(layout.element(at: IndexPath(item: 3, section: 0)) != nil)
    }
}
