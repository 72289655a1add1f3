import CollectionLayout

/// Reads a list section of the compositional grammar, `{"list": LIST}`, into
/// ``LayoutSection/list(using:layoutEnvironment:)``'s section:
///
/// LIST = {"appearance" (required: "plain", "grouped", "insetGrouped", "sidebar" or
/// "sidebarPlain"), "headerMode" ("none", "supplementary", "firstItemInSection"; default
/// "none"), "footerMode" ("none", "supplementary"; default "none"), "showsSeparators"
/// (default: the appearance's), "separatorInsets" ({"leading", "trailing"}, numbers >= 0;
/// default automatic), "separatorVisibility" ("automatic", "visible", "hidden"; default
/// "automatic"), "headerTopPadding" (a number >= 0; default automatic), "rowHeight" (DIM;
/// default {"estimated": 44})}.
///
/// A list section takes no other SECTION key. The section is made for a 375-point
/// container here; the layout makes it again for its real container on every prepare.
enum CompositionalListDecoding {
    /// The keys of LIST.
    static let keys = [
        "appearance", "headerMode", "footerMode", "showsSeparators", "separatorInsets", "separatorVisibility",
        "headerTopPadding", "rowHeight",
    ]

    /// The section of `{"list": LIST}`.
    static func section(_ o: JSONObjectNode) throws(ScenarioError) -> LayoutSection {
        if o.has("group") { throw o.error("give either \"group\" or \"list\", not both") }
        o.checkKeys(["list", "variants", "when"])
        let configuration = try configuration(o.required("list").object())
        let environment = CompositionalLayout.environment(for: Size(width: 375, height: 667))
        return .list(using: configuration, layoutEnvironment: environment)
    }

    /// LIST as a configuration.
    static func configuration(_ o: JSONObjectNode) throws(ScenarioError) -> ListConfiguration {
        o.checkKeys(keys)
        let appearanceNode = try o.required("appearance")
        let appearance = try o.reading(appearanceNode, or: ListConfiguration.Appearance.plain) {
            (n) throws(ScenarioError) in try n.oneOf(ListConfiguration.Appearance.self)
        }
        var c = ListConfiguration(appearance: appearance)
        c.headerMode = try o.oneOf("headerMode", default: ListConfiguration.HeaderMode.none)
        c.footerMode = try o.oneOf("footerMode", default: ListConfiguration.FooterMode.none)
        c.showsSeparators = try o.bool("showsSeparators", default: c.showsSeparators)
        c.separatorConfiguration.bottomSeparatorVisibility = try o.oneOf(
            "separatorVisibility", default: ListSeparatorConfiguration.Visibility.automatic)
        if let node = o["separatorInsets"],
            let insets = try o.reading(node, or: nil, { (n) throws(ScenarioError) in try n.object() })
        {
            insets.checkKeys(["leading", "trailing"])
            c.separatorConfiguration.leadingInset = try insets.optionalNumber("leading")
            c.separatorConfiguration.trailingInset = try insets.optionalNumber("trailing")
        }
        c.headerTopPadding = try o.optionalNumber("headerTopPadding")
        if let node = o["rowHeight"] {
            c.rowHeight = try o.reading(node, or: nil) { (n) throws(ScenarioError) in
                try CompositionalDecoding.dimension(n)
            }
        }
        return c
    }
}
