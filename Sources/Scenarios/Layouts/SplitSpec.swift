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
    /// Whether sections move to the visible side at ratio 0 or 1.
    public var collapsesToVisibleSide = false
    /// Item sizes relative to their side's width (`nil`: sizes from the items or ``itemsPerLine``).
    public var itemSize: SplitRelativeItemSize?
    /// Header reference size relative to the side (`nil`: the side's width, the section's height).
    public var headerSize: SplitRelativeSupplementarySize?
    /// Footer reference size relative to the side (`nil`: the side's width, the section's height).
    public var footerSize: SplitRelativeSupplementarySize?
    /// Insets and spacings by section and side, in file order.
    public var styles: [SplitStyleEntry] = []
    /// Ratio and collapse per width class (`nil`: the same at every width).
    public var rotation: SplitRotation?
    /// The identifiers of the file's sections, in order: a style's `section` index names the
    /// section with identifier `sectionIdentifiers[section]`, and the style follows it
    /// through every update, undo and reload. Empty: by index alone. Not part of the spec's
    /// equality: two specs with the same parameters are equal whatever sections they follow.
    public var sectionIdentifiers: [String] {
        get { boundSections.ids }
        set { boundSections.ids = newValue }
    }
    var boundSections = BoundSectionIdentifiers()

    /// The spec with every parameter at its default.
    public init() {}

    static let parameterKeys = [
        "leftSideRatio", "splitSpacing", "minimumItemLineSpacing", "minimumInterItemSpacing", "sectionInset",
        "isNormalizingLineHeight", "sectionPinToVisibleBounds", "itemsPerLine", "collapsesToVisibleSide", "itemSize",
        "headerSize", "footerSize", "styles", "rotation",
    ]

    init(decoding layout: JSONObjectNode) throws(ScenarioError) {
        leftSideRatio = try Self.ratioMember(layout, default: leftSideRatio)
        splitSpacing = try layout.number("splitSpacing", default: splitSpacing)
        minimumItemLineSpacing = try layout.number("minimumItemLineSpacing", default: minimumItemLineSpacing)
        minimumInterItemSpacing = try layout.number("minimumInterItemSpacing", default: minimumInterItemSpacing)
        sectionInset = try layout.insets("sectionInset")
        isNormalizingLineHeight = try layout.bool("isNormalizingLineHeight", default: false)
        sectionPinToVisibleBounds = try layout.bool("sectionPinToVisibleBounds", default: false)
        itemsPerLine = try layout.optionalInteger("itemsPerLine", in: 1...Self.maximumItemsPerLine)
        collapsesToVisibleSide = try layout.bool("collapsesToVisibleSide", default: false)
        itemSize = try Self.itemSize(layout)
        if itemSize != nil, let node = layout["itemsPerLine"] {
            try layout.diagnostics.record(node.error("give either itemsPerLine or itemSize, not both"))
        }
        headerSize = try Self.supplementarySize(layout, "headerSize")
        footerSize = try Self.supplementarySize(layout, "footerSize")
        styles = try Self.styles(layout)
        rotation = try Self.rotation(layout, ratio: leftSideRatio, collapses: collapsesToVisibleSide)
    }

    static func defaultSpec(for scenario: Scenario) -> SplitSpec? { SplitSpec() }

    public func makeConfiguration() -> any LayoutConfiguration {
        var layout = SplitLayout(
            leftSideRatio: leftSideRatio, splitSpacing: splitSpacing, sectionInset: sectionInset,
            minimumItemLineSpacing: minimumItemLineSpacing, minimumInterItemSpacing: minimumInterItemSpacing,
            styles: stylesByKey, isNormalizingLineHeight: isNormalizingLineHeight,
            sectionPinToVisibleBounds: sectionPinToVisibleBounds, itemsPerLine: itemsPerLine,
            collapsesToVisibleSide: collapsesToVisibleSide,
            headerSize: headerSize.map(Self.supplementaryProvider),
            footerSize: footerSize.map(Self.supplementaryProvider),
            rotation: rotation
        ).configuration
        layout.relativeItemSize = relativeItemSize
        layout.styleSections = SectionIdentityKeys(sectionIdentifiers)
        return layout
    }

    public func following(_ ids: [String]) -> any LayoutSpec {
        var copy = self
        copy.sectionIdentifiers = ids
        return copy
    }

    /// Throws when a style names a section the scenario does not have (the file's
    /// sections, when the spec follows their identities: an update that deletes a section
    /// leaves its style with nothing to do).
    public func validate(_ scenario: Scenario) throws(ScenarioError) {
        let list = JSONPath.root.appending("layout").appending("styles")
        let count = sectionIdentifiers.isEmpty ? scenario.sections.count : sectionIdentifiers.count
        for (i, entry) in styles.enumerated() {
            guard let section = entry.key.section, section >= count else { continue }
            throw ScenarioError(
                file: scenario.file, path: list.appending(i).appending("section"),
                message: "there is no section \(section): the file has \(count)")
        }
    }
}
