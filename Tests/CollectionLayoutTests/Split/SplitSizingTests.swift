import Testing

@testable import CollectionLayout

/// The sizing delegate (`sizeForItem`, `headerSize`, `footerSize`: the original's
/// `sizeForItemAtIndexPath(_:width:side:)` and the header and footer reference sizes) and the
/// rotation rules. Frames follow the original's arithmetic, worked by hand in the comments.
@Suite struct SplitSizingTests {
    /// W = 375, ratio 0.4, spacing 15: the left side is 144 wide at 0, the right one 216 at 159.
    static func twoSides(
        sizeForItem: SplitItemSizeProvider? = nil, headerSize: SplitSupplementarySizeProvider? = nil,
        footerSize: SplitSupplementarySizeProvider? = nil, itemsPerLine: Int? = nil
    ) -> SplitLayout {
        SplitLayout(
            leftSideRatio: 0.4, splitSpacing: 15, sectionInset: EdgeInsets(all: 5), minimumItemLineSpacing: 10,
            minimumInterItemSpacing: 10, itemsPerLine: itemsPerLine, sizeForItem: sizeForItem,
            headerSize: headerSize, footerSize: footerSize)
    }

    /// Two items per line: `(sideWidth - insets 10 - one spacing 10) / 2`, squares.
    static let halfSquares: SplitItemSizeProvider = { _, width, _ in
        let w = (width - 20) / 2
        return Size(width: w, height: w)
    }

