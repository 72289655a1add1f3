import CollectionLayout

/// `"type": "flow"`: `UICollectionViewFlowLayout`'s parameters.
///
/// Keys (defaults): `itemSize` {width, height} (50 x 50), `minimumLineSpacing` (10),
/// `minimumInteritemSpacing` (10), `sectionInset` (0; a number or
/// {top, left, bottom, right}), `headerReferenceHeight` / `footerReferenceHeight`
/// (absent: each section's own header / footer height),
/// `sectionHeadersPinToVisibleBounds` (false), `scrollDirection` ("vertical" or
/// "horizontal"). Items may give `width` and `height`. Any number of sections.
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
    /// The scroll direction.
    public var scrollDirection = Axis.vertical

    /// The spec with every parameter at its default.
    public init() {}

    static let parameterKeys = [
        "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "headerReferenceHeight",
        "footerReferenceHeight", "sectionHeadersPinToVisibleBounds", "scrollDirection",
    ]

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {
        itemSize = try layout.size("itemSize", default: itemSize)
        minimumLineSpacing = try layout.number("minimumLineSpacing", default: minimumLineSpacing)
        minimumInteritemSpacing = try layout.number("minimumInteritemSpacing", default: minimumInteritemSpacing)
        sectionInset = try layout.insets("sectionInset")
        headerReferenceHeight = try layout.optionalNumber("headerReferenceHeight")
        footerReferenceHeight = try layout.optionalNumber("footerReferenceHeight")
        sectionHeadersPinToVisibleBounds = try layout.bool("sectionHeadersPinToVisibleBounds", default: false)
        scrollDirection = try layout.oneOf("scrollDirection", default: Axis.vertical)
    }

    static func defaultSpec(for scenario: Scenario) -> FlowSpec? { FlowSpec() }

    public func makeLayout() -> any CollectionViewLayout {
        FlowLayout(
            itemSize: itemSize, minimumLineSpacing: minimumLineSpacing,
            minimumInteritemSpacing: minimumInteritemSpacing, sectionInset: sectionInset,
            headerReferenceHeight: headerReferenceHeight, footerReferenceHeight: footerReferenceHeight,
            sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds, scrollDirection: scrollDirection)
    }
}
