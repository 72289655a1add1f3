import CollectionLayout

/// An engine layout (a ``CollectionViewLayout``) as a ``LayoutSubject``. Its update path
/// is the one the explorer uses: the same layout value prepared again for the new data.
public struct EngineSubject: LayoutSubject {
    /// The layout value, prepared by ``prepare()``.
    public private(set) var layout: any CollectionViewLayout
    /// The context of the current data.
    public private(set) var context: LayoutContext
    /// The contexts after each update step, in order.
    let updates: [LayoutContext]
    /// The collection view's bounds as last scrolled to.
    private var bounds = Rect.zero

    /// A subject of `layout` (unprepared) for `context`, with the contexts after each
    /// update step.
    public init(layout: any CollectionViewLayout, context: LayoutContext, updates: [LayoutContext] = []) {
        self.layout = layout
        self.context = context
        self.updates = updates
    }

    public var name: String { layout.name }
    public var scrollAxis: Axis { layout.scrollAxis }
    public var containerSize: Size { context.containerSize }
    public var itemCounts: [Int] { context.itemCounts }
    public var contentSize: Size { layout.contentSize }
    public var isOffsetDependent: Bool { layout.hasOffsetDependentElements }

    public mutating func prepare() throws(DoctorError) {
        if bounds.size != context.containerSize { bounds = Rect(origin: bounds.origin, size: context.containerSize) }
        do {
            try layout.prepare(for: context)
        } catch {
            throw DoctorError("\(layout.name) cannot be prepared: \(error)")
        }
    }

    public mutating func query(_ rect: Rect, bounds: Rect) throws(DoctorError) -> [LayoutAttributes] {
        layout.query(rect, contentOffset: bounds.origin).elements
    }

    /// The cell at `indexPath`; for a layout whose elements move with the scroll position,
    /// where the query at the current bounds puts it (the engine's lookup gives the resting
    /// frame). Complexity: O(1), or one query around the cell for such a layout.
    public mutating func item(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let resting = layout.element(at: indexPath) else { return nil }
        guard isOffsetDependent else { return resting }
        let reach = max(context.containerSize.width, context.containerSize.height)
        let around = resting.frame.insetBy(dx: -reach, dy: -reach)
        return layout.query(around, contentOffset: bounds.origin).elements.first {
            $0.category == .cell && $0.indexPath == indexPath
        } ?? resting
    }

    public mutating func supplementary(ofKind kind: String, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes?
    {
        layout.supplementary(ofKind: kind, at: indexPath, contentOffset: bounds.origin)
    }

    public mutating func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        layout.decoration(ofKind: kind, at: indexPath)
    }

    /// The engine adjusts offset-dependent elements at query time, so a scroll never
    /// prepares again; the answer is the engine's `shouldInvalidate(forBoundsChange:from:)`.
    public mutating func scroll(to bounds: Rect) throws(DoctorError) -> Bool {
        defer { self.bounds = bounds }
        return layout.shouldInvalidate(
            forBoundsChange: bounds, from: Rect(origin: .zero, size: context.containerSize))
    }

    public mutating func applyUpdate(_ step: Int) throws(DoctorError) {
        guard updates.indices.contains(step) else { throw DoctorError("no update step \(step)") }
        context = updates[step]
        try prepare()
    }
}

/// Engine subjects from a layout factory and a context: what a scenario file gives, and
/// what tests use to examine a hand-written ``CollectionViewLayout``.
public struct EngineSubjectSource: LayoutSubjectSource {
    public let name: String
    /// Makes a new, unprepared layout value.
    let makeLayout: @Sendable () -> any CollectionViewLayout
    /// The file's data at its viewport.
    let context: LayoutContext
    /// The data after each update step (container size ignored).
    let updates: [LayoutContext]
    public let updateLabels: [String]

    /// A source making `makeLayout()` on `context`'s data, with `updates` (label, data
    /// after the step) in order.
    public init(
        name: String, context: LayoutContext, updates: [(label: String, context: LayoutContext)] = [],
        makeLayout: @escaping @Sendable () -> any CollectionViewLayout
    ) {
        self.name = name
        self.context = context
        self.updates = updates.map(\.context)
        self.updateLabels = updates.map(\.label)
        self.makeLayout = makeLayout
    }

    public var viewport: Size { context.containerSize }
    public var itemCount: Int { context.itemCounts.reduce(0, +) }

    public func makeSubject(containerSize: Size, itemCount: Int?) throws(DoctorError) -> EngineSubject {
        var base = context.with(containerSize: containerSize)
        if let itemCount { base = Self.scaled(base, to: itemCount) }
        let steps = updates.map { $0.with(containerSize: containerSize) }
        return EngineSubject(layout: makeLayout(), context: base, updates: itemCount == nil ? steps : [])
    }

    public func makeSubject(containerSize: Size, afterUpdate step: Int) throws(DoctorError) -> EngineSubject {
        guard updates.indices.contains(step) else { throw DoctorError("no update step \(step)") }
        return EngineSubject(layout: makeLayout(), context: updates[step].with(containerSize: containerSize))
    }

    /// `context` with about `target` items: each section's count scaled by the same
    /// factor (at least one item where the file has any), item `i` measured as the file's
    /// item `i % count` of that section. Complexity: O(sections); the metrics stay lazy.
    public static func scaled(_ context: LayoutContext, to target: Int) -> LayoutContext {
        let original = context.itemCounts
        let total = original.reduce(0, +)
        guard total > 0, target > 0 else { return context }
        let factor = Double(target) / Double(total)
        var sections = context.sections
        for s in sections.indices where original[s] > 0 {
            sections[s].itemCount = max(1, Int((Double(original[s]) * factor).rounded()))
        }
        let metrics = context.itemMetrics
        let provider = ItemMetricsProvider { path in
            let count = original[path.section]
            return metrics(IndexPath(item: count > 0 ? path.item % count : path.item, section: path.section))
        }
        return LayoutContext(
            containerSize: context.containerSize, sections: sections, itemMetrics: provider,
            budget: LayoutBudget(maximumElements: max(context.budget.maximumElements, target * 4)))
    }
}
