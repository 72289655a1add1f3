import Foundation

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation covers. Subclass it
/// (and override ``UICollectionViewLayout/invalidationContextClass``) to carry more.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// True when everything is invalid (``UICollectionViewLayout/invalidateLayout()``,
    /// `reloadData()`); the data source's counts are asked again.
    public internal(set) var invalidateEverything = false
    /// True when the data source's counts must be asked again.
    public internal(set) var invalidateDataSourceCounts = false
    /// Cells named invalid.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Supplementary views named invalid, by kind.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// Decoration views named invalid, by kind.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How the content offset moves with the invalidation.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How the content size changes with the invalidation.
    open var contentSizeAdjustment = CGSize.zero
    /// For a bounds change: the old and new bounds.
    var boundsChange: (old: CGRect, new: CGRect)?

    /// An empty context.
    public required override init() { super.init() }

    /// Names cells invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Names decoration views invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`: a flow layout's invalidation.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings are asked again (default true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's own attributes are recomputed (default true).
    open var invalidateFlowLayoutAttributes = true
}

/// `UICollectionViewUpdateItem`: one change of a batch update, as
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` receives it. A section
/// change has an index path whose item is `NSNotFound`, as in UIKit.
public final class UICollectionViewUpdateItem: NSObject, Sendable {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// Inserted.
        case insert
        /// Deleted.
        case delete
        /// Reloaded.
        case reload
        /// Moved.
        case move
        /// No change.
        case none
    }

    /// The location before the update (`nil` for an insert).
    public let indexPathBeforeUpdate: IndexPath?
    /// The location after the update (`nil` for a delete).
    public let indexPathAfterUpdate: IndexPath?
    /// What the change does.
    public let updateAction: Action

    /// Creates an update item.
    public init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }

    /// `action before -> after`.
    public override var description: String {
        "<UICollectionViewUpdateItem> \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil")"
            + " -> \(indexPathAfterUpdate.map { "\($0)" } ?? "nil")"
    }
}
