/// Everything a collection view needs to place one element: a value, like
/// `UICollectionViewLayoutAttributes` but never shared or mutated behind a cache.
///
/// Trivially copyable: it holds no reference (the category's kind is stored as a small
/// index, ``category`` rebuilds the `String`), so arrays of attributes copy and free
/// without reference counting.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, supplementary view of a kind, or decoration of a kind.
    ///
    /// Stored as a four-byte code; reading it rebuilds the category (O(1), no lock for
    /// cells and the well-known ``ElementKind``s), setting it looks its kind up.
    public var category: ElementCategory {
        get { code.category }
        set { code = CategoryCode(newValue) }
    }
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
    /// ``category`` in four bytes (after ``isHidden``, in its padding).
    @usableFromInline var code: CategoryCode
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
        self.code = CategoryCode(category)
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

    /// Creates attributes from a category's code (the engine's hot paths).
    @inline(__always)
    init(code: CategoryCode, indexPath: IndexPath, frame: Rect, zIndex: Int = 0) {
        self.code = code
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = 1
        self.isHidden = false
    }

    /// Dump order: category (cells, supplementary, decorations; kinds by name), then
    /// index path. Complexity: O(1) (codes compared; kinds beyond the well-known ones by
    /// name).
    public static func dumpOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.code != b.code { return a.code.precedes(b.code) }
        return a.indexPath < b.indexPath
    }
}
