import TesseraUIKit
import Testing

/// A sectioned model of names that `tessera preview`'s batch keys may change.
final class EditableNames: NSObject, UICollectionViewDataSource, TesseraPreviewEditable {
    var names: [[String]]
    var made = 0

    init(_ names: [[String]]) { self.names = names }

    func numberOfSections(in collectionView: UICollectionView) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate) {
        update.apply(to: &names) { indexPath in
            made += 1
            return "new\(indexPath.section).\(indexPath.item)"
        }
    }
}

/// Rows of 50 points; inserted rows slide in from 100 points to the left, deleted ones
/// leave 100 points to the right, as layouts that keep the update items do (they clear
/// them in `finalizeCollectionViewUpdates()`).
final class SlidingRowsLayout: UICollectionViewLayout {
    var log: [String] = []
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []
    private var rows = 0

    override func prepare() {
        super.prepare()
        rows = collectionView!.numberOfSections > 0 ? collectionView!.numberOfItems(inSection: 0) : 0
        log.append("prepare \(rows)")
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(rows) * 50) }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 300, height: 50)
        return a
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<rows).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for item in updateItems {
            if item.updateAction == .insert, let p = item.indexPathAfterUpdate { inserted.insert(p) }
            if item.updateAction == .delete, let p = item.indexPathBeforeUpdate { deleted.insert(p) }
        }
        log.append("updates \(updateItems.count)")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard inserted.contains(itemIndexPath), let a = layoutAttributesForItem(at: itemIndexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        a.frame.origin.x -= 100
        return a
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard deleted.contains(itemIndexPath), let a = layoutAttributesForItem(at: itemIndexPath) else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        a.frame.origin.x += 100
        return a
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
        deleted = []
        log.append("finalize")
    }
}

@MainActor struct PreviewEditingTests {
    func makeView(_ names: EditableNames, _ layout: UICollectionViewLayout) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = names
        view.layoutIfNeeded()
        return view
    }

    @Test func theModelChangesWithTheBatchAndTheLayoutSeesUIKitsSequence() {
        let names = EditableNames([["a", "b", "c", "d"]])
        let layout = SlidingRowsLayout()
        let view = makeView(names, layout)
        layout.log = []
        #expect(view.tesseraPreviewEditable === names)
        // Delete "b" (old 1), insert at new 0, move old 3 ("d") to new 1: a, c, d -> new, d, a, c.
        view.tesseraPerformPreviewBatch(editable: view.tesseraPreviewEditable, newItemCounts: [4]) {
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
        }
        #expect(view.tesseraLastBatchUpdateError == nil)
        #expect(names.names == [["new0.0", "d", "a", "c"]])
        #expect(names.made == 1)
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(layout.log == ["prepare 4", "updates 3", "finalize"])
        // The appearing item's start and the deleted one's end, as the layout answered
        // between prepare(forCollectionViewUpdates:) and finalizeCollectionViewUpdates().
        let appearing = view.tesseraLastAppearingAttributes[IndexPath(item: 0, section: 0)]
        #expect(appearing?.frame == CGRect(x: -100, y: 0, width: 300, height: 50))
        // The moved item: the base class answers nil (UIKit's default), so none is kept.
        #expect(view.tesseraLastAppearingAttributes[IndexPath(item: 1, section: 0)] == nil)
        let gone = view.tesseraLastDisappearingAttributes[IndexPath(item: 1, section: 0)]
        #expect(gone?.frame == CGRect(x: 100, y: 50, width: 300, height: 50))
        #expect(view.tesseraLastAppearingAttributes.count == 1)
        #expect(view.tesseraLastDisappearingAttributes.count == 1)
    }

    @Test func sectionsAreInsertedDeletedAndMoved() {
        let names = EditableNames([["a"], ["b", "c"], ["d"]])
        let view = makeView(names, SlidingRowsLayout())
        view.tesseraPerformPreviewBatch(editable: names, newItemCounts: [1, 0, 2]) {
            view.deleteSections(IndexSet(integer: 2))
            view.insertSections(IndexSet(integer: 1))
            view.moveSection(1, toSection: 2)
        }
        #expect(view.tesseraLastBatchUpdateError == nil)
        #expect(names.names == [["a"], [], ["b", "c"]])
    }

    @Test func wrongExpectedCountsLeaveTheModelAndUIKitRejectsTheBatch() {
        let names = EditableNames([["a", "b"]])
        let view = makeView(names, SlidingRowsLayout())
        view.tesseraPerformPreviewBatch(editable: names, newItemCounts: [5]) {
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(names.names == [["a", "b"]])
        #expect(view.tesseraLastBatchUpdateError?.rule == .invalidNumberOfItems)
    }

    @Test func aDiffableDataSourceMakesFreshStringIdentifiers() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: SlidingRowsLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { v, p, _ in
            v.dequeueReusableCell(withReuseIdentifier: "cell", for: p)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["New 1", "x", "y"], toSection: 0)
        source.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.tesseraPreviewEditable === source)
        view.tesseraPerformPreviewBatch(editable: source, newItemCounts: [3]) {
            view.insertItems(at: [IndexPath(item: 1, section: 0)])
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(view.tesseraLastBatchUpdateError == nil)
        #expect(source.snapshot().itemIdentifiers == ["New 1", "New 2", "x"])
    }

    @Test func singleArrayHelperKeepsOtherSectionsOut() {
        var items = ["a", "b", "c"]
        let names = EditableNames([["a", "b", "c"]])
        let view = makeView(names, SlidingRowsLayout())
        var captured: TesseraPreviewUpdate?
        final class Spy: TesseraPreviewEditable {
            var update: TesseraPreviewUpdate?
            let inner: EditableNames
            init(_ inner: EditableNames) { self.inner = inner }
            func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate) {
                self.update = update
                inner.tesseraPreview(collectionView, apply: update)
            }
        }
        let spy = Spy(names)
        view.tesseraPerformPreviewBatch(editable: spy, newItemCounts: [3]) {
            view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        }
        captured = spy.update
        captured?.apply(to: &items) { _ in "?" }
        #expect(items == ["b", "c", "a"])
        #expect(captured?.oldIndexPath(forNew: IndexPath(item: 2, section: 0)) == IndexPath(item: 0, section: 0))
        #expect(captured?.oldItemCounts == [3])
        #expect(names.names == [["b", "c", "a"]])
    }
}
