import TestSupport
import Testing

@testable import CollectionLayout

/// `query(rect, contentOffset:)` equals a brute-force filter of
/// `allElements(contentOffset:)` (the shared `expectQueryMatchesBruteForce`) over
/// thousands of random layouts, data, viewports, rectangles, offsets and effects, in
/// both scroll directions; prepared layouts keep the shared layout invariants.
@Suite struct PluginQueryPropertyTests {
    static func randomSpacing(_ rng: inout SeededGenerator) -> PluginSpacing {
        func v(_ rng: inout SeededGenerator) -> Double { [0, 0, 4, 10, 12.5, 30][Int.random(in: 0..<6, using: &rng)] }
        return PluginSpacing(
            sectionInset: EdgeInsets(top: v(&rng), left: v(&rng), bottom: v(&rng), right: v(&rng)),
            minimumLineSpacing: v(&rng), minimumInteritemSpacing: v(&rng))
    }

    static func randomPlugin(_ rng: inout SeededGenerator) -> SectionPlugin {
        let spacing = randomSpacing(&rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            return .flow(
                FlowPlugin(
                    itemSize: Size(
                        width: Double(Int.random(in: 10...200, using: &rng)),
                        height: Double(Int.random(in: 10...120, using: &rng))),
                    alignment: FlowAlignment.allCases.randomElement(using: &rng) ?? .default, spacing: spacing))
        case 1:
            return .grid(
                GridPlugin(
                    lineFraction: Int.random(in: 1...5, using: &rng),
                    aspectRatio: [0.5, 1, 1.5, 2][Int.random(in: 0..<4, using: &rng)],
                    spacing: spacing))
        case 2:
            return .staggered(StaggeredPlugin(columns: Int.random(in: 1...4, using: &rng), spacing: spacing))
        default:
            return .mosaic(
                MosaicPlugin(
                    columns: Int.random(in: 1...4, using: &rng),
                    lineMultiple: [0, 20, 35][Int.random(in: 0..<3, using: &rng)],
                    spacing: spacing))
        }
    }

    static func randomMetrics(_ rng: inout SeededGenerator) -> ItemMetrics {
        var m = ItemMetrics()
        if Bool.random(using: &rng) { m.width = Double(Int.random(in: 0...220, using: &rng)) }
        if Bool.random(using: &rng) { m.height = Double(Int.random(in: 0...400, using: &rng)) }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            m.aspectRatio = [0.3, 0.75, 1, 1.6, 3][Int.random(in: 0..<5, using: &rng)]
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { m.lineFraction = Int.random(in: 1...4, using: &rng) }
        if Int.random(in: 0..<4, using: &rng) == 0 { m.canBeBig = Bool.random(using: &rng) }
        return m
    }

