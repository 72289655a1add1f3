#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

/// Forty rows.
final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }
}

@MainActor let rows = Rows()

@MainActor func preview() -> UICollectionView {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: CachesOnceLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
    collectionView.dataSource = rows
    return collectionView
}
