import CollectionLayout

/// `"type": "pinterest"`: Kolos65's PinterestLayout with banners.
///
/// Keys (defaults): `numberOfColumns` (2, an integer from 1 to 1000), `cellPadding`
/// (6), `numberOfItemsBeforeAds` (absent: no banners; an integer, <= 0 also means no
/// banners), `bannerHeight` (200; a number, or a non-empty list cycled per banner),
/// `bannerHeightAt` (none: `[{"banner": 2, "height": 300}]`, the height of single banners by
/// number, as the delegate's `heightForBannerAtIndexPath`; the others cycle as before).
/// Items may give `height` (the layout's default: 180). Exactly one section.
/// `supplementaryViews`: full-width views of the file's own kinds, placed like banners
/// (`PinterestSupplementary`): `{"kind": "header", "height": 40, "placement":
/// "beforeItems"}`, `{"kind": "divider", "height": 20, "afterItem": 5}`, `{"kind": "more",
/// "height": 30, "placement": "afterItems"}`.
public struct PinterestSpec: DecodableLayoutSpec, Hashable {
    public static let typeName = "pinterest"

    /// The largest column count a file may ask for.
    public static let maximumColumns = 1000

    /// Number of columns.
    public var numberOfColumns = 2
    /// Padding around every cell and banner.
    public var cellPadding: Double = 6
    /// Items between banners (`nil`: no banners).
    public var numberOfItemsBeforeAds: Int?
    /// Banner heights, cycled per banner.
    public var bannerHeights: [Double] = [200]
    /// Heights of single banners by banner number (`"bannerHeightAt"`), the delegate's
    /// `heightForBannerAtIndexPath`; other banners cycle through ``bannerHeights``.
    public var bannerHeightAt: [Int: Double] = [:]
    /// Full-width views of the file's own kinds.
    public var supplementaryViews: [PinterestSupplementary] = []

    /// The spec with every parameter at its default.
    public init() {}

    static let parameterKeys = [
        "numberOfColumns", "cellPadding", "numberOfItemsBeforeAds", "bannerHeight", "supplementaryViews",
        "bannerHeightAt",
    ]

    /// Where a supplementary view goes, by name (`afterItem` is a key of its own).
    enum PlacementName: String, CaseIterable {
        case beforeItems, afterItems
    }

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {
        numberOfColumns = try layout.integer("numberOfColumns", default: numberOfColumns, in: 1...Self.maximumColumns)
        cellPadding = try layout.number("cellPadding", default: cellPadding)
        numberOfItemsBeforeAds = try layout.optionalInteger("numberOfItemsBeforeAds", in: Int.min...Int.max)
        if let node = layout["bannerHeight"] {
            bannerHeights = try layout.reading(node, or: bannerHeights) { (node) throws(ScenarioError) in
                if case .array = node.value {
                    return try node.nonEmptyArray().map { (n) throws(ScenarioError) in try n.number(.nonNegative) }
                } else if case .number = node.value {
                    return [try node.number(.nonNegative)]
                } else {
                    throw node.mismatch("a finite number >= 0 or a non-empty array of them")
                }
            }
        }
        if let node = layout["bannerHeightAt"] {
            bannerHeightAt = try layout.reading(node, or: [:]) { (node) throws(ScenarioError) in
                var out: [Int: Double] = [:]
                for n in try node.array() {
                    let o = try n.object()
                    o.checkKeys(["banner", "height"])
                    let bannerNode = try o.required("banner")
                    let banner = try bannerNode.integer(in: 0...Int(Int32.max))
                    guard out[banner] == nil else { throw bannerNode.error("banner \(banner) is given twice") }
                    out[banner] = try o.required("height").number(.nonNegative)
                }
                return out
            }
        }
        if let node = layout["supplementaryViews"] {
            supplementaryViews = try layout.reading(node, or: []) { (node) throws(ScenarioError) in
                try node.array().map { (n) throws(ScenarioError) in try Self.supplementaryView(n.object()) }
            }
        }
    }

    /// One `supplementaryViews` entry: `kind`, `height` and exactly one of `placement`
    /// and `afterItem`.
    static func supplementaryView(_ o: JSONObjectNode) throws(ScenarioError) -> PinterestSupplementary {
        o.checkKeys(["kind", "height", "placement", "afterItem"])
        let kindNode = try o.required("kind")
        let kind = try kindNode.string()
        guard !kind.isEmpty, kind != ElementKind.banner else {
            throw kindNode.error(
                "must be a kind of its own (not empty, not \"banner\": banners have their own numbering)")
        }
        let height = try o.required("height").number(.nonNegative)
        switch (o["placement"], o["afterItem"]) {
        case (let placement?, nil):
            return PinterestSupplementary(
                kind: kind, height: height,
                placement: try placement.oneOf(PlacementName.self) == .beforeItems ? .beforeItems : .afterItems)
        case (nil, let item?):
            return PinterestSupplementary(
                kind: kind, height: height, placement: .afterItem(try item.integer(in: 0...Int(Int32.max))))
        default:
            throw o.error(
                "give exactly one of \"placement\" (\"beforeItems\" or \"afterItems\") and \"afterItem\" (an item index)"
            )
        }
    }

    static func defaultSpec(for scenario: Scenario) -> PinterestSpec? {
        scenario.sections.count == 1 ? PinterestSpec() : nil
    }

    public func validate(_ scenario: Scenario) throws(ScenarioError) {
        try requireExactlyOneSection(scenario)
    }

    public func makeConfiguration() -> any LayoutConfiguration {
        var layout = PinterestLayout.Configuration(
            numberOfColumns: numberOfColumns, cellPadding: cellPadding,
            numberOfItemsBeforeAds: numberOfItemsBeforeAds, bannerHeights: bannerHeights)
        layout.supplementaries = supplementaryViews
        layout.bannerHeightOverrides = bannerHeightAt
        return layout
    }
}
