/// A decoration view behind a section, like
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// Its frame is the section's frame (the full layout width, from the top of the
/// section's header to the end of its footer) inset by ``contentInsets``. In an
/// orthogonal section it belongs to the main scroll view, not to the strip.
public struct DecorationItem: Hashable, Sendable {
    /// The decoration element kind (usually `background`).
    public var elementKind: String
    /// Insets from the section's frame.
    public var contentInsets: DirectionalEdgeInsets
    /// Stacking order. Tessera draws by zIndex, so a background defaults to -1 to sit
    /// below the cells (UIKit: 0, with backgrounds placed below cells by the view tree).
    public var zIndex: Int

    /// Creates a decoration item.
    @inlinable public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = -1) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    /// A section background of `elementKind` (default `background`).
    public static func background(
        elementKind: String = ElementKind.background, contentInsets: DirectionalEdgeInsets = .zero
    ) -> DecorationItem {
        DecorationItem(elementKind: elementKind, contentInsets: contentInsets)
    }

    /// Throws when the insets are invalid or the kind is empty.
    public func validate(path: String) throws(LayoutError) {
        guard !elementKind.isEmpty else { throw LayoutError(path: path + ".kind", message: "must not be empty") }
        try contentInsets.validate(path: path + ".contentInsets")
    }
}
