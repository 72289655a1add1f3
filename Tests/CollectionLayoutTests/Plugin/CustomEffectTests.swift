import CollectionLayout
import TestSupport
import Testing

/// A parallax of one's own, written against the public API only: a cell lags behind
/// by `depth * f` points along the scroll axis, where `f` is how far down the viewport
/// its start lies (0 at the leading edge, 1 at the trailing edge and beyond; 0 above).
struct ParallaxEffect: LayoutEffect {
    var depth: Double

    var cellReach: Double { depth }

    func validate(path: String) throws(LayoutError) {
        guard depth.isFinite, depth >= 0 else {
            throw LayoutError(path: path + ".depth", message: "must be a finite number >= 0, got \(depth)")
        }
    }

    func adjust(_ cell: inout LayoutAttributes, at scroll: EffectScroll) {
        let start = cell.frame.origin[scroll.axis]
        let f = min(1, max(0, (start - scroll.offset) / max(scroll.viewportExtent, 1)))
        cell.frame.origin[scroll.axis] += depth * f
        cell.zIndex = 5
    }
}

/// An effect that breaks its contract: it says it moves cells 5 points and moves them
/// 50, resizes them, and sets a non-finite alpha.
struct OverreachingEffect: LayoutEffect {
    var cellReach: Double { 5 }
    func validate(path: String) throws(LayoutError) {}
    func adjust(_ cell: inout LayoutAttributes, at scroll: EffectScroll) {
        cell.frame = Rect(x: cell.frame.minX + 7, y: cell.frame.minY + 50, width: 1, height: 1)
        cell.alpha = .nan
    }
}

@Suite struct CustomEffectTests {
    static func grid() -> PluginLayout {
        PluginLayout(
            sections: [
                .grid(
                    GridPlugin(
                        lineFraction: 2, aspectRatio: 1,
                        spacing: PluginSpacing(minimumLineSpacing: 0, minimumInteritemSpacing: 0)))
            ])
    }

    static let context = LayoutContext(containerSize: Size(width: 200, height: 200), itemCounts: [8])

    @Test func parallaxMovesCellsByItsRule() throws {
        var layout = Self.grid()
        layout.customEffects = [AnyLayoutEffect(ParallaxEffect(depth: 20))]
        try layout.prepare(for: Self.context)
        #expect(layout.hasOffsetDependentElements)
        // Rows of two 100 x 100 squares at y = 0, 100, 200, 300. At offset 100 the row at
        // 200 is half way down the 200-point viewport (f = 0.5): it moves 10 points.
        let cells = layout.allElements(contentOffset: Point(x: 0, y: 100))
        #expect(cells.map(\.frame.minY) == [0, 0, 100, 100, 210, 210, 320, 320])
        #expect(cells.allSatisfy { $0.zIndex == 5 && $0.frame.size == Size(width: 100, height: 100) })
        #expect(layout.element(at: IndexPath(item: 4, section: 0))?.frame.minY == 200)
    }

    @Test func anEffectIsHeldToItsReach() throws {
        var layout = Self.grid()
        layout.customEffects = [AnyLayoutEffect(OverreachingEffect())]
        try layout.prepare(for: Self.context)
        let cell = try #require(layout.allElements(contentOffset: .zero).first)
        #expect(cell.frame == Rect(x: 0, y: 5, width: 100, height: 100))
        #expect(cell.alpha == 1)
    }

    @Test func anInvalidEffectIsIgnoredThenReported() throws {
        var layout = Self.grid()
        try layout.prepare(for: Self.context)
        layout.customEffects = [AnyLayoutEffect(ParallaxEffect(depth: -1))]
        #expect(!layout.hasOffsetDependentElements)
        #expect(layout.allElements(contentOffset: Point(x: 0, y: 100)).first?.frame.minY == 0)
        #expect(
            throws: LayoutError(
                path: "layout.customEffects[0].depth", message: "must be a finite number >= 0, got -1.0")
        ) {
            try layout.prepare(for: Self.context)
        }
        #expect(AnyLayoutEffect(ParallaxEffect(depth: 1)) == AnyLayoutEffect(ParallaxEffect(depth: 1)))
        #expect(AnyLayoutEffect(ParallaxEffect(depth: 1)) != AnyLayoutEffect(ParallaxEffect(depth: 2)))
    }

    /// Custom effects with the built-in ones, in both directions, over random layouts:
    /// every query equals the brute-force filter.
    @Test func queriesStayExactWithCustomEffects() throws {
        for seed in 0..<300 {
            var rng = SeededGenerator(seed: UInt64(seed))
            let axis: Axis = Bool.random(using: &rng) ? .vertical : .horizontal
            var layout = PluginLayout(
                sections: [
                    .staggered(StaggeredPlugin(columns: Int.random(in: 1...3, using: &rng))),
                    .grid(GridPlugin(lineFraction: Int.random(in: 1...4, using: &rng))),
                ],
                effects: Bool.random(using: &rng) ? [.sticky(.headers), .elastic(spacing: 20, span: 300)] : [],
                scrollDirection: axis)
            layout.customEffects = [
                AnyLayoutEffect(ParallaxEffect(depth: Double(Int.random(in: 0...60, using: &rng)))),
                AnyLayoutEffect(OverreachingEffect()),
            ]
            let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                SectionMetrics(
                    itemCount: Int.random(in: 0...15, using: &rng),
                    headerHeight: Double(Int.random(in: 0...1, using: &rng) * 20))
            }
            try layout.prepare(
                for: LayoutContext(
                    containerSize: Size(width: 320, height: 240), sections: sections,
                    itemMetrics: ItemMetricsProvider { ItemMetrics(aspectRatio: Double($0.item % 3 + 1) / 2) }))
            for _ in 0..<8 {
                let offset = RandomQueries.offset(for: layout.contentSize, axis: axis, using: &rng)
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, "seed \(seed)")
            }
        }
    }
}
