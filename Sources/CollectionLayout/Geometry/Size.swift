/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `0 x 0`.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? height : width }
        set { if axis == .vertical { height = newValue } else { width = newValue } }
    }
}
