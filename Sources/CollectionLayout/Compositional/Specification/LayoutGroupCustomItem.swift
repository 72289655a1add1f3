/// One cell of a custom group, like `NSCollectionLayoutGroupCustomItem`: a frame in the
/// group's coordinates (origin at the group's top-leading corner) and a stacking order.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The cell's frame in group coordinates.
    public var frame: Rect
    /// The cell's zIndex.
    public var zIndex: Int

    /// Creates a custom item.
    @inlinable public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
