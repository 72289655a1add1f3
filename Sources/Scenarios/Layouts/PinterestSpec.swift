import CollectionLayout

/// `"type": "pinterest"`: Kolos65's PinterestLayout with banners.
///
/// Keys (defaults): `numberOfColumns` (2, an integer from 1 to 1000), `cellPadding`
/// (6), `numberOfItemsBeforeAds` (absent: no banners; an integer, <= 0 also means no
/// banners), `bannerHeight` (200; a number, or a non-empty list cycled per banner).
/// Items may give `height` (the layout's default: 180). Exactly one section.
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

    /// The spec with every parameter at its default.
    public init() {}

    static let parameterKeys = ["numberOfColumns", "cellPadding", "numberOfItemsBeforeAds", "bannerHeight"]

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
    }

    static func defaultSpec(for scenario: Scenario) -> PinterestSpec? {
        scenario.sections.count == 1 ? PinterestSpec() : nil
    }

    public func validate(_ scenario: Scenario) throws(ScenarioError) {
        try requireExactlyOneSection(scenario)
    }

    public func makeLayout() -> any CollectionViewLayout {
        PinterestLayout(
            numberOfColumns: numberOfColumns, cellPadding: cellPadding,
            numberOfItemsBeforeAds: numberOfItemsBeforeAds, bannerHeights: bannerHeights)
    }
}
