import CollectionLayout
import InertText

/// A scenario with its layout prepared: what `tessera dump`, `tessera render` and
/// the interactive app work with.
///
/// A value: preparing for another width or switching the layout makes a new
/// prepared layout and leaves the old state untouched when it fails.
public struct LoadedScenario: Sendable {
    /// The decoded file.
    public let scenario: Scenario
    /// The layout type and parameters in use (the file's, until ``switchLayout(to:)``).
    public private(set) var spec: any LayoutSpec
    /// The prepared engine layout: the spec's configuration prepared for ``context``
    /// (`spec.makeConfiguration().prepared(for:)`, the only way it is set), never edited;
    /// the strips' offsets are ``stripOffsets``.
    public private(set) var layout: any CollectionViewLayout
    /// The context the layout was prepared for.
    public private(set) var context: LayoutContext

    /// Loads the file at `path` and prepares its layout for the viewport, or for
    /// the viewport with its width replaced by `width` (a rotation). Errors name
    /// `path` as given.
    public static func load(path: String, width: Double? = nil) throws(ScenarioError) -> LoadedScenario {
        let scenario = try Scenario.load(path: path)
        var size = scenario.viewport
        if let width { size.width = width }
        return try LoadedScenario(scenario: scenario, containerSize: size)
    }

    /// Prepares `spec` (default: the file's layout) for `containerSize` (default:
    /// the viewport) within `budget` (default: ``ScenarioLimits/maximumElements``).
    public init(
        scenario: Scenario, spec: (any LayoutSpec)? = nil, containerSize: Size? = nil,
        budget: LayoutBudget = .standard
    ) throws(ScenarioError) {
        let spec = spec ?? scenario.layout
        let context = scenario.context(containerSize: containerSize, budget: budget)
        self.scenario = scenario
        self.spec = spec
        self.context = context
        self.layout = try Self.prepared(spec, context: context, scenario: scenario)
    }

    /// The container size the layout is prepared for.
    public var containerSize: Size { context.containerSize }

    /// Re-prepares for a new width, keeping the height (a rotation).
    public mutating func prepare(width: Double) throws(ScenarioError) {
        try prepare(containerSize: Size(width: width, height: context.containerSize.height))
    }

    /// Re-prepares for a new container size.
    public mutating func prepare(containerSize: Size) throws(ScenarioError) {
        let context = self.context.with(containerSize: containerSize)
        layout = try Self.prepared(spec, context: context, scenario: scenario)
        self.context = context
    }

    /// Switches to another layout (for example a ``LayoutCatalog`` entry's spec)
    /// and prepares it for the current container size.
    public mutating func switchLayout(to spec: any LayoutSpec) throws(ScenarioError) {
        layout = try Self.prepared(spec, context: context, scenario: scenario)
        self.spec = spec
    }

    /// The orthogonal strips' offsets ``setStripOffsets(_:option:)`` chose, by section: the
    /// viewer's scroll state, passed with each query (``scrollPosition(contentOffset:)``),
    /// never stored in the prepared layout.
    public private(set) var stripOffsets: [Int: Double] = [:]

    /// Scrolls orthogonal strips to `offsets` (by section, in strip coordinates), as the
    /// app's ← → keys do; no prepare. Throws for a section whose strip does not exist
    /// (the error names `option`, for example `--strip-offset`). Complexity: O(offsets).
    public mutating func setStripOffsets(_ offsets: [Int: Double], option: String = "--strip-offset")
        throws(ScenarioError)
    {
        guard !offsets.isEmpty else { return }
        guard let strips = layout as? any OrthogonalScrollingLayout else {
            throw ScenarioError(
                file: scenario.file, path: "", message: "\(option): only a compositional layout has orthogonal strips")
        }
        for (section, _) in offsets.sorted(by: { $0.key < $1.key }) where strips.strip(forSection: section) == nil {
            throw ScenarioError(
                file: scenario.file, path: "", message: "\(option): section \(section) does not scroll orthogonally")
        }
        stripOffsets.merge(offsets) { _, new in new }
    }

    /// Where a query looks from: `contentOffset`, with the strips at ``stripOffsets``.
    public func scrollPosition(contentOffset: Point = .zero) -> ScrollPosition {
        ScrollPosition(contentOffset: contentOffset, orthogonalOffsets: stripOffsets)
    }

    /// The layouts that can show this scenario's data (the Tab key's cycle).
    public var catalog: LayoutCatalog { LayoutCatalog(scenario: scenario) }

    private static func prepared(_ spec: any LayoutSpec, context: LayoutContext, scenario: Scenario)
        throws(ScenarioError) -> any CollectionViewLayout
    {
        for (value, key) in [(context.containerSize.width, "width"), (context.containerSize.height, "height")] {
            guard value.isFinite, value > 0 else {
                throw ScenarioError(
                    file: scenario.file, path: "viewport.\(key)",
                    message: "must be a finite number > 0, got \(JSONText.number(value))")
            }
        }
        try spec.validate(scenario)
        do {
            return try spec.makeConfiguration().prepared(for: context)
        } catch {
            throw ScenarioError(file: scenario.file, layoutError: error)
        }
    }

    // MARK: What to draw

    /// The item an attributes value stands for (cells only).
    public func item(for attributes: LayoutAttributes) -> CollectionData.Item? {
        guard attributes.category == .cell else { return nil }
        return scenario.item(at: attributes.indexPath)
    }

    /// The text to draw inside an element, if any: see `CollectionAppearance.title(for:in:)`.
    /// Titles are returned as the file gives them; whatever draws them must make them
    /// inert (TerminalCanvas does, for every string it draws).
    public func title(for attributes: LayoutAttributes) -> String? {
        scenario.appearance.title(for: attributes, in: scenario.data)
    }

    /// The colour name of a section's background decoration, as the file gives it.
    public func backgroundColorName(section: Int) -> String? {
        scenario.sections.indices.contains(section)
            ? scenario.appearance.section(scenario.sections[section].id).background : nil
    }

    /// The colour name for a `background` decoration element (`nil` for anything else
    /// or when the file gives none).
    public func backgroundColorName(for attributes: LayoutAttributes) -> String? {
        scenario.appearance.backgroundColorName(for: attributes, in: scenario.data)
    }

    /// The colour name the file gives an element: a section's `"colors"` for its cells,
    /// its `"background"` for its background decoration (see
    /// `CollectionAppearance.colorName(for:in:)`). A split layout's background decoration
    /// takes the layout's colour, which its `styles` may set per section and side
    /// (`SplitLayout.backgroundColor(ofSection:sectionBackground:)`).
    public func colorName(for attributes: LayoutAttributes) -> String? {
        if let split = layout as? SplitLayout, attributes.category == .decoration(kind: ElementKind.background) {
            return split.backgroundColor(
                ofSection: attributes.indexPath.section, sectionBackground: backgroundColorName(for: attributes))
        }
        return scenario.appearance.colorName(for: attributes, in: scenario.data)
    }
}
