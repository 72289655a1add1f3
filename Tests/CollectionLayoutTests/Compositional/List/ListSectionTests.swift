import Testing

@testable import CollectionLayout

/// `LayoutSection.list(using:layoutEnvironment:)`: exact frames per appearance and mode,
/// with the metrics `ListConfiguration` documents.
@Suite struct ListSectionTests {
    typealias F = CompositionalFixtures

    /// A layout whose every section is a list of `configuration`.
    static func layout(_ configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout(configuration: .init()) { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }

    static func prepared(
        _ configuration: ListConfiguration, counts: [Int], size: Size = F.phone,
        metrics: ItemMetricsProvider = .uniform(.unspecified)
    ) throws -> CompositionalLayout {
        try F.prepared(layout(configuration), counts: counts, size: size, metrics: metrics)
    }

    static func frames(_ layout: CompositionalLayout, kind: String, section: Int = 0) -> [Rect] {
        layout.allElements(contentOffset: .zero).filter { $0.category.kind == kind && $0.indexPath.section == section }
            .map(\.frame)
    }

    static func rows(_ x: Double, _ width: Double, from y: Double, heights: [Double]) -> [Rect] {
        var top = y
        return heights.map { h in
            defer { top += h }
            return Rect(x: x, y: top, width: width, height: h)
        }
    }

    @Test func plainRowsAreFullWidth44WithSeparatorsBetweenThem() throws {
        let l = try Self.prepared(ListConfiguration(appearance: .plain), counts: [3])
        #expect(F.cells(l) == Self.rows(0, 375, from: 0, heights: [44, 44, 44]))
        #expect(
            Self.frames(l, kind: ElementKind.separator) == [
                Rect(x: 16, y: 43, width: 359, height: 1), Rect(x: 16, y: 87, width: 359, height: 1),
            ])
        #expect(Self.frames(l, kind: ElementKind.listBackground) == [Rect(x: 0, y: 0, width: 375, height: 132)])
        #expect(l.contentSize == Size(width: 375, height: 132))
        let background = l.allElements(contentOffset: .zero).first { $0.category.kind == ElementKind.listBackground }
        #expect(background?.zIndex == -1)
        #expect(background?.category == .decoration(kind: ElementKind.listBackground))
    }

    @Test func plainHeaderGets22PointsAboveItAndFootersFollowTheRows() throws {
        var c = ListConfiguration(appearance: .plain)
        c.headerMode = .supplementary
        c.footerMode = .supplementary
        let l = try Self.prepared(c, counts: [2, 1])
        #expect(Self.frames(l, kind: ElementKind.header) == [Rect(x: 0, y: 22, width: 375, height: 28)])
        #expect(F.cells(l) == Self.rows(0, 375, from: 50, heights: [44, 44]))
        #expect(Self.frames(l, kind: ElementKind.footer) == [Rect(x: 0, y: 138, width: 375, height: 28)])
        // Section 1 starts at 166, with its own 22 pt above the header.
        #expect(Self.frames(l, kind: ElementKind.header, section: 1) == [Rect(x: 0, y: 188, width: 375, height: 28)])
        #expect(F.cells(l, section: 1) == [Rect(x: 0, y: 216, width: 375, height: 44)])
        #expect(Self.frames(l, kind: ElementKind.separator, section: 1).isEmpty)
        #expect(l.contentSize.height == 288)
        #expect(l.sectionFrame(1) == Rect(x: 0, y: 188, width: 375, height: 100))
    }

    @Test func headerTopPaddingReplacesTheAutomaticValue() throws {
        var c = ListConfiguration(appearance: .plain)
        c.headerMode = .supplementary
        c.headerTopPadding = 10
        let l = try Self.prepared(c, counts: [1])
        #expect(Self.frames(l, kind: ElementKind.header) == [Rect(x: 0, y: 10, width: 375, height: 28)])
        c.headerMode = .none
        let none = try Self.prepared(c, counts: [1])
        #expect(F.cells(none) == [Rect(x: 0, y: 0, width: 375, height: 44)])
    }

