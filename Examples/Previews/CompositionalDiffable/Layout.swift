#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// The sections of the screen.
enum Section: Int, CaseIterable {
    case featured
    case grid
}

/// The element kind of section headers.
let sectionHeaderKind = "section-header"

/// A wide, sideways-scrolling row of featured cards above a grid of three tiles a row,
/// each section with a header.
@MainActor func createLayout() -> UICollectionViewLayout {
    return UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
        let section: NSCollectionLayoutSection
        switch Section(rawValue: sectionIndex)! {
        case .featured:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(160)),
                subitems: [item])
            section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 10
        case .grid:
            let columns = layoutEnvironment.container.effectiveContentSize.width > 600 ? 5 : 3
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
                subitem: item, count: columns)
            section = NSCollectionLayoutSection(group: group)
        }
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 16, trailing: 12)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(36)),
            elementKind: sectionHeaderKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }
}
