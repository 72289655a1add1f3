import CollectionLayout
import TesseraUIKit
import Testing

import struct Foundation.IndexPath

@MainActor @Suite struct CollectionViewSemanticsTests {
    private func makeView(_ layout: UICollectionViewLayout, counts: [Int]) -> (UICollectionView, CountingSource) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource(counts)
        view.dataSource = source
        return (view, source)
    }

    @Test func boundsChangeAsksThenInvalidatesThenPreparesAtTheNextPass() {
        let layout = RecordingLayout()
        let (view, source) = makeView(layout, counts: [10])
        #expect(layout.log.isEmpty)
        view.layoutIfNeeded()
        #expect(layout.log == ["prepare bounds=320.0", "elements"])
        layout.log = []
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(
            layout.log == [
                "should old=0.0 new=100.0", "context old=0.0",
                "invalidate bounds=100.0 everything=false counts=false",
            ])
        layout.log = []
        view.layoutIfNeeded()
        #expect(layout.log == ["prepare bounds=320.0", "elements"])
        #expect(view.indexPathsForVisibleItems == (2..<6).map { IndexPath(item: $0, section: 0) })
        // A layout that declines: asked, nothing invalidated, only the query is redone.
        layout.invalidateOnBoundsChange = false
        layout.log = []
        view.contentOffset = CGPoint(x: 0, y: 150)
        view.layoutIfNeeded()
        #expect(layout.log == ["should old=100.0 new=150.0", "elements"])
        _ = source
    }

    @Test func batchUpdateRunsPrepareThenUpdatesThenFinalize() {
        let layout = RecordingLayout()
        let (view, source) = makeView(layout, counts: [5])
        view.layoutIfNeeded()
        layout.log = []
        var completed: Bool?
        view.performBatchUpdates(
            {
                source.counts = [6]
                view.insertItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 1, section: 0)])
                view.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
                view.insertItems(at: [IndexPath(item: 3, section: 0)])
                view.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
            }, completion: { completed = $0 })
        #expect(
            layout.log == [
                "invalidate bounds=0.0 everything=false counts=true", "prepare bounds=320.0",
                "updates delete(0.2>-) delete(0.0>-) insert(->0.1) insert(->0.3) insert(->0.4) move(0.4>0.0)",
                "elements", "finalize",
            ])
        #expect(completed == true)
        #expect(view.numberOfItems(inSection: 0) == 6)
        #expect(view.tesseraLastBatchUpdateError == nil)
        #expect(view.tesseraLastBatchUpdate?.insertedItems.count == 3)
    }

    @Test func batchUpdateBreakingUIKitsRulesIsRejectedAndReloaded() {
        let layout = RecordingLayout()
        let (view, source) = makeView(layout, counts: [5])
        view.layoutIfNeeded()
        layout.log = []
        var completed: Bool?
        // The model is not changed: UIKit raises "invalid number of items in section 0".
        view.performBatchUpdates(
            {
                view.insertItems(at: [IndexPath(item: 5, section: 0)])
            }, completion: { completed = $0 })
        #expect(completed == false)
        #expect(view.tesseraLastBatchUpdateError?.rule == .invalidNumberOfItems)
        #expect(view.tesseraProblems.last?.hasPrefix("Invalid batch update: invalid number of items") == true)
        #expect(layout.log == ["invalidate bounds=0.0 everything=true counts=false"])
        view.layoutIfNeeded()
        #expect(layout.log.last == "elements")
        #expect(view.numberOfItems(inSection: 0) == 5)
        // Two deletes of one item: "the same change twice".
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
        }
        #expect(view.tesseraLastBatchUpdateError?.rule == .sameChangeTwice)
        _ = source
    }

    @Test func updatesOutsideABatchAreBatchesOfTheirOwn() {
        let layout = RecordingLayout()
        let (view, source) = makeView(layout, counts: [2])
        view.layoutIfNeeded()
        layout.log = []
        source.counts = [3]
        view.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(layout.log.contains("updates insert(->0.2)"))
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test func reloadDataAsksTheCountsAgainAndInvalidatesEverything() {
        let layout = RecordingLayout()
        let (view, source) = makeView(layout, counts: [2])
        view.layoutIfNeeded()
        source.counts = [4]
        #expect(view.numberOfItems(inSection: 0) == 2)
        layout.log = []
        view.reloadData()
        #expect(layout.log == ["invalidate bounds=0.0 everything=true counts=false"])
        #expect(view.numberOfItems(inSection: 0) == 4)
    }

    @Test func unregisteredIdentifiersAndUnknownItemsAreNotedNotFatal() {
        let layout = RecordingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let source = CountingSource([1])
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.tesseraProblems.first?.contains("could not dequeue a cell with identifier 'cell'") == true)
    }

    @Test func attributesConvertToTheEngines() {
        let a = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        a.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        a.zIndex = 3
        a.alpha = 0.5
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        let engine = a.tesseraLayoutAttributes
        #expect(engine?.category == .supplementary(kind: ElementKind.header))
        #expect(engine?.indexPath == CollectionLayout.IndexPath(item: 0, section: 2))
        #expect(engine?.frame == Rect(x: 1, y: 2, width: 30, height: 40))
        #expect(engine?.zIndex == 3 && engine?.alpha == 0.5)
        #expect(engine?.transform == LayoutTransform(scaleX: 2, y: 2))
        let decoration = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        #expect(decoration.tesseraElementKey?.category == .decoration(kind: "background"))
        let odd = UICollectionViewLayoutAttributes(forCellWith: IndexPath(indexes: [1, 2, 3]))
        #expect(odd.tesseraLayoutAttributes == nil)
    }
}
