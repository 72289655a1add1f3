/// One element a section's ``LayoutSection/visibleItemsInvalidationHandler`` may change,
/// like `NSCollectionLayoutVisibleItem`: a copy of a queried element, handed to the
/// handler in an `inout` array instead of as a shared mutable object.
///
/// As in UIKit, ``frame`` is read-only and ``center`` moves it; ``transform``, ``alpha``,
/// ``zIndex`` and ``isHidden`` change how it is drawn. The changes reach the query's
/// output (a copy), never the prepared layout.
public struct VisibleItem: Hashable, Sendable {
    /// Cell, supplementary view of a kind, or decoration of a kind.
    public let category: ElementCategory
    /// The element's index path.
    public let indexPath: IndexPath
    /// The frame: in content coordinates, or for an orthogonal section in the strip's
    /// coordinates (as laid out at strip offset 0). Move it with ``center``.
    public private(set) var frame: Rect
    /// How the element is drawn about its centre (default identity).
    public var transform: LayoutTransform
    /// Opacity from 0 to 1.
    public var alpha: Double
    /// Stacking order.
    public var zIndex: Int
    /// True when the element is not shown.
    public var isHidden: Bool

    /// A visible item showing `attributes`, whose frame is in the handler's coordinates.
    init(_ attributes: LayoutAttributes, frame: Rect) {
        category = attributes.category
        indexPath = attributes.indexPath
        self.frame = frame
        transform = attributes.transform
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// The centre of ``frame``; setting it moves the frame (its size is kept).
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The frame's size at the origin, like a view's bounds.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The element kind of a supplementary view or decoration, `nil` for a cell.
    public var elementKind: String? { category.kind }
}

/// The closure type of ``LayoutSection/visibleItemsInvalidationHandler``: the
/// section's visible items (changed in place), the content offset, and the
/// environment the layout was prepared in.
public typealias VisibleItemsInvalidationHandler =
    @Sendable (_ items: inout [VisibleItem], _ contentOffset: Point, _ environment: LayoutEnvironment) -> Void
