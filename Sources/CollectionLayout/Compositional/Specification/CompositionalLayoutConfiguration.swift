/// Layout-wide settings of a compositional layout, like
/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The main scroll axis (default vertical).
    public var scrollDirection: Axis
    /// Space between consecutive sections (not after the last one).
    public var interSectionSpacing: Double
    /// Layout-wide headers and footers, around all sections. Their index path is
    /// `[0, 0]`, so their kinds must differ from every section's boundary item kinds.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// What sections' content insets are measured from when their own reference is
    /// `.automatic` (default `.safeArea`, UIKit's default; `.automatic` here means the
    /// same). See ``ContentInsetsReference``.
    public var contentInsetsReference: ContentInsetsReference = .safeArea

    /// Creates a configuration.
    public init(
        scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }

    /// Throws for a negative or non-finite spacing or an invalid boundary item.
    public func validate(path: String) throws(LayoutError) {
        guard interSectionSpacing.isFinite, interSectionSpacing >= 0 else {
            throw LayoutError(
                path: path + ".interSectionSpacing", message: "must be a finite number >= 0, got \(interSectionSpacing)"
            )
        }
        var kinds: Set<String> = []
        for (i, item) in boundarySupplementaryItems.enumerated() {
            try item.validate(path: path + ".boundaryItems[\(i)]")
            guard kinds.insert(item.elementKind).inserted else {
                throw LayoutError(
                    path: path + ".boundaryItems[\(i)].kind", message: "kind '\(item.elementKind)' is used twice")
            }
        }
    }
}
