#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// A tag cell: its label's text is the box's title in Tessera.
final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section title above each group of tags.
final class SectionHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Tags sized by their text, per-section insets and spacing, a header per section.
final class TagsController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [(title: String, tags: [String])] = [
        ("Languages", ["Swift", "Objective-C", "C", "Rust", "Python", "Kotlin", "TypeScript"]),
        ("Frameworks", ["UIKit", "SwiftUI", "Foundation", "Combine", "SwiftNIO"]),
        ("Tools", ["Xcode", "Instruments", "swift-format", "lldb"]),
    ]

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return sections[section].tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
        cell.label.text = sections[indexPath.section].tags[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! SectionHeader
        header.label.text = sections[indexPath.section].title
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let tag = sections[indexPath.section].tags[indexPath.item]
        return CGSize(width: CGFloat(tag.count) * 9 + 24, height: 32)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        return UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        return 8
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        return CGSize(width: collectionView.bounds.width, height: 40)
    }
}

#if !canImport(UIKit)
    /// Lets `tessera preview`'s insert, delete and move keys change the tags.
    extension TagsController: TesseraPreviewEditable {
        func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate) {
            var tags = sections.map(\.tags)
            update.apply(to: &tags) { _ in "New" }
            let titles = sections.map(\.title)
            sections = tags.indices.map { s in
                (update.oldSection(forNew: s).map { titles[$0] } ?? "New section", tags[s])
            }
        }
    }
#endif

/// Kept alive for the preview's lifetime (the collection view holds it weakly).
@MainActor let tagsController = TagsController()

/// The collection view as `viewDidLoad` builds it.
@MainActor func preview() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 8
    layout.sectionHeadersPinToVisibleBounds = true
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
    collectionView.register(
        SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Header")
    collectionView.dataSource = tagsController
    collectionView.delegate = tagsController
    return collectionView
}
