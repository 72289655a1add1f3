import Testing

@testable import CollectionLayout

/// Plugins that make more than cells: a section background (``SectionBackgroundPlugin``),
/// supplementary views and decorations of a plugin's own kinds, their query-time
/// adjustment, and the checks on what a plugin returns. Frames are worked out by hand in
/// the comments.
@Suite struct PluginElementTests {
    /// `kind [section, item] (x, y, width, height)`.
    static func line(_ a: LayoutAttributes) -> String {
        "\(a.category.kind ?? "cell") \(a.indexPath) (\(a.frame.minX), \(a.frame.minY), \(a.frame.width), \(a.frame.height))"
    }

    static let inset10 = PluginSpacing(
        sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), minimumLineSpacing: 10,
        minimumInteritemSpacing: 10)

    @Test func aSectionBackgroundCoversTheBodyBetweenHeaderAndFooterInsetByItsInset() throws {
        let grid = SectionPlugin.grid(GridPlugin(lineFraction: 2, aspectRatio: 1, spacing: Self.inset10))
        let background = SectionBackgroundPlugin(base: grid, inset: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        var layout = PluginLayout(sections: [.custom(AnyLayoutPlugin(background))])
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 300, height: 500),
                sections: [SectionMetrics(itemCount: 3, headerHeight: 20, footerHeight: 15)],
                itemMetrics: .uniform(.unspecified)))
        // Items are (300 - 10 - 10 - 10) / 2 = 135 squares from y 20 + 10 = 30: two on the
        // first line, one on the second at 30 + 135 + 10 = 175; they end at 310, the body at
        // 320 (bottom inset), where the footer starts. The body is y 20 ..< 320 across the
        // whole width; the background is that, 4 in from every edge.
        #expect(
            layout.allElements(contentOffset: .zero).map(Self.line) == [
                "cell [0, 0] (10.0, 30.0, 135.0, 135.0)",
                "cell [0, 1] (155.0, 30.0, 135.0, 135.0)",
                "cell [0, 2] (10.0, 175.0, 135.0, 135.0)",
                "footer [0, 0] (0.0, 320.0, 300.0, 15.0)",
                "header [0, 0] (0.0, 0.0, 300.0, 20.0)",
                "background [0, 0] (4.0, 24.0, 292.0, 292.0)",
            ])
        let decoration = try #require(
            layout.decoration(ofKind: ElementKind.background, at: IndexPath(item: 0, section: 0)))
        #expect(decoration.zIndex == -1)
        #expect(layout.contentSize == Size(width: 300, height: 335))
        // The wrapper keeps the base plugin's name, and converting the family keeps the background.
        #expect(SectionPlugin.custom(AnyLayoutPlugin(background)).name == "grid")
        let flow = SectionPlugin.custom(AnyLayoutPlugin(background)).converted(to: .flow)
        #expect(
            flow
                == .custom(
                    AnyLayoutPlugin(
                        SectionBackgroundPlugin(base: .flow(FlowPlugin(spacing: Self.inset10)), inset: background.inset)
                    )))
    }

    @Test func aHorizontalBackgroundTransposesItsInsetLikeTheSectionInsets() throws {
        let grid = SectionPlugin.grid(GridPlugin(lineFraction: 2, spacing: Self.inset10))
        let background = SectionBackgroundPlugin(base: grid, inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        var layout = PluginLayout(sections: [.custom(AnyLayoutPlugin(background))], scrollDirection: .horizontal)
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 400, height: 100), itemCounts: [2]))
        // The body runs x 0 ..< 55 (inset 10, two 35-point squares one above the other,
        // inset 10) and y 0 ..< 100. In from the left 2, the top 1, the right 4, the bottom 3.
        #expect(
            layout.decoration(ofKind: ElementKind.background, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 2, y: 1, width: 49, height: 96))
        #expect(layout.contentSize == Size(width: 55, height: 100))
    }

    @Test func anInsetLargerThanTheBodyGivesAnEmptyBackgroundNotANegativeOne() throws {
        let background = SectionBackgroundPlugin(
            base: .flow(FlowPlugin()), inset: EdgeInsets(top: 50, left: 0, bottom: 50, right: 0))
        var layout = PluginLayout(sections: [.custom(AnyLayoutPlugin(background))])
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 300, height: 500), itemCounts: [1]))
        // The body is the one 100-point item: 50 + 50 leaves nothing.
        #expect(
            layout.decoration(ofKind: ElementKind.background, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 0, y: 50, width: 300, height: 0))
    }

    @Test func aBackgroundsBadInsetNamesItsPath() {
        let background = SectionBackgroundPlugin(
            base: .flow(FlowPlugin()), inset: EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0))
        var layout = PluginLayout(sections: [.flow(FlowPlugin()), .custom(AnyLayoutPlugin(background))])
        #expect(
            throws: LayoutError(
                path: "layout.sections[1].background.inset.left", message: "must be a finite number, got nan")
        ) {
            try layout.prepare(for: LayoutContext(containerSize: Size(width: 300, height: 500), itemCounts: [1, 1]))
        }
    }

    @Test func anInsetBeyondFiniteCoordinatesIsAnError() {
        let background = SectionBackgroundPlugin(
            base: .flow(FlowPlugin()), inset: EdgeInsets(top: 0, left: -1e308, bottom: 0, right: -1e308))
        var layout = PluginLayout(sections: [.custom(AnyLayoutPlugin(background))])
        #expect(
            throws: LayoutError(
                path: "layout.sections[0].background.inset", message: "makes a background beyond finite coordinates")
        ) {
            try layout.prepare(for: LayoutContext(containerSize: Size(width: 300, height: 500), itemCounts: [1]))
        }
    }

    static func badgeLayout(_ plugin: BadgePlugin = BadgePlugin(), headerHeight: Double = 10) throws -> PluginLayout {
        var layout = PluginLayout(sections: [.custom(AnyLayoutPlugin(plugin))])
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 200, height: 100),
                sections: [SectionMetrics(itemCount: 3, headerHeight: headerHeight)],
                itemMetrics: .uniform(.unspecified)))
        return layout
    }

    @Test func aPluginsOwnKindsAreElementsLikeAnyOther() throws {
        let layout = try Self.badgeLayout()
        // Header 0 ..< 10, items 20 tall from 10; the badge at the section's start, a rule
        // under each item.
        #expect(
            layout.allElements(contentOffset: .zero).map(Self.line) == [
                "cell [0, 0] (0.0, 10.0, 200.0, 20.0)",
                "cell [0, 1] (0.0, 30.0, 200.0, 20.0)",
                "cell [0, 2] (0.0, 50.0, 200.0, 20.0)",
                "badge [0, 0] (170.0, 0.0, 30.0, 10.0)",
                "header [0, 0] (0.0, 0.0, 200.0, 10.0)",
                "rule [0, 0] (0.0, 30.0, 200.0, 1.0)",
                "rule [0, 1] (0.0, 50.0, 200.0, 1.0)",
                "rule [0, 2] (0.0, 70.0, 200.0, 1.0)",
            ])
        #expect(layout.contentSize == Size(width: 200, height: 70))
        #expect(layout.hasOffsetDependentElements)
        let rules = layout.query(Rect(x: 0, y: 49, width: 200, height: 2), contentOffset: .zero).elements
        #expect(
            rules.map(Self.line) == [
                "cell [0, 1] (0.0, 30.0, 200.0, 20.0)", "cell [0, 2] (0.0, 50.0, 200.0, 20.0)",
                "rule [0, 1] (0.0, 50.0, 200.0, 1.0)",
            ])
    }

    @Test func aPluginAdjustsItsElementsOnCopiesHeldToItsReach() throws {
        let layout = try Self.badgeLayout()
        let badge = IndexPath(item: 0, section: 0)
        // At offset 20 the badge follows (it moved: alpha 0.5); at 50 it asks for 50 and
        // is held to its reach, 0 + 30.
        let at20 = layout.supplementary(ofKind: "badge", at: badge, contentOffset: Point(x: 0, y: 20))
        #expect(at20?.frame == Rect(x: 170, y: 20, width: 30, height: 10))
        #expect(at20?.alpha == 0.5)
        let at50 = layout.supplementary(ofKind: "badge", at: badge, contentOffset: Point(x: 0, y: 50))
        #expect(at50?.frame == Rect(x: 170, y: 30, width: 30, height: 10))
        // A query finds it where it is at that offset, not where it was placed.
        let found = layout.query(Rect(x: 0, y: 35, width: 200, height: 10), contentOffset: Point(x: 0, y: 50))
        #expect(found.elements.contains { $0.category == .supplementary(kind: "badge") })
        let gone = layout.query(Rect(x: 0, y: 0, width: 200, height: 10), contentOffset: Point(x: 0, y: 50))
        #expect(!gone.elements.contains { $0.category == .supplementary(kind: "badge") })
        // The prepared element never changes; the layout's own header is not the plugin's.
        #expect(layout.store.extra(.supplementary(kind: "badge"), at: badge)?.frame.minY == 0)
        #expect(
            layout.supplementary(ofKind: ElementKind.header, at: badge, contentOffset: Point(x: 0, y: 50))?.frame
                == Rect(x: 0, y: 0, width: 200, height: 10))
    }

    @Test func aPluginMadeHeaderIsStickyLikeTheLayouts() throws {
        var layout = try Self.badgeLayout(BadgePlugin(makesHeader: true), headerHeight: 0)
        layout.effects = [.sticky(.headers)]
        // Items 0 ..< 60; the 5-point header sticks at the offset, clamped to 60 - 5.
        let at40 = layout.supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0), contentOffset: Point(x: 0, y: 40))
        #expect(at40?.frame == Rect(x: 0, y: 40, width: 200, height: 5))
        #expect(at40?.zIndex == 901)
        expectQueryMatchesBruteForce(
            layout, rect: Rect(x: 0, y: 38, width: 200, height: 4), contentOffset: Point(x: 0, y: 40))
    }

    @Test(arguments: [
        (
            BadgePlugin.Fault.wrongSection,
            "the plugin made decoration \"bad\" [1, 0] outside its section 0; it makes elements of its own section only"
        ),
        (.duplicate, "the plugin made supplementary \"badge\" [0, 0] twice, or one the layout already has"),
        (.notFinite, "the plugin gave decoration \"bad\" [0, 0] a frame that is not finite or has a negative size"),
        (.negativeSize, "the plugin gave decoration \"bad\" [0, 0] a frame that is not finite or has a negative size"),
        (.badAlpha, "the plugin gave decoration \"bad\" [0, 0] alpha 2.0; it must be in 0...1"),
        (.cellElement, "the plugin made a cell [0, 0] as an element; cells come from placeItems"),
        (.emptyKind, "the plugin made decoration \"\" [0, 0] without a kind"),
        (.header, "the plugin made supplementary \"header\" [0, 0] twice, or one the layout already has"),
    ])
    func whatAPluginGetsWrongIsAnErrorForItsSection(fault: BadgePlugin.Fault, message: String) {
        #expect(throws: LayoutError(path: "layout.sections[0]", message: message)) {
            try Self.badgeLayout(BadgePlugin(fault: fault))
        }
    }

    @Test func thePluginsElementsCountAgainstTheBudget() {
        var layout = PluginLayout(sections: [.custom(AnyLayoutPlugin(BadgePlugin()))])
        var context = LayoutContext(containerSize: Size(width: 200, height: 100), itemCounts: [3])
        context.budget = LayoutBudget(maximumElements: 6)
        // 3 cells, a badge and 3 rules: 7.
        #expect(
            throws: LayoutError(
                path: "layout.sections[0]",
                message: "the plugins' elements would make 7 elements, over the limit of 6 elements in all")
        ) {
            try layout.prepare(for: context)
        }
    }
}
