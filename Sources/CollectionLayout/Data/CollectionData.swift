/// A collection's contents by identifier: its sections in order, each with its items.
/// This is what a data source holds, what batch updates and snapshots change, and what a
/// layout's context is made from.
///
/// Identifiers must be unique (sections among sections, items across the collection).
/// Titles are text for whoever draws the elements; the engine never reads them.
public struct CollectionData: Hashable, Sendable {
    /// One item: its identifier, its title and what it says about its size.
    public struct Item: Hashable, Sendable {
        /// Unique across the collection.
        public var id: String
        /// Text drawn inside the item's box, if any.
        public var title: String?
        /// What the item says about its size.
        public var metrics: ItemMetrics

        /// Creates an item.
        public init(id: String, title: String? = nil, metrics: ItemMetrics = .unspecified) {
            self.id = id
            self.title = title
            self.metrics = metrics
        }
    }

    /// One section: its identifier, title, metrics (header and footer heights, background
    /// colour, split side) and items.
    public struct Section: Hashable, Sendable {
        /// Unique among the sections.
        public var id: String
        /// Text drawn in the section's header, if any.
        public var title: String?
        /// Header and footer heights, background colour and split side. Its `itemCount`
        /// is ignored: ``items`` decides (see ``layoutMetrics``).
        public var metrics: SectionMetrics
        /// The items, in order.
        public var items: CollectionItems
        /// Titles of the section's supplementary views by element kind (a header's title is
        /// ``title`` unless given here).
        public var supplementaryTitles: [String: String]
        /// Colour names cycled through the items by index: item `i` is drawn in
        /// `itemColors[i % itemColors.count]`, as a sample's `cellForItemAt` picks a colour
        /// by index path (empty: the section's palette colour). The engine never reads them.
        public var itemColors: [String] = []

        /// Creates a section.
        public init(
            id: String, title: String? = nil, metrics: SectionMetrics = SectionMetrics(itemCount: 0),
            items: CollectionItems = CollectionItems(), supplementaryTitles: [String: String] = [:]
        ) {
            self.id = id
            self.title = title
            self.metrics = metrics
            self.items = items
            self.supplementaryTitles = supplementaryTitles
        }

        /// Creates a section from an array of items.
        public init(
            id: String, title: String? = nil, metrics: SectionMetrics = SectionMetrics(itemCount: 0), items: [Item],
            supplementaryTitles: [String: String] = [:]
        ) {
            self.init(
                id: id, title: title, metrics: metrics, items: CollectionItems(items),
                supplementaryTitles: supplementaryTitles)
        }

        /// ``metrics`` with the item count of ``items`` and the section's ``id``: what the engine
        /// reads. Complexity: O(1).
        public var layoutMetrics: SectionMetrics {
            var m = metrics
            m.itemCount = items.count
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
            containerSize: containerSize, sections: sections.map(\.layoutMetrics), itemMetrics: provider,
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

    /// The text the data gives an element: a cell's item title; for a supplementary view,
    /// its section's title for that kind (``Section/supplementaryTitles``) when given, else a
    /// header's section title, `"Banner N"` for the N-th banner (from 1), nothing for a
    /// footer, and for any other kind the kind and the section's title (`"badge: Fruit"`),
    /// so that a view of any kind says what it is. Decorations have none. Titles come
    /// back as given: whatever draws them must make them inert. Complexity: O(1) expected.
    public func title(for attributes: LayoutAttributes) -> String? {
        switch attributes.category {
        case .cell:
            return item(at: attributes.indexPath)?.title
        case .supplementary(let kind):
            if kind == ElementKind.banner { return "Banner \(attributes.indexPath.item + 1)" }
            guard sections.indices.contains(attributes.indexPath.section) else { return nil }
            let section = sections[attributes.indexPath.section]
            if let title = section.supplementaryTitles[kind] { return title }
            switch kind {
            case ElementKind.header: return section.title
            case ElementKind.footer: return nil
            default: return section.title.map { "\(kind): \($0)" } ?? kind
            }
        case .decoration:
            return nil
        }
    }

    /// The colour name of a section's `background` decoration (`nil` for any other element,
    /// or when the section gives none). Complexity: O(1).
    public func backgroundColorName(for attributes: LayoutAttributes) -> String? {
        guard attributes.category == .decoration(kind: ElementKind.background),
            sections.indices.contains(attributes.indexPath.section)
        else { return nil }
        return sections[attributes.indexPath.section].metrics.background
    }

    /// The colour name the data gives an element: a cell's from its section's
    /// ``Section/itemColors`` (cycled by item index), a `background` decoration's from
    /// its section's background; `nil` for anything else or when none is given.
    /// Names come back as given: whatever draws them looks them up. Complexity: O(1).
    public func colorName(for attributes: LayoutAttributes) -> String? {
        guard sections.indices.contains(attributes.indexPath.section) else { return nil }
        let section = sections[attributes.indexPath.section]
        switch attributes.category {
        case .cell:
            let colors = section.itemColors
            guard !colors.isEmpty, attributes.indexPath.item >= 0 else { return nil }
            return colors[attributes.indexPath.item % colors.count]
        case .decoration:
            return backgroundColorName(for: attributes)
        case .supplementary:
            return nil
        }
    }

    /// Rebuilds data from a context and a title function, with generated identifiers
    /// ("S-I" items, "section-S" sections). Complexity: O(n).
    public init(context: LayoutContext, title: (LayoutAttributes) -> String?) {
        sections = context.sections.enumerated().map { s, metrics in
            let header = LayoutAttributes(
                category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: s),
                frame: .zero)
            return Section(
                id: "section-\(s)", title: title(header), metrics: metrics,
                items: (0..<metrics.itemCount).map { i in
                    let ip = IndexPath(item: i, section: s)
                    return Item(
                        id: CollectionItems.Pattern.id(section: s, item: i),
                        title: title(LayoutAttributes(category: .cell, indexPath: ip, frame: .zero)),
                        metrics: context.itemMetrics(ip))
                })
        }
    }
}
