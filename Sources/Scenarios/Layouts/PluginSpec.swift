import CollectionLayout

/// `"type": "plugin"`: stefanomondino's PluginLayout, a plugin per section plus scroll
/// effects.
///
/// Keys (defaults):
/// - `sections`: a non-empty list of plugin specs, the last one repeating for further
///   sections (default: one flow plugin with its defaults). Each spec names its
///   `plugin` (required) and takes `minimumLineSpacing` (10),
///   `minimumInteritemSpacing` (10) and `sectionInset` (0; a number or
///   {top, left, bottom, right}), plus:
///   - `flow`: `itemSize` {width, height} (100 x 100), `alignment`
///     ("default" | "start" | "center" | "end", default "default");
///   - `grid`: `lineFraction` (2, an integer >= 1), `aspectRatio` (1, > 0);
///   - `staggered`: `columns` (2, an integer from 1 to 1000);
///   - `mosaic`: `columns` (3, from 1 to 1000), `lineMultiple` (20; values below 20
///     count as 20);
///   - any of them: `background` (absent: none), `{"inset": 0}` with a number or
///     {top, left, bottom, right} (finite, negative values grow it): a decoration of
///     kind `background` behind the section's body, made by ``SectionBackgroundPlugin``.
/// - `effects`: a list, applied in order, of `{"kind": "sticky", "elements":
///   "headers" | "footers"}` (default "headers"), `{"kind": "fade", "span": 200}`,
///   `{"kind": "elastic", "spacing": 20, "span": 300}` (defaults as shown).
/// - `sectionEffects`: a list of `{"section": N, "effects": [...]}`, effects of single
///   sections that replace `effects` there (``PluginLayout/sectionEffects``); a section
///   may be listed once, and must exist in the data.
/// - `scrollDirection`: "vertical" (default) or "horizontal" (an addition to the
///   format's table, like the flow layout's key of the same name).
///
/// Items may give `width` and `height` (flow), `lineFraction` and `aspectRatio`
/// (grid), `aspectRatio` (staggered, mosaic; staggered also takes a plain `height`),
/// `canBeBig` (mosaic). Any number of sections.
public struct PluginSpec: DecodableLayoutSpec, Hashable {
    public static let typeName = "plugin"

    /// The largest column count a file may ask for.
    public static let maximumColumns = 1000

    /// The plugin of each section; the last one repeats.
    public var sections: [SectionPlugin] = [.flow(FlowPlugin())]
    /// The scroll effects, in application order.
    public var effects: [PluginEffect] = []
    /// Effects of single sections, replacing ``effects`` there.
    public var sectionEffects: [Int: [PluginEffect]] = [:]
    /// The scroll direction.
    public var scrollDirection = Axis.vertical

    /// The spec with every parameter at its default.
    public init() {}

    /// A spec with the given plugins, effects and direction.
    public init(sections: [SectionPlugin], effects: [PluginEffect] = [], scrollDirection: Axis = .vertical) {
        self.sections = sections
        self.effects = effects
        self.scrollDirection = scrollDirection
    }

    static let parameterKeys = ["sections", "effects", "sectionEffects", "scrollDirection"]

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {
        let d = layout.diagnostics
        if let node = layout["sections"] {
            let nodes = try layout.reading(node, or: []) { (n) throws(ScenarioError) in try n.nonEmptyArray() }
            let plugins = try d.each(nodes) { (n) throws(ScenarioError) in
                try Self.plugin(n.object())
            }
            if !plugins.isEmpty { sections = plugins }
        }
        if let node = layout["effects"] {
            let nodes = try layout.reading(node, or: []) { (n) throws(ScenarioError) in try n.array() }
            effects = try d.each(nodes) { (n) throws(ScenarioError) in
                try Self.effect(n.object())
            }
        }
        if let node = layout["sectionEffects"] {
            let nodes = try layout.reading(node, or: []) { (n) throws(ScenarioError) in try n.array() }
            var listed: [Int: [PluginEffect]] = [:]
            _ = try d.each(nodes) { (n) throws(ScenarioError) in
                let entry = try Self.sectionEffect(n.object())
                guard listed[entry.section] == nil else {
                    throw n.error("lists section \(entry.section) again; each section may be listed once")
                }
                listed[entry.section] = entry.effects
            }
            sectionEffects = listed
        }
        scrollDirection = try layout.oneOf("scrollDirection", default: Axis.vertical)
    }

