public import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// `UICollectionView`, as layouts and data sources use it.
///
/// UIKit's call order is kept:
/// - `init(frame:collectionViewLayout:)` sets the layout's `collectionView`;
/// - assigning ``dataSource`` asks it nothing; the data source's counts are asked when
///   first needed (``numberOfSections``, ``numberOfItems(inSection:)`` or the first layout
///   pass) and kept until `reloadData()`, a batch update or an invalidation of everything;
/// - the layout's `prepare()` runs at the first layout pass (``layoutIfNeeded()`` or
///   ``layoutSubviews()``) after an invalidation, then the visible elements are asked with
///   `layoutAttributesForElements(in:)` for the bounds and their cells and supplementary
///   views dequeued from the data source;
/// - setting ``bounds``, ``frame`` or ``contentOffset`` of a collection view whose layout is
///   prepared asks `shouldInvalidateLayout(forBoundsChange:)` (with the old bounds still
///   current) and, when it answers true, `invalidationContext(forBoundsChange:)` and, once
///   the new bounds are set, `invalidateLayout(with:)`.
///
/// Where UIKit raises an exception for a data source's or layout's mistake (an
/// unregistered identifier, attributes for an item the data source does not have, a batch
/// update that breaks UIKit's rules), Tessera notes it in ``tesseraProblems`` and carries on.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        /// A cell.
        case cell
        /// A supplementary view.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave the offset alone.
        public static let none = ScrollPosition([])
        /// Item at the top.
        public static let top = ScrollPosition(rawValue: 1)
        /// Item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        /// Item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 4)
        /// Item at the left.
        public static let left = ScrollPosition(rawValue: 8)
        /// Item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        /// Item at the right.
        public static let right = ScrollPosition(rawValue: 32)
    }

    /// The kind of a flow layout's section headers (UIKit's string).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (UIKit's string).
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout; setting it is `setCollectionViewLayout(_:animated: false)`.
    open var collectionViewLayout: UICollectionViewLayout {
        get { currentLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    private var currentLayout: UICollectionViewLayout

    /// The data source (weak, as in UIKit: keep it alive yourself). Assigning it asks it
    /// nothing and never prepares the layout.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { dataDidChange() }
    }
    /// The delegate (weak, as in UIKit).
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { if currentLayout is UICollectionViewFlowLayout { layoutDidInvalidate(everything: false) } }
    }
    /// Recorded only.
    open var backgroundView: UIView?
    /// Recorded only.
    open var allowsSelection = true
    /// Recorded only.
    open var allowsMultipleSelection = false
    /// Recorded only.
    open var isPrefetchingEnabled = true
    /// Recorded only.
    open var dragInteractionEnabled = false

    /// What went wrong that UIKit would have stopped the app for, oldest first (at most
    /// ``maximumProblems``); the preview shows them.
    public private(set) var tesseraProblems: [String] = []
    /// The most problems ``tesseraProblems`` keeps.
    public static let maximumProblems = 100

    /// The scroll offset of each orthogonally scrolling section, by section, in strip
    /// coordinates: the collection view's scroll state, as UIKit keeps it in the internal
    /// scroll views of those sections, never in the layout. The layouts read it with each
    /// query; changing it needs no invalidation (the preview sets it).
    public var tesseraOrthogonalOffsets: [Int: Double] = [:]

    /// The rule and message of the last batch update UIKit would have rejected, or `nil`
    /// when the last batch was valid.
    public internal(set) var tesseraLastBatchUpdateError: BatchUpdateError?
    /// The last valid batch update, in the engine's terms (for the preview's animation).
    public internal(set) var tesseraLastBatchUpdate: BatchUpdate?
    /// What the layout answered `initialLayoutAttributesForAppearingItem(at:)` in the last
    /// valid batch, by index path after it (copies; for the preview's animation).
    public internal(set) var tesseraLastAppearingAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// What it answered `finalLayoutAttributesForDisappearingItem(at:)`, by index path
    /// before the batch (copies).
    public internal(set) var tesseraLastDisappearingAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    /// The data source's counts, per section, while valid.
    var counts: [Int]?
    /// True while the layout is prepared and no invalidation has come since.
    public private(set) var isLayoutPrepared = false
    /// Registered cell classes by reuse identifier.
    var cellClasses: [String: AnyClass] = [:]
    /// Registered supplementary view classes by kind and reuse identifier.
    var supplementaryClasses: [String: [String: AnyClass]] = [:]
    /// Views that left the screen, by reuse identifier, for dequeuing again.
    var reusePool: [String: [UICollectionReusableView]] = [:]
    /// The cells on screen.
    var visibleCellMap: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views on screen, by kind and index path.
    var visibleSupplementaryMap: [String: [IndexPath: UICollectionReusableView]] = [:]
    /// The batch being recorded inside `performBatchUpdates`.
    var pendingBatch: BatchRecorder?
    /// Selected items.
    var selectedItems: Set<IndexPath> = []

    /// A collection view with `layout`; the layout's `collectionView` is this view when
    /// the initialiser returns. Nothing is asked of the layout yet.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        currentLayout = layout
        super.init(frame: frame)
        layout.storedCollectionView = self
    }

    /// Interface Builder's initialiser: a collection view with a flow layout.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        currentLayout.storedCollectionView = self
    }

    // MARK: Bounds

    /// The bounds; a change asks the layout whether it invalidates (see the type's notes).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else { return }
            var context: UICollectionViewLayoutInvalidationContext?
            if isLayoutPrepared && currentLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                context = currentLayout.invalidationContext(forBoundsChange: newValue)
            }
            super.bounds = newValue
            if let context { currentLayout.invalidateLayout(with: context) }
            setNeedsLayout()
            if old.origin != newValue.origin { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// The content size: the layout's `collectionViewContentSize` at the last layout pass.
    open override var contentSize: CGSize {
        get { super.contentSize }
        set { super.contentSize = newValue }
    }

    /// The safe area (none unless set with ``tesseraSetSafeAreaInsets(_:)``).
    public func tesseraSetSafeAreaInsets(_ insets: UIEdgeInsets) {
        storedSafeAreaInsets = insets
        layoutDidInvalidate(everything: false)
    }

    // MARK: Data

    /// The number of sections, from the data source (asked once, then kept).
    open var numberOfSections: Int { ensureCounts().count }

    /// The number of items in `section`, from the data source (asked once, then kept);
    /// 0, with a problem noted, for a section out of range (UIKit raises).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = ensureCounts()
        guard counts.indices.contains(section) else {
            tesseraNote("numberOfItems(inSection: \(section)) asked, but there are only \(counts.count) sections")
            return 0
        }
        return counts[section]
    }

    /// Drops the kept counts and the visible cells and invalidates the layout (calling its
    /// `invalidateLayout()`); the next layout pass asks the data source again.
    open func reloadData() {
        dataDidChange()
        currentLayout.invalidateLayout()
    }

    /// Reloads the items of `sections` (as a batch update).
    open func reloadSections(_ sections: IndexSet) {
        recordOrPerform { $0.reloadedSections += sections }
    }

    /// Reloads the items at `indexPaths` (as a batch update).
    open func reloadItems(at indexPaths: [IndexPath]) {
        recordOrPerform { $0.reloadedItems += indexPaths }
    }

    /// Reconfigures the items at `indexPaths` in place (iOS 15; as a batch update).
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        recordOrPerform { $0.reconfiguredItems += indexPaths }
    }

    /// The counts, asked from the data source when not kept. Complexity: O(sections).
    @discardableResult
    func ensureCounts() -> [Int] {
        if let counts { return counts }
        var fresh: [Int] = []
        if let source = dataSource {
            let sections = source.numberOfSections(in: self)
            if sections < 0 { tesseraNote("numberOfSections(in:) returned \(sections); taken as 0") }
            for s in 0..<max(sections, 0) {
                let n = source.collectionView(self, numberOfItemsInSection: s)
                if n < 0 { tesseraNote("collectionView(_:numberOfItemsInSection: \(s)) returned \(n); taken as 0") }
                fresh.append(max(n, 0))
            }
        }
        counts = fresh
        return fresh
    }

    /// The data changed wholesale: counts and visible views dropped, layout invalid.
    func dataDidChange() {
        counts = nil
        for (_, cell) in visibleCellMap { recycle(cell) }
        visibleCellMap = [:]
        for (_, views) in visibleSupplementaryMap { for (_, view) in views { recycle(view) } }
        visibleSupplementaryMap = [:]
        isLayoutPrepared = false
        setNeedsLayout()
    }

    /// Called by the layout's `invalidateLayout(with:)`.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        layoutDidInvalidate(everything: context.invalidateEverything || context.invalidateDataSourceCounts)
    }

    func layoutDidInvalidate(everything: Bool) {
        if everything { counts = nil }
        isLayoutPrepared = false
        setNeedsLayout()
    }

    /// Notes a problem UIKit would have stopped the app for.
    public func tesseraNote(_ problem: String) {
        if tesseraProblems.count < Self.maximumProblems { tesseraProblems.append(problem) }
    }

    // MARK: Layout pass

    /// The layout pass: asks the counts, prepares the layout when it is invalid (then reads
    /// `collectionViewContentSize`), and brings the visible cells and supplementary views
    /// up to date from `layoutAttributesForElements(in:)` for the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        updateVisibleViews()
    }

    /// Runs the layout pass now if the view needs one (UIKit's `layoutIfNeeded()`).
    open override func layoutIfNeeded() {
        if !isLayoutPrepared { needsLayout = true }
        super.layoutIfNeeded()
    }

    /// Asks the counts and prepares the layout if it is invalid, without touching cells. A
    /// layout whose `prepare()` invalidates it again (a flow layout subclass that sets its
    /// own insets there) is prepared again, as UIKit's layout pass does, at most
    /// ``maximumPreparePasses`` times in a row.
    public func prepareLayoutIfNeeded() {
        var passes = 0
        while !isLayoutPrepared && passes < Self.maximumPreparePasses {
            ensureCounts()
            isLayoutPrepared = true
            currentLayout.prepare()
            passes += 1
        }
        ensureCounts()
        if passes > 0 { contentSize = currentLayout.collectionViewContentSize }
    }

    /// The most `prepare()` calls one layout pass makes.
    public static let maximumPreparePasses = 4

    // MARK: Layout changes

    /// Replaces the layout: the old one's `prepareForTransition(to:)`, the new one's
    /// `prepareForTransition(from:)`, the new layout prepared at the next layout pass, then
    /// `finalizeLayoutTransition()` on both and `completion(true)`.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = currentLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        if old.storedCollectionView === self { old.storedCollectionView = nil }
        layout.storedCollectionView = self
        currentLayout = layout
        layoutDidInvalidate(everything: false)
        layoutIfNeeded()
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        completion?(true)
    }

    /// Replaces the layout (see ``setCollectionViewLayout(_:animated:completion:)``).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
}
