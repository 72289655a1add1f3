import Testing

@testable import CollectionLayout

/// A custom group's items keep their zIndex wherever the group is: the section's own
/// group, orthogonal, beside sections of estimated rows (whose fast solve writes
/// solutions without zIndices), and after a measured size relays a row out.
@Suite struct CustomGroupZIndexTests {
    /// A 100 x 50 custom group: a cell at zIndex 0 and an overlapping one at zIndex 3.
    static var custom: LayoutGroup {
        LayoutGroup.custom(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) { _ in
            [
                LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 60, height: 50)),
                LayoutGroupCustomItem(frame: Rect(x: 40, y: 0, width: 60, height: 50), zIndex: 3),
            ]
        }
    }

    /// Rows of two estimated cells (the row template's fast solve).
    static var estimatedRows: LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(20)))
        return LayoutSection(
            group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(20)), subitems: [item]))
    }

    static func zIndices(_ layout: CompositionalLayout, section: Int) -> [Int] {
        layout.allElements(contentOffset: .zero).filter { $0.category == .cell && $0.indexPath.section == section }
            .map(\.zIndex)
    }

    static func queried(_ layout: CompositionalLayout, section: Int) -> [Int] {
        layout.elements(in: Rect(x: 0, y: 0, width: 100, height: 10_000))
            .filter { $0.category == .cell && $0.indexPath.section == section }
            .sorted { $0.indexPath < $1.indexPath }.map(\.zIndex)
    }

    @Test func theSectionsOwnCustomGroupKeepsItsZIndices() throws {
        let layout = try CompositionalFixtures.prepared(
            CompositionalLayout(section: LayoutSection(group: Self.custom)), counts: [4],
            size: Size(width: 100, height: 300))
        #expect(Self.zIndices(layout, section: 0) == [0, 3, 0, 3])
        #expect(Self.queried(layout, section: 0) == [0, 3, 0, 3])
    }

    /// The first cell of a group, or of the whole layout, may be the one raised.
    @Test func aRaisedFirstCellKeepsItsZIndex() throws {
        let raisedFirst = LayoutGroup.custom(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50))) {
            _ in
            [
                LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 60, height: 50), zIndex: 2),
                LayoutGroupCustomItem(frame: Rect(x: 40, y: 0, width: 60, height: 50)),
            ]
        }
        let alone = try CompositionalFixtures.prepared(
            CompositionalLayout(section: LayoutSection(group: raisedFirst)), counts: [3],
            size: Size(width: 100, height: 300))
        #expect(Self.zIndices(alone, section: 0) == [2, 0, 2])
        // Nested first in a horizontal group, beside a plain item.
        var nested = raisedFirst
        nested.size = LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
        let outer = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [
                .group(nested),
                .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))),
            ])
        let layout = try CompositionalFixtures.prepared(
            CompositionalLayout(section: LayoutSection(group: outer)), counts: [6],
            size: Size(width: 100, height: 300))
        #expect(Self.zIndices(layout, section: 0) == [2, 0, 0, 2, 0, 0])
        #expect(Self.queried(layout, section: 0) == [2, 0, 0, 2, 0, 0])
    }

    @Test func customSectionsAfterAndBeforeEstimatedRows() throws {
        var orthogonal = LayoutSection(group: Self.custom)
        orthogonal.orthogonalScrollingBehavior = .continuous
        let sections = [Self.estimatedRows, LayoutSection(group: Self.custom), Self.estimatedRows, orthogonal]
        var layout = try CompositionalFixtures.prepared(
            CompositionalLayout(configuration: CompositionalLayoutConfiguration()) { s, _ in sections[s] },
            counts: [3, 3, 2, 2], size: Size(width: 100, height: 300))
        let expected: [[Int]] = [[0, 0, 0], [0, 3, 0], [0, 0], [0, 3]]
        #expect((0..<4).map { Self.zIndices(layout, section: $0) } == expected)
        #expect((0..<4).map { Self.queried(layout, section: $0) } == expected)
        // A row of estimated cells measured taller moves the custom groups after it.
        try layout.updateMeasuredSize(Size(width: 50, height: 45), forItemAt: IndexPath(item: 0, section: 0))
        try layout.updateMeasuredSize(Size(width: 50, height: 45), forItemAt: IndexPath(item: 1, section: 2))
        #expect((0..<4).map { Self.zIndices(layout, section: $0) } == expected)
        #expect((0..<4).map { Self.queried(layout, section: $0) } == expected)
    }
}
