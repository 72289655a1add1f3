import TesseraUIKit
import Testing

@MainActor @Suite struct SectionSnapshotTests {
    enum Section { case main, more }

    /// Fruit (Apple (Gala, Fuji), Pear), Veg (Leek): depth first, nothing expanded.
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Fruit", "Veg"])
        s.append(["Apple", "Pear"], to: "Fruit")
        s.append(["Gala", "Fuji"], to: "Apple")
        s.append(["Leek"], to: "Veg")
        return s
    }

    @Test func aTreeDepthFirstWithExpandAndCollapse() {
        var s = outline()
        #expect(s.items == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Leek"])
        #expect(s.rootItems == ["Fruit", "Veg"])
        #expect(s.visibleItems == ["Fruit", "Veg"])
        #expect(s.items.map(s.level(of:)) == [0, 1, 2, 2, 1, 0, 1])
        #expect(s.parent(of: "Fuji") == "Apple" && s.parent(of: "Veg") == nil)
        s.expand(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        s.expand(["Apple"])
        #expect(s.visibleItems == ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg"])
        s.collapse(["Fruit"])
        #expect(s.visibleItems == ["Fruit", "Veg"])
        #expect(s.isExpanded("Apple") && !s.isVisible("Gala"))
        s.expand(["Fruit"])
        // Siblings before an item, and after an item's whole subtree.
        s.insert(["Quince"], after: "Apple")
        s.insert(["Banana"], before: "Apple")
        #expect(s.items == ["Fruit", "Banana", "Apple", "Gala", "Fuji", "Quince", "Pear", "Veg", "Leek"])
        #expect(s.parent(of: "Quince") == "Fruit" && s.parent(of: "Banana") == "Fruit")
        let apple = s.snapshot(of: "Apple", includingParent: true)
        #expect(apple.items == ["Apple", "Gala", "Fuji"] && apple.rootItems == ["Apple"])
        #expect(s.snapshot(of: "Apple").rootItems == ["Gala", "Fuji"])
        s.delete(["Apple"])
        #expect(s.items == ["Fruit", "Banana", "Quince", "Pear", "Veg", "Leek"])
        #expect(!s.contains("Gala") && s.index(of: "Pear") == 3)
        #expect(s.problems.isEmpty)
        s.append(["Pear"])
        s.append(["Kiwi"], to: "Nothing")
        #expect(s.problems.count == 2)
        #expect(s.items.count == 6)
        s.deleteAll()
        #expect(s.items.isEmpty && s.visibleItems.isEmpty)
    }

    @Test func appliedToASectionItShowsTheVisibleItemsAndExpandingIsABatchUpdate() {
        let layout = RecordingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var s = outline()
        dataSource.apply(s, to: .main, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(dataSource.snapshot().sectionIdentifiers == [.main])
        #expect(view.visibleCells.compactMap(\.tesseraTitle) == ["Fruit", "Veg"])
        layout.log = []
        s.expand(["Fruit"])
        dataSource.apply(s, to: .main)
        #expect(layout.log.contains { $0.hasPrefix("updates insert(->0.1) insert(->0.2)") })
        #expect(view.visibleCells.compactMap(\.tesseraTitle) == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(dataSource.snapshot(for: .main).visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(dataSource.snapshot(for: .main).isExpanded("Fruit"))
        // Another section; the first keeps its outline.
        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["Nuts"])
        dataSource.apply(more, to: .more)
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Veg", "Nuts"])
        #expect(dataSource.snapshot(for: .main).items.count == 7)
        // A whole snapshot that changes the section drops its outline.
        var whole = dataSource.snapshot()
        whole.deleteItems(["Pear"])
        dataSource.apply(whole)
        #expect(dataSource.snapshot(for: .main).items == ["Fruit", "Apple", "Veg"])
        #expect(dataSource.snapshot(for: .main).rootItems == ["Fruit", "Apple", "Veg"])
    }
}
