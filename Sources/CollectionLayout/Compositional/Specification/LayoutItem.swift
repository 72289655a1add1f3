/// The smallest building block of a compositional layout: one cell, like
/// `NSCollectionLayoutItem`.
///
/// The item's slot in its group has the item's resolved ``size``; ``edgeSpacing`` moves
/// the slot, then ``contentInsets`` shrink the cell frame inside it (ignored on any axis
/// whose dimension is estimated, as UIKit documents).
public struct LayoutItem: Hashable, Sendable {
    /// The item's size, resolved against its group's effective size.
    public var size: LayoutSize
    /// Insets applied to the cell frame after the item is positioned.
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the item's slot.
    public var edgeSpacing: LayoutEdgeSpacing

    /// Creates an item.
    @inlinable public init(
        size: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: LayoutEdgeSpacing = .init()
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// Creates an item of `layoutSize`, as `NSCollectionLayoutItem(layoutSize:)`; set
    /// ``contentInsets`` and ``edgeSpacing`` afterwards, as in UIKit.
    @inlinable public init(layoutSize: LayoutSize) {
        self.init(size: layoutSize)
    }

    /// The item's size, under UIKit's name.
    @inlinable public var layoutSize: LayoutSize {
        get { size }
        set { size = newValue }
    }

    /// True when a dimension is estimated, so the item's size comes from the data.
    @inlinable public var isSelfSizing: Bool { size.width.isEstimated || size.height.isEstimated }

    /// Throws when the item's size, insets or spacing is invalid.
    public func validate(path: String) throws(LayoutError) {
        try size.validate(path: path + ".size")
        try contentInsets.validate(path: path + ".contentInsets")
        try edgeSpacing.validate(path: path + ".edgeSpacing")
    }
}