    @Test func itemSizesFollowTheirSidesWidth() throws {
        let layout = try prepared(
            Self.twoSides(sizeForItem: Self.halfSquares),
            splitContext(width: 375, [.items(3, 1, 1), .items(3, 1, 1, side: .right)]))
        // Left: (144 - 20) / 2 = 62; x = 5, 5 + 62 + 10 = 77 (right edge 139 = 144 - 5, fits).
        #expect(
            (0..<3).map { layout.cellFrame(0, $0) } == [box(5, 5, 62, 62), box(77, 5, 62, 62), box(5, 77, 62, 62)])
        // Right: (216 - 20) / 2 = 98 at 159 + 5 = 164, then 272 (right edge 370 = 375 - 5).
        #expect(
            (0..<3).map { layout.cellFrame(1, $0) } == [
                box(164, 5, 98, 98), box(272, 5, 98, 98), box(164, 113, 98, 98),
            ])
        // Bottoms: 5 + 62 + 10 + 62 + 5 = 144 and 5 + 98 + 10 + 98 + 5 = 216.
        #expect(layout.backgroundFrame(0) == box(0, 0, 144, 144))
        #expect(layout.backgroundFrame(1) == box(159, 0, 216, 216))
        #expect(layout.contentSize == Size(width: 375, height: 216))
    }

    @Test func theDelegateIsToldTheSideAndIndexPath() throws {
        // Left items 40 wide, right ones 30, each as tall as its item number + 10.
        let layout = try prepared(
            Self.twoSides(
                sizeForItem: { path, _, side in Size(width: side == .left ? 40 : 30, height: Double(path.item + 10)) },
                itemsPerLine: 3),
            splitContext(width: 375, [.items(2, 1, 1), .items(2, 1, 1, side: .right)]))
        #expect(layout.cellFrame(0, 0) == box(5, 5, 40, 10))
        #expect(layout.cellFrame(0, 1) == box(55, 5, 40, 11))
        #expect(layout.cellFrame(1, 0) == box(164, 5, 30, 10))
        #expect(layout.cellFrame(1, 1) == box(204, 5, 30, 11))
    }

    @Test func aHeaderCanBeNarrowerThanItsSide() throws {
        let layout = try prepared(
            Self.twoSides(
                sizeForItem: Self.halfSquares, headerSize: { _, width, _ in Size(width: width / 2, height: 30) },
                footerSize: { section, width, _ in Size(width: section == 0 ? width : 0, height: 20) }),
            splitContext(width: 375, [.items(1, 1, 1), .items(1, 1, 1, side: .right)]))
        // Left: header (0, 0, 72, 30); items from y 30: (5, 35, 62, 62); bottom 30 + 5 + 62 + 5 = 102.
        #expect(layout.headerFrame(0) == box(0, 0, 72, 30))
        #expect(layout.cellFrame(0, 0) == box(5, 35, 62, 62))
        #expect(layout.backgroundFrame(0) == box(0, 30, 144, 72))
        #expect(layout.footerFrame(0) == box(0, 102, 144, 20))
        // Right: header (159, 0, 108, 30); a 0-wide footer does not exist.
        #expect(layout.headerFrame(1) == box(159, 0, 108, 30))
        #expect(layout.cellFrame(1, 0) == box(164, 35, 98, 98))
        #expect(layout.footerFrame(1) == nil)
        #expect(layout.contentSize == Size(width: 375, height: 138))
    }

    @Test func aReferenceSizeReplacesTheSectionsOwnHeight() throws {
        // The section's own header height (80) is not read once headerSize is set.
        let layout = try prepared(
            Self.twoSides(headerSize: { _, width, _ in Size(width: width, height: 0) }),
            splitContext(width: 375, [.items(1, 50, 50, header: 80)]))
        #expect(layout.headerFrame(0) == nil)
        #expect(layout.cellFrame(0, 0) == box(5, 5, 50, 50))
    }

    @Test func withoutTheDelegateTheMetricsAndItemsPerLineStillApply() throws {
        let metrics = try prepared(Self.twoSides(), splitContext(width: 375, [.items(1, 50, 40, header: 20)]))
        #expect(metrics.headerFrame(0) == box(0, 0, 144, 20))
        #expect(metrics.cellFrame(0, 0) == box(5, 25, 50, 40))
        let rough = try prepared(Self.twoSides(itemsPerLine: 4), splitContext(width: 375, [.items(1, 50, 40)]))
        #expect(rough.cellFrame(0, 0) == box(5, 5, 26, 26))
    }

    @Test func badDelegateSizesAreErrorsWithTheirPath() throws {
        var items = Self.twoSides(sizeForItem: { path, _, _ in Size(width: path.item == 1 ? -1 : 10, height: 10) })
        #expect(
            throws: LayoutError(path: "sections[0].items[1].width", message: "must be a finite number >= 0, got -1.0")
        ) {
            try items.prepare(for: splitContext(width: 375, [.items(2, 1, 1)]))
        }
        var header = Self.twoSides(headerSize: { _, _, _ in Size(width: 10, height: .nan) })
        #expect(
            throws: LayoutError(
                path: "layout.headerSize(section 0).height", message: "must be a finite number >= 0, got nan")
        ) {
            try header.prepare(for: splitContext(width: 375, [.items(2, 1, 1)]))
        }
        var footer = Self.twoSides(footerSize: { _, _, _ in Size(width: .infinity, height: 10) })
        #expect(
            throws: LayoutError(
                path: "layout.footerSize(section 0).width", message: "must be a finite number >= 0, got inf")
        ) {
            try footer.prepare(for: splitContext(width: 375, [.items(2, 1, 1)]))
        }
    }

    // MARK: - Rotation

    /// The sample's rules: one column, every section kept, when compact; 40 % on the left when regular.
    static let sampleRotation = SplitRotation(
        compact: SplitWidthClassRule(leftSideRatio: 1, collapsesToVisibleSide: true),
        regular: SplitWidthClassRule(leftSideRatio: 0.4))

    @Test func rotationAppliesTheWidthClassRule() throws {
        var layout = SplitLayout(splitSpacing: 15, rotation: Self.sampleRotation)
        let sections: [SplitTestSection] = [.items(1, 50, 50), .items(1, 50, 50, side: .right)]
        try layout.prepare(for: splitContext(width: 390, sections))
        #expect(layout.widthClass == .compact && layout.leftSideRatio == 1 && layout.collapsesToVisibleSide)
        // Compact: the right section collapses onto the left, below the first.
        #expect(layout.sectionSides == [.left, .left])
        #expect(layout.cellFrame(1, 0) == box(0, 50, 50, 50))
        try layout.prepare(for: splitContext(width: 844, sections))
        // Regular: (844 - 15) * 0.4 = 331.6 on the left, the right side at 346.6.
        #expect(layout.widthClass == .regular && layout.leftSideRatio == 0.4 && !layout.collapsesToVisibleSide)
        #expect(layout.sectionSides == [.left, .right])
        #expect(layout.cellFrame(1, 0) == box(346.6, 0, 50, 50))
        #expect(layout.rotation == Self.sampleRotation)
    }

    @Test func theThresholdIsRegularFromItsWidthOn() {
        let r = Self.sampleRotation
        #expect(r.widthClass(forContainerWidth: 599.99) == .compact)
        #expect(r.widthClass(forContainerWidth: 600) == .regular)
        var narrow = r
        narrow.regularMinimumWidth = 300
        #expect(narrow.widthClass(forContainerWidth: 390) == .regular)
    }

    @Test func withoutRotationTheRatioIsTheLayoutsOwn() throws {
        var layout = SplitLayout(leftSideRatio: 0.5)
        try layout.prepare(for: splitContext(width: 390, [.items(1, 50, 50)]))
        #expect(layout.widthClass == nil && layout.leftSideRatio == 0.5)
    }

    @Test func badRotationRulesAreErrors() {
        var layout = SplitLayout(
            rotation: SplitRotation(
                compact: SplitWidthClassRule(leftSideRatio: 1), regular: SplitWidthClassRule(leftSideRatio: 1.5)))
        #expect(
            throws: LayoutError(
                path: "layout.rotation.regular.leftSideRatio", message: "must be a number from 0 to 1, got 1.5")
        ) {
            try layout.prepare(for: splitContext(width: 390, [.items(1, 50, 50)]))
        }
        #expect(layout.widthClass == nil && layout.leftSideRatio == 1)
        layout.rotation = SplitRotation(
            compact: SplitWidthClassRule(leftSideRatio: 1), regular: SplitWidthClassRule(leftSideRatio: 1),
            regularMinimumWidth: -1)
        #expect(
            throws: LayoutError(
                path: "layout.rotation.regularMinimumWidth", message: "must be a finite number >= 0, got -1.0")
        ) {
            try layout.prepare(for: splitContext(width: 390, [.items(1, 50, 50)]))
        }
    }
}