    @Test func insetGroupedIsInsetByTheMarginWithARoundedBackgroundBehindTheRows() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        c.footerMode = .supplementary
        let l = try Self.prepared(c, counts: [2])
        #expect(Self.frames(l, kind: ElementKind.header) == [Rect(x: 16, y: 0, width: 343, height: 38)])
        #expect(F.cells(l) == Self.rows(16, 343, from: 38, heights: [44, 44]))
        #expect(Self.frames(l, kind: ElementKind.footer) == [Rect(x: 16, y: 126, width: 343, height: 38)])
        #expect(Self.frames(l, kind: ElementKind.insetListBackground) == [Rect(x: 16, y: 38, width: 343, height: 88)])
        #expect(Self.frames(l, kind: ElementKind.separator) == [Rect(x: 32, y: 81, width: 327, height: 1)])
        #expect(Self.frames(l, kind: ElementKind.listBackground).isEmpty)
        #expect(l.contentSize.height == 164)
    }

    @Test func wideContainersTake20PointMarginsAndHeaderlessGroupsAre35PointsApart() throws {
        let l = try Self.prepared(
            ListConfiguration(appearance: .insetGrouped), counts: [2, 1], size: Size(width: 414, height: 896))
        #expect(F.cells(l) == Self.rows(20, 374, from: 35, heights: [44, 44]))
        #expect(F.cells(l, section: 1) == [Rect(x: 20, y: 158, width: 374, height: 44)])
        #expect(Self.frames(l, kind: ElementKind.separator) == [Rect(x: 40, y: 78, width: 354, height: 1)])
        #expect(ListConfiguration.layoutMargin(forWidth: 413.5) == 16)
        #expect(ListConfiguration.layoutMargin(forWidth: 414) == 20)
    }

    @Test func groupedRowsAreFullWidthWithSquareBackgrounds() throws {
        let l = try Self.prepared(ListConfiguration(appearance: .grouped), counts: [2, 2])
        #expect(F.cells(l) == Self.rows(0, 375, from: 35, heights: [44, 44]))
        #expect(F.cells(l, section: 1) == Self.rows(0, 375, from: 158, heights: [44, 44]))
        #expect(
            Self.frames(l, kind: ElementKind.listBackground, section: 1) == [
                Rect(x: 0, y: 158, width: 375, height: 88)
            ])
        #expect(Self.frames(l, kind: ElementKind.separator, section: 1) == [Rect(x: 16, y: 201, width: 359, height: 1)])
    }

    @Test func sidebarRowsAreInsetEachInItsOwnRoundedBackgroundWithoutSeparators() throws {
        let c = ListConfiguration(appearance: .sidebar)
        #expect(!c.showsSeparators)
        let l = try Self.prepared(c, counts: [3])
        let rows = Self.rows(10, 355, from: 0, heights: [44, 44, 44])
        #expect(F.cells(l) == rows)
        #expect(Self.frames(l, kind: ElementKind.insetListBackground) == rows)
        let paths = l.allElements(contentOffset: .zero).filter { $0.category.kind == ElementKind.insetListBackground }
            .map(\.indexPath)
        #expect(paths == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(Self.frames(l, kind: ElementKind.separator).isEmpty)
    }

    @Test func sidebarPlainRowsAreFullWidthWithoutSeparators() throws {
        var c = ListConfiguration(appearance: .sidebarPlain)
        c.headerMode = .supplementary
        let l = try Self.prepared(c, counts: [2])
        #expect(Self.frames(l, kind: ElementKind.header) == [Rect(x: 0, y: 0, width: 375, height: 44)])
        #expect(F.cells(l) == Self.rows(0, 375, from: 44, heights: [44, 44]))
        #expect(Self.frames(l, kind: ElementKind.listBackground) == [Rect(x: 0, y: 44, width: 375, height: 88)])
        #expect(Self.frames(l, kind: ElementKind.separator).isEmpty)
    }

    @Test func firstItemInSectionHasNoSupplementaryAndIsARow() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .firstItemInSection
        let l = try Self.prepared(c, counts: [3])
        #expect(Self.frames(l, kind: ElementKind.header).isEmpty)
        #expect(F.cells(l) == Self.rows(16, 343, from: 35, heights: [44, 44, 44]))
        #expect(Self.frames(l, kind: ElementKind.insetListBackground) == [Rect(x: 16, y: 35, width: 343, height: 132)])
        #expect(Self.frames(l, kind: ElementKind.separator).count == 2)
    }

    @Test func rowsSelfSizeFromTheDataAndSeparatorsFollowThem() throws {
        let metrics = ItemMetricsProvider.table([[ItemMetrics(height: 30), ItemMetrics(), ItemMetrics(height: 60)]])
        let l = try Self.prepared(ListConfiguration(appearance: .plain), counts: [3], metrics: metrics)
        #expect(F.cells(l) == Self.rows(0, 375, from: 0, heights: [30, 44, 60]))
        #expect(
            Self.frames(l, kind: ElementKind.separator) == [
                Rect(x: 16, y: 29, width: 359, height: 1), Rect(x: 16, y: 73, width: 359, height: 1),
            ])
        var fixed = ListConfiguration(appearance: .plain)
        fixed.rowHeight = .absolute(50)
        let f = try Self.prepared(fixed, counts: [2], metrics: metrics)
        #expect(F.cells(f) == Self.rows(0, 375, from: 0, heights: [50, 50]))
    }

    @Test func separatorVisibilityAndInsets() throws {
        var c = ListConfiguration(appearance: .plain)
        c.separatorConfiguration = ListSeparatorConfiguration(
            bottomSeparatorVisibility: .visible, leadingInset: 0, trailingInset: 10)
        let visible = try Self.prepared(c, counts: [2])
        #expect(
            Self.frames(visible, kind: ElementKind.separator) == [
                Rect(x: 0, y: 43, width: 365, height: 1), Rect(x: 0, y: 87, width: 365, height: 1),
            ])
        c.separatorConfiguration.bottomSeparatorVisibility = .hidden
        #expect(Self.frames(try Self.prepared(c, counts: [2]), kind: ElementKind.separator).isEmpty)
        c.separatorConfiguration.bottomSeparatorVisibility = .visible
        c.showsSeparators = false
        #expect(Self.frames(try Self.prepared(c, counts: [2]), kind: ElementKind.separator).isEmpty)
        // An inset wider than the row leaves an empty separator at the row's trailing edge.
        c.showsSeparators = true
        c.separatorConfiguration.leadingInset = 500
        #expect(
            Self.frames(try Self.prepared(c, counts: [1]), kind: ElementKind.separator) == [
                Rect(x: 375, y: 43, width: 0, height: 1)
            ])
    }

    @Test func anEmptySectionHasNoDecorations() throws {
        let l = try Self.prepared(ListConfiguration(appearance: .insetGrouped), counts: [0, 1])
        #expect(l.allElements(contentOffset: .zero).filter { $0.indexPath.section == 0 }.isEmpty)
        #expect(F.cells(l, section: 1) == [Rect(x: 16, y: 70, width: 343, height: 44)])
    }

    @Test func badLengthsAreErrorsWithPaths() throws {
        var c = ListConfiguration(appearance: .plain)
        c.headerMode = .supplementary
        c.headerTopPadding = -1
        #expect(
            throws: LayoutError(
                path: "layout.sections[0].list.headerTopPadding", message: "must be a finite number >= 0, got -1.0")
        ) {
            _ = try Self.prepared(c, counts: [1])
        }
        c.headerTopPadding = nil
        c.separatorConfiguration.trailingInset = .infinity
        #expect(
            throws: LayoutError(
                path: "layout.sections[0].list.separatorInsets.trailing",
                message: "must be a finite number >= 0, got inf")
        ) {
            _ = try Self.prepared(c, counts: [1])
        }
        c.separatorConfiguration.trailingInset = nil
        c.rowHeight = .absolute(-3)
        #expect(throws: LayoutError.self) { _ = try Self.prepared(c, counts: [1]) }
    }

    @Test func queriesFindSeparatorsAndBackgroundsExactly() throws {
        var random = SplitMix64(seed: 15)
        for appearance in ListConfiguration.Appearance.allCases {
            var c = ListConfiguration(appearance: appearance)
            c.headerMode = .supplementary
            c.footerMode = .supplementary
            c.separatorConfiguration.bottomSeparatorVisibility = .visible
            let counts = (0..<4).map { _ in Int(random.next() % 30) }
            let heights = counts.map { n in (0..<n).map { _ in ItemMetrics(height: Double(random.next() % 90)) } }
            let l = try Self.prepared(c, counts: counts, metrics: .table(heights))
            expectLayoutInvariants(l, "\(appearance)")
            let all = l.allElements(contentOffset: .zero)
            for _ in 0..<400 {
                let y = Double(random.next() % UInt64(max(1, l.contentSize.height)))
                let rect = Rect(
                    x: Double(random.next() % 375), y: y, width: Double(random.next() % 60) + 0.5,
                    height: Double(random.next() % 120) + 0.5)
                expectQueryMatchesBruteForce(l, rect: rect, all: all, "\(appearance)")
            }
        }
    }

    /// Docs/layouts.md, "List sections", the worked example.
    @Test func theWorkedExampleOfTheDocs() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        let l = try Self.prepared(c, counts: [3])
        #expect(Self.frames(l, kind: ElementKind.header) == [Rect(x: 16, y: 0, width: 343, height: 38)])
        #expect(F.cells(l) == Self.rows(16, 343, from: 38, heights: [44, 44, 44]))
        #expect(Self.frames(l, kind: ElementKind.insetListBackground) == [Rect(x: 16, y: 38, width: 343, height: 132)])
        #expect(
            Self.frames(l, kind: ElementKind.separator) == [
                Rect(x: 32, y: 81, width: 327, height: 1), Rect(x: 32, y: 125, width: 327, height: 1),
            ])
        #expect(l.contentSize.height == 170)
    }
}
