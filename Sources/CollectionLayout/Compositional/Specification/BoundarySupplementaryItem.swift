/// A header, footer or other supplementary view attached to an edge of a section or of
/// the whole layout, like `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// * Alignments along the scroll axis (`top`/`bottom` in a vertical layout,
///   `leading`/`trailing` in a horizontal one) sit at the section's start or end; with
///   ``extendsBoundary`` the section grows by the item's extent (a header pushes the
///   content down), without it the item overlaps the section's content.
/// * Alignments across the scroll axis sit at the section's leading/trailing (or
///   top/bottom) edge, centred along the section, and never extend it.
/// * With ``pinToVisibleBounds`` the item stays inside the visible bounds while its
///   section is visible, and is pushed out by the section's end (a header) or start
///   (a footer). Pinned positions are computed per content offset, on copies.
///
/// The size resolves against the section's width minus its leading/trailing content
/// insets (``LayoutSection/supplementariesFollowContentInsets``, UIKit's default).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// Where the item sits relative to its section.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Above the section's content (a header, in a vertical layout).
        case top
        /// Below the section's content (a footer, in a vertical layout).
        case bottom
        /// Before the content along the horizontal axis (left).
        case leading
        /// After the content along the horizontal axis (right).
        case trailing

        /// The edge's axis (`vertical` for top/bottom).
        @inlinable public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
        /// True for the edge where content starts (top, leading).
        @inlinable public var isStart: Bool { self == .top || self == .leading }
    }

    /// The supplementary element kind (`header`, `footer`, or any name).
    public var elementKind: String
    /// The item's size.
    public var size: LayoutSize
    /// The edge it is attached to.
    public var alignment: Alignment
    /// Whether it enlarges the section along the scroll axis (default true).
    public var extendsBoundary: Bool
    /// Whether it stays visible while its section scrolls (default false).
    public var pinToVisibleBounds: Bool
    /// Stacking order (default 1: above cells).
    public var zIndex: Int

    /// Creates a boundary item.
    @inlinable public init(
        elementKind: String, size: LayoutSize, alignment: Alignment, extendsBoundary: Bool = true,
        pinToVisibleBounds: Bool = false, zIndex: Int = 1
    ) {
        self.elementKind = elementKind
        self.size = size
        self.alignment = alignment
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }

    /// Creates an item, as `NSCollectionLayoutBoundarySupplementaryItem(layoutSize:elementKind:alignment:)`;
    /// set ``extendsBoundary``, ``pinToVisibleBounds`` and ``zIndex`` afterwards, as in UIKit.
    @inlinable public init(layoutSize: LayoutSize, elementKind: String, alignment: Alignment) {
        self.init(elementKind: elementKind, size: layoutSize, alignment: alignment)
    }

    /// The item's size, under UIKit's name.
    @inlinable public var layoutSize: LayoutSize {
        get { size }
        set { size = newValue }
    }

    /// Throws when the size is invalid or the kind is empty.
    public func validate(path: String) throws(LayoutError) {
        guard !elementKind.isEmpty else { throw LayoutError(path: path + ".kind", message: "must not be empty") }
        try size.validate(path: path + ".size")
    }
}
