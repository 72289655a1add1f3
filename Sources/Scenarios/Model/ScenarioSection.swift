import CollectionLayout

/// One section of a scenario: identity, the texts and colours drawn for it, its
/// optional header and footer, and its items.
public struct ScenarioSection: Sendable {
    /// Unique among the file's sections (default `"section-N"`, N the 0-based index).
    public var id: String
    /// Text drawn in the section's header, if any.
    public var title: String?
    /// Header height in points (0: no header).
    public var headerHeight: Double
    /// Footer height in points (0: no footer).
    public var footerHeight: Double
    /// Background decoration colour name, if any.
    public var background: String?
    /// Split layout side, if given.
    public var side: SectionSide?
    /// The items.
    public var items: ScenarioItems

    /// Creates a section.
    public init(
        id: String, title: String? = nil, headerHeight: Double = 0, footerHeight: Double = 0,
        background: String? = nil, side: SectionSide? = nil, items: ScenarioItems
    ) {
        self.id = id
        self.title = title
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.background = background
        self.side = side
        self.items = items
    }

    /// What the engine reads about this section.
    public var metrics: SectionMetrics {
        SectionMetrics(
            itemCount: items.count, headerHeight: headerHeight, footerHeight: footerHeight,
            background: background, side: side)
    }
}
