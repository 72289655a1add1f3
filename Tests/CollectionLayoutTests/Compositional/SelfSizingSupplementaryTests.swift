import CollectionLayout
import Testing

private typealias F = CompositionalFixtures

/// Boundary items with an estimated dimension self-size through the data, whatever their
/// kind; without a measured size they keep their estimate.
@Suite struct SelfSizingSupplementaryTests {
    /// One section: ten 44-pt rows under a "badge" item estimated 44 x 30 at the top.
    static func layout(badge: LayoutSize) -> CompositionalLayout {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(layoutSize: badge, elementKind: "badge", alignment: .top)
        ]
        return CompositionalLayout(section: section)
    }

    static func prepare(_ layout: CompositionalLayout, badge: ItemMetrics?) throws -> CompositionalLayout {
        var l = layout
        let supplementaries = badge.map { ["badge": $0] } ?? [:]
        try l.prepare(
            for: LayoutContext(
                containerSize: F.phone,
                sections: [SectionMetrics(itemCount: 2, headerHeight: 99, supplementaries: supplementaries)],
                itemMetrics: .uniform(.unspecified)))
        return l
    }

    func badge(_ l: CompositionalLayout) -> Rect? {
        l.supplementary(ofKind: "badge", at: IndexPath(item: 0, section: 0), contentOffset: .zero)?.frame
    }

    @Test func anyKindTakesItsMeasuredSize() throws {
        let estimated = Self.layout(badge: LayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(30)))
        let measured = try Self.prepare(estimated, badge: ItemMetrics(width: 120, height: 52))
        #expect(badge(measured) == Rect(x: 0, y: 0, width: 120, height: 52))
        #expect(F.cells(measured)[0] == Rect(x: 0, y: 52, width: 375, height: 44))
        #expect(measured.contentSize.height == 52 + 88)
    }

    @Test func aMeasuredHeightAloneKeepsTheEstimatedWidth() throws {
        let estimated = Self.layout(badge: LayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(30)))
        let measured = try Self.prepare(estimated, badge: ItemMetrics(height: 20))
        #expect(badge(measured) == Rect(x: 0, y: 0, width: 44, height: 20))
        // The section's header height belongs to kind "header" only.
        let unmeasured = try Self.prepare(estimated, badge: nil)
        #expect(badge(unmeasured) == Rect(x: 0, y: 0, width: 44, height: 30))
    }

    @Test func anAbsoluteDimensionIgnoresTheMeasurement() throws {
        let fixed = Self.layout(badge: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
        let measured = try Self.prepare(fixed, badge: ItemMetrics(width: 120, height: 52))
        #expect(badge(measured) == Rect(x: 0, y: 0, width: 375, height: 30))
    }

    @Test func aBadMeasurementIsAnError() {
        let estimated = Self.layout(badge: LayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(30)))
        #expect(
            throws: LayoutError(
                path: "sections[0].supplementaries.badge.height", message: "must be a finite number >= 0, got -1")
        ) {
            _ = try Self.prepare(estimated, badge: ItemMetrics(height: -1))
        }
    }
}
