import Testing

@testable import CollectionLayout

/// One element budget for the whole prepare, nesting levels included, checked before
/// the memory is allocated (LayoutBudget.swift). Each limit is tried just under
/// (works) and just over (fails with an error naming it).
@Suite struct LayoutBudgetTests {
    typealias F = CompositionalFixtures

    static func context(_ counts: [Int], budget: Int, size: Size = F.phone) -> LayoutContext {
        LayoutContext(
            containerSize: size, sections: counts.map { SectionMetrics(itemCount: $0) },
            itemMetrics: .uniform(.unspecified), budget: LayoutBudget(maximumElements: budget))
    }

    @Test func theStandardBudget() {
        #expect(LayoutBudget.standard.maximumElements == 25_000_000)
        #expect(LayoutContext(containerSize: F.phone, itemCounts: [1]).budget == .standard)
    }

    /// Every family counts its items (plus its per-section extras) against the budget.
    @Test func everyFamilyChecksItsItems() throws {
        let families: [(any CollectionViewLayout, extrasPerSection: Int)] = [
            (FlowLayout(), 2), (MosaicLayout(), 0), (PinterestLayout(), 0), (SplitLayout(), 3),
            (PluginLayout(), 2), (CompositionalLayout(section: F.backgroundList), 1),
        ]
        for (family, extras) in families {
            let limit = 100 + extras
            var under = family
            try under.prepare(for: Self.context([100], budget: limit))
            var over = family
            do {
                try over.prepare(for: Self.context([101], budget: limit))
                Issue.record("\(family.name): expected the budget to be exceeded")
            } catch {
                #expect(error.path == (extras == 1 ? "layout.sections[0]" : "sections"), "\(family.name)")
                #expect(error.message.hasSuffix("over the limit of \(limit) elements in all"), "\(family.name)")
            }
        }
    }

    @Test func pinterestCountsItsBanners() throws {
        var layout = PinterestLayout()
        layout.numberOfItemsBeforeAds = 2
        try layout.prepare(for: Self.context([100], budget: 150))
        #expect(layout.allElements(contentOffset: .zero).count == 150)
        #expect(throws: LayoutError.self) { try layout.prepare(for: Self.context([100], budget: 149)) }
    }

    /// A group of 100 copies of a group of 100 items, for one item: 100 cells solved
    /// for the inner group and 10,000 for the outer one, 10,100 in all.
    @Test func nestedGroupsCountEveryLevel() throws {
        let item = LayoutItem(size: LayoutSize(width: .absolute(1), height: .absolute(1)))
        let inner = LayoutGroup.horizontal(
            size: LayoutSize(width: .absolute(100), height: .absolute(1)), repeatingSubitem: .item(item), count: 100)
        let outer = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(100), height: .absolute(100)), repeatingSubitem: .group(inner),
            count: 100)
        var layout = CompositionalLayout(section: LayoutSection(group: outer))
        try layout.prepare(for: Self.context([1], budget: 10_100))
        #expect(F.cells(layout) == [Rect(x: 0, y: 0, width: 1, height: 1)])
        do {
            try layout.prepare(for: Self.context([1], budget: 10_099))
            Issue.record("expected the budget to be exceeded")
        } catch {
            #expect(error.path == "layout.sections[0].group")
            #expect(
                error.message
                    == "the group and the groups nested in it would make 10100 elements, over the limit of 10099 elements in all"
            )
        }
    }

    /// The report's case: fills of a tiny fraction inside fills of a tiny fraction.
    /// The old cap (100,000 cells per group) let it grow to 10^10 cells; now the outer
    /// group's tally passes the budget after 250 copies of the inner one.
    @Test func multiplyingFillsFailAtOnce() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1e-5), height: .absolute(1)))
        let inner = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(1)), subitems: [item])
        let outer = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100_000)), subitems: [.group(inner)])
        var layout = CompositionalLayout(section: LayoutSection(group: outer))
        do {
            try layout.prepare(for: LayoutContext(containerSize: F.phone, itemCounts: [10]))
            Issue.record("expected the budget to be exceeded")
        } catch {
            #expect(error.message.hasSuffix("over the limit of 25000000 elements in all"))
        }
    }
}
