/// A plugin of a ``PluginLayout``: what arranges the items of one section. The built-in
/// ``FlowPlugin``, ``GridPlugin``, ``StaggeredPlugin`` and ``MosaicPlugin`` conform, and so
/// can your own type: wrap it in ``AnyLayoutPlugin`` and give it to a section as
/// ``SectionPlugin/custom(_:)``.
///
/// The layout places each section's header, top inset, items, bottom inset and footer
/// along the scroll axis; the plugin places the items, in *logical* coordinates
/// (see ``PluginSectionInput``): x across the scroll axis, y along it, as if the layout
/// scrolled vertically. A horizontal layout transposes the frames afterwards, so one
/// implementation serves both directions.
///
/// Like the original's plugins, which return any attributes for their section, a plugin
/// may also make supplementary views (headers, footers, kinds of its own) and decorations
/// (``placeElements(_:into:)``, such as the background of ``SectionBackgroundPlugin``), and
/// adjust them for the scroll position at query time (``adjustElement(_:at:)``).
///
/// The layout checks what a plugin returns: exactly one finite frame per item, an
/// end that is finite and not before ``PluginSectionInput/start``, and elements of its own
/// section with finite frames, sizes >= 0, an alpha in 0...1 and keys that no other
/// element of the layout has; anything else is a ``LayoutError`` for the section, never a
/// wrong layout. Queries, sticky headers and the other effects then work for a custom
/// plugin as for the built-ins.
public protocol LayoutPlugin: Hashable, Sendable {
    /// The section's insets and spacings (the layout reads the insets; the plugin is
    /// given the spacings again in its ``PluginSectionInput``).
    var spacing: PluginSpacing { get set }

    /// The plugin's name in explanations and the app (default `custom`; a wrapper such as
    /// ``SectionBackgroundPlugin`` answers its base plugin's name).
    var name: String { get }

    /// Throws a ``LayoutError`` naming `path + ".key"` for a parameter the plugin
    /// cannot use. `path` names the plugin (`layout.sections[i]`). Called by
    /// ``PluginLayout/prepare(for:)`` before any section is placed.
    func validate(path: String) throws(LayoutError)

    /// Appends one logical frame per item of the section to `frames`, in item order,
    /// and returns where the items end along the scroll axis (`input.start` for a
    /// section without items). Throws for item metrics the plugin cannot use.
    /// ``PluginLayout`` passes an empty array for each section (earlier sections' frames
    /// are not in it).
    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double

    /// Appends the section's own supplementary views and decorations to `elements`, in
    /// logical coordinates, once the section's items, header and footer are placed
    /// (`section` says where). Each must belong to `section.section`, and its key
    /// (category, kind and index path) must be new: a plugin that makes its own `header`
    /// needs a section whose data gives no header height. The default makes none.
    func placeElements(_ section: PluginSectionPlacement, into elements: inout [LayoutAttributes]) throws(LayoutError)

    /// True when ``adjustElement(_:at:)`` changes the plugin's elements at query time
    /// (default false: they stay as placed, and queries skip the call).
    var adjustsElements: Bool { get }

    /// The furthest ``adjustElement(_:at:)`` moves one of the plugin's elements along the
    /// scroll axis, either way, in points (default 0). The layout indexes each element by
    /// its frame widened by this reach and clamps every move to it, so queries stay exact.
    var elementReach: Double { get }

    /// Adjusts a copy of one of the plugin's own elements (never a cell, and never the
    /// layout's headers and footers) for the scroll position, after the built-in effects.
    /// The layout holds it to the same contract as a ``LayoutEffect``: the element keeps its
    /// key, its size and its place across the axis, its move along the axis is clamped to
    /// ``elementReach``, and a non-finite alpha falls back to the one before.
    /// The default changes nothing.
    func adjustElement(_ element: inout LayoutAttributes, at scroll: EffectScroll)
}

extension LayoutPlugin {
    /// `custom`.
    public var name: String { SectionPlugin.Kind.custom.rawValue }

    /// Makes no elements besides the items.
    public func placeElements(_ section: PluginSectionPlacement, into elements: inout [LayoutAttributes])
        throws(LayoutError)
    {}

    /// False: the plugin's elements do not move with the scroll position.
    public var adjustsElements: Bool { false }

    /// 0: the plugin's elements do not move along the scroll axis.
    public var elementReach: Double { 0 }

    /// Leaves the element as placed.
    public func adjustElement(_ element: inout LayoutAttributes, at scroll: EffectScroll) {}
}
