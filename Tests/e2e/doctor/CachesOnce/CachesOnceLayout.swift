#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// A list whose `prepare()` builds its cache once (`guard cache.isEmpty`), the way many
/// tutorials write it: an inserted or deleted item never reaches the cache. `tessera
/// doctor` inserts and deletes items of its own through `performBatchUpdates` and must
/// report `update-differs-from-prepare`, and nothing else.
class CachesOnceLayout: UICollectionViewLayout {
    let rowHeight: CGFloat = 50
    let spacing: CGFloat = 10

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var byIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard cache.isEmpty, let collectionView = collectionView else { return }
        var y: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: rowHeight)
            cache.append(attributes)
            byIndexPath[indexPath] = attributes
            y += rowHeight + spacing
        }
        contentHeight = max(0, y - spacing)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        byIndexPath[indexPath]
    }
}
