#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// Sixty photos whose heights vary.
final class Feed: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}

@MainActor let feed = Feed()

@MainActor func preview() -> UICollectionView {
    let layout = BisectLayout()
    layout.heights = [60, 180, 90, 240, 120, 70, 200, 150]
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.dataSource = feed
    return collectionView
}
