#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// A photo cell: its label's text is the box's title in Tessera.
final class PhotoCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
        contentView.layer.cornerRadius = 6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The photos: the view controller's model.
final class PhotoStore: NSObject, UICollectionViewDataSource {
    var photos = [
        "Harbour", "Fern", "Lighthouse", "Dunes", "Glacier", "Orchard", "Bridge", "Moss", "Canyon", "Reef", "Mill",
    ]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.titleLabel.text = photos[indexPath.item]
        return cell
    }
}

#if !canImport(UIKit)
    /// Lets `tessera preview`'s insert, delete and move keys change the photos, as the app
    /// would inside `performBatchUpdates`.
    extension PhotoStore: TesseraPreviewEditable {
        func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate) {
            update.apply(to: &photos) { indexPath in "New \(indexPath.item)" }
        }
    }
#endif

/// Kept alive for the preview's lifetime (the collection view holds its data source weakly).
@MainActor let photoStore = PhotoStore()

/// The collection view as `viewDidLoad` builds it.
@MainActor func preview() -> UICollectionView {
    let layout = MosaicLayout()
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.dataSource = photoStore
    return collectionView
}
