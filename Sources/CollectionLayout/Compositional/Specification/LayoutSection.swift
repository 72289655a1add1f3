/// One section of a compositional layout, like `NSCollectionLayoutSection`: a group
/// repeated along the scroll axis (or along a strip across it), with insets, spacing,
/// boundary supplementary items and decorations.
public struct LayoutSection: Sendable {
    /// The group repeated for the section's items.
    public var group: LayoutGroup
    /// Space between consecutive groups.
    public var interGroupSpacing: Double
    /// Insets around the section's content; leading/trailing also shrink the width the
    /// group resolves against. In an orthogonal section the leading/trailing insets pad
    /// the strip's scrolling content.
    public var contentInsets: DirectionalEdgeInsets
    /// Headers, footers and other views attached to the section's edges.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Whether boundary items follow the section's content insets across the scroll
    /// axis (default true): with it they span the content (the section's reference
    /// edges plus its insets), without it the edges of
    /// ``supplementaryContentInsetsReference`` only.
    public var supplementariesFollowContentInsets: Bool
    /// Decorations behind the section (backgrounds).
    public var decorationItems: [DecorationItem]
    /// Cross-axis scrolling (default none).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// What ``contentInsets`` are measured from across the scroll axis (default
    /// `.automatic`: the configuration's
    /// ``CompositionalLayoutConfiguration/contentInsetsReference``). See
    /// ``ContentInsetsReference``.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// What the boundary items' edges are measured from across the scroll axis
    /// (default `.automatic`: the configuration's reference, as UIKit documents). The
    /// boundary items span `reference edges + (supplementariesFollowContentInsets ?
    /// contentInsets : 0)`; so by default they line up with the content.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Called on every query with copies of the section's visible elements, the content
    /// offset and the environment; what it changes (frame by ``VisibleItem/center``,
    /// transform, alpha, zIndex, hidden) reaches that query's output, never the
    /// prepared layout, as `NSCollectionLayoutSection.visibleItemsInvalidationHandler`
    /// (default none). See ``CompositionalLayout/query(_:contentOffset:)`` for what the
    /// handler is given and which elements a query returns.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// A list section's separators, row backgrounds and header padding
    /// (`LayoutSection+List.swift`); `nil` for other sections.
    var listDecorations: ListDecorations?

    /// Creates a section.
    public init(
        group: LayoutGroup, interGroupSpacing: Double = 0, contentInsets: DirectionalEdgeInsets = .zero,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [], supplementariesFollowContentInsets: Bool = true,
        decorationItems: [DecorationItem] = [], orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    ) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.decorationItems = decorationItems
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    }

    /// Throws for a section that cannot be laid out (see ``LayoutGroup/validate(path:)``),
    /// a negative or non-finite spacing, or two boundary items or decorations of the
    /// same kind. `path` names the section (for example `layout.sections[2]`).
    public func validate(path: String) throws(LayoutError) {
        try group.validate(path: path + ".group")
        guard interGroupSpacing.isFinite, interGroupSpacing >= 0 else {
            throw LayoutError(
                path: path + ".interGroupSpacing", message: "must be a finite number >= 0, got \(interGroupSpacing)")
        }
        try contentInsets.validate(path: path + ".contentInsets")
        try listDecorations?.validate(path: path + ".list")
        var kinds: Set<String> = []
        for (i, item) in boundarySupplementaryItems.enumerated() {
            try item.validate(path: path + ".boundaryItems[\(i)]")
            guard kinds.insert(item.elementKind).inserted else {
                throw LayoutError(
                    path: path + ".boundaryItems[\(i)].kind",
                    message: "kind '\(item.elementKind)' is used twice in one section")
            }
        }
        kinds = []
        for (i, item) in decorationItems.enumerated() {
            try item.validate(path: path + ".decorationItems[\(i)]")
            guard kinds.insert(item.elementKind).inserted else {
                throw LayoutError(
                    path: path + ".decorationItems[\(i)].kind",
                    message: "kind '\(item.elementKind)' is used twice in one section")
            }
        }
    }
}
