#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// A list whose row heights come from a ratio that is 0 / 0 for row 7: that row's frame is
/// NaN. Its query is the usual filter through `CGRect.intersects`, where UIKit answers
/// false for the NaN frame and Foundation on Linux traps: `tessera doctor` must name the
/// NaN frame, not just the crash.
class NaNFrameLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        contentHeight = 0
        let width = collectionView.bounds.width
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let ratio: CGFloat = item == 7 ? CGFloat(0) / CGFloat(0) : 1 + CGFloat(item % 3) / 4
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: contentHeight, width: width, height: 60 * ratio)
            cache.append(attributes)
            if ratio.isFinite { contentHeight += 60 * ratio }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}
