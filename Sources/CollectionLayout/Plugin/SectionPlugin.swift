/// The plugin that arranges one section of a ``PluginLayout``.
public enum SectionPlugin: Hashable, Sendable {
    /// Flow layout with alignments (``FlowPlugin``).
    case flow(FlowPlugin)
    /// Items sized by line fraction and aspect ratio (``GridPlugin``).
    case grid(GridPlugin)
    /// Round-robin columns (``StaggeredPlugin``).
    case staggered(StaggeredPlugin)
    /// Lightbox-style mosaic (``MosaicPlugin``).
    case mosaic(MosaicPlugin)
    /// A plugin of your own (any ``LayoutPlugin``).
    case custom(AnyLayoutPlugin)

    /// The plugin families. ``allCases`` lists the four built-in ones, in the order the
    /// app cycles through them; ``custom`` is the kind of every plugin of your own.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// ``FlowPlugin``.
        case flow
        /// ``GridPlugin``.
        case grid
        /// ``StaggeredPlugin``.
        case staggered
        /// ``MosaicPlugin``.
        case mosaic
        /// A ``LayoutPlugin`` of your own (``SectionPlugin/custom(_:)``).
        case custom

        /// The built-in kinds: flow, grid, staggered, mosaic (not ``custom``, which has
        /// no defaults to make a plugin from).
        public static let allCases: [Kind] = [.flow, .grid, .staggered, .mosaic]

        /// The next kind in ``allCases`` order, wrapping around.
        package var next: Kind {
            let all = Kind.allCases
            let i = all.firstIndex(of: self) ?? 0
            return all[(i + 1) % all.count]
        }
    }

    /// The family of this plugin.
    public var kind: Kind {
        switch self {
        case .flow: return .flow
        case .grid: return .grid
        case .staggered: return .staggered
        case .mosaic: return .mosaic
        case .custom: return .custom
        }
    }

    /// The plugin's name as the scenario format spells it (`flow`, `grid`, ...); a custom
    /// plugin's ``LayoutPlugin/name`` (`custom` unless it says otherwise).
    public var name: String {
        if case .custom(let p) = self { return p.base.name }
        return kind.rawValue
    }

    /// The section's insets and spacings.
    public var spacing: PluginSpacing {
        // Read from the case itself: going through ``plugin`` boxed the plugin in an
        // existential, one allocation per section of every prepare.
        get {
            switch self {
            case .flow(let p): return p.spacing
            case .grid(let p): return p.spacing
            case .staggered(let p): return p.spacing
            case .mosaic(let p): return p.spacing
            case .custom(let p): return p.spacing
            }
        }
        set {
            switch self {
            case .flow(var p):
                p.spacing = newValue
                self = .flow(p)
            case .grid(var p):
                p.spacing = newValue
                self = .grid(p)
            case .staggered(var p):
                p.spacing = newValue
                self = .staggered(p)
            case .mosaic(var p):
                p.spacing = newValue
                self = .mosaic(p)
            case .custom(var p):
                p.spacing = newValue
                self = .custom(p)
            }
        }
    }

    /// A plugin of `kind` with its default parameters and this plugin's spacing, for
    /// switching a section to another family while keeping its insets and spacings.
    /// Converting to ``Kind/custom`` keeps the plugin as it is (a custom plugin has no
    /// defaults to start from).
    /// A ``SectionBackgroundPlugin`` converts its base plugin and keeps its background.
    public func converted(to kind: Kind) -> SectionPlugin {
        if let base = backgroundBase { return replacingBackgroundBase(with: base.converted(to: kind)) }
        if kind == self.kind || kind == .custom { return self }
        var plugin = SectionPlugin.default(kind)
        plugin.spacing = spacing
        return plugin
    }

    /// The plugin inside this plugin's section background (``SectionBackgroundPlugin/base``),
    /// or `nil` when it has none. Complexity: O(1).
    public var backgroundBase: SectionPlugin? {
        guard case .custom(let p) = self, let background = p.base as? SectionBackgroundPlugin else { return nil }
        return background.base
    }

    /// This plugin with the plugin inside its section background replaced by `base`, the
    /// background kept; unchanged when it has no background. Complexity: O(1).
    public func replacingBackgroundBase(with base: SectionPlugin) -> SectionPlugin {
        guard case .custom(let p) = self, var background = p.base as? SectionBackgroundPlugin else { return self }
        background.base = base
        return .custom(AnyLayoutPlugin(background))
    }

    /// The plugin of `kind` with every parameter at its default; for ``Kind/custom``,
    /// which has none, the default flow plugin.
    public static func `default`(_ kind: Kind) -> SectionPlugin {
        switch kind {
        case .grid: return .grid(GridPlugin())
        case .staggered: return .staggered(StaggeredPlugin())
        case .mosaic: return .mosaic(MosaicPlugin())
        case .flow, .custom: return .flow(FlowPlugin())
        }
    }

    /// The plugin, whatever its family.
    public var plugin: any LayoutPlugin {
        switch self {
        case .flow(let p): return p
        case .grid(let p): return p
        case .staggered(let p): return p
        case .mosaic(let p): return p
        case .custom(let p): return p.base
        }
    }

    /// Throws for a parameter the plugin cannot use; `path` names the spec
    /// (`layout.sections[i]`).
    func validate(path: String) throws(LayoutError) {
        try plugin.validate(path: path)
    }

    /// Places one section's items (static dispatch per family, so the loops specialise).
    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        switch self {
        case .flow(let p): return try p.placeItems(input, into: &frames)
        case .grid(let p): return try p.placeItems(input, into: &frames)
        case .staggered(let p): return try p.placeItems(input, into: &frames)
        case .mosaic(let p): return try p.placeItems(input, into: &frames)
        case .custom(let p): return try p.base.placeItems(input, into: &frames)
        }
    }
}
