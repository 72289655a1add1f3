/// A location in layout space, in points; `y` grows downward (as in UIKit).
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? y : x }
        set { if axis == .vertical { y = newValue } else { x = newValue } }
    }
}

/// The scroll axis of a layout (or one of a rectangle's two axes).
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    @inlinable public var cross: Axis { self == .vertical ? .horizontal : .vertical }
}
