/// Where a pinned boundary item goes for a content offset, and every place it can
/// take (its envelope, for the visibility index). Main-axis coordinates only.
struct BoundaryPin: Sendable {
    /// True for a header-like item pinned to the start of the visible bounds; false for
    /// a footer pinned to their end.
    var atStart: Bool
    /// The item's position in the prepared layout.
    var natural: Double
    /// The item's extent along the main axis.
    var extent: Double
    /// The start of the item's section (or of the content, for layout-wide items).
    var lower: Double
    /// The end of the item's section (or of the content).
    var upper: Double

    /// A margin that keeps the envelope a superset of every adjusted frame despite
    /// rounding.
    static let slack = 1e-6

    /// The item's main-axis position for a content offset `offset` and a viewport of
    /// length `viewport`: a header stays at the start of the visible bounds while its
    /// section is visible and is pushed out by the section's end; a footer mirrors it.
    func position(offset: Double, viewport: Double) -> Double {
        if atStart { return max(natural, min(offset, upper - extent)) }
        return min(natural, max(offset + viewport - extent, lower))
    }

    /// The main-axis range covering every position the item can take.
    var envelope: (start: Double, end: Double) {
        if atStart { return (natural - Self.slack, max(natural + extent, upper) + Self.slack) }
        return (min(natural, lower) - Self.slack, natural + extent + Self.slack)
    }
}

/// Identifies a supplementary view: its kind and index path.
struct SupplementaryKey: Hashable, Sendable {
    var kind: String
    var indexPath: IndexPath

    /// Hashes the index path alone (equality still compares the kind): a section rarely
    /// has more than a kind or two of pinned items, and hashing the kind's text cost
    /// most of a pinned item's adjustment in every query.
    func hash(into hasher: inout Hasher) {
        hasher.combine(indexPath.section)
        hasher.combine(indexPath.item)
    }
}
