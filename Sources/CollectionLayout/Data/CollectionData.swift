/// A collection's contents by identifier: its sections in order, each with its items.
/// This is what a data source holds, what batch updates and snapshots change, and what a
/// layout's context is made from.
///
/// Identifiers must be unique (sections among sections, items across the collection).
/// The data holds identity and metrics only: titles and colours belong to whoever draws
/// the elements (the scenario format's `CollectionAppearance`, keyed by these identifiers).
public struct CollectionData: Hashable, Sendable {
    /// One item: its identifier and what it says about its size.
    public struct Item: Hashable, Sendable {
        /// Unique across the collection.
        public var id: String
        /// What the item says about its size.
        public var metrics: ItemMetrics

        /// Creates an item.
        public init(id: String, metrics: ItemMetrics = .unspecified) {
            self.id = id
            self.metrics = metrics
        }
    }

    /// One section: its identifier, its supplementary views' sizes, its split side and its
    /// items. Its item count is its items' (``metrics`` reads it from there).
    public struct Section: Hashable, Sendable {
        /// Unique among the sections.
        public var id: String
        /// Header height in points (0: no header).
        public var headerHeight: Double
        /// Footer height in points (0: no footer).
        public var footerHeight: Double
        /// Split layout side (`nil`: the layout's default).
        public var side: SectionSide?
        /// The measured size of the section's supplementary views, by element kind.
        public var supplementaries: [String: ItemMetrics]
        /// The items, in order.
        public var items: CollectionItems

        /// Creates a section.
        public init(
            id: String, headerHeight: Double = 0, footerHeight: Double = 0, side: SectionSide? = nil,
            supplementaries: [String: ItemMetrics] = [:], items: CollectionItems = CollectionItems()
        ) {
            self.id = id
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.side = side
            self.supplementaries = supplementaries
            self.items = items
        }

        /// Creates a section from an array of items.
        public init(
            id: String, headerHeight: Double = 0, footerHeight: Double = 0, side: SectionSide? = nil,
            supplementaries: [String: ItemMetrics] = [:], items: [Item]
        ) {
            self.init(
                id: id, headerHeight: headerHeight, footerHeight: footerHeight, side: side,
                supplementaries: supplementaries, items: CollectionItems(items))
        }

        /// A section with the views, side and identifier `metrics` gives (its item count is
        /// ignored: `items` decides). Complexity: O(1).
        public init(id: String, metrics: SectionMetrics, items: CollectionItems = CollectionItems()) {
            self.init(
                id: id, headerHeight: metrics.headerHeight, footerHeight: metrics.footerHeight, side: metrics.side,
                supplementaries: metrics.supplementaries, items: items)
        }

        /// What the engine reads: the views and side, the item count of ``items`` and the
        /// section's ``id``. Complexity: O(1).
        public var metrics: SectionMetrics {
            var m = SectionMetrics(
                itemCount: items.count, headerHeight: headerHeight, footerHeight: footerHeight, side: side,
                supplementaries: supplementaries)
            m.identifier = id
            return m
        }
    }

    /// The sections, in order.
    public var sections: [Section]

    /// Creates data from sections (identifiers must be unique).
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// Item counts per section. Complexity: O(sections).
    public var itemCounts: [Int] { sections.map(\.items.count) }

    /// The total number of items. Complexity: O(sections).
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The identifiers as a snapshot. Complexity: O(n) hashing.
    public var snapshot: Snapshot<String, String> {
        var snapshot = Snapshot<String, String>()
        for section in sections {
            try? snapshot.appendSections([section.id])
            try? snapshot.appendItems(section.items.map(\.id), toSection: section.id)
        }
        return snapshot
    }

    /// The engine's context for `containerSize`. The metrics provider reads the compact
    /// item storage directly: nothing is copied per item, each lookup is O(1), and index
    /// paths out of range give `.unspecified` instead of trapping. `budget` bounds the
    /// elements a layout may make from it. Complexity: O(sections).
    public func context(containerSize: Size, budget: LayoutBudget = .standard) -> LayoutContext {
        let items = sections.map(\.items)
        let provider = ItemMetricsProvider { indexPath in
            guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item)
            else { return .unspecified }
            return items[indexPath.section].metrics(at: indexPath.item)
        }
        return LayoutContext(
            containerSize: containerSize, sections: sections.map(\.metrics), itemMetrics: provider,
            budget: budget)
    }

    /// The item at `indexPath`, or `nil` when out of range. Complexity: O(1).
    public func item(at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else {
            return nil
        }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// Rebuilds data from a context, with generated identifiers ("S-I" items,
    /// "section-S" sections). Complexity: O(n).
    public init(context: LayoutContext) {
        sections = context.sections.enumerated().map { s, metrics in
            Section(
                id: "section-\(s)", metrics: metrics,
                items: CollectionItems(
                    (0..<metrics.itemCount).lazy.map { i in
                        Item(
                            id: CollectionItems.Pattern.id(section: s, item: i),
                            metrics: context.itemMetrics(IndexPath(item: i, section: s)))
                    }))
        }
    }
}
