// A flow layout's data source and delegate as an iOS file has them, written for these
// tests. Only the import differs from the iOS file.
import TesseraUIKit

final class TitleCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class HeaderView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FlowSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var widths: [[CGFloat]] = [[100, 150, 80, 200], [60, 60]]

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return widths.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return widths[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TitleCell
        cell.label.text = "Item \(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        return CGSize(width: widths[indexPath.section][indexPath.item], height: 40)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        return section == 0 ? UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20) : .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        return CGSize(width: 0, height: section == 1 ? 30 : 0)
    }
}

/// A subclass that left-aligns every line: it calls super and moves what it gets.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var left = sectionInset.left
        var lineY: CGFloat = -1
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            guard copy.representedElementCategory == .cell else { return copy }
            if copy.frame.origin.y >= lineY { left = sectionInset.left }
            copy.frame.origin.x = left
            left += copy.frame.width + minimumInteritemSpacing
            lineY = max(lineY, copy.frame.maxY)
            return copy
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let rect = CGRect(x: 0, y: 0, width: collectionViewContentSize.width, height: collectionViewContentSize.height)
        return layoutAttributesForElements(in: rect)?.first {
            $0.representedElementCategory == .cell && $0.indexPath == indexPath
        }
    }
}
