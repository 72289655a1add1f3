/// One section's own inset and spacings in a ``FlowLayout``: what
/// `UICollectionViewDelegateFlowLayout` answers per section with
/// `collectionView(_:layout:insetForSectionAt:)`,
/// `collectionView(_:layout:minimumLineSpacingForSectionAt:)` and
/// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`. A value left `nil`
/// takes the layout's own.
public struct FlowSectionStyle: Hashable, Sendable {
    /// The section's inset (`nil`: ``FlowLayout/sectionInset``).
    public var sectionInset: EdgeInsets?
    /// The section's line spacing (`nil`: ``FlowLayout/minimumLineSpacing``).
    public var minimumLineSpacing: Double?
    /// The section's inter-item spacing (`nil`: ``FlowLayout/minimumInteritemSpacing``).
    public var minimumInteritemSpacing: Double?

    /// Creates a style; every value is optional.
    public init(
        sectionInset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil
    ) {
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
    }
}
