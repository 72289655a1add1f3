/// A plugin that draws a background behind a section: it lets another plugin (``base``)
/// place the items, then adds one decoration of kind ``ElementKind/background`` at item 0
/// of the section, behind the cells (zIndex ``zIndex``, -1 by default).
///
/// The background covers the section's body, the area between its header and its footer
/// (top inset, items, bottom inset) across the whole cross extent, shrunk by ``inset``
/// (negative values grow it; a size that would go negative is 0). That is
/// UIKit's section background decoration (`NSCollectionLayoutDecorationItem.background`
/// with its `contentInsets`), which the original PluginLayout leaves to its plugins: its
/// plugins may return decoration attributes, and none of its built-ins does.
///
/// The scenario format spells it as a plugin spec's `"background"` key:
/// `{"plugin": "grid", "background": {"inset": 4}}`.
public struct SectionBackgroundPlugin: LayoutPlugin {
    /// The plugin that places the items (any plugin, a custom one too).
    public var base: SectionPlugin
    /// How far the background stays inside the section's body, per edge, given for a
    /// vertical layout (a horizontal layout transposes it, as it does section insets).
    public var inset: EdgeInsets
    /// The background's zIndex (-1: behind the cells, whose zIndex is 0).
    public var zIndex: Int

    /// A background behind the sections `base` arranges.
    public init(base: SectionPlugin, inset: EdgeInsets = .zero, zIndex: Int = -1) {
        self.base = base
        self.inset = inset
        self.zIndex = zIndex
    }

    /// The base plugin's insets and spacings.
    public var spacing: PluginSpacing {
        get { base.spacing }
        set { base.spacing = newValue }
    }

    /// The base plugin's name (`grid`, ...): the background does not change how items
    /// are arranged.
    public var name: String { base.name }

    /// Validates the base plugin, then the inset (finite values, `path + ".background.inset.top"`, ...).
    public func validate(path: String) throws(LayoutError) {
        try base.validate(path: path)
        let p = path + ".background.inset"
        try PluginValidation.finite(inset.top, path: p + ".top")
        try PluginValidation.finite(inset.left, path: p + ".left")
        try PluginValidation.finite(inset.bottom, path: p + ".bottom")
        try PluginValidation.finite(inset.right, path: p + ".right")
    }

    /// The base plugin's items. Complexity: the base plugin's.
    public func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        try base.placeItems(input, into: &frames)
    }

    /// The background: ``PluginSectionPlacement/bodyRect`` shrunk by ``inset``. Throws
    /// when an inset so large that the frame is not finite (`layout.sections[s].background.inset`).
    /// Complexity: O(1).
    public func placeElements(_ section: PluginSectionPlacement, into elements: inout [LayoutAttributes])
        throws(LayoutError)
    {
        let i = section.input.transposed ? PluginLayout.transpose(inset) : inset
        let body = section.bodyRect
        let frame = Rect(
            x: body.minX + i.left, y: body.minY + i.top, width: Swift.max(0, body.width - i.left - i.right),
            height: Swift.max(0, body.height - i.top - i.bottom))
        guard frame.isFinite else {
            throw LayoutError(
                path: "layout.sections[\(section.section)].background.inset",
                message: "makes a background beyond finite coordinates")
        }
        elements.append(
            LayoutAttributes(
                category: .decoration(kind: ElementKind.background),
                indexPath: IndexPath(item: 0, section: section.section),
                frame: frame, zIndex: zIndex))
    }
}
