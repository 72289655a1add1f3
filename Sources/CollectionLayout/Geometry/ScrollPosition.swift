/// Where a viewer is scrolled to: the content offset, and the offset of each section that
/// scrolls on its own across the main axis (a compositional layout's orthogonal strips,
/// ``OrthogonalStrip``).
///
/// The viewer owns it, as a collection view owns its content offset and the scroll views
/// of its orthogonal sections; a prepared layout answers for any position without
/// changing (``CollectionViewLayout/query(_:at:)``).
public struct ScrollPosition: Hashable, Sendable {
    /// The content offset: the top-left of the visible rectangle, in content coordinates.
    public var contentOffset: Point
    /// The offset of each orthogonal strip, by section, in strip coordinates. A section
    /// not listed (or listed with a non-finite value) rests at its strip's
    /// ``OrthogonalStrip/initialOffset``.
    public var orthogonalOffsets: [Int: Double]

    /// A position at `contentOffset` with the strips at `orthogonalOffsets`.
    public init(contentOffset: Point = .zero, orthogonalOffsets: [Int: Double] = [:]) {
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The offset `strip` is shown at: its entry in ``orthogonalOffsets`` when finite,
    /// else its ``OrthogonalStrip/initialOffset``. Complexity: O(1) expected.
    public func offset(of strip: OrthogonalStrip) -> Double {
        CompositionalLayout.offset(of: strip, in: orthogonalOffsets)
    }
}
