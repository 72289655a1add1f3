import CollectionLayout

extension Scenario {
    /// The most items a file may describe in all (a guard against a mistyped `count`
    /// exhausting memory): ``ScenarioLimits/maximumItems``.
    public static let maximumItemCount = ScenarioLimits.maximumItems

    /// Reads and decodes the scenario file at `path`. Errors name `path` as given.
    /// Complexity: O(file size + items).
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        let bytes = try FileReading.bytes(atPath: path)
        return try Scenario(bytes: bytes, file: path)
    }

    /// Decodes a scenario from the UTF-8 bytes of a file named `file`.
    public init(bytes: [UInt8], file: String) throws(ScenarioError) {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw ScenarioError(file: file, syntaxError: error)
        }
        try self.init(json: json, file: file)
    }

    /// Decodes a scenario from JSON text (tests, generated scenarios).
    public init(text: String, file: String) throws(ScenarioError) {
        try self.init(bytes: Array(text.utf8), file: file)
    }

    /// Decodes a parsed JSON document: checks every value, every id's uniqueness and
    /// that the layout type can place the sections.
    public init(json: JSONValue, file: String) throws(ScenarioError) {
        guard case .object(let rootObject) = json else {
            throw ScenarioError(
                file: file, path: "", message: "the top level must be an object, got \(json.shortDescription)")
        }
        let root = JSONObjectNode(object: rootObject, path: .root, file: file)
        let name = try root.optionalString("name")
        var viewport = Scenario.defaultViewport
        if let v = try root.optionalObject("viewport") {
            let side = NumberRule.atLeast(ScenarioLimits.smallestViewportSide, limit: "the smallest viewport side")
            viewport = Size(
                width: try v.number("width", default: viewport.width, side),
                height: try v.number("height", default: viewport.height, side))
        }
        let layout = try LayoutRegistry.decode(try root.required("layout").object())
        let sectionsNode = try root.required("sections")
        let sectionNodes = try sectionsNode.array()
        guard sectionNodes.count <= ScenarioLimits.maximumSections else {
            throw sectionsNode.error(
                "too many sections: \(sectionNodes.count), over the limit of \(ScenarioLimits.maximumSections)")
        }

        var ids = IdentifierCheck()
        var sections: [CollectionData.Section] = []
        sections.reserveCapacity(sectionNodes.count)
        var totalItems = 0
        for (index, node) in sectionNodes.enumerated() {
            let section = try SectionDecoder.decode(node.object(), index: index, ids: &ids, totalItems: &totalItems)
            sections.append(section)
        }
        try ids.checkGeneratedIDs(file: file)

        self.init(file: file, name: name, viewport: viewport, layout: layout, sections: sections)
        try layout.validate(self)
    }
}

/// Decodes one section and its items.
enum SectionDecoder {
    static func decode(
        _ o: JSONObjectNode, index: Int, ids: inout IdentifierCheck, totalItems: inout Int
    ) throws(ScenarioError) -> CollectionData.Section {
        let id = try o.optionalString("id") ?? "section-\(index)"
        try ids.addSection(id, section: index, isDefault: !o.has("id"), file: o.file)
        let title = try o.optionalString("title")
        let headerHeight = try o.optionalObject("header")?.required("height").number(.nonNegative) ?? 0
        let footerHeight = try o.optionalObject("footer")?.required("height").number(.nonNegative) ?? 0
        let background = try o.optionalString("background")
        let side: SectionSide? = try o["side"]?.oneOf(SectionSide.self)

        let items: CollectionItems
        if let itemsNode = o["items"] {
            for key in ["count", "itemDefaults", "heights", "aspectRatios"] {
                if let extra = o[key] {
                    throw extra.error(
                        key == "count"
                            ? "give either items or count, not both" : "only allowed beside count, not beside items")
                }
            }
            items = try explicitItems(itemsNode.array(), section: index, ids: &ids)
        } else if let countNode = o["count"] {
            let count = try countNode.integer(in: 0...Int.max)
            guard count <= Scenario.maximumItemCount - totalItems else {
                throw countNode.error(Self.tooManyItems(totalItems + count))
            }
            let defaults = try o.optionalObject("itemDefaults")
            if let idNode = defaults?["id"] {
                throw idNode.error(
                    "ids of count items are generated (\"\(index)-0\", \"\(index)-1\", ...); itemDefaults cannot give one"
                )
            }
            let heights =
                try o["heights"]?.nonEmptyArray().map { (n) throws(ScenarioError) in try n.number(.nonNegative) } ?? []
            let ratios =
                try o["aspectRatios"]?.nonEmptyArray().map { (n) throws(ScenarioError) in try n.number(.positive) }
                ?? []
            items = CollectionItems(
                pattern: .init(
                    section: index, count: count, title: try defaults?.optionalString("title"),
                    defaults: try defaults.map { (d) throws(ScenarioError) in try itemMetrics(d) } ?? .unspecified,
                    heights: heights, aspectRatios: ratios))
            ids.addPatternSection(index, count: count)
        } else {
            throw ScenarioError(
                file: o.file, path: o.path.appending("items"),
                message: "required key is missing (give items, or count with itemDefaults)")
        }
        totalItems += items.count
        if totalItems > Scenario.maximumItemCount {
            let key = items.pattern == nil ? "items" : "count"
            throw ScenarioError(
                file: o.file, path: o.path.appending(key),
                message: tooManyItems(totalItems))
        }
        return CollectionData.Section(
            id: id, title: title,
            metrics: SectionMetrics(
                itemCount: items.count, headerHeight: headerHeight, footerHeight: footerHeight,
                background: background, side: side),
            items: items)
    }

    /// The message for a file describing `total` items, over the limit.
    static func tooManyItems(_ total: Int) -> String {
        "too many items: \(total) in all, over the limit of \(ScenarioLimits.maximumItems)"
    }

    private static func explicitItems(_ nodes: [JSONNode], section: Int, ids: inout IdentifierCheck)
        throws(ScenarioError) -> CollectionItems
    {
        var itemIDs: [String] = []
        var titles: [String?] = []
        var metrics: [ItemMetrics] = []
        itemIDs.reserveCapacity(nodes.count)
        titles.reserveCapacity(nodes.count)
        metrics.reserveCapacity(nodes.count)
        ids.reserveItems(nodes.count)
        for (i, node) in nodes.enumerated() {
            let o = try node.object()
            let given = try o.optionalString("id")
            let id = given ?? CollectionItems.Pattern.id(section: section, item: i)
            try ids.addItem(id, section: section, item: i, isDefault: given == nil, file: o.file)
            itemIDs.append(id)
            titles.append(try o.optionalString("title"))
            metrics.append(try itemMetrics(o))
        }
        return CollectionItems(ids: itemIDs, titles: titles, metrics: metrics)
    }

    /// The item keys every layout may read (`width`, `height`, `aspectRatio`,
    /// `lineFraction`, `canBeBig`).
    static func itemMetrics(_ o: JSONObjectNode) throws(ScenarioError) -> ItemMetrics {
        ItemMetrics(
            width: try o.optionalNumber("width", .nonNegative),
            height: try o.optionalNumber("height", .nonNegative),
            aspectRatio: try o.optionalNumber("aspectRatio", .positive),
            lineFraction: try o.optionalInteger("lineFraction", in: 1...Int.max),
            canBeBig: try o.optionalBool("canBeBig"))
    }
}
