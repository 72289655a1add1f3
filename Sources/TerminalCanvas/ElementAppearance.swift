import CollectionLayout

/// Names one element of a layout (the engine's ``ElementKey``): used to say which
/// element has the focus.
public typealias ElementIdentity = ElementKey

extension ElementKey {
    /// The cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, indexPath: indexPath)
    }
}

/// What the data says about how one element looks: its title and its colour.
public struct ElementAppearance: Hashable, Sendable {
    /// Text drawn inside the element's box (sanitised and clipped when drawn);
    /// `nil` or empty: no title.
    public var title: String?
    /// The colour of the box (its border; for decorations also the fill).
    public var color: CanvasColor
    /// A marker drawn in this colour at the right end of the title row
    /// (``GlyphSet/marker``), such as the WWDC18 sample's cyan "updated" dot; `nil`: none.
    public var marker: CanvasColor?

    /// Creates an appearance.
    public init(title: String? = nil, color: CanvasColor = .standard, marker: CanvasColor? = nil) {
        self.title = title
        self.color = color
        self.marker = marker
    }
}

extension ElementAppearance {
    /// The standard colour of an element: a decoration takes its section's background
    /// colour name (`.named`) when one is given; everything else, and a decoration
    /// without a name, takes its section's palette colour (`.section(section)`).
    public static func standardColor(for attributes: LayoutAttributes, backgroundColorName: String? = nil)
        -> CanvasColor
    {
        if case .decoration = attributes.category, let name = backgroundColorName, !name.isEmpty {
            return .named(name)
        }
        return .section(attributes.indexPath.section)
    }

    /// `title` with the ``standardColor(for:backgroundColorName:)`` of `attributes`: how
    /// `tessera render` and the app build the appearance of a scenario's elements.
    public init(for attributes: LayoutAttributes, title: String?, backgroundColorName: String? = nil) {
        self.init(title: title, color: Self.standardColor(for: attributes, backgroundColorName: backgroundColorName))
    }

    /// `title` with the colour the data names for `attributes` (`CollectionAppearance.colorName(for:in:)`):
    /// a cell or a decoration given a name takes it (`.named`), as does nothing else; the
    /// rest is ``standardColor(for:backgroundColorName:)``. How `tessera render` and the app
    /// colour a scenario's cells by its sections' `"colors"`.
    public init(for attributes: LayoutAttributes, title: String?, colorName: String?) {
        self.init(for: attributes, title: title, backgroundColorName: colorName)
        if attributes.category == .cell, let colorName, !colorName.isEmpty { color = .named(colorName) }
    }
}

/// Titles and colours looked up by index path, for callers that hold plain arrays
/// (tests, tools) rather than a loaded scenario. The rules are the scenario's:
/// - a cell shows `itemTitles[section][item]`;
/// - a header shows `sectionTitles[section]`; the n-th banner (item n - 1) shows
///   `Banner n`; other supplementary views and decorations show no title;
/// - colours follow ``ElementAppearance/standardColor(for:backgroundColorName:)`` with
///   `sectionBackgrounds[section]`.
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
        let title: String?
        switch attributes.category {
        case .cell:
            title = Self.entry(itemTitles, section).flatMap { Self.entry($0, attributes.indexPath.item) } ?? nil
        case .supplementary(let kind) where kind == ElementKind.header:
            title = Self.entry(sectionTitles, section) ?? nil
        case .supplementary(let kind) where kind == ElementKind.banner:
            title = "Banner \(attributes.indexPath.item + 1)"
        case .supplementary, .decoration:
            title = nil
        }
        return ElementAppearance(
            for: attributes, title: title, backgroundColorName: Self.entry(sectionBackgrounds, section) ?? nil)
    }

    /// `array[index]`, or `nil` when the index is out of range.
    private static func entry<T>(_ array: [T], _ index: Int) -> T? {
        index >= 0 && index < array.count ? array[index] : nil
    }
}
