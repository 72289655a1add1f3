#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// A cell with a title label.
final class PhotoCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The photos: a title and a height each, as the view controller's model.
final class PhotosDataSource: NSObject, UICollectionViewDataSource, ColumnsLayoutDelegate {
    var photos: [(title: String, height: CGFloat)] = [
        ("Lake", 120), ("Dunes", 80), ("Forest", 160), ("Harbour", 100), ("Glacier", 90),
        ("Canyon", 140), ("Meadow", 70), ("Reef", 110), ("Volcano", 130), ("Tundra", 60),
    ]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.titleLabel.text = photos[indexPath.item].title
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        return photos[indexPath.item].height
    }
}

#if !canImport(UIKit)
    /// Lets `tessera preview`'s insert, delete and move keys change the photos.
    extension PhotosDataSource: TesseraPreviewEditable {
        func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate) {
            update.apply(to: &photos) { indexPath in ("New \(indexPath.item)", 100) }
        }
    }
#endif

/// The collection view's data source is weak, as in UIKit: the preview keeps it here.
@MainActor let photosDataSource = PhotosDataSource()

@MainActor func preview() -> UICollectionView {
    let layout = ColumnsLayout()
    layout.delegate = photosDataSource
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.dataSource = photosDataSource
    return collectionView
}
