import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// `UICollectionViewFlowLayout`, on the engine's `FlowLayout` (lines packed and justified
/// as UIKit does; Docs/uikit.md).
///
/// `prepare()` reads the collection view's counts and, when the collection view's
/// delegate adopts ``UICollectionViewDelegateFlowLayout``, asks it for every item's size
/// and every section's inset, spacings and header and footer sizes (the defaults answer
/// this layout's own properties), then lays everything out in the engine. The queries
/// answer fresh attributes of ``UICollectionViewLayout/layoutAttributesClass``, so a
/// subclass may call `super` and change what it gets. Headers and footers have UIKit's
/// kinds (`UICollectionView.elementKindSectionHeader` / `Footer`).
///
/// Self-sizing: inert cells have no size of their own, so with an ``estimatedItemSize``
/// (other than zero and ``automaticSize``) the items take the estimate
/// (``defaultItemSize``), and with ``automaticSize`` they take ``itemSize``.
/// ``sectionHeadersPinToVisibleBounds`` and ``sectionFootersPinToVisibleBounds`` pin
/// against the visible area inside the adjusted content inset (at query time, in the
/// engine). ``sectionInsetReference`` is honoured across the scroll axis: with
/// `.fromSafeArea` (`.fromLayoutMargins`) a section's left and right insets (top and
/// bottom when scrolling sideways) are measured from the safe area (the layout margins),
/// never closer to the edge than the adjusted content inset, as UIKit documents.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// `UICollectionViewFlowLayout.automaticSize`: self-sizing.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The size of items the delegate does not size (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated size of self-sizing items (default zero: not self-sizing).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Minimum spacing between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Insets of every section's items (default zero).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// Header size of every section (its height when vertical, width when horizontal).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Footer size of every section.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The scroll direction (default vertical).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible area while their section is shown.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible area while their section is shown.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// What section insets are measured from across the scroll axis (see the type's notes).
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }

    /// The engine layout of the last prepare.
    public private(set) var engineLayout = FlowLayout()
    /// The engine layout before the last prepare: where disappearing items were.
    private var previousEngineLayout = FlowLayout()
    /// Whether the next prepare must lay out again (an invalidation other than a pure
    /// scroll of a pinned-header layout).
    private var needsRebuild = true

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Interface Builder's initialiser.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Flow layouts invalidate with ``UICollectionViewFlowLayoutInvalidationContext``.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Lays out every item, header and footer in the engine (see the type's notes).
    /// Complexity: O(n) for n items, plus one delegate call per item and five per section.
    open override func prepare() {
        super.prepare()
        guard needsRebuild, let view = collectionView else { return }
        needsRebuild = false
        let vertical = scrollDirection == .vertical
        let delegate = view.delegate as? UICollectionViewDelegateFlowLayout
        let sectionCount = view.numberOfSections
        var sections: [SectionMetrics] = []
        var sizes: [[ItemMetrics]] = []
        var styles: [Int: FlowSectionStyle] = [:]
        let defaultSize = defaultItemSize
        for s in 0..<sectionCount {
            let count = view.numberOfItems(inSection: s)
            var row: [ItemMetrics] = []
            row.reserveCapacity(count)
            for i in 0..<count {
                var size = defaultSize
                if let delegate {
                    size = delegate.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: i, section: s))
                }
                row.append(ItemMetrics(width: Double(size.width), height: Double(size.height)))
            }
            sizes.append(row)
            let header =
                delegate?.collectionView(view, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer =
                delegate?.collectionView(view, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            sections.append(
                SectionMetrics(
                    itemCount: count, headerHeight: Double(vertical ? header.height : header.width),
                    footerHeight: Double(vertical ? footer.height : footer.width)))
            if let delegate {
                styles[s] = FlowSectionStyle(
                    sectionInset: EdgeInsets(
                        referenced(delegate.collectionView(view, layout: self, insetForSectionAt: s), in: view)),
                    minimumLineSpacing: Double(
                        delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: s)),
                    minimumInteritemSpacing: Double(
                        delegate.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: s)))
            }
        }
        var layout = FlowLayout(
            itemSize: Size(defaultSize), minimumLineSpacing: Double(minimumLineSpacing),
            minimumInteritemSpacing: Double(minimumInteritemSpacing),
            sectionInset: EdgeInsets(referenced(sectionInset, in: view)),
            sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
            scrollDirection: vertical ? .vertical : .horizontal, sectionStyles: styles)
        layout.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        let context = LayoutContext(
            containerSize: Self.containerSize(of: view), sections: sections, itemMetrics: .table(sizes))
        do {
            try layout.prepare(for: context)
        } catch {
            view.tesseraNote("UICollectionViewFlowLayout cannot lay out: \(error)")
            layout = FlowLayout()
        }
        previousEngineLayout = engineLayout
        engineLayout = layout
    }

    /// The size of an item the delegate does not size: the estimate when one is set
    /// (other than zero and ``automaticSize``), else ``itemSize``. Inert cells do not
    /// size themselves, so a self-sizing item keeps this size.
    public var defaultItemSize: CGSize {
        estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    /// `inset` measured from ``sectionInsetReference`` across the scroll axis, as an inset
    /// from the adjusted content inset (where the engine's container starts): on each such
    /// edge, max(0, reference + inset - adjusted content inset). O(1).
    func referenced(_ inset: UIEdgeInsets, in view: UICollectionView) -> UIEdgeInsets {
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: reference = view.safeAreaInsets
        case .fromLayoutMargins: reference = view.layoutMargins
        }
        let adjusted = view.adjustedContentInset
        var result = inset
        if scrollDirection == .vertical {
            result.left = max(0, reference.left + inset.left - adjusted.left)
            result.right = max(0, reference.right + inset.right - adjusted.right)
        } else {
            result.top = max(0, reference.top + inset.top - adjusted.top)
            result.bottom = max(0, reference.bottom + inset.bottom - adjusted.bottom)
        }
        return result
    }

    /// The collection view's size inside its adjusted content inset.
    static func containerSize(of view: UICollectionView) -> Size {
        let inset = view.adjustedContentInset
        return Size(
            width: max(0, Double(view.bounds.width - inset.left - inset.right)),
            height: max(0, Double(view.bounds.height - inset.top - inset.bottom)))
    }

    /// The engine's answers (``EngineBackedQueries``), which the inherited queries give.
    override var engineAnswers: (any EngineAnswering)? {
        EngineBackedQueries(
            current: engineLayout, previous: previousEngineLayout,
            offset: EngineBackedQueries<FlowLayout>.offset(of: collectionView),
            make: make, engineKind: TesseraElementKinds.engineKind)
    }

    private func make(_ a: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let type =
            (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        return UICollectionViewLayoutAttributes.make(from: a, type: type, kind: TesseraElementKinds.flowKind)
    }

    /// True for a change of the size across the scroll axis, or any change when headers
    /// or footers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return false }
        let resized = scrollDirection == .vertical ? newBounds.width != old.width : newBounds.height != old.height
        return resized || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A flow context; for a pure scroll neither the delegate's metrics nor the
    /// attributes are invalid (only pinned headers and footers move, at query time).
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, let old = collectionView?.bounds,
            old.size == newBounds.size
        {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    /// Marks the layout for laying out again unless the context is a flow context that
    /// keeps both the delegate metrics and the attributes.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, !context.invalidateEverything,
            !context.invalidateDataSourceCounts, !flow.invalidateFlowLayoutAttributes,
            !flow.invalidateFlowLayoutDelegateMetrics
        {
            // Pure scroll: keep the prepared layout.
        } else {
            needsRebuild = true
        }
        super.invalidateLayout(with: context)
    }
}
