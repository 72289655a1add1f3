import CollectionLayout
import Testing

private typealias F = CompositionalFixtures

/// The compositional layout spelled as UIKit code spells it: the same frames as the
/// short forms, and a main-actor section provider that reads its owner's state.
@Suite struct UIKitSpellingTests {
    /// A two-column grid with a nested vertical pair, written with UIKit's labels.
    static func uikitSection() -> LayoutSection {
        let itemSize = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
        var item = LayoutItem(layoutSize: itemSize)
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let pair = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            subitem: LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5))),
            count: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item, pair])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        let header = BoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// The same section with the short forms.
    static func shortSection() -> LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(all: 2))
        let pair = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
            subitem: .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))),
            count: 2)
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [LayoutSubitem.item(item), .group(pair)])
        return LayoutSection(
            group: group, interGroupSpacing: 10,
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                    alignment: .top)
            ])
    }

    @Test func uikitLabelsBuildTheSameLayout() throws {
        let uikit = try F.prepared(CompositionalLayout(section: Self.uikitSection()), counts: [6])
        let short = try F.prepared(CompositionalLayout(section: Self.shortSection()), counts: [6])
        let frames = uikit.allElements(contentOffset: .zero).map(\.frame)
        #expect(frames == short.allElements(contentOffset: .zero).map(\.frame))
        // Row 1: the half-width item inset by 2, then the pair stacked in the right half.
        #expect(
            Array(frames.prefix(3)) == [
                Rect(x: 2, y: 32, width: 183.5, height: 96),
                Rect(x: 187.5, y: 30, width: 187.5, height: 50),
                Rect(x: 187.5, y: 80, width: 187.5, height: 50),
            ])
        #expect(uikit.contentSize.height == 30 + 100 + 10 + 100)
    }

    /// A view controller's state, not Sendable, read by the provider on every prepare.
    final class ColumnsOwner {
        var columns = 2
    }

    @MainActor @Test func aMainActorProviderReadsItsOwnersState() throws {
        let owner = ColumnsOwner()
        var layout = CompositionalLayout { _, _ in
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1 / Double(owner.columns)), heightDimension: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                subitems: [item])
            return LayoutSection(group: group)
        }
        let context = LayoutContext(containerSize: F.phone, itemCounts: [4])
        try layout.prepare(for: context)
        #expect(layout.contentSize.height == 80)
        owner.columns = 4
        try layout.prepare(for: context)
        #expect(layout.contentSize.height == 40)
    }

    @MainActor @Test func aProviderThatReturnsNilIsAnError() {
        var layout = CompositionalLayout(sectionProvider: { index, _ in index == 0 ? Self.uikitSection() : nil })
        #expect(
            throws: LayoutError(
                path: "layout.sections[1]", message: "the section provider returned nil; every section needs one")
        ) {
            try layout.prepare(for: LayoutContext(containerSize: F.phone, itemCounts: [1, 1]))
        }
    }
}
