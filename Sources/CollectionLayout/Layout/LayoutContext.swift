/// Everything a layout is prepared from besides its own configuration: the container
/// size, the data's shape and a per-item metrics provider. Preparing is a pure
/// function of the context and the configuration.
public struct LayoutContext: Sendable {
    /// The collection view's bounds size (the viewport).
    public var containerSize: Size
    /// One entry per section, in order.
    public var sections: [SectionMetrics]
    /// The size information of each item.
    public var itemMetrics: ItemMetricsProvider
    /// The most elements the prepare may produce (``LayoutBudget/standard`` unless set).
    public var budget: LayoutBudget

    /// Creates a context.
    public init(
        containerSize: Size, sections: [SectionMetrics], itemMetrics: ItemMetricsProvider,
        budget: LayoutBudget = .standard
    ) {
        self.containerSize = containerSize
        self.sections = sections
        self.itemMetrics = itemMetrics
        self.budget = budget
    }

    /// A context of `counts.count` plain sections with the given item counts.
    public init(containerSize: Size, itemCounts: [Int], itemMetrics: ItemMetricsProvider = .uniform(.unspecified)) {
        self.init(
            containerSize: containerSize, sections: itemCounts.map { SectionMetrics(itemCount: $0) },
            itemMetrics: itemMetrics)
    }

    /// Item counts per section.
    public var itemCounts: [Int] { sections.map(\.itemCount) }

    /// The same context with another container size (a rotation).
    public func with(containerSize: Size) -> LayoutContext {
        var copy = self
        copy.containerSize = containerSize
        return copy
    }
}
