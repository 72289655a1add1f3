import Testing

@testable import CollectionLayout

/// A layout scrolling horizontally: groups repeat along x, leading/trailing boundary
/// items extend sections along x, pinned ones follow the x offset.
@Suite struct HorizontalScrollTests {
    @Test func groupsAndBoundaryItemsRunAlongX() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
        let column = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)), subitems: [item])
        let header = BoundarySupplementaryItem(
            elementKind: ElementKind.header, size: LayoutSize(width: .absolute(30), height: .fractionalHeight(1)),
            alignment: .leading, pinToVisibleBounds: true)
        let footer = BoundarySupplementaryItem(
            elementKind: ElementKind.footer, size: LayoutSize(width: .absolute(20), height: .fractionalHeight(1)),
            alignment: .trailing)
        let section = LayoutSection(
            group: column, interGroupSpacing: 10,
            contentInsets: DirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8),
            boundarySupplementaryItems: [header, footer])
        var layout = CompositionalLayout(
            section: section,
            configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 4))
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 300, height: 210), itemCounts: [5, 1]))
        #expect(layout.scrollAxis == .horizontal)
        // Section 0: header 30, inset 8, columns at 38, 148, 258 (100 wide, 10 apart), inset 8, footer 20.
        let cells = layout.allElements(contentOffset: .zero).filter {
            $0.category == .cell && $0.indexPath.section == 0
        }.map(\.frame)
        #expect(
            cells == [
                Rect(x: 38, y: 5, width: 100, height: 100), Rect(x: 38, y: 105, width: 100, height: 100),
                Rect(x: 148, y: 5, width: 100, height: 100), Rect(x: 148, y: 105, width: 100, height: 100),
                Rect(x: 258, y: 5, width: 100, height: 100),
            ])
        #expect(
            layout.supplementary(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 366, y: 5, width: 20, height: 200))
        #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 386, height: 210))
        #expect(layout.sectionFrame(1) == Rect(x: 390, y: 0, width: 166, height: 210))
        #expect(layout.contentSize == Size(width: 556, height: 210))
        // The pinned header follows the x offset within its section.
        #expect(
            layout.supplementary(
                ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 100, y: 0))?
                .frame
                == Rect(x: 100, y: 5, width: 30, height: 200))
        #expect(
            layout.supplementary(
                ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 380, y: 0))?
                .frame.minX
                == 356)
    }
}
