import CollectionLayout
import InertText

/// Reads the compositional grammar of the scenario format (SECTION, GROUP, ITEM,
/// SIZE, DIM, EDGES, BOUNDARY) into engine values; every error names the JSON path
/// of the bad value.
enum CompositionalDecoding {
    /// The dimension keys of a DIM object, in the format's order.
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// SECTION = {"group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior",
    /// "boundaryItems", "decorationItems", "supplementariesFollowContentInsets",
    /// "contentInsetsReference", "supplementaryContentInsetsReference", "visibleItemsEffect"}
    /// in a layout scrolling along `scrollDirection` (the effect measures along a strip's
    /// axis in an orthogonal section, along the scroll axis otherwise), or a list section,
    /// {"list": LIST} (``CompositionalListDecoding``).
    static func section(_ o: JSONObjectNode, scrollDirection: Axis = .vertical) throws(ScenarioError) -> LayoutSection {
        if o.has("list") { return try CompositionalListDecoding.section(o) }
        o.checkKeys([
            "group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior", "boundaryItems",
            "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference",
            "supplementaryContentInsetsReference", "visibleItemsEffect", "variants", "when",
        ])
        // A bad group is recorded and the section read on with an empty one, so the
        // problems after it (a boundary item's unknown key) are reported in the same run.
        let read = try o.diagnostics.attempt { () throws(ScenarioError) in
            try group(o.required("group").object(), depth: 1)
        }
        var section = LayoutSection(
            group: read
                ?? .horizontal(size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: [LayoutSubitem]())
        )
        section.interGroupSpacing = try o.number("interGroupSpacing", default: 0, .finite)
        section.contentInsets = try insets(o, "contentInsets")
        section.orthogonalScrollingBehavior = try o.oneOf("orthogonalScrollingBehavior", default: .none)
        section.supplementariesFollowContentInsets = try o.bool("supplementariesFollowContentInsets", default: true)
        section.contentInsetsReference = try o.oneOf("contentInsetsReference", default: .automatic)
        section.supplementaryContentInsetsReference = try o.oneOf(
            "supplementaryContentInsetsReference", default: .automatic)
        if let node = o["visibleItemsEffect"] {
            let axis = section.orthogonalScrollingBehavior.scrollsOrthogonally ? scrollDirection.cross : scrollDirection
            let effect = try o.reading(node, or: nil) { (n) throws(ScenarioError) in
                try visibleItemsEffect(n, axis: axis)
            }
            section.visibleItemsInvalidationHandler = effect?.handler
        }
        let d = o.diagnostics
        if let node = o["boundaryItems"] {
            let nodes = try o.reading(node, or: []) { (n) throws(ScenarioError) in try n.array() }
            section.boundarySupplementaryItems = try d.each(nodes) { (n) throws(ScenarioError) in
                try boundary(n.object())
            }
        }
        if let node = o["decorationItems"] {
            let nodes = try o.reading(node, or: []) { (n) throws(ScenarioError) in try n.array() }
            section.decorationItems = try d.each(nodes) { (n) throws(ScenarioError) in
                try decoration(n.object())
            }
        }
        return section
    }

    /// The arrangement names of GROUP's `"group"` key.
    enum Arrangement: String, CaseIterable {
        case horizontal
        case vertical
    }

    /// GROUP = {"group": "horizontal|vertical", "size", "subitems", "count",
    /// "repeatingCount", "interItemSpacing", "contentInsets", "edgeSpacing"}, at
    /// `depth` (a section's group is 1), at most ``ScenarioLimits/maximumGroupDepth``.
    static func group(_ o: JSONObjectNode, depth: Int) throws(ScenarioError) -> LayoutGroup {
        guard depth <= ScenarioLimits.maximumGroupDepth else {
            throw o.error(
                "groups nested \(depth) deep, over the limit of \(ScenarioLimits.maximumGroupDepth) levels")
        }
        o.checkKeys([
            "group", "size", "subitems", "count", "repeatingCount", "interItemSpacing", "contentInsets", "edgeSpacing",
        ])
        let arrangement = try o.required("group").oneOf(Arrangement.self)
        let size = try size(o.required("size"))
        let subitemsNode = try o.required("subitems")
        let nodes = try subitemsNode.array()
        guard !nodes.isEmpty else { throw subitemsNode.error("a group needs at least one subitem") }
        let subitems = try nodes.map { (n) throws(ScenarioError) -> LayoutSubitem in
            let object = try n.object()
            return object.has("group") ? .group(try group(object, depth: depth + 1)) : .item(try item(object))
        }
        var g = LayoutGroup(
            size: size, arrangement: arrangement == .horizontal ? .horizontal : .vertical, subitems: subitems)
        let limit = 1...LayoutGroup.maximumCount
        let count = try o.optionalInteger("count", in: limit)
        let repeating = try o.optionalInteger("repeatingCount", in: limit)
        if count != nil && repeating != nil {
            throw o.error("give either \"count\" or \"repeatingCount\", not both")
        }
        if let n = count ?? repeating {
            guard nodes.count == 1 else {
                let key = count != nil ? "count" : "repeatingCount"
                throw subitemsNode.error("\(JSONText.quoted(key)) takes exactly one subitem, got \(nodes.count)")
            }
            g.repetition = count != nil ? .equalSlots(n) : .repeating(n)
        }
        if let node = o["interItemSpacing"] { g.interItemSpacing = try spacing(node) }
        g.contentInsets = try insets(o, "contentInsets")
        if let node = o["edgeSpacing"] { g.edgeSpacing = try edges(node) }
        return g
    }

