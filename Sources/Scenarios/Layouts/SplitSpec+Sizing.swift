import CollectionLayout

/// A split item size relative to its side: the scenario form of the original's
/// `sizeForItemAtIndexPath(_:width:side:)` (layout key `"itemSize"`).
public struct SplitRelativeItemSize: Hashable, Sendable {
    /// The item's share of its side's width after the section's left and right insets (0 < f <= 1).
    public var widthFraction: Double
    /// Width divided by height (the height is `width / aspectRatio`), when no fixed height is given.
    public var aspectRatio: Double?
    /// A fixed height in points, instead of an aspect ratio.
    public var height: Double?

    /// Creates a relative size; with neither `aspectRatio` nor `height`, items are squares.
    public init(widthFraction: Double, aspectRatio: Double? = nil, height: Double? = nil) {
        self.widthFraction = widthFraction
        self.aspectRatio = aspectRatio
        self.height = height
    }

    /// The size of an item on a side `sideWidth` wide whose section has `inset`:
    /// `width = widthFraction * max(0, sideWidth - inset.left - inset.right)`, raw (no rounding,
    /// as the original). Complexity: O(1).
    public func size(sideWidth: Double, inset: EdgeInsets) -> Size {
        let width = widthFraction * Swift.max(0, sideWidth - inset.horizontal)
        return Size(width: width, height: height ?? width / (aspectRatio ?? 1))
    }
}

/// A split header or footer reference size relative to its side (layout keys
/// `"headerSize"`, `"footerSize"`): `widthFraction` of the side's width, `height` points tall.
public struct SplitRelativeSupplementarySize: Hashable, Sendable {
    /// The view's share of its side's width (0 < f <= 1).
    public var widthFraction: Double
    /// Its height in points (0: no view).
    public var height: Double

    /// Creates a relative reference size.
    public init(widthFraction: Double, height: Double) {
        self.widthFraction = widthFraction
        self.height = height
    }
}

/// One entry of the layout's `"styles"` list: where it applies and what it overrides.
public struct SplitStyleEntry: Hashable, Sendable {
    /// The section and side it applies to (either may be `nil`: any).
    public var key: SplitStyleKey
    /// The overrides.
    public var style: SplitSectionStyle

    /// Creates an entry.
    public init(key: SplitStyleKey, style: SplitSectionStyle) {
        self.key = key
        self.style = style
    }
}

extension SplitSpec {
    /// The keys of one rotation rule, of one style, of a relative size.
    static let ruleKeys = ["leftSideRatio", "collapsesToVisibleSide"]
    static let styleKeys = [
        "section", "side", "sectionInset", "minimumItemLineSpacing", "minimumInterItemSpacing", "itemsPerLine",
        "itemSize", "headerSize", "footerSize", "background",
    ]

    /// A style's `itemSize` (`{"widthFraction", "aspectRatio" | "height"}`, the fraction
    /// required) or `headerSize` / `footerSize` (`{"widthFraction", "height"}`, the fraction
    /// 1 when left out, the height required; 0 means none).
    static func styleSize(_ style: JSONObjectNode, _ key: String) throws(ScenarioError) -> SplitStyleSize? {
        guard let o = try style.optionalObject(key) else { return nil }
        if key == "itemSize" {
            o.checkKeys(["widthFraction", "aspectRatio", "height"])
            let size = SplitStyleSize(
                widthFraction: try fraction(o), aspectRatio: try o.optionalNumber("aspectRatio", .positive),
                height: try o.optionalNumber("height"))
            if size.aspectRatio != nil, size.height != nil {
                try o.diagnostics.record(o.error("give either aspectRatio or height, not both"))
            }
            return size
        }
        o.checkKeys(["widthFraction", "height"])
        let fraction = o.has("widthFraction") ? try fraction(o) : 1
        let height = try o.reading(try o.required("height"), or: 0) { (n) throws(ScenarioError) in
            try n.number(.nonNegative)
        }
        return SplitStyleSize(widthFraction: fraction, height: height)
    }

    /// A `widthFraction` member: a number greater than 0 and at most 1.
    static func fraction(_ o: JSONObjectNode) throws(ScenarioError) -> Double {
        let node = try o.required("widthFraction")
        return try o.reading(node, or: 1) { (n) throws(ScenarioError) in
            guard let f = try? n.number(.positive), f <= 1 else {
                throw n.mismatch("a number greater than 0 and at most 1")
            }
            return f
        }
    }

    /// `"itemSize": {"widthFraction", "aspectRatio" | "height"}`.
    static func itemSize(_ layout: JSONObjectNode) throws(ScenarioError) -> SplitRelativeItemSize? {
        guard let o = try layout.optionalObject("itemSize") else { return nil }
        o.checkKeys(["widthFraction", "aspectRatio", "height"])
        let size = SplitRelativeItemSize(
            widthFraction: try fraction(o), aspectRatio: try o.optionalNumber("aspectRatio", .positive),
            height: try o.optionalNumber("height"))
        if size.aspectRatio != nil, size.height != nil {
            try o.diagnostics.record(o.error("give either aspectRatio or height, not both"))
        }
        return size
    }

    /// `"headerSize"` / `"footerSize"`: `{"widthFraction", "height"}`.
    static func supplementarySize(_ layout: JSONObjectNode, _ key: String) throws(ScenarioError)
        -> SplitRelativeSupplementarySize?
    {
        guard let o = try layout.optionalObject(key) else { return nil }
        o.checkKeys(["widthFraction", "height"])
        let fraction = try fraction(o)
        let height = try o.reading(try o.required("height"), or: 0) { (n) throws(ScenarioError) in
            try n.number(.nonNegative)
        }
        return SplitRelativeSupplementarySize(widthFraction: fraction, height: height)
    }

