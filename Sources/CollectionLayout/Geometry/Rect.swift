/// An axis-aligned rectangle: an origin and a size, in points.
///
/// Intersection is half-open, unlike Foundation's on Linux: two rectangles intersect
/// when their interiors overlap, so touching edges do not intersect and an empty
/// rectangle (zero or negative width or height) intersects nothing.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent; a rectangle with a non-positive width or height is empty.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }

    /// The lower edge along `axis` (`minY` for vertical).
    @inlinable public func min(_ axis: Axis) -> Double { axis == .vertical ? minY : minX }
    /// The upper edge along `axis` (`maxY` for vertical).
    @inlinable public func max(_ axis: Axis) -> Double { axis == .vertical ? maxY : maxX }

    /// True when the rectangle covers no point: `maxX <= minX` or `maxY <= minY` as
    /// computed in `Double`, so a width or height that is not positive, and also one too
    /// small to move the edge (5e-324 at y = 300, or 667 at y = 5e307), counts as empty,
    /// exactly as the visibility index sees the extent. Complexity: O(1).
    @inlinable public var isEmpty: Bool { !(maxX > minX) || !(maxY > minY) }

    /// True when the interiors of `self` and `other` overlap (half-open test:
    /// touching edges do not intersect; an empty rectangle intersects nothing).
    /// Complexity: O(1).
    @inlinable public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty
            && minX < other.maxX && other.minX < maxX
            && minY < other.maxY && other.minY < maxY
    }

    /// True when `point` lies inside the half-open rectangle `[minX, maxX) x [minY, maxY)`.
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle containing both; an empty operand is ignored.
    @inlinable public func union(_ other: Rect) -> Rect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of both rectangles, or `nil` when they do not intersect.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and
    /// bottom (negative values grow it). The size may become negative; callers that
    /// need a clamp use ``insetClamped(dx:dy:)``.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle shrunk by `insets`.
    @inlinable public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The rectangle moved by `(dx, dy)`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// True when every component is finite.
    @inlinable public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
