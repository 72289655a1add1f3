import CollectionLayout

/// `"type": "flow"`: `UICollectionViewFlowLayout`'s parameters.
///
/// Keys (defaults): `itemSize` {width, height} (50 x 50), `minimumLineSpacing` (10),
/// `minimumInteritemSpacing` (10), `sectionInset` (0; a number or
/// {top, left, bottom, right}), `headerReferenceHeight` / `footerReferenceHeight`
/// (absent: each section's own header / footer height),
/// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` (false), `scrollDirection` ("vertical" or
/// "horizontal"), `styles` (none): per-section overrides, as the flow layout delegate gives
/// them, `[{"section": N, "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing"}]`.
/// Items may give `width` and `height`. Any number of sections.
public struct FlowSpec: DecodableLayoutSpec, Hashable {
    public static let typeName = "flow"

    /// The size of items that give no width or height.
    public var itemSize = Size(width: 50, height: 50)
    /// Spacing between lines.
    public var minimumLineSpacing: Double = 10
    /// Spacing between items in a line.
    public var minimumInteritemSpacing: Double = 10
    /// Inset of each section's items.
    public var sectionInset = EdgeInsets.zero
    /// Header height for every section (`nil`: each section's own).
    public var headerReferenceHeight: Double?
    /// Footer height for every section (`nil`: each section's own).
    public var footerReferenceHeight: Double?
    /// Whether headers stick to the top while their section scrolls by.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stick to the bottom while their section scrolls by.
    public var sectionFootersPinToVisibleBounds = false
    /// The scroll direction.
    public var scrollDirection = Axis.vertical
    /// Per-section insets and spacings, in file order (at most one per section).
    public var styles: [(section: Int, style: FlowSectionStyle)] = []

    /// The spec with every parameter at its default.
    public init() {}

    static let parameterKeys = [
        "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "headerReferenceHeight",
        "footerReferenceHeight", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
        "scrollDirection", "styles",
    ]

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {
        itemSize = try layout.size("itemSize", default: itemSize)
        minimumLineSpacing = try layout.number("minimumLineSpacing", default: minimumLineSpacing)
        minimumInteritemSpacing = try layout.number("minimumInteritemSpacing", default: minimumInteritemSpacing)
        sectionInset = try layout.insets("sectionInset")
        headerReferenceHeight = try layout.optionalNumber("headerReferenceHeight")
        footerReferenceHeight = try layout.optionalNumber("footerReferenceHeight")
        sectionHeadersPinToVisibleBounds = try layout.bool("sectionHeadersPinToVisibleBounds", default: false)
        sectionFootersPinToVisibleBounds = try layout.bool("sectionFootersPinToVisibleBounds", default: false)
        scrollDirection = try layout.oneOf("scrollDirection", default: Axis.vertical)
        styles = try Self.styles(layout)
    }

    /// `"styles": [{"section", "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing"}]`.
    static func styles(_ layout: JSONObjectNode) throws(ScenarioError) -> [(section: Int, style: FlowSectionStyle)] {
        guard let node = layout["styles"] else { return [] }
        let nodes = try layout.reading(node, or: []) { (n) throws(ScenarioError) in try n.array() }
        var styles: [(section: Int, style: FlowSectionStyle)] = []
        var seen = Set<Int>()
        for element in nodes {
            guard let o = try layout.reading(element, or: nil, { (n) throws(ScenarioError) in try n.object() })
            else { continue }
            o.checkKeys(["section", "sectionInset", "minimumLineSpacing", "minimumInteritemSpacing"])
            let section = try o.reading(try o.required("section"), or: -1) { (n) throws(ScenarioError) in
                try n.integer(in: 0...Int(Int32.max))
            }
            if section >= 0, !seen.insert(section).inserted {
                try o.diagnostics.record(o.error("another style already applies to section \(section)"))
            }
            let style = FlowSectionStyle(
                sectionInset: o.has("sectionInset") ? try o.insets("sectionInset") : nil,
                minimumLineSpacing: try o.optionalNumber("minimumLineSpacing"),
                minimumInteritemSpacing: try o.optionalNumber("minimumInteritemSpacing"))
            styles.append((section, style))
        }
        return styles
    }

    /// Throws for a style naming a section the file does not have (the file's sections,
    /// when the spec follows their identities).
    public func validate(_ scenario: Scenario) throws(ScenarioError) {
        let list = JSONPath.root.appending("layout").appending("styles")
        let count = sectionIdentifiers.isEmpty ? scenario.sections.count : sectionIdentifiers.count
        for (i, entry) in styles.enumerated() where entry.section >= count {
            throw ScenarioError(
                file: scenario.file, path: list.appending(i).appending("section"),
                message: "there is no section \(entry.section): the file has \(count)")
        }
    }

    /// The identifiers of the file's sections, in order: a style's `section` index names
    /// the section with identifier `sectionIdentifiers[section]`, and the style follows it
    /// through every update, undo and reload. Empty: by index alone.
    public var sectionIdentifiers: [String] = []

    public func following(_ ids: [String]) -> any LayoutSpec {
        var copy = self
        copy.sectionIdentifiers = ids
        return copy
    }

    public static func == (lhs: FlowSpec, rhs: FlowSpec) -> Bool {
        lhs.itemSize == rhs.itemSize && lhs.minimumLineSpacing == rhs.minimumLineSpacing
            && lhs.minimumInteritemSpacing == rhs.minimumInteritemSpacing && lhs.sectionInset == rhs.sectionInset
            && lhs.headerReferenceHeight == rhs.headerReferenceHeight
            && lhs.footerReferenceHeight == rhs.footerReferenceHeight
            && lhs.sectionHeadersPinToVisibleBounds == rhs.sectionHeadersPinToVisibleBounds
            && lhs.sectionFootersPinToVisibleBounds == rhs.sectionFootersPinToVisibleBounds
            && lhs.scrollDirection == rhs.scrollDirection
            && lhs.styles.elementsEqual(rhs.styles) { $0.section == $1.section && $0.style == $1.style }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(itemSize)
        hasher.combine(minimumLineSpacing)
        hasher.combine(minimumInteritemSpacing)
        hasher.combine(sectionInset)
        hasher.combine(scrollDirection)
        for entry in styles {
            hasher.combine(entry.section)
            hasher.combine(entry.style)
        }
    }

    static func defaultSpec(for scenario: Scenario) -> FlowSpec? { FlowSpec() }

    public func makeConfiguration() -> any LayoutConfiguration {
        var layout = FlowLayout(
            itemSize: itemSize, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, sectionInset: sectionInset,
            headerReferenceHeight: headerReferenceHeight, footerReferenceHeight: footerReferenceHeight,
            sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds, scrollDirection: scrollDirection,
            sectionStyles: Dictionary(styles.map { ($0.section, $0.style) }, uniquingKeysWith: { first, _ in first })
        ).configuration
        layout.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        layout.styleSections = SectionIdentityKeys(sectionIdentifiers)
        return layout
    }
}
