import CollectionLayout

/// What changed before the explorer lays its content out again, and so how the screen
/// follows: whether the layout is prepared again, whether the change animates, where the
/// scroll position goes, and what the animation starts from. One value instead of flags:
/// each kind of change has its own constructor.
struct LayoutChange {
    /// Where the content offset goes.
    enum Scroll: Equatable {
        /// The element at the top-left stays on the same screen row and column.
        case followAnchor
        /// The offset stays as it is (clamped to the new content), as UIKit keeps it
        /// across a batch update.
        case keepOffset
    }

    /// Prepare the current configuration again (false when the caller already did).
    var reprepare = true
    /// Animate from the old picture (when animations are on).
    var animate = true
    /// Where the content offset goes.
    var scroll = Scroll.followAnchor
    /// The document the old picture showed, when the data changed (its titles for the
    /// elements that leave); `nil`: the current one.
    var previousDocument: ExplorerDocument?
    /// Where each element went, for a batch update (pairs the animation's elements).
    var mapping: UpdateMapping?

    /// A new layout, parameter or device width: prepared again, animated, anchored.
    static let configuration = LayoutChange()

    /// The terminal's new size: prepared again only when the width follows the terminal,
    /// not animated.
    static func resize(reprepare: Bool) -> LayoutChange { LayoutChange(reprepare: reprepare, animate: false) }

    /// A new zoom: the same prepared layout seen at another scale.
    static let zoom = LayoutChange(reprepare: false)

    /// A configuration put back after it failed to prepare: no animation.
    static let restore = LayoutChange(animate: false)

    /// A batch update already prepared: the offset stays, and the animation pairs the
    /// elements through `mapping` and takes leaving elements' titles from `previous`.
    static func update(from previous: ExplorerDocument, mapping: UpdateMapping) -> LayoutChange {
        LayoutChange(reprepare: false, scroll: .keepOffset, previousDocument: previous, mapping: mapping)
    }

    /// New data already prepared without a mapping (a section moved to the other side).
    static func data(from previous: ExplorerDocument) -> LayoutChange {
        LayoutChange(reprepare: false, scroll: .keepOffset, previousDocument: previous)
    }

    /// A new version of the document's file: prepared again, animated, anchored.
    static func reload(from previous: ExplorerDocument) -> LayoutChange {
        LayoutChange(previousDocument: previous)
    }
}