    /// Throws when `sectionEffects` names a section the data does not have (the file's
    /// data, when the spec follows its sections' identities: an update that deletes a
    /// section leaves its entry with nothing to do).
    public func validate(_ scenario: Scenario) throws(ScenarioError) {
        let count = sectionIdentifiers.isEmpty ? scenario.sections.count : sectionIdentifiers.count
        guard let last = sectionEffects.keys.max(), last >= count else { return }
        throw ScenarioError(
            file: scenario.file, path: "layout.sectionEffects",
            message: "names section \(last), but the data has \(Plural.count(count, "section"))")
    }

    static func defaultSpec(for scenario: Scenario) -> PluginSpec? { PluginSpec() }

    public func makeConfiguration() -> any LayoutConfiguration { pluginConfiguration }

    /// The engine configuration.
    public var pluginConfiguration: PluginLayout.Configuration {
        var layout = PluginLayout.Configuration(sections: sections, effects: effects, scrollDirection: scrollDirection)
        layout.sectionEffects = sectionEffects
        layout.boundIdentifiers = sectionIdentifiers
        return layout
    }

    /// The identifiers of the file's sections, in order: the sections that `sections`
    /// and `sectionEffects` name by index, so their settings follow them through updates
    /// (see `PluginLayout`'s section identities). Empty: by index alone.
    public var sectionIdentifiers: [String?] = []

    public func following(_ ids: [String]) -> any LayoutSpec {
        var copy = self
        copy.sectionIdentifiers = ids.map { Optional($0) }
        return copy
    }

    // MARK: Changing plugins and effects (the app's keys)

    /// The plugin of section `section` (the last spec for sections beyond the list).
    public func plugin(forSection section: Int) -> SectionPlugin {
        PluginLayout(configuration: pluginConfiguration).plugin(forSection: section)
    }

    /// Gives one section its own plugin (see ``PluginLayout/setPlugin(_:forSection:)``).
    public mutating func setPlugin(_ plugin: SectionPlugin, forSection section: Int) {
        var layout = PluginLayout(configuration: pluginConfiguration)
        layout.setPlugin(plugin, forSection: section)
        sections = layout.sections
    }

    /// Gives every section `plugin`.
    public mutating func setPluginForAllSections(_ plugin: SectionPlugin) {
        sections = [plugin]
    }

    /// True when an effect of `kind` is on.
    public func isEffectOn(_ kind: PluginEffect.Kind) -> Bool {
        effects.contains { $0.kind == kind }
    }

    /// Turns effects of `kind` on (with default parameters) or off.
    public mutating func setEffect(_ kind: PluginEffect.Kind, on: Bool) {
        var layout = PluginLayout(configuration: pluginConfiguration)
        layout.setEffect(kind, on: on)
        effects = layout.effects
    }

    /// Flips effects of `kind`; returns whether it is now on.
    @discardableResult
    public mutating func toggleEffect(_ kind: PluginEffect.Kind) -> Bool {
        let on = !isEffectOn(kind)
        setEffect(kind, on: on)
        return on
    }

    // MARK: Decoding

