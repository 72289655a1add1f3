import CollectionLayout

/// The data an explorer document shows, by identifier: what batch updates and snapshots
/// change. Every section and item has a unique identifier; items carry their title and
/// size keys, sections their title, optional views, colour and side.
public struct CollectionData: Hashable, Sendable {
    /// One item.
    public struct Item: Hashable, Sendable {
        /// Unique across the collection.
        public var id: String
        /// Text drawn inside the item's box.
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

    /// One section.
    public struct Section: Hashable, Sendable {
        /// Unique among the sections.
        public var id: String
        /// Text drawn in the section's header.
        public var title: String?
        /// Header and footer heights, background colour and split side (its item count
        /// is ignored: ``items`` decides).
        public var metrics: SectionMetrics
        /// The items, in order.
        public var items: [Item]

        /// Creates a section.
        public init(
            id: String, title: String? = nil, metrics: SectionMetrics = SectionMetrics(itemCount: 0), items: [Item] = []
        ) {
            self.id = id
            self.title = title
            self.metrics = metrics
            self.items = items
        }
    }

    /// The sections, in order.
    public var sections: [Section]

    /// Creates data from sections (identifiers must be unique).
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// Item counts per section.
    public var itemCounts: [Int] { sections.map(\.items.count) }

    /// The identifiers as a snapshot. Complexity: O(n) hashing.
    public var snapshot: Snapshot<String, String> {
        var snapshot = Snapshot<String, String>()
        for section in sections {
            try? snapshot.appendSections([section.id])
            try? snapshot.appendItems(section.items.map(\.id), toSection: section.id)
        }
        return snapshot
    }

    /// The engine's context for `containerSize`: O(1) metrics per item.
    public func context(containerSize: Size) -> LayoutContext {
        let table = sections.map { $0.items.map(\.metrics) }
        let provider = ItemMetricsProvider { ip in
            guard table.indices.contains(ip.section), table[ip.section].indices.contains(ip.item) else {
                return .unspecified
            }
            return table[ip.section][ip.item]
        }
        let metrics = sections.map { s -> SectionMetrics in
            var m = s.metrics
            m.itemCount = s.items.count
            return m
        }
        return LayoutContext(containerSize: containerSize, sections: metrics, itemMetrics: provider)
    }

    /// The item at `indexPath`, or `nil`.
    public func item(at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else {
            return nil
        }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The text drawn in an element: an item's title, a header's section title, "Banner N".
    public func title(for attributes: LayoutAttributes) -> String? {
        switch attributes.category {
        case .cell: return item(at: attributes.indexPath)?.title
        case .supplementary(ElementKind.header):
            return sections.indices.contains(attributes.indexPath.section)
                ? sections[attributes.indexPath.section].title : nil
        case .supplementary(ElementKind.banner): return "Banner \(attributes.indexPath.item + 1)"
        default: return nil
        }
    }

    /// The colour name of a section background decoration.
    public func backgroundColorName(for attributes: LayoutAttributes) -> String? {
        guard attributes.category == .decoration(kind: ElementKind.background),
            sections.indices.contains(attributes.indexPath.section)
        else { return nil }
        return sections[attributes.indexPath.section].metrics.background
    }

    /// Rebuilds data from a document's context and title function, with generated
    /// identifiers ("S-I" items, "section-S" sections). Complexity: O(n).
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
                        id: "\(s)-\(i)", title: title(LayoutAttributes(category: .cell, indexPath: ip, frame: .zero)),
                        metrics: context.itemMetrics(ip))
                })
        }
    }
}
