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
    /// that the layout type can place the sections. Throws the first error; unknown keys
    /// become ``warnings``.
    public init(json: JSONValue, file: String) throws(ScenarioError) {
        let diagnostics = DecodingDiagnostics(limit: 1)
        try self.init(json: json, file: file, diagnostics: diagnostics)
        warnings = diagnostics.warnings
    }

    /// The keys of the top-level object.
    static let topLevelKeys = ["name", "viewport", "layout", "sections", "notes", "remoteUpdates"]

    /// Decodes a parsed JSON document, reporting to `diagnostics` and going on past
    /// each bad value, section and item until its limit; throws the first error at
    /// the end (the layout's own check of the sections runs only on a clean file).
    init(json: JSONValue, file: String, diagnostics d: DecodingDiagnostics) throws(ScenarioError) {
        guard case .object(let rootObject) = json else {
            throw ScenarioError(
                file: file, path: "", message: "the top level must be an object, got \(json.shortDescription)")
        }
        let root = JSONObjectNode(object: rootObject, path: .root, file: file, diagnostics: d)
        root.checkKeys(Self.topLevelKeys)
        let name = try root.optionalString("name")
        var viewport = Scenario.defaultViewport
        if let v = try root.optionalObject("viewport") {
            v.checkKeys(["width", "height"])
            let side = NumberRule.atLeast(ScenarioLimits.smallestViewportSide, limit: "the smallest viewport side")
            viewport = Size(
                width: try v.number("width", default: viewport.width, side),
                height: try v.number("height", default: viewport.height, side))
        }
        let layout = try d.attempt { () throws(ScenarioError) in
            try LayoutRegistry.decode(try root.required("layout").object())
        }
        let sectionNodes = try d.attempt { () throws(ScenarioError) in try root.required("sections").array() } ?? []
        if sectionNodes.count > ScenarioLimits.maximumSections, let sectionsNode = root["sections"] {
            throw sectionsNode.error(
                "too many sections: \(sectionNodes.count), over the limit of \(ScenarioLimits.maximumSections)")
        }

        var ids = IdentifierCheck()
        var sections: [CollectionData.Section] = []
        sections.reserveCapacity(sectionNodes.count)
        var totalItems = 0
        var appearance = CollectionAppearance()
        for (index, node) in sectionNodes.enumerated() {
            let section = try d.attempt { () throws(ScenarioError) in
                try SectionDecoder.decode(
                    node.object(), index: index, ids: &ids, totalItems: &totalItems, appearance: &appearance)
            }
            if let section { sections.append(section) }
        }
        _ = try d.attempt { () throws(ScenarioError) in try ids.checkGeneratedIDs(file: file) }
        // The remote updates are read from the sections decoded so far, so an error in
        // `layout` or in a section does not hide their problems from `tessera check`.
        var updates: [[ItemUpdate]] = []
        if let node = root["remoteUpdates"] {
            updates =
                try d.attempt { () throws(ScenarioError) in
                    try RemoteUpdateDecoder.decode(
                        node, data: CollectionData(sections: sections), titles: &appearance.itemTitles)
                } ?? []
        }
        guard let layout, d.errors.isEmpty else {
            throw d.errors.first ?? ScenarioError(file: file, path: "layout", message: "could not be read")
        }
        self.init(
            file: file, name: name, viewport: viewport, layout: layout.following(sections.map(\.id)),
            sections: sections, appearance: appearance)
        remoteUpdates = updates
        warnings = d.warnings
        try layout.validate(self)
    }
}