    /// `"styles": [{"section", "side", "sectionInset", "minimumItemLineSpacing", "minimumInterItemSpacing",
    /// "itemsPerLine", "itemSize", "headerSize", "footerSize", "background"}]`.
    static func styles(_ layout: JSONObjectNode) throws(ScenarioError) -> [SplitStyleEntry] {
        guard let node = layout["styles"] else { return [] }
        let nodes = try layout.reading(node, or: []) { (n) throws(ScenarioError) in try n.array() }
        var entries: [SplitStyleEntry] = []
        var seen = Set<SplitStyleKey>()
        for element in nodes {
            guard let o = try layout.reading(element, or: nil, { (n) throws(ScenarioError) in try n.object() })
            else { continue }
            o.checkKeys(styleKeys)
            var key = SplitStyleKey(section: try o.optionalInteger("section", in: 0...Int(Int32.max)))
            if let sideNode = o["side"] {
                key.side = try o.reading(sideNode, or: nil) { (n) throws(ScenarioError) in try n.oneOf(SectionSide.self)
                }
            }
            if key.section == nil, key.side == nil, !o.has("section"), !o.has("side") {
                try o.diagnostics.record(o.error("a style needs a section, a side or both"))
            }
            var style = SplitSectionStyle(
                sectionInset: o.has("sectionInset") ? try o.insets("sectionInset") : nil,
                minimumItemLineSpacing: try o.optionalNumber("minimumItemLineSpacing"),
                minimumInterItemSpacing: try o.optionalNumber("minimumInterItemSpacing"))
            style.itemsPerLine = try o.optionalInteger("itemsPerLine", in: 1...SplitSpec.maximumItemsPerLine)
            style.itemSize = try styleSize(o, "itemSize")
            if style.itemSize != nil, let node = o["itemsPerLine"] {
                try o.diagnostics.record(node.error("give either itemsPerLine or itemSize, not both"))
            }
            style.headerSize = try styleSize(o, "headerSize")
            style.footerSize = try styleSize(o, "footerSize")
            style.background = try o.optionalString("background")
            if key.section != nil || key.side != nil, !seen.insert(key).inserted {
                try o.diagnostics.record(o.error("another style already applies to \(key)"))
            }
            entries.append(SplitStyleEntry(key: key, style: style))
        }
        return entries
    }

    /// `"rotation": {"regularMinimumWidth", "compact": {...}, "regular": {...}}`; a rule's
    /// missing value is the layout's own.
    static func rotation(_ layout: JSONObjectNode, ratio: Double, collapses: Bool) throws(ScenarioError)
        -> SplitRotation?
    {
        guard let o = try layout.optionalObject("rotation") else { return nil }
        o.checkKeys(["regularMinimumWidth", "compact", "regular"])
        var rotation = SplitRotation(
            compact: SplitWidthClassRule(leftSideRatio: ratio, collapsesToVisibleSide: collapses),
            regular: SplitWidthClassRule(leftSideRatio: ratio, collapsesToVisibleSide: collapses),
            regularMinimumWidth: try o.number("regularMinimumWidth", default: SplitRotation.defaultRegularMinimumWidth))
        for widthClass in SplitWidthClass.allCases {
            guard let rule = try o.optionalObject(widthClass.rawValue) else { continue }
            rule.checkKeys(ruleKeys)
            rotation.setRule(
                SplitWidthClassRule(
                    leftSideRatio: try ratioMember(rule, default: ratio),
                    collapsesToVisibleSide: try rule.bool("collapsesToVisibleSide", default: collapses)),
                for: widthClass)
        }
        return rotation
    }

    /// A `leftSideRatio` member: a number from 0 to 1.
    static func ratioMember(_ o: JSONObjectNode, default value: Double) throws(ScenarioError) -> Double {
        guard let node = o["leftSideRatio"] else { return value }
        return try o.reading(node, or: value) { (node) throws(ScenarioError) in
            guard let ratio = try? node.number(.finite), ratio >= 0, ratio <= 1 else {
                throw node.mismatch("a number from 0 to 1")
            }
            return ratio
        }
    }

    /// ``itemSize`` as the engine's relative size: the layout resolves it once per section
    /// with the section's own inset (its ``styles``, followed by identity, then the global one).
    var relativeItemSize: SplitStyleSize? {
        itemSize.map { SplitStyleSize(widthFraction: $0.widthFraction, aspectRatio: $0.aspectRatio, height: $0.height) }
    }

    /// The engine's header or footer reference size for a relative one.
    static func supplementaryProvider(_ size: SplitRelativeSupplementarySize) -> SplitSupplementarySizeProvider {
        { _, width, _ in Size(width: size.widthFraction * width, height: size.height) }
    }

    /// ``styles`` as the engine's dictionary.
    var stylesByKey: [SplitStyleKey: SplitSectionStyle] {
        var result: [SplitStyleKey: SplitSectionStyle] = [:]
        for entry in styles { result[entry.key] = entry.style }
        return result
    }
}

/// The identifiers a spec's section indices are bound to (``SplitSpec/sectionIdentifiers``):
/// they say which sections the settings mean, not how the layout looks, so they take no
/// part in a spec's equality or hash.
struct BoundSectionIdentifiers: Hashable, Sendable {
    var ids: [String] = []

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
