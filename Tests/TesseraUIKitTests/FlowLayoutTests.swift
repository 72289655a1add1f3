import TesseraUIKit
import Testing

@MainActor @Suite struct FlowLayoutTests {
    private func makeView(_ layout: UICollectionViewFlowLayout, source: FlowSource) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        view.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return view
    }

    private func frames(_ view: UICollectionView, section: Int, count: Int) -> [[CGFloat]] {
        (0..<count).map { quad(view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame) }
    }

    /// Worked example, width 400. Section 0: insets (10, 20, 10, 20), so lines of 360;
    /// widths 100, 150, 80 fit (330 plus two gaps of 10), 200 wraps. Full line justified:
    /// the 30 points left over go to the two gaps (15 each): x = 20, 135, 300, y = 10.
    /// Last line: 200 alone, padded with copies of itself none of which fit, so centred:
    /// x = 20 + (360 - 200) / 2 = 100, y = 10 + 40 + 10 = 60. Section 0 ends at
    /// 60 + 40 + 10 = 110. Section 1: header 30 (0, 110, 400, 30); items 60, 60 on the last
    /// line, padded with copies of 60 up to five (5 * 60 + 4 * 10 = 340 <= 400), justified
    /// as five: gaps (400 - 300) / 4 = 25: x = 0, 85, y = 140. Content height 180.
    @Test func delegateSizesInsetsAndHeadersByHand() {
        let source = FlowSource()
        let view = makeView(UICollectionViewFlowLayout(), source: source)
        #expect(
            frames(view, section: 0, count: 4) == [
                [20, 10, 100, 40], [135, 10, 150, 40], [300, 10, 80, 40], [100, 60, 200, 40],
            ]
        )
        #expect(frames(view, section: 1, count: 2) == [[0, 140, 60, 40], [85, 140, 60, 40]])
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header.map { quad($0.frame) } == [0, 110, 400, 30])
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.contentSize == CGSize(width: 400, height: 180))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 1))?.tesseraTitle == "Item 1.1")
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        #expect(view.tesseraProblems.isEmpty)
    }

    /// A sticky-header subclass (``StickyHeaderFlowLayout``) on the worked example: section
    /// 1's header (30 tall, at 110) stays under the top edge while its cells (140-180) are
    /// on screen: y = min(max(offset, 140 - 30), 180 - 30). Offset 0: 110; 120: 120; 160:
    /// 150 (super left it out of the rect 160-760, the subclass adds it). Every scroll
    /// invalidates (the subclass says so) and prepares again.
    @Test func stickyHeaderSubclassPinsWhatSuperReturns() {
        let layout = StickyHeaderFlowLayout()
        let view = makeView(layout, source: FlowSource())
        func headerY(at offset: CGFloat) -> CGFloat? {
            let moved = view.contentOffset.y != offset
            view.contentOffset = CGPoint(x: 0, y: offset)
            #expect(view.isLayoutPrepared == !moved)
            view.layoutIfNeeded()
            let found = layout.layoutAttributesForElements(in: view.bounds) ?? []
            let headers = found.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
            #expect(headers.allSatisfy { $0.zIndex == 1024 && $0.frame.size == CGSize(width: 400, height: 30) })
            return headers.count == 1 ? headers[0].frame.minY : nil
        }
        #expect(headerY(at: 0) == 110)
        #expect(headerY(at: 120) == 120)
        #expect(headerY(at: 160) == 150)
        #expect(view.tesseraProblems.isEmpty)
    }

    /// `sectionInsetReference` across the scroll axis. Width 400, safe area 40 on the
    /// left and right, not added to the content inset (`.never`), section insets 10, three
    /// items of 100 (a full line, justified). From the content inset: lines of 380, gaps
    /// 40: x = 10, 150, 290. From the safe area: 50 on each side, lines of 300: x = 50,
    /// 150, 250. From the layout margins (8): 18 on each side, gaps 32: x = 18, 150, 282.
    /// With the safe area in the adjusted inset (`.automatic`), the reference adds nothing.
    @Test(arguments: [
        (UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, false, [CGFloat(10), 150, 290]),
        (.fromSafeArea, false, [50, 150, 250]), (.fromLayoutMargins, false, [18, 150, 282]),
        (.fromSafeArea, true, [50, 150, 250]),
    ])
    func sectionInsetReference(
        reference: UICollectionViewFlowLayout.SectionInsetReference, automatic: Bool, xs: [CGFloat]
    ) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 30)
        layout.minimumInteritemSpacing = 0
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.sectionInsetReference = reference
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = automatic ? .automatic : .never
        view.tesseraSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource([3])
        view.dataSource = source
        view.layoutIfNeeded()
        // With `.automatic` the engine's container already starts at the safe area's edge.
        let shift: CGFloat = automatic ? 40 : 0
        #expect(frames(view, section: 0, count: 3).map { $0[0] + shift } == xs)
    }

    @Test func propertiesWithoutADelegate() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 30)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 5
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "h")
        let source = CountingSource([4])
        view.dataSource = source
        view.layoutIfNeeded()
        // Header 20, then lines of three 100-point items; the fourth centred on line two.
        #expect(
            frames(view, section: 0, count: 4) == [
                [0, 20, 100, 30], [100, 20, 100, 30], [200, 20, 100, 30], [0, 55, 100, 30],
            ])
        #expect(view.contentSize == CGSize(width: 300, height: 85))
    }

    /// The subclass's overrides are what the collection view and its callers get: lines
    /// start at the left inset with the minimum spacing (20, 130, 290; 20), section 1
    /// (inset 0 from the delegate, but the subclass reads the layout's own 0) at 0, 70.
    @Test func subclassOverridesAreWhatCallersReach() {
        let source = FlowSource()
        let layout = LeftAlignedFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        source.widths = [[100, 150, 80, 200]]
        let view = makeView(layout, source: source)
        #expect(
            frames(view, section: 0, count: 4).map { $0[0] } == [20, 130, 290, 20])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 130)
    }

    /// Width 300: section 0's lines of 260 hold 100 + 150 exactly (x = 20, 130), then 80
    /// alone (centred: x = 110, y = 60), then 200 (last line, centred: x = 50, y = 110);
    /// section 0 ends at 160, the header of section 1 spans 160...190, its items 190...230.
    /// Pinned, the header stays at 160 for an offset of 150, follows the offset to 180
    /// (zIndex 1024), and stops at 230 - 30 = 200.
    @Test func resizingInvalidatesAndScrollingOnlyMovesPinnedHeaders() {
        let source = FlowSource()
        let layout = UICollectionViewFlowLayout()
        let view = makeView(layout, source: source)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        view.layoutIfNeeded()
        #expect(
            frames(view, section: 0, count: 4) == [
                [20, 10, 100, 40], [130, 10, 150, 40], [110, 60, 80, 40], [50, 110, 200, 40],
            ])
        layout.sectionHeadersPinToVisibleBounds = true
        view.layoutIfNeeded()
        let before = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        func header() -> UICollectionViewLayoutAttributes {
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        }
        var pins: [[CGFloat]] = []
        for offset: CGFloat in [150, 180, 250] {
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            pins.append([header().frame.minY, CGFloat(header().zIndex)])
        }
        #expect(pins == [[160, 0], [180, 1024], [200, 1024]])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.isEqual(before))
    }
}

