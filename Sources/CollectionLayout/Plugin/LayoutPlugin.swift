/// A plugin of a ``PluginLayout``: what arranges the items of one section. The built-in
/// ``FlowPlugin``, ``GridPlugin``, ``StaggeredPlugin`` and ``MosaicPlugin`` conform, and so
/// can your own type: wrap it in ``AnyLayoutPlugin`` and give it to a section as
/// ``SectionPlugin/custom(_:)``.
///
/// The layout places each section's header, top inset, items, bottom inset and footer
/// along the scroll axis; the plugin places only the items, in *logical* coordinates
/// (see ``PluginSectionInput``): x across the scroll axis, y along it, as if the layout
/// scrolled vertically. A horizontal layout transposes the frames afterwards, so one
/// implementation serves both directions.
///
/// The layout checks what a plugin returns: exactly one finite frame per item, and an
/// end that is finite and not before ``PluginSectionInput/start``; anything else is a
/// ``LayoutError`` for the section, never a wrong layout. Queries, sticky headers and the
/// other effects then work for a custom plugin as for the built-ins.
public protocol LayoutPlugin: Hashable, Sendable {
    /// The section's insets and spacings (the layout reads the insets; the plugin is
    /// given the spacings again in its ``PluginSectionInput``).
    var spacing: PluginSpacing { get set }

    /// Throws a ``LayoutError`` naming `path + ".key"` for a parameter the plugin
    /// cannot use. `path` names the plugin (`layout.sections[i]`). Called by
    /// ``PluginLayout/prepare(for:)`` before any section is placed.
    func validate(path: String) throws(LayoutError)

    /// Appends one logical frame per item of the section to `frames`, in item order,
    /// and returns where the items end along the scroll axis (`input.start` for a
    /// section without items). Throws for item metrics the plugin cannot use.
    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double
}
