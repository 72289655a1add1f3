import CollectionLayout

/// `"type": "split"`: Yahoo Japan's UICollectionViewSplitLayout.
///
/// Keys (defaults): `leftSideRatio` (1, a number from 0 to 1), `splitSpacing` (0;
/// ignored at ratio 0 or 1), `minimumItemLineSpacing` (0), `minimumInterItemSpacing`
/// (0), `sectionInset` (0; a number or {top, left, bottom, right}),
/// `isNormalizingLineHeight` (false), `sectionPinToVisibleBounds` (false),
/// `itemsPerLine` (absent: items give `width` and `height`, 50 x 50 when missing; an
/// integer from 1 to 1000: every item is a square `calculateFixedWidthRoughly(itemsPerLine)`
/// wide). Sections may give `side` ("left", the default, or "right") and `background`.
/// Any number of sections; sections on the side the ratio hides (right at 1, left at 0)
/// are not shown.
public struct SplitSpec: DecodableLayoutSpec, Hashable {
    public static let typeName = "split"

    /// The largest `itemsPerLine` a file may ask for.
    public static let maximumItemsPerLine = 1000

    /// The left side's share of the width, from 0 to 1.
    public var leftSideRatio: Double = 1
    /// The gap between the sides (ignored at ratio 0 or 1).
    public var splitSpacing: Double = 0
    /// Spacing between lines of items.
    public var minimumItemLineSpacing: Double = 0
    /// Spacing between items on one line.
    public var minimumInterItemSpacing: Double = 0
    /// Inset of each section's items.
    public var sectionInset = EdgeInsets.zero
    /// Whether every item of a line takes the line's height.
    public var isNormalizingLineHeight = false
    /// Whether headers stay at the top while their section scrolls by.
    public var sectionPinToVisibleBounds = false
    /// Square items, this many per line (`nil`: item sizes from the file).
    public var itemsPerLine: Int?

    /// The spec with every parameter at its default.
    public init() {}

    static let parameterKeys = [
        "leftSideRatio", "splitSpacing", "minimumItemLineSpacing", "minimumInterItemSpacing", "sectionInset",
        "isNormalizingLineHeight", "sectionPinToVisibleBounds", "itemsPerLine",
    ]

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {
        if let node = layout["leftSideRatio"] {
            leftSideRatio = try layout.reading(node, or: leftSideRatio) { (node) throws(ScenarioError) in
                guard let ratio = try? node.number(.finite), ratio >= 0, ratio <= 1 else {
                    throw node.mismatch("a number from 0 to 1")
                }
                return ratio
            }
        }
        splitSpacing = try layout.number("splitSpacing", default: splitSpacing)
        minimumItemLineSpacing = try layout.number("minimumItemLineSpacing", default: minimumItemLineSpacing)
        minimumInterItemSpacing = try layout.number("minimumInterItemSpacing", default: minimumInterItemSpacing)
        sectionInset = try layout.insets("sectionInset")
        isNormalizingLineHeight = try layout.bool("isNormalizingLineHeight", default: false)
        sectionPinToVisibleBounds = try layout.bool("sectionPinToVisibleBounds", default: false)
        itemsPerLine = try layout.optionalInteger("itemsPerLine", in: 1...Self.maximumItemsPerLine)
    }

    static func defaultSpec(for scenario: Scenario) -> SplitSpec? { SplitSpec() }

    public func makeLayout() -> any CollectionViewLayout {
        SplitLayout(
            leftSideRatio: leftSideRatio, splitSpacing: splitSpacing, sectionInset: sectionInset,
            minimumItemLineSpacing: minimumItemLineSpacing, minimumInterItemSpacing: minimumInterItemSpacing,
            isNormalizingLineHeight: isNormalizingLineHeight, sectionPinToVisibleBounds: sectionPinToVisibleBounds,
            itemsPerLine: itemsPerLine)
    }
}
