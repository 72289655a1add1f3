/// Everything a collection view needs to place one element: a value, like
/// `UICollectionViewLayoutAttributes` but never shared or mutated behind a cache.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, supplementary view of a kind, or decoration of a kind.
    public var category: ElementCategory
    /// The element's index path.
    public var indexPath: IndexPath
    /// The frame in content coordinates.
    public var frame: Rect
    /// Stacking order: higher draws on top.
    public var zIndex: Int
    /// Opacity from 0 (transparent) to 1.
    public var alpha: Double
    /// True when the element is laid out but not shown.
    public var isHidden: Bool

    /// Creates attributes.
    @inlinable public init(
        category: ElementCategory, indexPath: IndexPath, frame: Rect,
        zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false
    ) {
        self.category = category
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
    }

    /// Dump order: category (cells, supplementary, decorations), then index path.
    public static func dumpOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.category != b.category { return a.category < b.category }
        return a.indexPath < b.indexPath
    }
}
