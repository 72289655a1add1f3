import CollectionLayout
import TestSupport
import Testing

/// A plugin of one's own (``TimelinePlugin``, written against the public API only) works
/// in ``PluginLayout`` like the built-ins: exact frames, headers and footers around it,
/// sticky effects, exact queries in both directions; and what a plugin gets wrong is an
/// error, never a wrong layout.
@Suite struct CustomPluginTests {
    static let spacing = PluginSpacing(
        sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), minimumLineSpacing: 0,
        minimumInteritemSpacing: 10)

    static func timeline(itemHeight: Double = 60) -> SectionPlugin {
        .custom(AnyLayoutPlugin(TimelinePlugin(itemHeight: itemHeight, spacing: spacing)))
    }

    @Test func timelineFramesAreExact() throws {
        var layout = PluginLayout(sections: [Self.timeline()])
        let heights: [Double] = [40, 60, 20]
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 300, height: 500),
                sections: [SectionMetrics(itemCount: 3, headerHeight: 20, footerHeight: 15)],
                itemMetrics: ItemMetricsProvider { ItemMetrics(height: heights[$0.item]) }))
        // Half = (300 - 10 - 10 - 10) / 2 = 135; items start at 20 (header) + 10 (inset).
        #expect(
            layout.allElements(contentOffset: .zero).map(\.frame) == [
                Rect(x: 10, y: 30, width: 135, height: 40),
                Rect(x: 155, y: 50, width: 135, height: 60),
                Rect(x: 10, y: 80, width: 135, height: 20),
                Rect(x: 0, y: 120, width: 300, height: 15),
                Rect(x: 0, y: 0, width: 300, height: 20),
            ])
        #expect(layout.contentSize == Size(width: 300, height: 135))
    }

    @Test func timelineSitsBetweenBuiltInSectionsAndScrollsHorizontally() throws {
        var layout = PluginLayout(
            sections: [.grid(GridPlugin(lineFraction: 2, spacing: Self.spacing)), Self.timeline(itemHeight: 30)],
            scrollDirection: .horizontal)
        try layout.prepare(
            for: LayoutContext(containerSize: Size(width: 400, height: 100), itemCounts: [2, 2]))
        // The grid section is 100 - 20 insets = 80 tall: two squares of (80 - 10) / 2 = 35,
        // one above the other, so it ends at 10 + 35 + 10 = 55. The timeline starts at 65.
        let frames = layout.allElements(contentOffset: .zero).filter { $0.indexPath.section == 1 }.map(\.frame)
        #expect(frames == [Rect(x: 65, y: 10, width: 30, height: 35), Rect(x: 80, y: 55, width: 30, height: 35)])
        #expect(layout.contentSize == Size(width: 120, height: 100))
    }

    @Test func customPluginValuesCompareAndConvert() {
        let a = Self.timeline()
        #expect(a == Self.timeline())
        #expect(a != Self.timeline(itemHeight: 61))
        #expect(a != .flow(FlowPlugin(spacing: Self.spacing)))
        #expect(a.kind == .custom)
        #expect(a.name == "custom")
        #expect(!SectionPlugin.Kind.allCases.contains(.custom))
        #expect(a.converted(to: .custom) == a)
        #expect(a.converted(to: .grid) == .grid(GridPlugin(spacing: Self.spacing)))
        var b = a
        b.spacing = PluginSpacing()
        #expect(b == .custom(AnyLayoutPlugin(TimelinePlugin(itemHeight: 60, spacing: PluginSpacing()))))
        #expect(b.plugin is TimelinePlugin)
    }

    @Test func aCustomPluginsOwnValidationNamesItsPath() {
        var layout = PluginLayout(sections: [.flow(FlowPlugin()), Self.timeline(itemHeight: -1)])
        #expect(
            throws: LayoutError(
                path: "layout.sections[1].itemHeight", message: "must be a finite number >= 0, got -1.0")
        ) {
            try layout.prepare(for: LayoutContext(containerSize: Size(width: 300, height: 500), itemCounts: [1, 1]))
        }
    }

    /// A plugin that gets the contract wrong in one of three ways.
    struct BrokenPlugin: LayoutPlugin {
        enum Fault: Hashable { case missingFrame, infiniteFrame, endBeforeStart }
        var fault: Fault
        var spacing = PluginSpacing()

        func validate(path: String) throws(LayoutError) {}

        func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
            for item in 0..<input.itemCount where !(fault == .missingFrame && item == 0) {
                let height = fault == .infiniteFrame ? Double.infinity : 10
                frames.append(Rect(x: 0, y: input.start + Double(item) * 10, width: 10, height: height))
            }
            return fault == .endBeforeStart ? input.start - 1 : input.start + Double(input.itemCount) * 10
        }
    }

    @Test(arguments: [
        (BrokenPlugin.Fault.missingFrame, "the plugin placed 2 frames for 3 items; it must place one per item"),
        (.infiniteFrame, "the plugin gave item 0 a frame that is not finite or has a negative size"),
        (.endBeforeStart, "the plugin's items end at 9.0, before their start 10.0 or not finite"),
    ])
    func aPluginsMistakeIsAnErrorNotALayout(fault: BrokenPlugin.Fault, message: String) {
        var layout = PluginLayout(sections: [.custom(AnyLayoutPlugin(BrokenPlugin(fault: fault)))])
        let context = LayoutContext(
            containerSize: Size(width: 300, height: 500), sections: [SectionMetrics(itemCount: 3, headerHeight: 10)],
            itemMetrics: .uniform(.unspecified))
        #expect(throws: LayoutError(path: "layout.sections[0]", message: message)) {
            try layout.prepare(for: context)
        }
    }

    /// Random timelines among built-in sections, with sticky headers and footers, in both
    /// directions: every query equals the brute-force filter.
    @Test func queriesAreExactWithCustomSections() throws {
        for seed in 0..<300 {
            var rng = SeededGenerator(seed: UInt64(seed))
            let sectionCount = Int.random(in: 1...4, using: &rng)
            let plugins: [SectionPlugin] = (0..<sectionCount).map { _ in
                Bool.random(using: &rng)
                    ? Self.timeline(itemHeight: Double(Int.random(in: 0...80, using: &rng)))
                    : .staggered(StaggeredPlugin(columns: Int.random(in: 1...3, using: &rng), spacing: Self.spacing))
            }
            let axis: Axis = Bool.random(using: &rng) ? .vertical : .horizontal
            var layout = PluginLayout(
                sections: plugins, effects: [.sticky(.headers), .sticky(.footers)], scrollDirection: axis)
            let sections = (0..<sectionCount).map { _ in
                SectionMetrics(
                    itemCount: Int.random(in: 0...12, using: &rng),
                    headerHeight: Double(Int.random(in: 0...2, using: &rng) * 15),
                    footerHeight: Double(Int.random(in: 0...1, using: &rng) * 10))
            }
            let sizes = (0..<sectionCount).map { s in
                (0..<sections[s].itemCount).map { _ in
                    ItemMetrics(
                        width: Double(Int.random(in: 1...90, using: &rng)),
                        height: Double(Int.random(in: 1...90, using: &rng)),
                        aspectRatio: [0.5, 1, 2][Int.random(in: 0..<3, using: &rng)])
                }
            }
            try layout.prepare(
                for: LayoutContext(
                    containerSize: Size(width: 320, height: 240), sections: sections, itemMetrics: .table(sizes)))
            for _ in 0..<8 {
                let offset = RandomQueries.offset(for: layout.contentSize, axis: axis, using: &rng)
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, "seed \(seed)")
            }
        }
    }
}
