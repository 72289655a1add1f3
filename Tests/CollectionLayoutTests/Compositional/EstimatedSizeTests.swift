import TestSupport
import Testing

@testable import CollectionLayout

/// Docs/layouts.md, "Containers and dimensions": estimated dimensions take the item's own size when the data gives one.
@Suite struct EstimatedSizeTests {
    typealias F = CompositionalFixtures

    static func heights(_ values: [Double?]) -> ItemMetricsProvider {
        .table([values.map { ItemMetrics(height: $0) }])
    }

    @Test func selfSizingListTakesEachItemsHeight() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
        let layout = try F.prepared(
            CompositionalLayout(section: LayoutSection(group: group, interGroupSpacing: 5)), counts: [3],
            metrics: Self.heights([30, 80, nil]))
        #expect(
            F.cells(layout) == [
                Rect(x: 0, y: 0, width: 375, height: 30), Rect(x: 0, y: 35, width: 375, height: 80),
                Rect(x: 0, y: 120, width: 375, height: 44),
            ])
        #expect(layout.contentSize.height == 164)
    }

    @Test func rowsGrowToTheirTallestItemAndInsetsSkipTheEstimatedAxis() throws {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(100)),
            contentInsets: DirectionalEdgeInsets(all: 8))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(100)), subitems: [item])
        let layout = try F.prepared(
            CompositionalLayout(section: LayoutSection(group: group)), counts: [4],
            metrics: Self.heights([50, 120, 70, nil]))
        #expect(
            F.cells(layout) == [
                Rect(x: 8, y: 0, width: 171.5, height: 50), Rect(x: 195.5, y: 0, width: 171.5, height: 120),
                Rect(x: 8, y: 120, width: 171.5, height: 70), Rect(x: 195.5, y: 120, width: 171.5, height: 100),
            ])
        #expect(layout.contentSize.height == 220)
    }

    @Test func estimatedWidthsFlowLikeTags() throws {
        let tag = LayoutItem(size: LayoutSize(width: .estimated(80), height: .absolute(30)))
        var row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)), subitems: [tag])
        row.interItemSpacing = .fixed(10)
        let widths: [Double] = [100, 150, 200, 50, 375, 400]
        let layout = try F.prepared(
            CompositionalLayout(section: LayoutSection(group: row)), counts: [6],
            metrics: .table([widths.map { ItemMetrics(width: $0) }]))
        #expect(
            F.cells(layout) == [
                Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 110, y: 0, width: 150, height: 30),
                Rect(x: 0, y: 30, width: 200, height: 30), Rect(x: 210, y: 30, width: 50, height: 30),
                Rect(x: 0, y: 60, width: 375, height: 30),
                // A measured item wider than its group still gets a row of its own.
                Rect(x: 0, y: 90, width: 400, height: 30),
            ])
    }

    @Test func withoutDataAnEstimatedSpecMatchesTheSameAbsoluteSpec() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let columns = Int.random(in: 1...4, using: &rng)
            let estimate = Double(Int.random(in: 10...120, using: &rng))
            let spacing = Double(Int.random(in: 0...12, using: &rng))
            func section(_ height: LayoutDimension) -> LayoutSection {
                let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: height))
                var group = LayoutGroup.horizontal(
                    size: LayoutSize(width: .fractionalWidth(1), height: height), subitems: [item])
                group.interItemSpacing = .fixed(0)
                return LayoutSection(group: group, interGroupSpacing: spacing)
            }
            let count = Int.random(in: 0...40, using: &rng)
            let estimated = try F.prepared(CompositionalLayout(section: section(.estimated(estimate))), counts: [count])
            let absolute = try F.prepared(CompositionalLayout(section: section(.absolute(estimate))), counts: [count])
            #expect(F.cells(estimated) == F.cells(absolute))
            #expect(estimated.contentSize == absolute.contentSize)
        }
    }

    @Test func estimatedStripGroupsHaveTheirOwnWidths() throws {
        let item = LayoutItem(size: LayoutSize(width: .estimated(100), height: .absolute(40)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .estimated(100), height: .absolute(40)), subitems: [item])
        let section = LayoutSection(
            group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .continuousGroupLeadingBoundary)
        var layout = StripViewer(
            try F.prepared(
                CompositionalLayout(section: section), counts: [3],
                metrics: .table([[ItemMetrics(width: 50), ItemMetrics(width: 300), ItemMetrics(width: 120)]])))
        layout.orthogonalOffsets = [0: 0]
        #expect(F.cells(layout).map(\.minX) == [0, 60, 370])
        let strip = try #require(layout.strip(forSection: 0))
        #expect(strip.contentLength == 490)
        #expect(strip.restingOffset(nearest: 50) == 60)
        #expect(strip.restingOffset(nearest: 500) == 115)
    }

    @Test func badMetricsAreErrorsNamingTheItem() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        #expect(
            throws: LayoutError(path: "sections[0].items[1].height", message: "must be a finite number >= 0, got -3.0")
        ) {
            try layout.prepare(
                for: LayoutContext(
                    containerSize: F.phone, itemCounts: [2], itemMetrics: Self.heights([10, -3])))
        }
    }
}

/// No estimate leaks into final geometry: a partly filled last group is as tall as its
/// measured items, not the estimate of its empty slots.
@Suite struct EstimateLeakTests {
    typealias F = CompositionalFixtures

    @Test func aPartlyFilledLastRowIsAsTallAsItsItems() throws {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        var section = LayoutSection(group: row)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: ElementKind.footer, alignment: .bottom)
        ]
        let layout = try F.prepared(
            CompositionalLayout(section: section), counts: [3], metrics: EstimatedSizeTests.heights([30, 20, 10]))
        #expect(
            F.cells(layout) == [
                Rect(x: 0, y: 0, width: 187.5, height: 30), Rect(x: 187.5, y: 0, width: 187.5, height: 20),
                Rect(x: 0, y: 30, width: 187.5, height: 10),
            ])
        let footer = layout.supplementary(
            ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 0), contentOffset: .zero)
        #expect(footer?.frame == Rect(x: 0, y: 40, width: 375, height: 20))
        #expect(layout.contentSize.height == 60)
    }
}
