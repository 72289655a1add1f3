import CollectionLayout

/// A decoded scenario file: a collection (sections of items) and the layout that
/// arranges it. See `Docs/scenario-format.md` for the format.
///
/// Load one with ``load(path:)`` or ``init(json:file:)``; a ``LoadedScenario`` adds a
/// prepared layout.
public struct Scenario: Sendable {
    /// The file as the user named it (used in error messages).
    public var file: String
    /// Shown in the status bar (default: the file name without its extension).
    public var name: String
    /// The collection view's bounds size (default 375 x 667).
    public var viewport: Size
    /// The layout the file asks for, with its parameters.
    public var layout: any LayoutSpec
    /// The collection: sections of items, by identifier.
    public var data: CollectionData
    /// The titles and colours the file gives the collection, by identity.
    public var appearance: CollectionAppearance
    /// The file's `"remoteUpdates"`: sets of changes to the first section in the WWDC18
    /// sample's form, which the app's `e` key plays in order (empty when not given).
    public var remoteUpdates: [[ItemUpdate]] = []

    /// The sections, in order.
    public var sections: [CollectionData.Section] {
        get { data.sections }
        set { data.sections = newValue }
    }
    /// What the file says that no reader uses: one `unknown key "bogus" (did you mean
    /// "sectionInset"?)` per unknown key, at the key's path. Commands print them as
    /// ``ScenarioError/warningDescription`` lines; `tessera check` counts them as errors.
    public var warnings: [ScenarioError] = []

    /// The default viewport, an iPhone 8 in portrait.
    public static let defaultViewport = Size(width: 375, height: 667)

    /// Creates a scenario.
    public init(
        file: String, name: String? = nil, viewport: Size = Scenario.defaultViewport, layout: any LayoutSpec,
        sections: [CollectionData.Section], appearance: CollectionAppearance = CollectionAppearance()
    ) {
        self.file = file
        self.name = name ?? Scenario.defaultName(forFile: file)
        self.viewport = viewport
        self.layout = layout
        self.data = CollectionData(sections: sections)
        self.appearance = appearance
    }

    /// The file's last path component without its extension: `Demos/feed.json` ->
    /// `feed`.
    public static func defaultName(forFile file: String) -> String {
        var base = Substring(file)
        if let slash = base.lastIndex(of: "/") { base = base[base.index(after: slash)...] }
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
        return String(base)
    }

    /// The total number of items. Complexity: O(sections).
    public var itemCount: Int { data.itemCount }

    /// The section metrics the engine reads.
    public var sectionMetrics: [SectionMetrics] { sections.map(\.metrics) }

    /// The engine's context for a container size (default: the viewport) and a budget: see
    /// `CollectionData.context(containerSize:budget:)`.
    public func context(containerSize: Size? = nil, budget: LayoutBudget = .standard) -> LayoutContext {
        data.context(containerSize: containerSize ?? viewport, budget: budget)
    }

    /// The item at `indexPath`, or `nil` when out of range. Complexity: O(1).
    public func item(at indexPath: IndexPath) -> CollectionData.Item? {
        data.item(at: indexPath)
    }
}
