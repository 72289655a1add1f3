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
/// column count from the width (rotation). It also carries the view's guides (safe
/// area, layout margins, readable width), which the content insets references measure
/// from (``ContentInsetsReference``).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container.
    public var container: LayoutContainer
    /// The safe area, layout margins and readable width of the view.
    public var guides: ContainerGuides

    /// Creates an environment with default guides (no safe area, 8-point margins).
    @inlinable public init(container: LayoutContainer) {
        self.container = container
        self.guides = ContainerGuides()
    }

    /// Creates an environment with guides.
    @inlinable public init(container: LayoutContainer, guides: ContainerGuides) {
        self.container = container
        self.guides = guides
    }

    /// The edges of `reference` as insets from the container's edges, on all four
    /// sides: zero for `.none`, the safe area, the layout margins guide, or the
    /// readable content guide. `.automatic` is read as `.safeArea` (resolve a
    /// section's reference against the configuration first). Complexity: O(1).
    public func referenceInsets(_ reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return guides.safeAreaInsets
        case .layoutMargins: return guides.layoutMarginsInsets
        case .readableContent: return guides.readableContentInsets(in: container.contentSize)
        }
    }
}
