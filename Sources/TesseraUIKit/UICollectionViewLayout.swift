import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// `UICollectionViewLayout`: the class a custom layout subclasses.
///
/// The collection view drives it as UIKit does: ``collectionView`` is set when
/// `UICollectionView(frame:collectionViewLayout:)` returns; ``prepare()`` runs at the
/// collection view's first layout pass (`layoutIfNeeded()`, `layoutSubviews()`) and at the
/// first pass after every invalidation, never when a data source is assigned; the queries
/// are asked after it. The defaults of every method are UIKit's (no elements, zero content
/// size, no invalidation on bounds changes).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (weak, as in UIKit): set by
    /// `UICollectionView(frame:collectionViewLayout:)` and `setCollectionViewLayout(_:animated:)`.
    public var collectionView: UICollectionView? { storedCollectionView }
    weak var storedCollectionView: UICollectionView?
    /// Decoration view classes by kind (``register(_:forDecorationViewOfKind:)``).
    public internal(set) var decorationViewClasses: [String: AnyClass] = [:]

    /// A layout with no collection view yet.
    public override init() { super.init() }

    /// Interface Builder's initialiser (archives are not read).
    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes this layout makes (subclasses of
    /// ``UICollectionViewLayoutAttributes`` override it).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes the layout; called by the collection view before the first query after
    /// every invalidation. The default does nothing.
    open func prepare() {}

    /// The engine's answers for a layout that lays out in the engine (flow and
    /// compositional override it); `nil` for a custom subclass, whose queries then get
    /// UIKit's defaults.
    var engineAnswers: (any EngineAnswering)? { nil }

    /// The size of the whole content (default zero; flow and compositional: the engine's).
    open var collectionViewContentSize: CGSize { engineAnswers.map { CGSize($0.contentSize) } ?? .zero }

    /// The attributes of every element whose frame intersects `rect`, in any order
    /// (default none; flow and compositional: fresh attributes from the engine, pinned
    /// elements where the scroll position puts them). Complexity: O(log n + k) for those.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engineAnswers?.elements(in: rect)
    }

    /// The attributes of the cell at `indexPath` (default none; flow and compositional:
    /// fresh attributes from the engine, or `nil`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engineAnswers?.item(at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default
    /// none; flow and compositional: the engine's header, footer or boundary item).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        engineAnswers?.supplementary(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (default
    /// none; compositional: the engine's section backgrounds).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        engineAnswers?.decoration(ofKind: elementKind, at: indexPath)
    }

    /// Whether a bounds change (a scroll or a resize) invalidates the layout; asked with
    /// the collection view's bounds still the old ones. Default false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change invalidates with: a new instance of
    /// ``invalidationContextClass``; the collection view's bounds are still the old ones.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeContext()
        if let old = collectionView?.bounds {
            context.contentSizeAdjustment = .zero
            context.contentOffsetAdjustment = .zero
            context.boundsChange = (old, newBounds)
        }
        return context
    }

    /// Whether a cell's self-sized attributes invalidate the layout (default false).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context a self-sizing change invalidates with.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        Self.makeContext()
    }

    /// Invalidates everything: calls ``invalidateLayout(with:)`` with a context whose
    /// `invalidateEverything` is true. Overrides call `super`.
    open func invalidateLayout() {
        let context = Self.makeContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout invalid, so the collection view calls ``prepare()`` at its next
    /// layout pass; a context that invalidates everything or the data source counts makes
    /// it ask the data source for its counts again. Overrides call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate(context)
    }

    /// Called once per batch update, after ``prepare()``, with the changes in UIKit's
    /// order (see `UICollectionView.performBatchUpdates(_:completion:)`). Default: nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called at the end of a batch update. Default: nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Called before an animated bounds change. Default: nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change. Default: nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Called on the old layout before a layout change. Default: nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout before a layout change. Default: nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts after a layout change. Default: nothing.
    open func finalizeLayoutTransition() {}

    /// Where an inserted cell starts its animation (default `nil`: the collection view
    /// fades it in at its final place; flow and compositional: its place in the new
    /// layout, transparent, so a subclass may call `super` and move it).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        engineAnswers?.appearing(at: itemIndexPath)
    }

    /// Where a deleted cell ends its animation (default `nil`: it fades out in place;
    /// flow and compositional: its place before the update, transparent).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        engineAnswers?.disappearing(at: itemIndexPath)
    }

    /// Where an appearing supplementary view starts (default `nil`).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a disappearing supplementary view ends (default `nil`).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an appearing decoration view starts (default `nil`).
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a disappearing decoration view ends (default `nil`).
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Supplementary views a batch update inserts, by kind (default none).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Supplementary views a batch update deletes, by kind (default none).
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views a batch update inserts, by kind (default none).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views a batch update deletes, by kind (default none).
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where scrolling should stop for a proposed offset (default: the proposal).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling should stop for a proposed offset and a velocity (default: the proposal).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The layout direction the layout was written for (left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout mirrors in right-to-left languages (Tessera lays out left to right).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Registers the view class drawn for decorations of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// A new instance of ``invalidationContextClass`` (the base class when a subclass
    /// names a class that is not a context).
    static func makeContext() -> UICollectionViewLayoutInvalidationContext {
        let type = invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
