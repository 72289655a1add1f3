import TesseraUIKit
import Testing

@MainActor @Suite struct DiffableTests {
    enum Section { case main, more }

    private func makeDataSource(_ view: UICollectionView) -> UICollectionViewDiffableDataSource<Section, String> {
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return UICollectionViewDiffableDataSource<Section, String>(collectionView: view) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
    }

    private func titles(_ view: UICollectionView) -> [String] {
        view.visibleCells.compactMap(\.tesseraTitle)
    }

    @Test func applyReloadsFirstThenBatchesTheDiff() {
        let layout = RecordingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let dataSource = makeDataSource(view)
        #expect(view.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(titles(view) == ["a", "b", "c"])
        layout.log = []

        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"])
        snapshot.moveItem("c", beforeItem: "b")
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        #expect(completed)
        #expect(layout.log.first == "invalidate bounds=0.0 everything=false counts=true")
        #expect(layout.log.contains { $0.hasPrefix("updates delete(0.0>-) insert(->0.2)") })
        #expect(layout.log.last == "finalize")
        #expect(titles(view) == ["c", "b", "d"])
        #expect(dataSource.snapshot().itemIdentifiers == ["c", "b", "d"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "d")
        #expect(dataSource.indexPath(for: "b") == IndexPath(item: 1, section: 0))
    }

    @Test func snapshotRefusalsAreRecordedNotFatal() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["x"])
        snapshot.appendSections([.main, .more])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["b"], toSection: .more)
        #expect(snapshot.problems.count == 2)
        #expect(snapshot.itemIdentifiers == ["a", "b"])
        #expect(snapshot.numberOfItems(inSection: .more) == 0)
        #expect(snapshot.indexOfItem("b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "a") == .main)
    }
}
