/// A full-width supplementary view of a client's own kind in a ``PinterestLayout``,
/// placed like a banner: across every column, below the tallest one, with the layout's
/// `cellPadding` inside its height; the items after it start again in the leftmost
/// column. The original exposes only its banners (`elementKindBanner`); this is the hook
/// for more kinds, such as a header above the feed or a "more to see" footer below it.
///
/// The elements of one kind are numbered in layout order: the n-th (from 0) is at
/// `IndexPath(item: n, section: 0)`.
public struct PinterestSupplementary: Hashable, Sendable {
    /// Where the view goes among the items.
    public enum Placement: Hashable, Sendable {
        /// Above the first item, at the top of the content.
        case beforeItems
        /// After item `n` (from 0) and the banner that follows it, if any. Not laid out
        /// while the section has `n` items or fewer.
        case afterItem(Int)
        /// Below everything else (after the last item and its banner).
        case afterItems
    }

    /// The element kind (not empty, not ``ElementKind/banner``).
    public var kind: String
    /// The height, padding included, in points (finite, >= 0).
    public var height: Double
    /// Where it goes.
    public var placement: Placement

    /// Creates a view description.
    public init(kind: String, height: Double, placement: Placement) {
        self.kind = kind
        self.height = height
        self.placement = placement
    }
}
