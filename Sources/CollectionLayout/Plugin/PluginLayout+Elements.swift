/// The supplementary views and decorations a custom plugin makes
/// (``LayoutPlugin/placeElements(_:into:)``), their checks, and their query-time
/// adjustment (``LayoutPlugin/adjustElement(_:at:)``).
extension PluginLayout {
    /// What the plugins of one prepare made besides cells, in logical coordinates.
    struct PluginElements {
        /// The elements, in the order the plugins made them.
        var elements: [LayoutAttributes] = []
        /// The keys of the elements whose plugin adjusts them at query time.
        var adjusted: Set<ElementKey> = []
        /// Per section whose plugin adjusts its elements: that plugin.
        var adjusters: [Int: AnyLayoutPlugin] = [:]
    }

    /// Asks a custom plugin for its section's elements and checks them: every element
    /// belongs to `placement.section`, is a supplementary view or a decoration with a
    /// non-empty kind and an item >= 0, has a finite frame with a size >= 0 and a finite
    /// alpha in 0...1, and has a key no other element has (the layout's own header and
    /// footer of the section included). Complexity: O(elements of the section).
    static func placeElements(
        of plugin: AnyLayoutPlugin, _ placement: PluginSectionPlacement, hasHeader: Bool, hasFooter: Bool,
        into made: inout PluginElements
    ) throws(LayoutError) {
        let first = made.elements.count
        try plugin.base.placeElements(placement, into: &made.elements)
        guard made.elements.count > first else { return }
        let s = placement.section
        let path = "layout.sections[\(s)]"
        var taken = Set<ElementKey>()
        if hasHeader {
            taken.insert(
                ElementKey(
                    category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: s)))
        }
        if hasFooter {
            taken.insert(
                ElementKey(
                    category: .supplementary(kind: ElementKind.footer), indexPath: IndexPath(item: 0, section: s)))
        }
        for e in made.elements[first...] {
            let what = describe(e)
            guard let kind = e.category.kind else {
                throw LayoutError(
                    path: path,
                    message: "the plugin made a cell \(e.indexPath) as an element; cells come from placeItems")
            }
            guard !kind.isEmpty else {
                throw LayoutError(path: path, message: "the plugin made \(what) without a kind")
            }
            guard e.indexPath.section == s, e.indexPath.item >= 0 else {
                throw LayoutError(
                    path: path,
                    message:
                        "the plugin made \(what) outside its section \(s); it makes elements of its own section only")
            }
            guard e.frame.isFinite, e.frame.width >= 0, e.frame.height >= 0 else {
                throw LayoutError(
                    path: path, message: "the plugin gave \(what) a frame that is not finite or has a negative size")
            }
            guard e.alpha.isFinite, e.alpha >= 0, e.alpha <= 1 else {
                throw LayoutError(path: path, message: "the plugin gave \(what) alpha \(e.alpha); it must be in 0...1")
            }
            guard taken.insert(ElementKey(e)).inserted else {
                throw LayoutError(
                    path: path, message: "the plugin made \(what) twice, or one the layout already has")
            }
        }
        if plugin.base.adjustsElements {
            made.adjusters[s] = plugin
            for e in made.elements[first...] { made.adjusted.insert(ElementKey(e)) }
        }
    }

    /// An element as messages name it: `decoration "background" [2, 0]`.
    static func describe(_ e: LayoutAttributes) -> String {
        "\(e.category.name) \"\(e.category.kind ?? "")\" \(e.indexPath)"
    }

    /// The plugin's reach for its element `attributes` (finite, >= 0), or `nil` when its
    /// plugin does not adjust it.
    func pluginReach(of attributes: LayoutAttributes) -> Double? {
        guard !adjustedElements.isEmpty, !attributes.code.isCell,
            adjustedElements.contains(ElementKey(attributes)),
            let plugin = elementAdjusters[attributes.indexPath.section]
        else { return nil }
        let r = plugin.base.elementReach
        return r.isFinite && r > 0 ? r : 0
    }

    /// Lets the element's plugin adjust a copy of it, held to the contract of
    /// ``LayoutPlugin/adjustElement(_:at:)``. Complexity: O(1) plus the plugin's call.
    func adjustPluginElement(_ attributes: inout LayoutAttributes, reach: Double, scroll: EffectScroll) {
        guard let plugin = elementAdjusters[attributes.indexPath.section] else { return }
        let before = attributes
        plugin.base.adjustElement(&attributes, at: scroll)
        let axis = scroll.axis
        let start = before.frame.origin[axis]
        let moved = attributes.frame.origin[axis]
        attributes.frame = before.frame
        attributes.frame.origin[axis] =
            moved.isFinite ? Swift.min(start + reach, Swift.max(start - reach, moved)) : start
        if !attributes.alpha.isFinite { attributes.alpha = before.alpha }
        attributes.code = before.code
        attributes.indexPath = before.indexPath
    }
}
