/// `UICollectionViewCompositionalLayout`: sections built from items and groups, with
/// boundary supplementary items, decorations and orthogonally scrolling sections,
/// following UIKit's documented semantics (Docs/layouts.md, "Compositional"; none of the IBP clone's
/// deviations).
///
/// A section provider is called for every section on every ``prepare(for:)`` with a
/// ``LayoutEnvironment`` describing the container, so a section can choose its column
/// count from the width (rotation). Each section's group is solved once into a
/// template when no item dimension is estimated, then repeated by offset arithmetic;
/// with estimated dimensions each group instance is solved with its items' own sizes
/// (``ItemMetrics/width`` / ``ItemMetrics/height``).
///
/// Orthogonal strips scroll independently: their offsets are the viewer's scroll state,
/// passed with each query in a ``ScrollPosition`` (``OrthogonalScrollingLayout``) and
/// applied to copies, never a re-prepare; a strip the position does not list rests at
/// ``OrthogonalStrip/initialOffset``, as it does for the queries that take a content
/// offset alone. The same prepared layout answers every position. Pinned boundary items
/// follow the content offset at query time. Queries are exact and cost O(log n + k).
///
/// Two kinds of section provider:
/// * UIKit's, `init(sectionProvider:)`: a main-actor closure that may capture its
///   owner's state (a view controller and its data), as UIKit's does. Such a layout must
///   be prepared on the main actor, as UIKit's is; preparing it elsewhere stops the
///   program with a message (`MainActor.assumeIsolated`), never a silent result.
/// * A `@Sendable` one, `init(configuration:sectionProvider:)`, for code that prepares
///   layouts on any thread (servers, tests, `tessera`).
public struct CompositionalLayout: OrthogonalScrollingLayout, ConfigurableLayout {
    /// Builds the section at an index for an environment, from any thread.
    public typealias SectionProvider = @Sendable (Int, LayoutEnvironment) -> LayoutSection
    /// UIKit's section provider: main-actor isolated, so it may read its owner's state.
    /// Returning `nil` for a section is an error (`prepare` throws).
    public typealias MainActorSectionProvider = @MainActor (Int, LayoutEnvironment) -> LayoutSection?

    /// The settings: what ``prepare(for:)`` reads besides the context (the section
    /// provider, UIKit's ``configuration``, the ``guides``). Named apart from UIKit's
    /// ``configuration``, which is one of them. Changing it takes effect at the next
    /// ``prepare(for:)``, as UIKit's `invalidateLayout()`.
    public var layoutConfiguration: Configuration

    /// The size of the whole content: the container's cross extent, and the sections
    /// along the scroll axis.
    public internal(set) var contentSize: Size = .zero
    var prepared: PreparedCompositional
    /// The sections' visible-items handlers, applied to every query's output.
    var visibleItems = VisibleItemsHandling()
    /// What the last ``prepare(for:)`` ignored: content insets along an estimated axis
    /// (``LayoutGroup/estimatedAxisInsetWarnings(path:)``), once per section
    /// specification, in section order; the sections after the first
    /// ``maximumWarnings`` warnings are not looked at.
    public private(set) var warnings: [LayoutWarning] = []
    /// How many warnings a prepare collects, at most (plus those of the section that
    /// reaches the limit).
    public static let maximumWarnings = 100
    /// The context of the last prepare, kept for ``updateMeasuredSize(_:forItemAt:)``.
    var preparedContext: LayoutContext?
    /// Sizes measured since the last prepare (``updateMeasuredSize(_:forItemAt:)``): they
    /// replace the context's width and height of their items.
    var measuredSizes: [IndexPath: Size] = [:]

    /// A layout whose sections come from a `@Sendable` provider: it may be prepared on any
    /// thread. (UIKit's main-actor form is ``init(sectionProvider:configuration:)``.)
    public init(configuration: CompositionalLayoutConfiguration, sectionProvider: @escaping SectionProvider) {
        self.init(configuration: Configuration(configuration: configuration, sectionProvider: sectionProvider))
    }

