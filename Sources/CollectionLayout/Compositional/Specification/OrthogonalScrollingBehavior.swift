/// How a section scrolls across the layout's scroll axis, like
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any value other than ``none`` lays the section's groups out along the cross axis in
/// a *strip* as deep as one group; the strip has its own scroll offset (see
/// ``ScrollPosition/orthogonalOffsets``, the viewer's) and comes to rest at the offsets below
/// (``OrthogonalStrip/restingOffset(nearest:)``).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// No orthogonal scrolling: groups repeat along the layout's scroll axis.
    case none
    /// Scrolls freely and rests anywhere within the strip.
    case continuous
    /// Rests with a group's leading edge at the strip's leading edge.
    case continuousGroupLeadingBoundary
    /// Rests on multiples of the strip's visible width.
    case paging
    /// Rests with a group's leading edge at the strip's leading edge, one group per page.
    case groupPaging
    /// Rests with a group centred in the strip, one group per page.
    case groupPagingCentered

    /// True for every value except ``none``.
    @inlinable public var scrollsOrthogonally: Bool { self != .none }
}
