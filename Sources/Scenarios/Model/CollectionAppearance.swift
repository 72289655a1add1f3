import CollectionLayout

/// What a collection looks like, beside what it is: the titles and colour names a scenario
/// file gives its sections and items. The engine's ``CollectionData`` holds identity and
/// metrics only; whoever draws (`tessera render`, `dump`'s `"color"`, the app, previews)
/// reads the text and colours from here.
///
/// Everything is keyed by identity (section id, item id, supplementary kind), never by
/// index, so an appearance follows batch updates, snapshot applies and undo with nothing
/// to keep in step: an item that moves keeps its title because its id does. The one
/// index rule is a section's ``Section/itemColors``, cycled by item index as a sample's
/// `cellForItemAt` picks a colour by index path. A generated section (`count`) gives all
/// its items one title without storing one per item (``GeneratedTitle``).
///
/// Titles and names come back as given: whatever draws them must make them inert
/// (TerminalCanvas does) or look them up.
public struct CollectionAppearance: Hashable, Sendable {
    /// One section's appearance.
    public struct Section: Hashable, Sendable {
        /// Text drawn in the section's header, if any.
        public var title: String?
        /// Titles of the section's supplementary views by element kind (a header's title is
        /// ``title`` unless given here).
        public var supplementaryTitles: [String: String]
        /// The colour name of the section's `background` decoration, if any.
        public var background: String?
        /// Colour names cycled through the items by index: item `i` is drawn in
        /// `itemColors[i % itemColors.count]` (empty: the section's palette colour).
        public var itemColors: [String]

        /// Creates a section's appearance.
        public init(
            title: String? = nil, supplementaryTitles: [String: String] = [:], background: String? = nil,
            itemColors: [String] = []
        ) {
            self.title = title
            self.supplementaryTitles = supplementaryTitles
            self.background = background
            self.itemColors = itemColors
        }
    }

    /// The title every item of a generated section gets (`itemDefaults.title`): the items
    /// whose ids the section generated, `"S-0"` to `"S-(count-1)"`
    /// (`CollectionItems.Pattern.id(section:item:)`), wherever they are now.
    public struct GeneratedTitle: Hashable, Sendable {
        /// How many ids the section generated.
        public var count: Int
        /// Their title.
        public var title: String

        /// Creates a generated title.
        public init(count: Int, title: String) {
            self.count = count
            self.title = title
        }
    }

    /// Sections' appearance by section id.
    public var sections: [String: Section]
    /// Item titles by item id (ahead of ``generatedTitles``).
    public var itemTitles: [String: String]
    /// Generated sections' item titles, by the section number in the generated ids.
    public var generatedTitles: [Int: GeneratedTitle]

    /// Creates an appearance (default: nothing drawn beyond the standard look).
    public init(
        sections: [String: Section] = [:], itemTitles: [String: String] = [:],
        generatedTitles: [Int: GeneratedTitle] = [:]
    ) {
        self.sections = sections
        self.itemTitles = itemTitles
        self.generatedTitles = generatedTitles
    }

    /// The appearance of the section with id `id` (empty when none is given). Complexity: O(1) expected.
    public func section(_ id: String) -> Section { sections[id] ?? Section() }

    /// The title of the item with id `id`: its own, else its generated section's, else
    /// `nil`. Complexity: O(1) expected (O(length of `id`) to read a generated id).
    public func itemTitle(id: String) -> String? {
        if let title = itemTitles[id] { return title }
        guard !generatedTitles.isEmpty, let (section, item) = Self.generatedNumbers(id),
            let generated = generatedTitles[section], item < generated.count
        else { return nil }
        return generated.title
    }

    /// `"S-I"` read back as `(S, I)`, for non-negative decimal S and I; `nil` otherwise.
    private static func generatedNumbers(_ id: String) -> (Int, Int)? {
        guard let dash = id.firstIndex(of: "-") else { return nil }
        let head = id[..<dash]
        let tail = id[id.index(after: dash)...]
        guard !head.isEmpty, !tail.isEmpty, head.allSatisfy(\.isASCIIDigit), tail.allSatisfy(\.isASCIIDigit),
            let s = Int(head), let i = Int(tail), String(s) == head, String(i) == tail
        else { return nil }
        return (s, i)
    }

    /// The text for an element of `data`: a cell's item title; for a supplementary view,
    /// its section's title for that kind (``Section/supplementaryTitles``) when given, else a
    /// header's section title, `"Banner N"` for the N-th banner (from 1), nothing for a
    /// footer, and for any other kind the kind and the section's title (`"badge: Fruit"`),
    /// so that a view of any kind says what it is. Decorations have none.
    /// Complexity: O(1) expected.
    public func title(for attributes: LayoutAttributes, in data: CollectionData) -> String? {
        let ip = attributes.indexPath
        switch attributes.category {
        case .cell:
            guard let item = data.itemID(at: ip) else { return nil }
            return itemTitle(id: item)
        case .supplementary(let kind):
            if kind == ElementKind.banner { return "Banner \(ip.item + 1)" }
            guard data.sections.indices.contains(ip.section) else { return nil }
            let section = section(data.sections[ip.section].id)
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

    /// The colour name of a section's `background` decoration in `data` (`nil` for any
    /// other element, or when the section gives none). Complexity: O(1) expected.
    public func backgroundColorName(for attributes: LayoutAttributes, in data: CollectionData) -> String? {
        guard attributes.category == .decoration(kind: ElementKind.background),
            data.sections.indices.contains(attributes.indexPath.section)
        else { return nil }
        return section(data.sections[attributes.indexPath.section].id).background
    }

    /// The colour name for an element of `data`: a cell's from its section's
    /// ``Section/itemColors`` (cycled by item index), a `background` decoration's from
    /// its section's background; `nil` for anything else or when none is given.
    /// Complexity: O(1) expected.
    public func colorName(for attributes: LayoutAttributes, in data: CollectionData) -> String? {
        guard data.sections.indices.contains(attributes.indexPath.section) else { return nil }
        switch attributes.category {
        case .cell:
            let colors = section(data.sections[attributes.indexPath.section].id).itemColors
            guard !colors.isEmpty, attributes.indexPath.item >= 0 else { return nil }
            return colors[attributes.indexPath.item % colors.count]
        case .decoration:
            return backgroundColorName(for: attributes, in: data)
        case .supplementary:
            return nil
        }
    }
}

extension CollectionData {
    /// The id of the item at `indexPath`, or `nil` when out of range. Complexity: O(1).
    fileprivate func itemID(at indexPath: IndexPath) -> String? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items.id(at: indexPath.item)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
