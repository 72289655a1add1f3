#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// The photos: the view controller's model.
final class PhotoStore: NSObject, UICollectionViewDataSource {
    var photos = [
        "Harbour", "Fern", "Lighthouse", "Dunes", "Glacier", "Orchard", "Bridge", "Moss", "Canyon", "Reef", "Mill",
    ]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // A plain cell with a content configuration: its text is the box's title in Tessera.
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = photos[indexPath.item]
        cell.contentConfiguration = content
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
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.dataSource = photoStore
    return collectionView
}
