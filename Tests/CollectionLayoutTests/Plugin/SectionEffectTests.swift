import TestSupport
import Testing

@testable import CollectionLayout

/// Effects of single sections (``PluginLayout/sectionEffects``), with the original's
/// fade and elastic arithmetic, and queries that stay exact with plugin-made elements and
/// section effects over thousands of random cases.
@Suite struct SectionEffectTests {
    /// Two sections of two 100 x 50 items, one per line, in a 100 x 100 viewport: section 0
    /// at y 0 and 50, section 1 at y 100 and 150.
    static func twoSections(effects: [PluginEffect]) throws -> PluginLayout {
        let flow = SectionPlugin.flow(
            FlowPlugin(
                itemSize: Size(width: 100, height: 50),
                spacing: PluginSpacing(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
            ))
        var layout = PluginLayout(sections: [flow], effects: effects)
        try layout.prepare(for: LayoutContext(containerSize: Size(width: 100, height: 100), itemCounts: [2, 2]))
        return layout
    }

    static func cell(_ layout: PluginLayout, _ section: Int, _ item: Int, at offset: Double) -> LayoutAttributes? {
        layout.query(Rect(x: 0, y: -100, width: 100, height: 1000), contentOffset: Point(x: 0, y: offset)).elements
            .first { $0.indexPath == IndexPath(item: item, section: section) && $0.category == .cell }
    }

    @Test func aSectionsOwnEffectsReplaceTheLayoutsThere() throws {
        var layout = try Self.twoSections(effects: [.fade(span: 100)])
        layout.sectionEffects[1] = [.elastic(spacing: 16, span: 100)]
        // Fade in section 0: alpha = (offset - minY + viewport) / span = (0 - 50 + 100) / 100.
        #expect(Self.cell(layout, 0, 1, at: 0)?.alpha == 0.5)
        #expect(Self.cell(layout, 0, 1, at: 0)?.frame.minY == 50)
        // Elastic in section 1, no fade: p = (offset - origin + viewport - span) / span,
        // y += clamp((1 - p) * 16^(1/4), 0, 2)^4. At offset 150, item 0: p = 0.5, 1^4 = 1;
        // item 1: p = 0, 2^4 = 16.
        #expect(Self.cell(layout, 1, 0, at: 150)?.frame.minY == 101)
        #expect(Self.cell(layout, 1, 0, at: 150)?.alpha == 1)
        #expect(Self.cell(layout, 1, 1, at: 150)?.frame.minY == 166)
        // At offset 200 item 0 is at rest: p = 1.
        #expect(Self.cell(layout, 1, 0, at: 200)?.frame.minY == 100)
        #expect(layout.store.cellMargin == 16)
    }

    /// Toggles on `layout` (outside `#expect`, which cannot mutate).
    func toggled(_ layout: inout PluginLayout, _ kind: PluginEffect.Kind, inSection section: Int) -> Bool {
        layout.toggleEffect(kind, inSection: section)
    }

    @Test func togglingInOneSectionLeavesTheOthersAndDropsAnEntryEqualToTheLayouts() throws {
        var layout = try Self.twoSections(effects: [.fade(span: 200)])
        #expect(toggled(&layout, .elastic, inSection: 1))
        #expect(layout.sectionEffects == [1: [.fade(span: 200), .elastic(spacing: 20, span: 300)]])
        #expect(layout.store.cellMargin == 20)
        #expect(!layout.isEffectOn(.elastic, inSection: 0))
        #expect(!toggled(&layout, .fade, inSection: 1))
        #expect(layout.effects(forSection: 1) == [.elastic(spacing: 20, span: 300)])
        // Section 1 without fade: alpha 1 where section 0's item 1 is at (0 - 50 + 100) / 200.
        #expect(Self.cell(layout, 1, 0, at: 0)?.alpha == 1)
        #expect(Self.cell(layout, 0, 1, at: 0)?.alpha == 0.25)
        #expect(!toggled(&layout, .elastic, inSection: 1))
        #expect(toggled(&layout, .fade, inSection: 1))
        // Back to the layout's list: no entry left, no margin.
        #expect(layout.sectionEffects.isEmpty)
        #expect(layout.store.cellMargin == 0)
        #expect(toggled(&layout, .stickyHeaders, inSection: 0))
        #expect(layout.isEffectOn(.stickyHeaders, inSection: 0))
        #expect(!layout.isEffectOn(.stickyHeaders, inSection: 1))
    }

    @Test func aBadSectionEffectNamesItsSection() throws {
        var layout = try Self.twoSections(effects: [])
        layout.sectionEffects[1] = [.sticky(.headers), .fade(span: 0)]
        #expect(
            throws: LayoutError(
                path: "layout.sectionEffects[1][1].span", message: "must be a finite number > 0, got 0.0")
        ) {
            try layout.prepare(for: LayoutContext(containerSize: Size(width: 100, height: 100), itemCounts: [2, 2]))
        }
        layout.sectionEffects = [-1: []]
        #expect(throws: LayoutError(path: "layout.sectionEffects", message: "must name sections >= 0, got section -1"))
        {
            try layout.prepare(for: LayoutContext(containerSize: Size(width: 100, height: 100), itemCounts: [2, 2]))
        }
    }

