#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// Asks for each photo's height, as a Pinterest-style layout's delegate does.
@MainActor protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat
}

/// A waterfall of equal columns: each photo goes into the shortest column so far (the
/// leftmost on ties); the column heights are cached in `prepare()`.
class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: WaterfallLayoutDelegate?

    var numberOfColumns = 3
    var cellPadding: CGFloat = 4

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        contentHeight = 0
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        var columnHeights = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAt: indexPath) ?? 120
            var column = 0
            for c in 1..<numberOfColumns where columnHeights[c] < columnHeights[column] {
                column = c
            }
            let slot = CGRect(
                x: CGFloat(column) * columnWidth, y: columnHeights[column], width: columnWidth,
                height: photoHeight + 2 * cellPadding)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = slot.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            columnHeights[column] = slot.maxY
            contentHeight = max(contentHeight, slot.maxY)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return indexPath.item < cache.count ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return newBounds.width != collectionView.bounds.width
    }
}