    static func randomEffects(_ rng: inout SeededGenerator) -> [PluginEffect] {
        var effects: [PluginEffect] = []
        if Bool.random(using: &rng) { effects.append(.sticky(.headers)) }
        if Bool.random(using: &rng) { effects.append(.sticky(.footers)) }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            effects.append(.fade(span: Double(Int.random(in: 1...400, using: &rng))))
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            effects.append(
                .elastic(
                    spacing: Double(Int.random(in: 0...60, using: &rng)),
                    span: Double(Int.random(in: 1...400, using: &rng))))
        }
        effects.shuffle(using: &rng)
        return effects
    }

    @Test(arguments: [Axis.vertical, .horizontal])
    func queryMatchesBruteForce(axis: Axis) throws {
        var rng = SeededGenerator(seed: axis == .vertical ? 4 : 5)
        var cases = 0
        for _ in 0..<600 {
            let pluginCount = Int.random(in: 1...3, using: &rng)
            let plugins = (0..<pluginCount).map { _ in Self.randomPlugin(&rng) }
            let sections = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                SectionMetrics(
                    itemCount: Int.random(in: 0...40, using: &rng),
                    headerHeight: Bool.random(using: &rng) ? Double(Int.random(in: 1...50, using: &rng)) : 0,
                    footerHeight: Bool.random(using: &rng) ? Double(Int.random(in: 1...50, using: &rng)) : 0)
            }
            let table = sections.map { s in (0..<s.itemCount).map { _ in Self.randomMetrics(&rng) } }
            let size = Size(
                width: Double(Int.random(in: 100...800, using: &rng)),
                height: Double(Int.random(in: 100...800, using: &rng)))
            var layout = PluginLayout(sections: plugins, effects: Self.randomEffects(&rng), scrollDirection: axis)
            try layout.prepare(for: LayoutContext(containerSize: size, sections: sections, itemMetrics: .table(table)))
            // Invariants of the prepared frames (elastic cells may leave the content, so
            // they are checked without effects), then of sticky views at random offsets.
            var still = layout
            still.effects = []
            expectLayoutInvariants(still, sectionItemCounts: sections.map(\.itemCount), "plugins \(plugins)")
            var sticky = layout
            // (Cell effects are left out: `element(at:)` takes no content offset.)
            sticky.effects = layout.effects.filter { $0.kind == .stickyHeaders || $0.kind == .stickyFooters }
            expectLayoutInvariants(
                sticky, contentOffset: RandomQueries.offset(for: layout.contentSize, axis: axis, using: &rng),
                "plugins \(plugins) effects \(sticky.effects)")
            let all = layout.allElements(contentOffset: .zero)
            #expect(all.allSatisfy { $0.alpha >= 0 && $0.alpha <= 1 })
            // No plugin overlaps two cells (prepared frames), beyond floating-point
            // noise (justified lines spread a free space of about -1e-14).
            let cells = layout.store.cellFrames
            for i in cells.indices {
                for j in (i + 1)..<cells.count {
                    guard let overlap = cells[i].intersection(cells[j]), overlap.width > 1e-9, overlap.height > 1e-9
                    else { continue }
                    Issue.record("cells \(i) and \(j) overlap: \(cells[i]) \(cells[j]) with \(plugins)")
                    return
                }
            }
            for _ in 0..<8 {
                let offset = RandomQueries.offset(for: layout.contentSize, axis: axis, using: &rng)
                let everything = layout.allElements(contentOffset: offset)
                // A viewport at the offset (what an app asks), then an arbitrary rectangle.
                var viewport = Rect(x: 0, y: 0, width: size.width, height: size.height)
                viewport.origin[axis] = offset[axis]
                for rect in [viewport, RandomQueries.rect(over: layout.contentSize, using: &rng)] {
                    guard
                        expectQueryMatchesBruteForce(
                            layout, rect: rect, contentOffset: offset, all: everything,
                            "plugins \(plugins) effects \(layout.effects)")
                    else { return }
                    cases += 1
                }
            }
        }
        #expect(cases == 600 * 8 * 2)
    }

    /// Toggling effects after prepare keeps queries exact (the cell index is rebuilt
    /// when the elastic reach changes).
    @Test func queryStaysExactAcrossEffectChanges() throws {
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<150 {
            let plugins = [Self.randomPlugin(&rng), Self.randomPlugin(&rng)]
            let sections = (0..<3).map { _ in
                SectionMetrics(itemCount: Int.random(in: 0...30, using: &rng), headerHeight: 24, footerHeight: 12)
            }
            let table = sections.map { s in (0..<s.itemCount).map { _ in Self.randomMetrics(&rng) } }
            var layout = PluginLayout(sections: plugins)
            try layout.prepare(
                for: LayoutContext(
                    containerSize: Size(width: 375, height: 500), sections: sections, itemMetrics: .table(table)))
            for _ in 0..<4 {
                layout.effects = Self.randomEffects(&rng)
                let offset = Point(x: 0, y: Double.random(in: -100...(layout.contentSize.height + 100), using: &rng))
                let rect = Rect(origin: offset, size: Size(width: 375, height: 500))
                expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, "effects \(layout.effects)")
            }
        }
    }
}
