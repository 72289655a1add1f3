// A sticky-header flow layout as open-source iOS code wrote them before
// `sectionHeadersPinToVisibleBounds`: it asks to be invalidated on every bounds change and
// moves the headers super returns (adding those super left out). Written for these tests;
// only the import differs from the iOS file.
import TesseraUIKit

final class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
            let superAttributes = super.layoutAttributesForElements(in: rect)
        else { return nil }
        var answer = superAttributes.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }

        // Sections with a visible cell need their header, even when it scrolled out of `rect`.
        var missingSections = IndexSet()
        for attributes in answer where attributes.representedElementCategory == .cell {
            missingSections.insert(attributes.indexPath.section)
        }
        for attributes in answer where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            missingSections.remove(attributes.indexPath.section)
        }
        for section in missingSections {
            let indexPath = IndexPath(item: 0, section: section)
            if let header = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: indexPath)
            {
                answer.append(header)
            }
        }

        let top = collectionView.contentOffset.y + collectionView.contentInset.top
        for attributes in answer where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            let section = attributes.indexPath.section
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
            else { continue }
            let height = attributes.frame.height
            var origin = attributes.frame.origin
            origin.y = min(max(top, first.frame.minY - height), last.frame.maxY - height)
            attributes.frame = CGRect(origin: origin, size: attributes.frame.size)
            attributes.zIndex = 1024
        }
        return answer
    }
}
