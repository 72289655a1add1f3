/// The space a compositional element is laid out in, like `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The container's size before insets.
    public var contentSize: Size
    /// The container's insets.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a container.
    @inlinable public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The size after insets.
    @inlinable public var effectiveContentSize: Size {
        Size(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// What a section provider (or a custom group's item provider) is told about the
/// space it lays out in, like `NSCollectionLayoutEnvironment`. A section provider is
/// called with the collection view's container on every prepare, so it can choose its
/// column count from the width (rotation).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container.
    public var container: LayoutContainer

    /// Creates an environment.
    @inlinable public init(container: LayoutContainer) {
        self.container = container
    }
}