    /// One entry of `sections`.
    static func plugin(_ o: JSONObjectNode) throws(ScenarioError) -> SectionPlugin {
        let kind = try o.required("plugin").oneOf(SectionPlugin.Kind.self)
        let common = ["plugin", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "background"]
        switch kind {
        case .flow: o.checkKeys(common + ["itemSize", "alignment"])
        case .grid: o.checkKeys(common + ["lineFraction", "aspectRatio"])
        case .staggered: o.checkKeys(common + ["columns"])
        case .mosaic: o.checkKeys(common + ["columns", "lineMultiple"])
        case .custom: o.checkKeys(common)
        }
        let base = try basePlugin(o, kind: kind)
        guard let node = o["background"] else { return base }
        guard let b = try o.reading(node, or: nil, { (n) throws(ScenarioError) in try n.object() }) else { return base }
        b.checkKeys(["inset"])
        let inset = try b.insets("inset", .finite)
        return .custom(AnyLayoutPlugin(SectionBackgroundPlugin(base: base, inset: inset)))
    }

    /// One entry of `sections` without its `background`.
    static func basePlugin(_ o: JSONObjectNode, kind: SectionPlugin.Kind) throws(ScenarioError) -> SectionPlugin {
        let defaults = PluginSpacing()
        let spacing = PluginSpacing(
            sectionInset: try o.insets("sectionInset"),
            minimumLineSpacing: try o.number("minimumLineSpacing", default: defaults.minimumLineSpacing),
            minimumInteritemSpacing: try o.number("minimumInteritemSpacing", default: defaults.minimumInteritemSpacing))
        switch kind {
        case .flow:
            let d = FlowPlugin()
            return .flow(
                FlowPlugin(
                    itemSize: try o.size("itemSize", default: d.itemSize),
                    alignment: try o.oneOf("alignment", default: d.alignment), spacing: spacing))
        case .grid:
            let d = GridPlugin()
            return .grid(
                GridPlugin(
                    lineFraction: try o.integer("lineFraction", default: d.lineFraction, in: 1...Int.max),
                    aspectRatio: try o.number("aspectRatio", default: d.aspectRatio, .positive), spacing: spacing))
        case .staggered:
            let d = StaggeredPlugin()
            return .staggered(
                StaggeredPlugin(
                    columns: try o.integer("columns", default: d.columns, in: 1...maximumColumns), spacing: spacing))
        case .mosaic:
            let d = MosaicPlugin()
            return .mosaic(
                MosaicPlugin(
                    columns: try o.integer("columns", default: d.columns, in: 1...maximumColumns),
                    lineMultiple: try o.number("lineMultiple", default: d.lineMultiple, .finite), spacing: spacing))
        case .custom:
            throw o.error("\"custom\" plugins are written in Swift (a LayoutPlugin), not in a scenario file")
        }
    }

    /// One entry of `sectionEffects`.
    static func sectionEffect(_ o: JSONObjectNode) throws(ScenarioError) -> (section: Int, effects: [PluginEffect]) {
        o.checkKeys(["section", "effects"])
        let section = try o.required("section").integer(in: 0...ScenarioLimits.maximumSections - 1)
        let nodes = try o.required("effects").array()
        let effects = try o.diagnostics.each(nodes) { (n) throws(ScenarioError) in try Self.effect(n.object()) }
        return (section, effects)
    }

    /// The `kind` values of `effects`.
    private enum EffectName: String, CaseIterable {
        case sticky, fade, elastic
    }

    /// One entry of `effects`.
    static func effect(_ o: JSONObjectNode) throws(ScenarioError) -> PluginEffect {
        let kind = try o.required("kind").oneOf(EffectName.self)
        switch kind {
        case .sticky: o.checkKeys(["kind", "elements"])
        case .fade: o.checkKeys(["kind", "span"])
        case .elastic: o.checkKeys(["kind", "spacing", "span"])
        }
        switch kind {
        case .sticky:
            return .sticky(try o.oneOf("elements", default: PluginEffect.StickyElements.headers))
        case .fade:
            guard case .fade(let span) = PluginEffect.default(.fade) else { return .default(.fade) }
            return .fade(span: try o.number("span", default: span, .positive))
        case .elastic:
            guard case .elastic(let spacing, let span) = PluginEffect.default(.elastic) else {
                return .default(.elastic)
            }
            return .elastic(
                spacing: try o.number("spacing", default: spacing), span: try o.number("span", default: span, .positive)
            )
        }
    }
}
