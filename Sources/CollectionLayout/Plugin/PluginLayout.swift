/// stefanomondino's PluginLayout: every section is arranged by its own plugin (flow,
/// grid, staggered or mosaic), sections follow one another along the scroll axis, and
/// scroll effects (sticky headers and footers, fade, elastic) are layered on top.
///
/// Sections are placed in order, threading one offset along the scroll axis: a
/// section's header (full width, outside the insets), its top inset, its items, its
/// bottom inset and its footer. The content size is the final offset along the scroll
/// axis and, across it, the viewport's extent (or the widest cell's end, when a cell
/// is wider than the viewport: the original keeps the viewport's). A horizontal layout is the exact
/// transpose of the vertical one (insets, item sizes and aspect ratios transpose too).
///
/// Effects never re-prepare the layout: queries adjust copies of the prepared
/// attributes for the content offset. Sticky headers and footers are indexed by the
/// band they can slide in, and cells by a margin covering the elastic displacement,
/// so queries stay exact and O(log n + k). A sticky header or footer of a section
/// without cells stays where it was placed (the original clamps it against a `.zero`
/// rectangle, which throws it to the top of the content).
public struct PluginLayout: StoreBackedLayout, ConfigurableLayout {
    /// The settings: what ``prepare(for:)`` reads besides the context. Each setting is
    /// also a property of the layout (``sections``, ``effects``, ...). Setting it takes
    /// effect as its properties' setters do: effects at once, the rest at the next
    /// ``prepare(for:)``. A prepare re-keys ``sections`` and ``sectionEffects`` to the
    /// prepared sections' identities.
    public var configuration: Configuration {
        get { settings }
        set {
            settings = newValue
            effectsDidChange()
        }
    }
    /// The storage of ``configuration``.
    var settings: Configuration

    /// The prepared elements.
    public internal(set) var store = ElementStore()
    /// The size of the prepared content.
    public internal(set) var contentSize = Size.zero

    /// The effects in force: `effects` without those whose parameters are invalid.
    var activeEffects: [PluginEffect] = []
    /// The custom effects in force: `customEffects` without the invalid ones.
    var activeCustomEffects: [AnyLayoutEffect] = []
    /// The section effects in force: `sectionEffects` without the invalid effects.
    var activeSectionEffects: [Int: [PluginEffect]] = [:]
    /// The keys of the prepared plugin-made elements whose plugin adjusts them.
    var adjustedElements: Set<ElementKey> = []
    /// Per prepared section whose plugin adjusts its elements: that plugin.
    var elementAdjusters: [Int: AnyLayoutPlugin] = [:]
    /// Per prepared section: where its cells lie along the scroll axis, for sticky effects.
    var stickyBands: [StickyBand] = []
    /// The viewport's extent along the scroll axis at the last prepare.
    var viewportExtent = 0.0
    /// Items per prepared section.
    var preparedItemCounts: [Int] = []
    /// The settings of sections that were prepared once and are gone now, by identifier,
    /// for an undo that brings one back.
    var departedSettings: [String: SectionSettings] = [:]

    /// Creates a plugin layout.
    /// - Parameters:
    ///   - sections: per-section plugins, the last one repeating (default: one flow plugin).
    ///   - effects: scroll effects in application order.
    ///   - scrollDirection: `.vertical` (default) or `.horizontal`.
    public init(
        sections: [SectionPlugin] = [.flow(FlowPlugin())], effects: [PluginEffect] = [],
        scrollDirection: Axis = .vertical
    ) {
        self.init(configuration: Configuration(sections: sections, effects: effects, scrollDirection: scrollDirection))
    }

    /// An unprepared layout with `configuration`.
    public init(configuration: Configuration) {
        settings = configuration
        activeEffects = configuration.effects.filter(\.isValid)
        activeCustomEffects = configuration.customEffects.filter(\.isValid)
        activeSectionEffects = configuration.sectionEffects.mapValues { $0.filter(\.isValid) }
    }

    /// `"Plugin"`.
    public var name: String { "Plugin" }
    /// The configured ``scrollDirection``.
    public var scrollAxis: Axis { scrollDirection }

    /// True when any effect is on, or a plugin adjusts its elements: then elements depend
    /// on the content offset.
    public var hasOffsetDependentElements: Bool {
        !activeEffects.isEmpty || !activeCustomEffects.isEmpty || !activeSectionEffects.isEmpty
            || !adjustedElements.isEmpty
    }

    // MARK: Plugins per section

    /// The plugin of section `section`: its own entry, or the last one for sections
    /// beyond the list (a default flow plugin when the list is empty).
    public func plugin(forSection section: Int) -> SectionPlugin {
        guard let last = sections.last else { return .flow(FlowPlugin()) }
        return section >= 0 && section < sections.count ? sections[section] : last
    }

    /// Gives section `section` its own plugin; every other section keeps its plugin
    /// (sections after it that shared the repeating last entry still do).
    /// Takes effect at the next ``prepare(for:)``.
    public mutating func setPlugin(_ plugin: SectionPlugin, forSection section: Int) {
        guard section >= 0 else { return }
        if sections.isEmpty { sections = [.flow(FlowPlugin())] }
        let repeating = sections[sections.count - 1]
        while sections.count <= section { sections.append(repeating) }
        sections[section] = plugin
        if section == sections.count - 1 { sections.append(repeating) }
    }

    /// Gives every section `plugin`. Takes effect at the next ``prepare(for:)``.
    public mutating func setPluginForAllSections(_ plugin: SectionPlugin) {
        sections = [plugin]
    }

    // MARK: Effects

    /// True when an effect of `kind` is in ``effects``.
    public func isEffectOn(_ kind: PluginEffect.Kind) -> Bool {
        effects.contains { $0.kind == kind }
    }

    /// Turns effects of `kind` on (appending the default one, ``PluginEffect/default(_:)``)
    /// or off (removing every effect of that kind).
    public mutating func setEffect(_ kind: PluginEffect.Kind, on: Bool) {
        if on {
            if !isEffectOn(kind) { effects.append(.default(kind)) }
        } else {
            effects.removeAll { $0.kind == kind }
        }
    }

    /// Flips effects of `kind` on or off; returns whether it is now on.
    @discardableResult
    public mutating func toggleEffect(_ kind: PluginEffect.Kind) -> Bool {
        let on = !isEffectOn(kind)
        setEffect(kind, on: on)
        return on
    }
}

extension PluginEffect {
    /// True when the parameters are usable (see `validate(path:)`).
    var isValid: Bool {
        do { try validate(path: "") } catch { return false }
        return true
    }
}
