#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// A header with a label.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The screen's data source: a diffable data source with cell and header registrations.
@MainActor final class GalleryScreen {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    init() {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: createLayout())
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            cell, indexPath, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeader>(
            elementKind: sectionHeaderKind
        ) { header, kind, indexPath in
            header.label.text = indexPath.section == 0 ? "Featured" : "All photos"
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .grid])
        snapshot.appendItems(["Coast", "Summit", "Lagoon", "Prairie"], toSection: .featured)
        snapshot.appendItems((1...18).map { "Photo \($0)" }, toSection: .grid)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Kept alive for the preview's lifetime.
@MainActor var galleryScreen: GalleryScreen?

/// The collection view as `viewDidLoad` builds it.
@MainActor func preview() -> UICollectionView {
    let screen = GalleryScreen()
    galleryScreen = screen
    return screen.collectionView
}
