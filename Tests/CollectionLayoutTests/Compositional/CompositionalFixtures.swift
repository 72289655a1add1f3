@testable import CollectionLayout

/// Specifications shared by the compositional tests (Docs/layouts.md, "Worked examples (compositional)").
enum CompositionalFixtures {
    static let phone = Size(width: 375, height: 667)

    /// Prepares `layout` for item counts per section on the phone viewport (or `size`).
    static func prepared(
        _ layout: CompositionalLayout, counts: [Int], size: Size = phone,
        metrics: ItemMetricsProvider = .uniform(.unspecified)
    ) throws -> CompositionalLayout {
        var l = layout
        try l.prepare(for: LayoutContext(containerSize: size, itemCounts: counts, itemMetrics: metrics))
        return l
    }

    /// The cell frames of `section`, in item order.
    static func cells(_ layout: some CollectionViewLayout, section: Int = 0) -> [Rect] {
        layout.allElements(contentOffset: .zero).filter { $0.category == .cell && $0.indexPath.section == section }
            .map(\.frame)
    }

    /// Example A: a 2-column inset grid.
    static var insetGrid: LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(all: 8))
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.5)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(leading: 4, trailing: 4)
        return LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(top: 4, bottom: 4))
    }

    /// Example B's arrangement: a leading item and a trailing vertical pair; `repeating`
    /// uses iOS 16 `repeatingSubitem:count:` instead of the deprecated count API.
    static func nestedGroup(width: LayoutDimension = .fractionalWidth(1), repeating: Bool = false) -> LayoutGroup {
        let leading = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(all: 10))
        let trailing = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.3)),
            contentInsets: DirectionalEdgeInsets(all: 10))
        let pairSize = LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1))
        let pair =
            repeating
            ? LayoutGroup.vertical(size: pairSize, repeatingSubitem: .item(trailing), count: 2)
            : LayoutGroup.vertical(size: pairSize, subitem: .item(trailing), count: 2)
        return LayoutGroup.horizontal(
            size: LayoutSize(width: width, height: .fractionalHeight(0.4)), subitems: [.item(leading), .group(pair)])
    }

    /// Example C: a list with a section background.
    static var backgroundList: LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
        return LayoutSection(
            group: group, interGroupSpacing: 5, contentInsets: DirectionalEdgeInsets(all: 10),
            decorationItems: [.background(contentInsets: DirectionalEdgeInsets(all: 5))])
    }

    /// Example D's row: a group `(1.0w, 100)` of items 100 wide.
    static func spacingRow(_ spacing: LayoutSpacing?) -> LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
        group.interItemSpacing = spacing
        return LayoutSection(group: group)
    }

    /// Example E: an orthogonal strip of example-B groups 0.85 wide with a header.
    static var orthogonalStrip: LayoutSection {
        LayoutSection(
            group: nestedGroup(width: .fractionalWidth(0.85)),
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: ElementKind.header,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), alignment: .top)
            ],
            orthogonalScrollingBehavior: .groupPagingCentered)
    }
}

/// True when both rectangles agree to within `1e-9` on every component (the worked
/// examples are decimal; `0.4 * 667` is not exact in binary).
func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

func close(_ a: [Rect], _ b: [Rect], tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, tolerance: tolerance) }
}

func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
