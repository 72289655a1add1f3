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

    /// How many items a row of this shape holds.
    var itemCount: Int {
        switch self {
        case .fullWidth: return 1
        case .fiftyFifty: return 2
        case .twoThirdsOneThird, .oneThirdTwoThirds: return 3
        }
    }
}

/// A mosaic in rows of changing shape, computed once in `prepare()` and cached; inserted
/// items grow in from their centre, as in the WWDC 2018 collection view layout talk.
class MosaicLayout: UICollectionViewLayout {
    private let segmentHeight: CGFloat = 200
    private let spacing: CGFloat = 1
    private var contentBounds = CGRect.zero
    private var cachedAttributes: [UICollectionViewLayoutAttributes] = []
    private var insertedIndexPaths: Set<IndexPath> = []
    /// Each row's vertical extent and items, in order: what the query searches.
    private var rows: [(top: CGFloat, bottom: CGFloat, items: Range<Int>)] = []
    private let pattern: [MosaicSegmentStyle] = [.fullWidth, .fiftyFifty, .twoThirdsOneThird, .oneThirdTwoThirds]

    override func prepare() {
        super.prepare()
        cachedAttributes.removeAll()
        rows.removeAll()
        guard let collectionView = collectionView else { return }
        contentBounds = CGRect(x: 0, y: 0, width: collectionView.bounds.width, height: 0)

        let count = collectionView.numberOfItems(inSection: 0)
        let width = collectionView.bounds.width
        var currentIndex = 0
        var row = 0
        var lastFrame = CGRect.zero

        while currentIndex < count {
            // The rows take the pattern's shapes in turn; the last row takes what is left.
            let remaining = count - currentIndex
            var segment = pattern[row % pattern.count]
            if segment.itemCount > remaining { segment = remaining == 1 ? .fullWidth : .fiftyFifty }
            row += 1
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

            let firstInRow = currentIndex
            for rect in rects where currentIndex < count {
                let attributes = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: currentIndex, section: 0))
                attributes.frame = rect
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(rect)
                lastFrame = rect
                currentIndex += 1
            }
            rows.append((segmentFrame.minY, segmentFrame.maxY, firstInRow..<currentIndex))
        }
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentBounds.width, height: contentBounds.maxY)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        // Only a new width changes the rows; a scroll keeps them.
        return newBounds.width != collectionView?.bounds.width
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < cachedAttributes.count else { return nil }
        return cachedAttributes[indexPath.item]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        // Rows are stacked top to bottom: skip the rows above `rect` by bisection, then take
        // rows until one starts below it.
        var lower = 0
        var upper = rows.count
        while lower < upper {
            let middle = lower + (upper - lower) / 2
            if rows[middle].bottom < rect.minY {
                lower = middle + 1
            } else {
                upper = middle
            }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        for row in rows[lower...] {
            if row.top > rect.maxY { break }
            for attributes in cachedAttributes[row.items] where attributes.frame.intersects(rect) {
                result.append(attributes)
            }
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
