import CollectionLayout

/// A compositional section spec's variant for wide containers (`"variants"`): the section
/// a provider returns instead of the spec's own once the container is at least `minWidth`
/// points wide, as an app's section provider switches from its phone layout to its tablet
/// layout on `layoutEnvironment.container.effectiveContentSize.width`.
///
/// ```json
/// {"group": PHONE_GROUP, "variants": [{"when": {"minWidth": 600}, "group": TABLET_GROUP}]}
/// ```
///
/// Each variant is a full SECTION (a group section or a list) plus `"when"`; it replaces
/// the whole section, none of its keys are inherited. `"when"` gives a `minWidth`, or a
/// `widthClass` as the split layout's rotation rules define it: `"regular"` from
/// ``SplitRotation/defaultRegularMinimumWidth`` (600 pt) on, `"compact"` below it. Of the
/// variants whose range holds the container's width, the one with the largest `minWidth`
/// is used (the first of equal ones); when none does, the spec itself is. The choice is
/// made at every prepare, so `--width`, the app's `w` key and a rotation switch it.
public struct CompositionalWidthVariant: Sendable {
    /// The narrowest container width (points, >= 0) the variant applies from.
    public var minWidth: Double
    /// The widest container (points, exclusive) the variant applies below; `nil`: no limit.
    public var maxWidth: Double? = nil
    /// The section used from that width on.
    public var section: LayoutSection

    /// Creates a variant.
    public init(minWidth: Double, section: LayoutSection) {
        self.minWidth = minWidth
        self.section = section
    }

    /// The section of `variants` for a container `width` wide, or `nil` for the spec's own.
    /// Complexity: O(variants).
    static func section(in variants: [CompositionalWidthVariant], width: Double, axis: Axis) -> LayoutSection? {
        var best: CompositionalWidthVariant?
        for v in variants where v.minWidth <= width && v.minWidth > (best?.minWidth ?? -1) {
            if let max = v.maxWidth, width >= max { continue }
            best = v
        }
        return best?.section
    }

    /// The `"variants"` of a SECTION object (empty when it has none); a section that is not
    /// a variant may not give `"when"`, a variant neither `"variants"`.
    static func decodeAll(_ o: JSONObjectNode, scrollDirection: Axis) throws(ScenarioError)
        -> [CompositionalWidthVariant]
    {
        if let when = o["when"] { throw when.error("only a variant (an entry of \"variants\") takes \"when\"") }
        guard let node = o["variants"] else { return [] }
        var out: [CompositionalWidthVariant] = []
        for element in try node.array() {
            let v = try element.object()
            if let nested = v["variants"] { throw nested.error("a variant cannot have variants of its own") }
            let when = try v.required("when").object()
            when.checkKeys(["minWidth", "widthClass"])
            var minWidth = 0.0
            var maxWidth: Double?
            if let node = when["widthClass"] {
                if let other = when["minWidth"] { throw other.error("give either minWidth or widthClass, not both") }
                let regular = SplitRotation.defaultRegularMinimumWidth
                switch try node.oneOf(SplitWidthClass.self) {
                case .regular: minWidth = regular
                case .compact: maxWidth = regular
                }
            } else {
                minWidth = try when.required("minWidth").number(.nonNegative)
            }
            let section =
                v.has("list")
                ? try CompositionalListDecoding.section(v)
                : try CompositionalDecoding.section(v, scrollDirection: scrollDirection)
            var variant = CompositionalWidthVariant(minWidth: minWidth, section: section)
            variant.maxWidth = maxWidth
            out.append(variant)
        }
        return out
    }
}
