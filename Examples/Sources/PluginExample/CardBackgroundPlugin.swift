import CollectionLayout

/// A plugin of the example's own that makes more than cells, as the original's plugins
/// may: another plugin places the items, and this one adds a decoration of kind
/// `background` behind them, the smallest rectangle around the items grown by `padding`
/// on every side (a card under the section's items; the engine's
/// `SectionBackgroundPlugin` covers the whole section body instead).
///
/// Like the items, the decoration is made in logical coordinates (x across the scroll
/// axis, y along it); the layout transposes a horizontal layout, checks the element (its
/// own section, a finite frame, a key nothing else has) and indexes it like any element.
struct CardBackgroundPlugin: LayoutPlugin {
    /// The plugin that places the items.
    var base: SectionPlugin
    /// How far the card reaches beyond the items on every side.
    var padding: Double = 4

    var spacing: PluginSpacing {
        get { base.spacing }
        set { base.spacing = newValue }
    }

    func validate(path: String) throws(LayoutError) {
        try base.plugin.validate(path: path)
        guard padding.isFinite, padding >= 0 else {
            throw LayoutError(path: path + ".padding", message: "must be a finite number >= 0, got \(padding)")
        }
    }

    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        try base.plugin.placeItems(input, into: &frames)
    }

    func placeElements(_ section: PluginSectionPlacement, into elements: inout [LayoutAttributes])
        throws(LayoutError)
    {
        guard let items = section.itemsUnion else { return }
        elements.append(
            LayoutAttributes(
                category: .decoration(kind: ElementKind.background),
                indexPath: IndexPath(item: 0, section: section.section),
                frame: items.insetBy(dx: -padding, dy: -padding), zIndex: -1))
    }
}
