#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// A two-column waterfall whose query is written the way the Pinterest seed writes it:
/// a binary search for one frame that meets the rectangle, then a scan each way that stops
/// at the first frame that does not. With varied heights, a tall photo in the other column
/// is left out while it is still on screen: `tessera doctor` must catch it.
class BisectLayout: UICollectionViewLayout {
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6
    var heights: [CGFloat] = []

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat { collectionView?.bounds.width ?? 0 }

    override var collectionViewContentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        contentHeight = 0
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            var column = 0
            for c in 1..<numberOfColumns where yOffset[c] < yOffset[column] { column = c }
            let height = heights.isEmpty ? 120 : heights[item % heights.count]
            let frame = CGRect(x: CGFloat(column) * columnWidth, y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let found = binarySearch(rect, start: 0, end: cache.count - 1) else { return [] }
        var visible: [UICollectionViewLayoutAttributes] = []
        for attributes in cache[..<found].reversed() {
            guard attributes.frame.maxY >= rect.minY else { break }
            visible.append(attributes)
        }
        for attributes in cache[found...] {
            guard attributes.frame.minY <= rect.maxY else { break }
            visible.append(attributes)
        }
        return visible
    }

    private func binarySearch(_ rect: CGRect, start: Int, end: Int) -> Int? {
        if end < start { return nil }
        let mid = (start + end) / 2
        let attributes = cache[mid]
        if attributes.frame.intersects(rect) { return mid }
        if attributes.frame.maxY < rect.minY { return binarySearch(rect, start: mid + 1, end: end) }
        return binarySearch(rect, start: start, end: mid - 1)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache[indexPath.item]
    }
}