    /// ITEM = {"size", "contentInsets", "edgeSpacing"}.
    static func item(_ o: JSONObjectNode) throws(ScenarioError) -> LayoutItem {
        o.checkKeys(["size", "contentInsets", "edgeSpacing"])
        var item = LayoutItem(size: try size(o.required("size")))
        item.contentInsets = try insets(o, "contentInsets")
        if let node = o["edgeSpacing"] { item.edgeSpacing = try edges(node) }
        warnAboutEstimatedAxisInsets(item, at: o)
        return item
    }

    /// SIZE = {"width": DIM, "height": DIM}.
    static func size(_ node: JSONNode) throws(ScenarioError) -> LayoutSize {
        let o = try node.object()
        o.checkKeys(["width", "height"])
        return LayoutSize(width: try dimension(o.required("width")), height: try dimension(o.required("height")))
    }

    /// DIM = {"fractionalWidth": f} | {"fractionalHeight": f} | {"absolute": v} | {"estimated": v}.
    static func dimension(_ node: JSONNode) throws(ScenarioError) -> LayoutDimension {
        let o = try node.object()
        let present = dimensionKeys.filter { o.has($0) }
        guard present.count == 1, o.object.members.count == 1 else {
            let names = dimensionKeys.map { JSONText.quoted($0) }.joined(separator: ", ")
            throw node.error("must be an object with exactly one of \(names)")
        }
        let fractional = present[0].hasPrefix("fractional")
        let v = try o.required(present[0]).number(
            fractional
                ? .zeroOrAtLeast(ScenarioLimits.smallestFraction, limit: "the smallest fraction")
                : .zeroOrAtLeast(ScenarioLimits.smallestLength, limit: "the smallest length"))
        switch present[0] {
        case "fractionalWidth": return .fractionalWidth(v)
        case "fractionalHeight": return .fractionalHeight(v)
        case "absolute": return .absolute(v)
        default: return .estimated(v)
        }
    }

    /// SPACING = {"fixed": v} | {"flexible": v}.
    static func spacing(_ node: JSONNode) throws(ScenarioError) -> LayoutSpacing {
        let o = try node.object()
        guard o.object.members.count == 1, let key = o.object.members.first?.key, key == "fixed" || key == "flexible"
        else { throw node.error("must be an object with exactly one of \"fixed\", \"flexible\"") }
        let v = try o.required(key).number(.nonNegative)
        return key == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// EDGES = {"leading": SPACING, "top": SPACING, "trailing": SPACING, "bottom": SPACING}.
    static func edges(_ node: JSONNode) throws(ScenarioError) -> LayoutEdgeSpacing {
        let o = try node.object()
        o.checkKeys(["leading", "top", "trailing", "bottom"])
        func side(_ key: String) throws(ScenarioError) -> LayoutSpacing? {
            guard let n = o[key] else { return nil }
            return try spacing(n)
        }
        return LayoutEdgeSpacing(
            leading: try side("leading"), top: try side("top"), trailing: try side("trailing"),
            bottom: try side("bottom"))
    }

    /// INSETS with `leading`/`trailing` (or one number for all four edges).
    static func insets(_ o: JSONObjectNode, _ key: String) throws(ScenarioError) -> DirectionalEdgeInsets {
        try o.insets(key, directional: true)
    }

    /// BOUNDARY = {"kind", "size", "alignment", "pinToVisibleBounds", "extendsBoundary"}.
    /// The alignment defaults to `bottom` for a `footer`, `top` otherwise.
    static func boundary(_ o: JSONObjectNode) throws(ScenarioError) -> BoundarySupplementaryItem {
        o.checkKeys(["kind", "size", "alignment", "pinToVisibleBounds", "extendsBoundary"])
        let kindNode = try o.required("kind")
        let kind = try kindNode.string()
        guard !kind.isEmpty else { throw kindNode.error("must not be empty") }
        let alignment = try o.oneOf(
            "alignment", default: kind == ElementKind.footer ? BoundarySupplementaryItem.Alignment.bottom : .top)
        return BoundarySupplementaryItem(
            elementKind: kind, size: try size(o.required("size")), alignment: alignment,
            extendsBoundary: try o.bool("extendsBoundary", default: true),
            pinToVisibleBounds: try o.bool("pinToVisibleBounds", default: false))
    }

    /// {"kind": "background", "contentInsets": INSETS}; the kind defaults to `background`.
    static func decoration(_ o: JSONObjectNode) throws(ScenarioError) -> DecorationItem {
        o.checkKeys(["kind", "contentInsets"])
        let kind: String
        if let node = o["kind"] {
            kind = try node.string()
            guard !kind.isEmpty else { throw node.error("must not be empty") }
        } else {
            kind = ElementKind.background
        }
        return DecorationItem(elementKind: kind, contentInsets: try insets(o, "contentInsets"))
    }
}
