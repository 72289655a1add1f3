import Testing

@testable import CollectionLayout

@Suite struct SplitValidationTests {
    @Test func calculateFixedWidthRoughlyUsesIntegerDivision() {
        let inset = EdgeInsets(all: 5)
        // (375 - 10 - 20) / 3 = 115
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 3, sideWidth: 375, minimumInterItemSpacing: 10, sectionInset: inset) == 115)
        // Int(346.5) / 3 = 115, not 115.5
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 3, sideWidth: 376.5, minimumInterItemSpacing: 10, sectionInset: inset) == 115)
        // 347 / 3 = 115 (remainder dropped)
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 3, sideWidth: 377, minimumInterItemSpacing: 10, sectionInset: inset) == 115)
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 1, sideWidth: 99.9, minimumInterItemSpacing: 10, sectionInset: .zero) == 99)
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 0, sideWidth: 375, minimumInterItemSpacing: 10, sectionInset: inset) == 0)
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: -2, sideWidth: 375, minimumInterItemSpacing: 10, sectionInset: inset) == 0)
        // Nothing left: 0, never negative.
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 4, sideWidth: 20, minimumInterItemSpacing: 10, sectionInset: inset) == 0)
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 2, sideWidth: .infinity, minimumInterItemSpacing: 0, sectionInset: .zero) == 0)
        #expect(
            SplitLayout.calculateFixedWidthRoughly(
                to: 2, sideWidth: 1e300, minimumInterItemSpacing: 0, sectionInset: .zero) == 5e299)
    }

    @Test func calculateFixedWidthRoughlyForAPreparedSide() throws {
        var layout = SplitLayout(leftSideRatio: 0.4, splitSpacing: 15)
        try layout.prepare(for: splitContext(width: 375, []))
        // Left 144: (144 - 30) / 4 = 28 (114 / 4 = 28.5 truncated); right 216: 186 / 4 = 46.
        #expect(
            try layout.calculateFixedWidthRoughly(to: 4, of: .left, minimumInterItemSpacing: 10, sectionInset: .zero)
                == 28)
        #expect(
            try layout.calculateFixedWidthRoughly(to: 4, of: .right, minimumInterItemSpacing: 10, sectionInset: .zero)
                == 46
        )
        #expect(layout.contentSize == Size(width: 375, height: 0))
    }

    private func error(_ layout: SplitLayout, _ context: LayoutContext = splitContext(width: 100, [.items(2, 10, 10)]))
        -> LayoutError?
    {
        var copy = layout
        do {
            try copy.prepare(for: context)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [1.5, -0.1, .nan, .infinity])
    func ratioOutsideZeroToOne(ratio: Double) {
        #expect(error(SplitLayout(leftSideRatio: ratio))?.path == "layout.leftSideRatio")
    }

    /// Issue 27: a split spacing as wide as the view left both sides 0 wide and lost
    /// every header, footer and item without a word; it is an error naming the value.
    @Test func splitSpacingAsWideAsTheViewIsAnError() {
        let wide = error(SplitLayout(leftSideRatio: 0.5, splitSpacing: 500))
        #expect(wide?.path == "layout.splitSpacing")
        #expect(wide?.message == "must be less than the view's width (100.0 pt) when both sides show, got 500.0")
        #expect(error(SplitLayout(leftSideRatio: 0.5, splitSpacing: 100))?.path == "layout.splitSpacing")
        #expect(error(SplitLayout(leftSideRatio: 0.5, splitSpacing: 99)) == nil)
        // One side shows: the spacing is not used (the original's `actualSplitSpacing`).
        #expect(error(SplitLayout(leftSideRatio: 1, splitSpacing: 500)) == nil)
    }

    @Test func badParametersNameTheirPath() {
        #expect(error(SplitLayout(splitSpacing: -1))?.path == "layout.splitSpacing")
        #expect(error(SplitLayout(splitSpacing: .nan))?.path == "layout.splitSpacing")
        #expect(error(SplitLayout(minimumItemLineSpacing: .infinity))?.path == "layout.minimumItemLineSpacing")
        #expect(error(SplitLayout(minimumInterItemSpacing: -3))?.path == "layout.minimumInterItemSpacing")
        #expect(
            error(SplitLayout(sectionInset: EdgeInsets(top: 0, left: -1, bottom: 0, right: 0)))?.path
                == "layout.sectionInset.left")
        #expect(error(SplitLayout(itemsPerLine: 0))?.path == "layout.itemsPerLine")
        #expect(
            error(SplitLayout(defaultItemSize: Size(width: 1, height: -1)))?.path == "layout.defaultItemSize.height")
        #expect(
            error(
                SplitLayout(styles: [
                    .section(3): SplitSectionStyle(minimumItemLineSpacing: 1),
                    SplitStyleKey(section: 2, side: .left): SplitSectionStyle(sectionInset: EdgeInsets(top: .nan)),
                    .side(.right): SplitSectionStyle(minimumInterItemSpacing: -1),
                ]))?.path == "layout.styles[side right].minimumInterItemSpacing")
        #expect(
            error(
                SplitLayout(styles: [
                    SplitStyleKey(section: 2, side: .left): SplitSectionStyle(sectionInset: EdgeInsets(top: .nan))
                ]))?.path
                == "layout.styles[section 2, side left].sectionInset.top")
        let message = error(SplitLayout(leftSideRatio: 2))?.description
        #expect(message == "layout.leftSideRatio: must be a number from 0 to 1, got 2.0")
    }

    @Test func badDataNamesItsPath() {
        var s = SplitTestSection()
        s.sizes = [Size(width: 10, height: 10), Size(width: 10, height: 10), Size(width: -3, height: 10)]
        #expect(
            error(SplitLayout(), splitContext(width: 100, [.items(1, 1, 1), s]))?.path == "sections[1].items[2].width")
        s.sizes[2] = Size(width: 10, height: .nan)
        #expect(error(SplitLayout(), splitContext(width: 100, [s]))?.path == "sections[0].items[2].height")
        // A bad item in a skipped section is never read.
        s.side = .right
        #expect(error(SplitLayout(), splitContext(width: 100, [s])) == nil)
        #expect(error(SplitLayout(), splitContext(width: .infinity, [])).map(\.path) == "viewport.width")
        #expect(
            error(SplitLayout(), splitContext(width: 100, [.items(1, 1, 1, header: -1)]))?.path
                == "sections[0].header.height")
        #expect(
            error(SplitLayout(), splitContext(width: 100, [.items(1, 1, 1, footer: .nan)]))?.path
                == "sections[0].footer.height")
        let negative = LayoutContext(containerSize: Size(width: 10, height: 10), itemCounts: [-1])
        #expect(error(SplitLayout(), negative)?.path == "sections[0].count")
    }

    @Test func contentTooLargeIsAnErrorNotInfinity() {
        #expect(error(SplitLayout(), splitContext(width: 100, [.items(3, 100, 1e308)]))?.path == "sections")
        #expect(
            error(SplitLayout(minimumInterItemSpacing: 1.7e308), splitContext(width: 1e308, [.items(2, 1e308, 1)]))
                == nil)
        #expect(
            error(SplitLayout(), splitContext(width: 1.7e308, [.items(1, 1.7e308, 1), .items(1, 1.7e308, 1)])) == nil)
    }

    @Test func aFailedPrepareLeavesTheLayoutAsItWas() throws {
        var layout = SplitLayout()
        let good = splitContext(width: 100, [.items(2, 10, 10)])
        try layout.prepare(for: good)
        let elements = layout.allElements(contentOffset: .zero)
        layout.leftSideRatio = 7
        #expect(throws: LayoutError.self) { try layout.prepare(for: good) }
        #expect(layout.allElements(contentOffset: .zero) == elements)
        layout.leftSideRatio = 1
        #expect(throws: LayoutError.self) { try layout.prepare(for: splitContext(width: 100, [.items(1, -1, 1)])) }
        #expect(layout.allElements(contentOffset: .zero) == elements)
    }
}

@Suite struct SplitWidthBeforePrepareTests {
    /// The original reads its collection view's width, which always exists; an unprepared
    /// layout has none, so the stateful forms throw instead of answering 0.
    @Test func anUnpreparedLayoutRefusesToGuessItsWidth() {
        let layout = SplitLayout(leftSideRatio: 0.4, splitSpacing: 15)
        #expect(throws: LayoutError.self) {
            try layout.calculateFixedWidthRoughly(to: 4, of: .left, minimumInterItemSpacing: 10, sectionInset: .zero)
        }
        #expect(throws: LayoutError.self) { try layout.contentWidth(of: .right) }
        #expect(throws: LayoutError.self) { try layout.contentMostLeft(of: .right) }
        // Given a width, the same arithmetic as after a prepare at 375 (see above).
        #expect(
            layout.calculateFixedWidthRoughly(
                to: 4, of: .left, containerWidth: 375, minimumInterItemSpacing: 10, sectionInset: .zero) == 28)
        #expect(layout.contentWidth(of: .right, containerWidth: 375) == 216)
        #expect(layout.contentMostLeft(of: .right, containerWidth: 375) == 159)
    }
}
