/// What a section's content insets are measured from, like `UIContentInsetsReference`.
///
/// A reference is a set of edges inside the container (``LayoutEnvironment/referenceInsets(_:)``):
/// a section's leading inset of 16 under `.safeArea` starts its content 16 points
/// inside the safe area rather than 16 points inside the container. References act
/// across the scroll axis only (leading and trailing in a vertical layout, top and bottom
/// in a horizontal one), as in UIKit, where the scroll view's own content inset handles
/// the scroll axis; along the scroll axis the insets are measured from the section's
/// edges as before.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// Follow the layout configuration's reference
    /// (``CompositionalLayoutConfiguration/contentInsetsReference``). At the
    /// configuration itself, `.automatic` means ``safeArea``, UIKit's default.
    case automatic
    /// The container's edges: the insets are measured from the collection view's bounds.
    case none
    /// The safe area's edges (``ContainerGuides/safeAreaInsets``).
    case safeArea
    /// The layout margins' edges: the safe area inset by
    /// ``ContainerGuides/layoutMargins``.
    case layoutMargins
    /// The readable content guide's edges (``ContainerGuides/readableContentInsets(in:)``).
    case readableContent
}

/// The guides of the view a compositional layout is laid out in: its safe area, its
/// layout margins and its readable width. UIKit reads them from the collection view;
/// here they are values given to the layout (``CompositionalLayout/guides``) and passed
/// to the section provider in ``LayoutEnvironment/guides``.
///
/// The rules (UIKit documents the guides but not every number, so these are our
/// choices):
/// * ``layoutMargins`` are measured from the safe area, as UIKit's margins are with
///   `insetsLayoutMarginsFromSafeArea` (its default): the margins' leading edge is
///   `safeAreaInsets.leading + layoutMargins.leading`.
/// * The readable content guide lies within the layout margins. Its width is the
///   margins' width or ``maximumReadableWidth``, whichever is smaller, and it is
///   centred between the margins. Its top and bottom are the margins'.
public struct ContainerGuides: Hashable, Sendable {
    /// The safe area, as insets from the container's edges (default none).
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The layout margins, as insets from the safe area's edges (default 8 on every
    /// edge, a `UIView`'s default margins).
    public var layoutMargins: DirectionalEdgeInsets
    /// The widest readable content guide (default 672 points, about the readable
    /// width UIKit gives at the default text size).
    public var maximumReadableWidth: Double

    /// Creates guides.
    @inlinable public init(
        safeAreaInsets: DirectionalEdgeInsets = .zero,
        layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(all: 8), maximumReadableWidth: Double = 672
    ) {
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.maximumReadableWidth = maximumReadableWidth
    }

    /// The layout margins guide as insets from the container's edges: the safe area
    /// plus the margins. Complexity: O(1).
    public var layoutMarginsInsets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: safeAreaInsets.top + layoutMargins.top, leading: safeAreaInsets.leading + layoutMargins.leading,
            bottom: safeAreaInsets.bottom + layoutMargins.bottom,
            trailing: safeAreaInsets.trailing + layoutMargins.trailing)
    }

    /// The readable content guide as insets from the edges of a container of `size`:
    /// the layout margins, with the width between them limited to
    /// ``maximumReadableWidth`` and the guide centred. Complexity: O(1).
    public func readableContentInsets(in size: Size) -> DirectionalEdgeInsets {
        var insets = layoutMarginsInsets
        let width = size.width - insets.leading - insets.trailing
        if width > maximumReadableWidth {
            let extra = (width - maximumReadableWidth) / 2
            insets.leading += extra
            insets.trailing += extra
        }
        return insets
    }

    /// Throws for a non-finite inset or margin, or a readable width that is not a
    /// finite number > 0. `path` names the guides (for example
    /// `layout.environment`).
    public func validate(path: String) throws(LayoutError) {
        try safeAreaInsets.validate(path: path + ".safeArea")
        try layoutMargins.validate(path: path + ".layoutMargins")
        guard maximumReadableWidth.isFinite, maximumReadableWidth > 0 else {
            throw LayoutError(
                path: path + ".readableWidth", message: "must be a finite number > 0, got \(maximumReadableWidth)")
        }
    }
}

extension ContentInsetsReference {
    /// The reference a section uses: its own, or the configuration's `configuration`
    /// when its own is `.automatic`; `.automatic` at both levels is `.safeArea`.
    func resolved(configuration: ContentInsetsReference) -> ContentInsetsReference {
        guard self == .automatic else { return self }
        return configuration == .automatic ? .safeArea : configuration
    }
}

/// A section's insets measured from its references (``ContentInsetsReference``),
/// across the scroll axis only.
struct ResolvedSectionInsets {
    /// The section's content insets plus its content reference's edges across the
    /// scroll axis; along it, the insets as given.
    var content: DirectionalEdgeInsets
    /// Where the boundary items start across the scroll axis, from the container's edge.
    var supplementaryStart: Double
    /// Where the boundary items end across the scroll axis, from the container's far edge.
    var supplementaryEnd: Double

    /// The insets of `section` in a layout scrolling along `axis`.
    init(
        _ section: LayoutSection, axis: Axis, environment: LayoutEnvironment,
        configuration: ContentInsetsReference
    ) {
        let cross = axis.cross
        let own = section.contentInsets
        let contentEdges = environment.referenceInsets(
            section.contentInsetsReference.resolved(configuration: configuration))
        var content = own
        if cross == .horizontal {
            content.left += contentEdges.left
            content.right += contentEdges.right
        } else {
            content.top += contentEdges.top
            content.bottom += contentEdges.bottom
        }
        self.content = content
        let edges = environment.referenceInsets(
            section.supplementaryContentInsetsReference.resolved(configuration: configuration))
        let follow = section.supplementariesFollowContentInsets
        supplementaryStart = edges.start(cross) + (follow ? own.start(cross) : 0)
        supplementaryEnd = edges.end(cross) + (follow ? own.end(cross) : 0)
    }
}
