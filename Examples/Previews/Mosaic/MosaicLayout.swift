#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// The row shapes of a mosaic, each 200 points tall.
enum MosaicSegmentStyle {
    /// One item across the whole width.
    case fullWidth
    /// Two items side by side.
    case fiftyFifty
    /// A large item on the left two thirds, two stacked items on the right third.
    case twoThirdsOneThird
    /// Two stacked items on the left third, a large item on the right two thirds.
    case oneThirdTwoThirds
}

/// A mosaic in rows of changing shape, computed once in `prepare()` and cached; inserted
/// items grow in from their centre, as in the WWDC 2018 collection view layout talk.
class MosaicLayout: UICollectionViewLayout {
    private let segmentHeight: CGFloat = 200
    private let spacing: CGFloat = 1
    private var contentBounds = CGRect.zero
    private var cachedAttributes: [UICollectionViewLayoutAttributes] = []
    private var insertedIndexPaths: Set<IndexPath> = []

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cachedAttributes.removeAll()
        contentBounds = CGRect(origin: .zero, size: collectionView.bounds.size)

        let count = collectionView.numberOfItems(inSection: 0)
        let width = collectionView.bounds.width
        var currentIndex = 0
        var segment = MosaicSegmentStyle.fullWidth
        var lastFrame = CGRect.zero

        while currentIndex < count {
            let segmentFrame = CGRect(x: 0, y: lastFrame.maxY + spacing, width: width, height: segmentHeight)
            var rects: [CGRect] = []
            switch segment {
            case .fullWidth:
                rects = [segmentFrame]
            case .fiftyFifty:
                let halves = segmentFrame.splitWithSpacing(at: 0.5, from: .minXEdge, spacing: spacing)
                rects = [halves.first, halves.second]
            case .twoThirdsOneThird:
                let columns = segmentFrame.splitWithSpacing(at: 2.0 / 3.0, from: .minXEdge, spacing: spacing)
                let stack = columns.second.splitWithSpacing(at: 0.5, from: .minYEdge, spacing: spacing)
                rects = [columns.first, stack.first, stack.second]
            case .oneThirdTwoThirds:
                let columns = segmentFrame.splitWithSpacing(at: 1.0 / 3.0, from: .minXEdge, spacing: spacing)
                let stack = columns.first.splitWithSpacing(at: 0.5, from: .minYEdge, spacing: spacing)
                rects = [stack.first, stack.second, columns.second]
            }

            for rect in rects where currentIndex < count {
                let attributes = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: currentIndex, section: 0))
                attributes.frame = rect
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(rect)
                lastFrame = rect
                currentIndex += 1
            }

            // The next shape depends on how many items are left.
            let remaining = count - currentIndex
            switch remaining {
            case 1:
                segment = .fullWidth
            case 2:
                segment = .fiftyFifty
            default:
                switch segment {
                case .fullWidth: segment = .fiftyFifty
                case .fiftyFifty: segment = .twoThirdsOneThird
                case .twoThirdsOneThird: segment = .oneThirdTwoThirds
                case .oneThirdTwoThirds: segment = .fullWidth
                }
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        return contentBounds.size
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return !newBounds.size.equalTo(collectionView.bounds.size)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < cachedAttributes.count else { return nil }
        return cachedAttributes[indexPath.item]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // The cache is sorted by minY: find one hit by binary search, then walk both ways.
        guard let last = cachedAttributes.indices.last else { return [] }
        var low = 0
        var high = last
        var hit: Int?
        while low <= high {
            let middle = (low + high) / 2
            let frame = cachedAttributes[middle].frame
            if frame.intersects(rect) {
                hit = middle
                break
            }
            if frame.maxY < rect.minY { low = middle + 1 } else { high = middle - 1 }
        }
        guard let first = hit else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        for attributes in cachedAttributes[..<first].reversed() {
            guard attributes.frame.maxY >= rect.minY else { break }
            result.append(attributes)
        }
        for attributes in cachedAttributes[first...] {
            guard attributes.frame.minY <= rect.maxY else { break }
            result.append(attributes)
        }
        return result
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for item in updateItems where item.updateAction == .insert {
            if let indexPath = item.indexPathAfterUpdate { insertedIndexPaths.insert(indexPath) }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard insertedIndexPaths.contains(itemIndexPath),
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.alpha = 0
        attributes.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        return attributes
    }
}

extension CGRect {
    /// Splits the rectangle at `fraction` of its width or height (rounded up to a whole
    /// point), leaving `spacing` between the two parts.
    func splitWithSpacing(at fraction: CGFloat, from edge: CGRectEdge, spacing: CGFloat)
        -> (first: CGRect, second: CGRect)
    {
        let length = edge == .minXEdge || edge == .maxXEdge ? width : height
        let parts = divided(atDistance: (length * fraction).rounded(.up), from: edge)
        var second = parts.remainder
        if edge == .minXEdge || edge == .maxXEdge {
            second.origin.x += spacing
            second.size.width -= spacing
        } else {
            second.origin.y += spacing
            second.size.height -= spacing
        }
        return (parts.slice, second)
    }
}