/// A subclass in the common animation style: it records the inserted index paths in
/// `prepare(forCollectionViewUpdates:)` and moves `super`'s appearing attributes.
final class SlideInFlowLayout: UICollectionViewFlowLayout {
    var inserting: [IndexPath] = []
    var appearing: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var disappearing: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserting = updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if inserting.contains(itemIndexPath) {
            attributes?.transform = CGAffineTransform(translationX: 0, y: 500)
            appearing[itemIndexPath] = attributes
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        disappearing[itemIndexPath] = attributes
        return attributes
    }
}

@MainActor @Suite struct FlowAnimationHookTests {
    /// Items of 100 × 50 in a 320-wide view: three a line (x = 0, 110, 220). Deleting item 0
    /// and inserting a new item 2 of the two left: the deleted one ends where it was,
    /// (0, 0), transparent; the inserted one starts at its new place, (220, 0), transparent,
    /// and the subclass's translation is kept.
    @Test func superGivesTheItemsPlacesTransparent() {
        let layout = SlideInFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingSource([3])
        view.dataSource = source
        view.layoutIfNeeded()
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        let gone = layout.disappearing[IndexPath(item: 0, section: 0)]
        #expect(gone.map { quad($0.frame) } == [0, 0, 100, 50])
        #expect(gone?.alpha == 0)
        let new = layout.appearing[IndexPath(item: 2, section: 0)]
        #expect(new.map { quad($0.frame) } == [220, 0, 100, 50])
        #expect(new?.alpha == 0 && new?.transform.ty == 500)
        #expect(view.tesseraLastBatchUpdateError == nil)
    }
}
