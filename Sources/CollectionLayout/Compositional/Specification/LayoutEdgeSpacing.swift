/// Space around an item or group, outside its frame, like `NSCollectionLayoutEdgeSpacing`.
///
/// Edge spacing is applied first and moves the element's slot relative to its siblings
/// and container without changing the slot's size; content insets are applied after it.
/// Along the group's axis, a leading/trailing spacing adds to the inter-item spacing;
/// flexible spacings share the group's leftover space (leading and trailing
/// `.flexible(0)` centre an element). Across the group's axis, a flexible top/bottom
/// spacing shares the space the element leaves in its group.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the element on the horizontal axis (`nil`: none).
    public var leading: LayoutSpacing?
    /// Space above the element (`nil`: none).
    public var top: LayoutSpacing?
    /// Space after the element on the horizontal axis (`nil`: none).
    public var trailing: LayoutSpacing?
    /// Space below the element (`nil`: none).
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; `nil` edges add nothing.
    @inlinable public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil,
        trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the element along `axis`.
    @inlinable public func start(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing after the element along `axis`.
    @inlinable public func end(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }

    /// Throws when a spacing is invalid.
    public func validate(path: String) throws(LayoutError) {
        try leading?.validate(path: path + ".leading")
        try top?.validate(path: path + ".top")
        try trailing?.validate(path: path + ".trailing")
        try bottom?.validate(path: path + ".bottom")
    }
}
