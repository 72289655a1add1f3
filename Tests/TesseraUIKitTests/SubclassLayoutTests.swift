import Testing

#if canImport(UIKit)
    import UIKit
#else
    import TesseraUIKit
#endif

@MainActor @Suite struct SubclassLayoutTests {
    /// Worked example: width 300, two columns of 150, padding 6, photo heights
    /// [100, 50, 80, 40]. Each slot is the photo plus 12, in the shortest column:
    /// item 0 -> column 0 slot (0,0,150,112) -> frame (6,6,138,100), column 0 ends at 112;
    /// item 1 -> column 1 slot (150,0,150,62) -> (156,6,138,50), column 1 at 62;
    /// item 2 -> column 1 slot (150,62,150,92) -> (156,68,138,80), column 1 at 154;
    /// item 3 -> column 0 slot (0,112,150,52) -> (6,118,138,40), column 0 at 164.
    /// Content size (300, 164).
    @Test func columnsLayoutFramesByHand() {
        let layout = ColumnsLayout()
        let heights = Heights([100, 50, 80, 40])
        layout.delegate = heights
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource([4])
        view.dataSource = source
        view.layoutIfNeeded()
        let frames = (0..<4).map { quad(view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame) }
        #expect(frames == [[6, 6, 138, 100], [156, 6, 138, 50], [156, 68, 138, 80], [6, 118, 138, 40]])
        #expect(view.contentSize == CGSize(width: 300, height: 164))
        #expect(view.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.tesseraTitle == "0-2")
    }

    @Test func collectionViewIsSetWhenInitReturnsAndPrepareWaitsForTheLayoutPass() {
        let layout = CountingColumnsLayout()
        #expect(layout.collectionView == nil)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
        #expect(layout.collectionView === view)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource([3])
        view.dataSource = source
        #expect(layout.prepareCount == 0)
        #expect(source.countCalls == 0)
        // The model is filled after the data source is assigned, as view controllers do.
        source.counts = [4]
        let heights = Heights([10, 20, 30, 40])
        layout.delegate = heights
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        #expect(view.numberOfItems(inSection: 0) == 4)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
    }

    @Test func dataSourceAndDelegatesAreWeak() {
        let layout = ColumnsLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
        do {
            let source = CountingSource([1])
            view.dataSource = source
            #expect(view.dataSource != nil)
        }
        #expect(view.dataSource == nil)
        do {
            let heights = Heights([1])
            layout.delegate = heights
        }
        #expect(layout.delegate == nil)
    }

    /// The sample's worked example: width 375, ten items: bands at y = 1, 202, 403, 604,
    /// 805; styles full, fifty-fifty, two-thirds/one-third, one-third/two-thirds, full.
    @Test func bandsLayoutFramesByHand() {
        let layout = BandsLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource([10])
        view.dataSource = source
        view.layoutIfNeeded()
        let frames = (0..<10).map { quad(layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame) }
        #expect(
            frames == [
                [0, 1, 375, 200], [0, 202, 188, 200], [189, 202, 186, 200], [0, 403, 250, 200], [251, 403, 124, 100],
                [251, 504, 124, 99], [0, 604, 125, 100], [0, 705, 125, 99], [126, 604, 249, 200], [0, 805, 375, 200],
            ])
        #expect(view.contentSize == CGSize(width: 375, height: 1005))
        // The first screen (height 667) shows the tiles that start above it: not item 7,
        // at y = 705, nor item 9.
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5, 6, 8])
    }

    @Test func attributesSubclassCopiesAndCompares() {
        let a = BadgeAttributes(forCellWith: IndexPath(item: 2, section: 1))
        a.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        a.badge = "new"
        let b = a.copy() as! BadgeAttributes
        #expect(b.badge == "new")
        #expect(b.frame == a.frame && b.indexPath == a.indexPath)
        #expect(a.isEqual(b))
        b.badge = "old"
        #expect(!a.isEqual(b))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
        header.size = CGSize(width: 10, height: 20)
        header.center = CGPoint(x: 50, y: 50)
        #expect(header.frame == CGRect(x: 45, y: 40, width: 10, height: 20))
    }
}

final class BadgeAttributes: UICollectionViewLayoutAttributes {
    var badge = ""

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeAttributes
        copy.badge = badge
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeAttributes, other.badge == badge else { return false }
        return super.isEqual(object)
    }
}
