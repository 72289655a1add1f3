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

    /// The four plugin families, in the order the app cycles through them.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// ``FlowPlugin``.
        case flow
        /// ``GridPlugin``.
        case grid
        /// ``StaggeredPlugin``.
        case staggered
        /// ``MosaicPlugin``.
        case mosaic

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
        }
    }

    /// The plugin's name as the scenario format spells it (`flow`, `grid`, ...).
    public var name: String { kind.rawValue }

    /// The section's insets and spacings.
    public var spacing: PluginSpacing {
        get { placing.spacing }
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
            }
        }
    }

    /// A plugin of `kind` with its default parameters and this plugin's spacing, for
    /// switching a section to another family while keeping its insets and spacings.
    public func converted(to kind: Kind) -> SectionPlugin {
        if kind == self.kind { return self }
        var plugin = SectionPlugin.default(kind)
        plugin.spacing = spacing
        return plugin
    }

    /// The plugin of `kind` with every parameter at its default.
    public static func `default`(_ kind: Kind) -> SectionPlugin {
        switch kind {
        case .flow: return .flow(FlowPlugin())
        case .grid: return .grid(GridPlugin())
        case .staggered: return .staggered(StaggeredPlugin())
        case .mosaic: return .mosaic(MosaicPlugin())
        }
    }

    var placing: any SectionPlacing {
        switch self {
        case .flow(let p): return p
        case .grid(let p): return p
        case .staggered(let p): return p
        case .mosaic(let p): return p
        }
    }

    /// Throws for a parameter the plugin cannot use; `path` names the spec
    /// (`layout.sections[i]`).
    func validate(path: String) throws(LayoutError) {
        try placing.validate(path: path)
    }

    /// Places one section's items (static dispatch per family, so the loops specialise).
    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        switch self {
        case .flow(let p): return try p.placeItems(input, into: &frames)
        case .grid(let p): return try p.placeItems(input, into: &frames)
        case .staggered(let p): return try p.placeItems(input, into: &frames)
        case .mosaic(let p): return try p.placeItems(input, into: &frames)
        }
    }
}
