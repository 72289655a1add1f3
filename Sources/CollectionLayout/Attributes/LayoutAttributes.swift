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
    /// How the element is drawn relative to ``frame``, about its centre (default
    /// ``LayoutTransform/identity``). Set at query time by a compositional section's
    /// ``LayoutSection/visibleItemsInvalidationHandler``; the frame stays where the
    /// layout placed the element.
    public var transform: LayoutTransform = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

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

    /// Creates attributes with a transform.
    @inlinable public init(
        category: ElementCategory, indexPath: IndexPath, frame: Rect,
        zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false, transform: LayoutTransform
    ) {
        self.init(
            category: category, indexPath: indexPath, frame: frame, zIndex: zIndex, alpha: alpha, isHidden: isHidden)
        self.transform = transform
    }

    /// The box the element is drawn in: ``frame`` with ``transform`` applied about its
    /// centre (``LayoutTransform/applied(aroundCentreOf:)``), or ``frame`` itself for
    /// the identity. Complexity: O(1).
    @inlinable public var transformedFrame: Rect { transform.applied(aroundCentreOf: frame) }

    /// Dump order: category (cells, supplementary, decorations), then index path.
    public static func dumpOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.category != b.category { return a.category < b.category }
        return a.indexPath < b.indexPath
    }
}
