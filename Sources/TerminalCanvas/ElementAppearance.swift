import CollectionLayout

/// Names one element of a layout: its category (with kind) and index path. Used to
/// say which element has the focus.
public struct ElementIdentity: Hashable, Sendable {
    /// Cell, supplementary view of a kind, or decoration of a kind.
    public var category: ElementCategory
    /// The element's index path.
    public var indexPath: IndexPath

    /// Creates an identity.
    public init(category: ElementCategory, indexPath: IndexPath) {
        self.category = category
        self.indexPath = indexPath
    }

    /// The identity of the element `attributes` describe.
    public init(_ attributes: LayoutAttributes) {
        self.init(category: attributes.category, indexPath: attributes.indexPath)
    }

    /// The cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementIdentity {
        ElementIdentity(category: .cell, indexPath: indexPath)
    }
}

/// What the data says about how one element looks: its title and its colour.
public struct ElementAppearance: Hashable, Sendable {
    /// Text drawn inside the element's box (sanitised and clipped when drawn);
    /// `nil` or empty: no title.
    public var title: String?
    /// The colour of the box (its border; for decorations also the fill).
    public var color: CanvasColor

    /// Creates an appearance.
    public init(title: String? = nil, color: CanvasColor = .standard) {
        self.title = title
        self.color = color
    }
}

/// Titles and colours looked up by index path: what a scenario supplies, in a form
/// the canvas understands without knowing about scenario files.
///
/// Rules of ``appearance(for:)``:
/// - a cell shows `itemTitles[section][item]` in `.section(section)`;
/// - a header shows its section's title, or the word `header` when the section has
///   none; other supplementary views (footer, banner, compositional kinds) show their
///   kind; all in `.section(section)`;
/// - a decoration has no title and the colour `.named(sectionBackgrounds[section])`,
///   or `.section(section)` when the section names none.
///
/// Missing entries (an index beyond a table) count as "not given".
public struct AppearanceTable: Hashable, Sendable {
    /// Item titles, `itemTitles[section][item]`.
    public var itemTitles: [[String?]]
    /// Section titles, drawn in headers.
    public var sectionTitles: [String?]
    /// Section background colour names, used for decorations.
    public var sectionBackgrounds: [String?]

    /// Creates a table.
    public init(itemTitles: [[String?]] = [], sectionTitles: [String?] = [], sectionBackgrounds: [String?] = []) {
        self.itemTitles = itemTitles
        self.sectionTitles = sectionTitles
        self.sectionBackgrounds = sectionBackgrounds
    }

    /// The title and colour of the element `attributes` describe. Complexity: O(1).
    public func appearance(for attributes: LayoutAttributes) -> ElementAppearance {
        let section = attributes.indexPath.section
        switch attributes.category {
        case .cell:
            return ElementAppearance(
                title: Self.entry(itemTitles, section).flatMap { Self.entry($0, attributes.indexPath.item) } ?? nil,
                color: .section(section))
        case .supplementary(let kind):
            var title = kind
            if kind == ElementKind.header, let given = Self.entry(sectionTitles, section) ?? nil, !given.isEmpty {
                title = given
            }
            return ElementAppearance(title: title, color: .section(section))
        case .decoration:
            if let name = Self.entry(sectionBackgrounds, section) ?? nil, !name.isEmpty {
                return ElementAppearance(title: nil, color: .named(name))
            }
            return ElementAppearance(title: nil, color: .section(section))
        }
    }

    /// `array[index]`, or `nil` when the index is out of range.
    private static func entry<T>(_ array: [T], _ index: Int) -> T? {
        index >= 0 && index < array.count ? array[index] : nil
    }
}
