/// A 2-D affine transform of an element, like `CGAffineTransform`: it maps a point
/// `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// As a view's transform in UIKit, it applies around the element's centre (its
/// anchor point is the middle), and it never changes the element's ``LayoutAttributes/frame``:
/// the frame is where the layout placed the element, the transform how it is drawn
/// (``LayoutAttributes/transformedFrame``). A terminal draws boxes, so a renderer draws
/// the bounding box of the transformed frame; scale and translation are exact, a
/// rotation or shear is shown by its bounding box.
///
/// Named `LayoutTransform` rather than `AffineTransform` so that a client importing
/// Foundation too (which has an `AffineTransform`) needs no qualification.
public struct LayoutTransform: Hashable, Sendable {
    /// The x scale (and rotation) component.
    public var a: Double
    /// The y shear (and rotation) component.
    public var b: Double
    /// The x shear (and rotation) component.
    public var c: Double
    /// The y scale (and rotation) component.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a transform from its six components.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity: the element is drawn as laid out.
    public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `sx` along x and `sy` along y, like `CGAffineTransform(scaleX:y:)`.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation, like `CGAffineTransform(translationX:y:)`.
    @inlinable public init(translationX dx: Double, y dy: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// True for ``identity``. Complexity: O(1).
    @inlinable public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// True when every component is finite. Complexity: O(1).
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self` followed by `other`, like `CGAffineTransform.concatenating(_:)`.
    /// Complexity: O(1).
    public func concatenating(_ other: LayoutTransform) -> LayoutTransform {
        LayoutTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `point` mapped by the transform (about the origin). Complexity: O(1).
    @inlinable public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of `rect` transformed about its own centre, as UIKit draws a
    /// view whose anchor point is the middle: a scale of 0.5 gives a rectangle half as
    /// wide and high with the same centre. The identity returns `rect` unchanged.
    /// Complexity: O(1).
    public func applied(aroundCentreOf rect: Rect) -> Rect {
        if isIdentity { return rect }
        let cx = rect.midX
        let cy = rect.midY
        let hw = rect.width / 2
        let hh = rect.height / 2
        // The corners relative to the centre, mapped by the linear part.
        let xs = [-hw, hw]
        let ys = [-hh, hh]
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for x in xs {
            for y in ys {
                let px = a * x + c * y
                let py = b * x + d * y
                minX = Swift.min(minX, px)
                maxX = Swift.max(maxX, px)
                minY = Swift.min(minY, py)
                maxY = Swift.max(maxY, py)
            }
        }
        return Rect(x: cx + tx + minX, y: cy + ty + minY, width: maxX - minX, height: maxY - minY)
    }
}
