// A layout file in the style of the WWDC18 mosaic sample, written for these tests: bands
// of one, two or three tiles, the band style cycling; rectangles split with a rounded
// division and a 1-point gutter. Only the import differs from the iOS file.
import TesseraUIKit

enum BandStyle {
    case fullWidth
    case fiftyFifty
    case twoThirdsOneThird
    case oneThirdTwoThirds
}

extension CGRect {
    /// Splits off `fraction` of the rectangle from `edge`, rounded, leaving a 1-point
    /// gutter in the remainder.
    func split(fraction: CGFloat, from edge: CGRectEdge) -> (first: CGRect, second: CGRect) {
        let length = (edge == .minXEdge || edge == .maxXEdge) ? size.width : size.height
        let distance = (length * fraction).rounded()
        var first = self
        var second = self
        if edge == .minXEdge {
            first.size.width = distance
            second.origin.x += distance + 1
            second.size.width -= distance + 1
        } else {
            first.size.height = distance
            second.origin.y += distance + 1
            second.size.height -= distance + 1
        }
        return (first, second)
    }
}

final class BandsLayout: UICollectionViewLayout {
    var contentBounds = CGRect.zero
    var cachedAttributes = [UICollectionViewLayoutAttributes]()

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cachedAttributes.removeAll()
        contentBounds = CGRect(origin: .zero, size: collectionView.bounds.size)

        let count = collectionView.numberOfItems(inSection: 0)
        var currentIndex = 0
        var style = BandStyle.fullWidth
        var lastFrame = CGRect.zero
        let width = collectionView.bounds.size.width

        while currentIndex < count {
            let band = CGRect(x: 0, y: lastFrame.maxY + 1.0, width: width, height: 200.0)
            var frames = [CGRect]()
            switch style {
            case .fullWidth:
                frames = [band]
            case .fiftyFifty:
                let halves = band.split(fraction: 0.5, from: .minXEdge)
                frames = [halves.first, halves.second]
            case .twoThirdsOneThird:
                let columns = band.split(fraction: 2.0 / 3.0, from: .minXEdge)
                let stacked = columns.second.split(fraction: 0.5, from: .minYEdge)
                frames = [columns.first, stacked.first, stacked.second]
            case .oneThirdTwoThirds:
                let columns = band.split(fraction: 1.0 / 3.0, from: .minXEdge)
                let stacked = columns.first.split(fraction: 0.5, from: .minYEdge)
                frames = [stacked.first, stacked.second, columns.second]
            }
            for rect in frames {
                let attributes = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: currentIndex, section: 0))
                attributes.frame = rect
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(lastFrame)
                currentIndex += 1
                lastFrame = rect
            }
            contentBounds = contentBounds.union(lastFrame)
            switch count - currentIndex {
            case 1: style = .fullWidth
            case 2: style = .fiftyFifty
            default:
                switch style {
                case .fullWidth: style = .fiftyFifty
                case .fiftyFifty: style = .twoThirdsOneThird
                case .twoThirdsOneThird: style = .oneThirdTwoThirds
                case .oneThirdTwoThirds: style = .fiftyFifty
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
        return cachedAttributes[indexPath.item]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cachedAttributes.filter { rect.intersects($0.frame) }
    }
}
