/// What every plugin does for the host: check its parameters and place one section's
/// items in logical coordinates (see ``PluginSectionInput``).
protocol SectionPlacing {
    /// The section's insets and spacings.
    var spacing: PluginSpacing { get }

    /// Throws a ``LayoutError`` naming `path + ".key"` for a parameter the plugin
    /// cannot use.
    func validate(path: String) throws(LayoutError)

    /// Appends one logical frame per item of the section to `frames`, in item order,
    /// and returns where the items end along the scroll axis (`input.start` for a
    /// section without items). Throws for item metrics the plugin cannot use.
    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double
}