    /// A layout whose sections come from a main-actor provider that may capture its
    /// owner's state, as `UICollectionViewCompositionalLayout(sectionProvider:configuration:)`.
    /// Prepare it on the main actor.
    public init(
        sectionProvider: @escaping MainActorSectionProvider, configuration: CompositionalLayoutConfiguration = .init()
    ) {
        self.init(configuration: Configuration(sectionProvider: sectionProvider, configuration: configuration))
    }

    /// A layout with the same section everywhere, as
    /// `UICollectionViewCompositionalLayout(section:configuration:)`. It may be prepared on
    /// any thread.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(configuration: Configuration(section: section, configuration: configuration))
    }

    /// An unprepared layout with `configuration`.
    public init(configuration: Configuration) {
        layoutConfiguration = configuration
        prepared = .empty(axis: configuration.configuration.scrollDirection)
    }

    /// The section the provider gives for section `index`, or an error when UIKit's
    /// provider returns `nil`.
    func section(_ index: Int, _ environment: LayoutEnvironment) throws(LayoutError) -> LayoutSection {
        switch provider {
        case .sendable(let make):
            return make(index, environment)
        case .mainActor(let make):
            let made = MainActor.assumeIsolated { make(index, environment) }
            guard let made else {
                throw LayoutError(
                    path: sectionPath(index), message: "the section provider returned nil; every section needs one")
            }
            return made
        }
    }

    /// `"Compositional"`.
    public var name: String { "Compositional" }
    /// The configuration's scroll direction.
    public var scrollAxis: Axis { configuration.scrollDirection }

    /// The environment the section provider is called with for `containerSize`, with
    /// default guides.
    public static func environment(for containerSize: Size) -> LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: containerSize))
    }

    /// The environment the section provider is called with for `containerSize` and
    /// `guides`.
    public static func environment(for containerSize: Size, guides: ContainerGuides) -> LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: containerSize), guides: guides)
    }

    /// Calls the section provider for every section and lays everything out.
    /// Throws ``LayoutError`` for an impossible specification (a group without
    /// subitems, a negative dimension, a non-finite fraction, a count below 1, subitems
    /// that never fit or would repeat forever) or bad data (a negative item count or
    /// size); the layout is then left empty. Complexity: O(n) for n items (one group
    /// solve per section when nothing is estimated, one per group otherwise), plus the
    /// index build.
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        measuredSizes = [:]
        preparedContext = nil
        try build(for: context)
        preparedContext = context
    }

    /// The work of ``prepare(for:)``, for `context` as given.
    mutating func build(for context: LayoutContext) throws(LayoutError) {
        let axis = configuration.scrollDirection
        prepared = .empty(axis: axis)
        contentSize = .zero
        visibleItems = VisibleItemsHandling()
        warnings = []
        let viewport = context.containerSize
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width >= 0, viewport.height >= 0 else {
            throw LayoutError(
                path: "viewport", message: "must be a finite size >= 0, got \(viewport.width) x \(viewport.height)")
        }
        try configuration.validate(path: "layout")
        var items = 0
        for (s, section) in context.sections.enumerated() {
            guard section.itemCount >= 0 else {
                throw LayoutError(path: "sections[\(s)]", message: "item count must be >= 0, got \(section.itemCount)")
            }
            items = items.addingReportingOverflow(section.itemCount).partialValue
            try context.budget.require(items, "the items", at: "sections")
        }
        try guides.validate(path: "layout.environment")
        let environment = Self.environment(for: viewport, guides: guides)
        var builder = CompositionalBuilder(axis: axis, viewport: viewport, context: context)
        let global = builder.resolve(configuration.boundarySupplementaryItems, in: viewport, metrics: nil)
        let globalKinds = Set(configuration.boundarySupplementaryItems.map(\.elementKind))
        var cursor = builder.extent(global, atStart: true)
        var plans: [Int: CompositionalBuilder.SectionPlan] = [:]
        var paths: [Int: String] = [:]
        var handlers: [Int: VisibleItemsInvalidationHandler] = [:]
        var found: [LayoutWarning] = []
        for s in context.sections.indices {
            guard context.sections[s].itemCount >= 0 else {
                throw LayoutError(
                    path: "sections[\(s)]", message: "item count must be >= 0, got \(context.sections[s].itemCount)")
            }
            for (kind, size) in context.sections[s].supplementaries.sorted(by: { $0.key < $1.key }) {
                for (name, value) in [("width", size.width), ("height", size.height)] {
                    if let value {
                        try LayoutError.requireNonNegative(value, at: "sections[\(s)].supplementaries.\(kind).\(name)")
                    }
                }
            }
            let key = sectionSpecIndex?(s, context.sections[s].identifier)
            // Sections of one specification share its path (written once, not per section).
            let path: String
            let plan: CompositionalBuilder.SectionPlan
            if let key, let known = plans[key], let knownPath = paths[key] {
                plan = known
                path = knownPath
            } else {
                path = sectionPath(key ?? s)
                if let key { paths[key] = path }
                let section = try self.section(key ?? s, environment)
                try section.validate(path: path)
                for (i, b) in section.boundarySupplementaryItems.enumerated()
                where globalKinds.contains(b.elementKind) {
                    throw LayoutError(
                        path: path + ".boundaryItems[\(i)].kind",
                        message: "kind '\(b.elementKind)' is also a layout-wide boundary item kind")
                }
                let insets = ResolvedSectionInsets(
                    section, axis: axis, environment: environment, configuration: configuration.contentInsetsReference)
                plan = try builder.plan(section, insets: insets, path: path)
                if found.count < Self.maximumWarnings {
                    found += section.group.estimatedAxisInsetWarnings(path: path + ".group")
                }
                if let key { plans[key] = plan }
            }
            if let handler = plan.section.visibleItemsInvalidationHandler { handlers[s] = handler }
            if s > 0 { cursor += configuration.interSectionSpacing }
            cursor += plan.section.listDecorations?.headerTopPadding ?? 0
            cursor = try builder.buildSection(s, plan, start: cursor, path: path)
        }
        let end = cursor + builder.extent(global, atStart: false)
        builder.emit(
            global, indexPath: IndexPath(item: 0, section: 0), start: 0, contentEnd: cursor, end: end,
            crossStart: 0, crossEnd: viewport[axis.cross])
        var size = Size.zero
        size[axis] = end
        size[axis.cross] = viewport[axis.cross]
        prepared = builder.finish(contentSize: size, global: global, contentEnd: cursor)
        contentSize = size
        visibleItems = VisibleItemsHandling(handlers: handlers, environment: environment, globalKinds: globalKinds)
        warnings = found
    }

    /// True when some boundary item pins to the visible bounds.
    public var hasOffsetDependentElements: Bool { !prepared.pins.isEmpty }

    // MARK: Orthogonal strips

    /// The orthogonal strips, in section order (one per section whose behaviour is not
    /// `.none`).
    public var orthogonalStrips: [OrthogonalStrip] { prepared.strips }

    /// The strip of `section`, or `nil` when the section does not scroll orthogonally.
    public func strip(forSection section: Int) -> OrthogonalStrip? {
        prepared.stripOfSection[section].map { prepared.strips[$0] }
    }

    /// The strip whose band (along the main axis) contains `point`, or `nil`.
    /// Complexity: O(log strips).
    public func strip(at point: Point) -> OrthogonalStrip? {
        let m = point[prepared.axis]
        var found: OrthogonalStrip?
        let records = prepared.stripRecords
        _ = prepared.stripBands.forEachOverlapping(
            m, m.nextUp, start: { records[$0].bandStart }, end: { records[$0].bandEnd },
            report: { i in
                if found == nil, prepared.strips[i].frame.min(prepared.axis) <= m,
                    m < prepared.strips[i].frame.max(prepared.axis)
                {
                    found = prepared.strips[i]
                }
            })
        return found
    }

    /// The resting offset of `section`'s strip nearest `proposed` (see
    /// ``OrthogonalStrip/restingOffset(nearest:)``), or `nil` when the section does not
    /// scroll orthogonally.
    public func restingOffset(forSection section: Int, proposed: Double) -> Double? {
        strip(forSection: section)?.restingOffset(nearest: proposed)
    }

    /// The frame of `section` (full cross extent, header to footer), or `nil`.
    public func sectionFrame(_ section: Int) -> Rect? {
        section >= 0 && section < prepared.sectionFrames.count ? prepared.sectionFrames[section] : nil
    }
}