/// Decodes one section and its items.
enum SectionDecoder {
    static func decode(
        _ o: JSONObjectNode, index: Int, ids: inout IdentifierCheck, totalItems: inout Int,
        appearance: inout CollectionAppearance
    ) throws(ScenarioError) -> CollectionData.Section {
        let d = o.diagnostics
        o.checkKeys(sectionKeys, hints: sectionSettingHints(index))
        let given = try o.optionalString("id")
        let id = given ?? "section-\(index)"
        _ = try d.attempt { () throws(ScenarioError) in
            try ids.addSection(id, section: index, isDefault: given == nil, file: o.file)
        }
        let title = try o.optionalString("title")
        let headerHeight = try supplementaryHeight(o, "header")
        let footerHeight = try supplementaryHeight(o, "footer")
        let background = try o.optionalString("background")
        let supplementaries = try supplementaryViews(o)
        var side: SectionSide?
        if let node = o["side"] {
            side = try o.reading(node, or: nil) { (n) throws(ScenarioError) in try n.oneOf(SectionSide.self) }
        }

        let items: CollectionItems
        if let itemsNode = o["items"] {
            for key in ["count", "itemDefaults", "heights", "aspectRatios"] {
                if let extra = o[key] {
                    try d.record(
                        extra.error(
                            key == "count"
                                ? "give either items or count, not both" : "only allowed beside count, not beside items"
                        ))
                }
            }
            let nodes = try o.reading(itemsNode, or: []) { (n) throws(ScenarioError) in try n.array() }
            items = try explicitItems(nodes, section: index, ids: &ids, titles: &appearance.itemTitles)
        } else if let countNode = o["count"] {
            let count = try o.reading(countNode, or: 0) { (n) throws(ScenarioError) in try n.integer(in: 0...Int.max) }
            guard count <= Scenario.maximumItemCount - totalItems else {
                throw countNode.error(Self.tooManyItems(totalItems + count))
            }
            let defaults = try o.optionalObject("itemDefaults")
            defaults?.checkKeys(itemKeys)
            if let idNode = defaults?["id"] {
                try d.record(
                    idNode.error(
                        "ids of count items are generated (\"\(index)-0\", \"\(index)-1\", ...); itemDefaults cannot give one"
                    ))
            }
            let heights = try numberList(o, "heights", .nonNegative)
            let ratios = try numberList(o, "aspectRatios", .positive)
            let title = try defaults?.optionalString("title")
            if let title { appearance.generatedTitles[index] = .init(count: count, title: title) }
            items = CollectionItems(
                pattern: .init(
                    section: index, count: count,
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
        let section = CollectionData.Section(
            id: id, headerHeight: headerHeight, footerHeight: footerHeight, side: side,
            supplementaries: supplementaries.sizes, items: items)
        var itemColors: [String] = []
        if let node = o["colors"] {
            itemColors = try o.reading(node, or: []) { (n) throws(ScenarioError) in
                try n.nonEmptyArray().map { (n) throws(ScenarioError) in try n.string() }
            }
        }
        appearance.sections[id] = CollectionAppearance.Section(
            title: title, supplementaryTitles: supplementaries.titles, background: background,
            itemColors: itemColors)
        return section
    }

    /// The message for a file describing `total` items, over the limit.
    static func tooManyItems(_ total: Int) -> String {
        "too many items: \(total) in all, over the limit of \(ScenarioLimits.maximumItems)"
    }

    private static func explicitItems(
        _ nodes: [JSONNode], section: Int, ids: inout IdentifierCheck, titles appearanceTitles: inout [String: String]
    ) throws(ScenarioError) -> CollectionItems {
        var itemIDs: [String] = []
        var metrics: [ItemMetrics] = []
        itemIDs.reserveCapacity(nodes.count)
        metrics.reserveCapacity(nodes.count)
        ids.reserveItems(nodes.count)
        for (i, node) in nodes.enumerated() {
            let generated = CollectionItems.Pattern.id(section: section, item: i)
            guard let o = try node.diagnostics.attempt({ () throws(ScenarioError) in try node.object() }) else {
                itemIDs.append(generated)
                metrics.append(.unspecified)
                continue
            }
            o.checkKeys(itemKeys)
            let given = try o.optionalString("id")
            let id = given ?? generated
            _ = try o.diagnostics.attempt { () throws(ScenarioError) in
                try ids.addItem(id, section: section, item: i, isDefault: given == nil, file: o.file)
            }
            itemIDs.append(id)
            if let title = try o.optionalString("title") { appearanceTitles[id] = title }
            metrics.append(try itemMetrics(o))
        }
        return CollectionItems(ids: itemIDs, metrics: metrics)
    }

    /// Where per-section insets and spacings go instead of the section: the layout's
    /// `styles` (split's and flow's spellings).
    static func sectionSettingHints(_ section: Int) -> [String: String] {
        var hints: [String: String] = [:]
        for key in ["sectionInset", "minimumItemLineSpacing", "minimumInterItemSpacing"] {
            hints[key] = "give it in layout.styles as {\"section\": \(section), \"\(key)\": ...} (split, flow)"
        }
        for key in ["minimumLineSpacing", "minimumInteritemSpacing"] {
            hints[key] = "flow: give it in layout.styles as {\"section\": \(section), \"\(key)\": ...}"
        }
        return hints
    }

    /// The keys of a section.
    static let sectionKeys = [
        "id", "title", "header", "footer", "background", "side", "items", "count", "itemDefaults", "heights",
        "aspectRatios", "supplementaries", "colors",
    ]

    /// `"supplementaries": {"KIND": {"width", "height", "title"}}`: the measured size a
    /// self-sizing supplementary of that kind takes, and the title drawn in it.
    private static func supplementaryViews(_ o: JSONObjectNode) throws(ScenarioError) -> (
        sizes: [String: ItemMetrics], titles: [String: String]
    ) {
        guard let views = try o.optionalObject("supplementaries") else { return ([:], [:]) }
        var sizes: [String: ItemMetrics] = [:]
        var titles: [String: String] = [:]
        for member in views.object.members {
            guard let node = views[member.key],
                let view = try views.reading(node, or: nil, { (n) throws(ScenarioError) in try n.object() })
            else { continue }
            if member.key.isEmpty { try view.diagnostics.record(view.error("an element kind must not be empty")) }
            view.checkKeys(["width", "height", "title"])
            sizes[member.key] = ItemMetrics(
                width: try view.optionalNumber("width", .nonNegative),
                height: try view.optionalNumber("height", .nonNegative))
            if let title = try view.optionalString("title") { titles[member.key] = title }
        }
        return (sizes, titles)
    }

    /// The keys of an item (and of `itemDefaults`, which may not give `id`).
    static let itemKeys = ["id", "title", "width", "height", "aspectRatio", "lineFraction", "canBeBig"]

    /// A header's or footer's `height` (0 when the object is absent or bad).
    private static func supplementaryHeight(_ o: JSONObjectNode, _ key: String) throws(ScenarioError) -> Double {
        guard let object = try o.optionalObject(key) else { return 0 }
        object.checkKeys(["height"])
        return try object.diagnostics.attempt { () throws(ScenarioError) in
            try object.required("height").number(.nonNegative)
        } ?? 0
    }

    /// A non-empty list of numbers beside `count` (empty when absent or bad).
    private static func numberList(_ o: JSONObjectNode, _ key: String, _ rule: NumberRule) throws(ScenarioError)
        -> [Double]
    {
        guard let node = o[key] else { return [] }
        return try o.reading(node, or: []) { (n) throws(ScenarioError) in
            try n.nonEmptyArray().map { (n) throws(ScenarioError) in try n.number(rule) }
        }
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