    /// Random built-in plugins, some behind backgrounds with random (also negative) insets,
    /// some badge plugins that adjust their elements past their reach, random layout and
    /// section effects, both directions: every query equals the brute-force filter.
    @Test(arguments: [Axis.vertical, .horizontal])
    func queriesAreExactWithPluginElementsAndSectionEffects(axis: Axis) throws {
        var rng = SeededGenerator(seed: axis == .vertical ? 41 : 42)
        var checked = 0
        for _ in 0..<400 {
            let count = Int.random(in: 1...4, using: &rng)
            let plugins: [SectionPlugin] = (0..<count).map { _ in
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: return PluginQueryPropertyTests.randomPlugin(&rng)
                case 1:
                    func v(_ rng: inout SeededGenerator) -> Double {
                        [-8, 0, 3, 12][Int.random(in: 0..<4, using: &rng)]
                    }
                    let inset = EdgeInsets(top: v(&rng), left: v(&rng), bottom: v(&rng), right: v(&rng))
                    return .custom(
                        AnyLayoutPlugin(
                            SectionBackgroundPlugin(base: PluginQueryPropertyTests.randomPlugin(&rng), inset: inset)))
                default:
                    return .custom(
                        AnyLayoutPlugin(
                            BadgePlugin(
                                itemHeight: Double(Int.random(in: 0...40, using: &rng)),
                                reach: Double(Int.random(in: 0...80, using: &rng)))))
                }
            }
            var layout = PluginLayout(
                sections: plugins, effects: PluginQueryPropertyTests.randomEffects(&rng), scrollDirection: axis)
            let sections = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
                SectionMetrics(
                    itemCount: Int.random(in: 0...10, using: &rng),
                    headerHeight: Double(Int.random(in: 0...2, using: &rng) * 15),
                    footerHeight: Double(Int.random(in: 0...1, using: &rng) * 10))
            }
            for s in sections.indices where Bool.random(using: &rng) {
                layout.sectionEffects[s] = PluginQueryPropertyTests.randomEffects(&rng)
            }
            let metrics = sections.map { s in
                (0..<s.itemCount).map { _ in PluginQueryPropertyTests.randomMetrics(&rng) }
            }
            try layout.prepare(
                for: LayoutContext(
                    containerSize: Size(width: 320, height: 240), sections: sections, itemMetrics: .table(metrics)))
            for _ in 0..<8 {
                let offset = RandomQueries.offset(for: layout.contentSize, axis: axis, using: &rng)
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, "axis \(axis)")
                checked += 1
            }
            // Toggling a section's effect after the prepare keeps queries exact too.
            let kind = PluginEffect.Kind.allCases[Int.random(in: 0..<4, using: &rng)]
            layout.toggleEffect(kind, inSection: Int.random(in: 0..<sections.count, using: &rng))
            let offset = RandomQueries.offset(for: layout.contentSize, axis: axis, using: &rng)
            expectQueryMatchesBruteForce(
                layout, rect: RandomQueries.rect(over: layout.contentSize, using: &rng), contentOffset: offset,
                "after toggling \(kind)")
            checked += 1
        }
        #expect(checked == 3600)
    }
}
