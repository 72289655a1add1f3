/// The width and height dimensions of a compositional element, like
/// `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var width: LayoutDimension
    /// The height.
    public var height: LayoutDimension

    /// Creates a size from two dimensions, as `NSCollectionLayoutSize(widthDimension:heightDimension:)`.
    @inlinable public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.width = widthDimension
        self.height = heightDimension
    }

    /// Creates a size from two dimensions (shorthand for ``init(widthDimension:heightDimension:)``).
    @inlinable public init(width: LayoutDimension, height: LayoutDimension) {
        self.init(widthDimension: width, heightDimension: height)
    }

    /// The width, under UIKit's name.
    @inlinable public var widthDimension: LayoutDimension {
        get { width }
        set { width = newValue }
    }

    /// The height, under UIKit's name.
    @inlinable public var heightDimension: LayoutDimension {
        get { height }
        set { height = newValue }
    }

    /// The dimension along `axis` (`width` for horizontal).
    @inlinable public subscript(axis: Axis) -> LayoutDimension {
        axis == .horizontal ? width : height
    }

    /// Both dimensions resolved inside a container of effective size `container`
    /// (estimates taken as they are). Complexity: O(1).
    @inlinable public func resolved(in container: Size) -> Size {
        Size(width: width.resolved(in: container), height: height.resolved(in: container))
    }

    /// Throws when either dimension is invalid; `path` names the size.
    public func validate(path: String) throws(LayoutError) {
        try width.validate(path: path + ".width")
        try height.validate(path: path + ".height")
    }
}
