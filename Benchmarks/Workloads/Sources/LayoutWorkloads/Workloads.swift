import CollectionLayout

/// The layouts measured by the benchmarks, each with a factory for a prepared instance
/// at a given item count. Shared by the package-benchmark suite and the memory probe.
public enum Workloads {
    /// The viewport used everywhere: an iPhone in portrait.
    public static let viewport = Size(width: 390, height: 844)

    /// Item counts measured: 1K, 100K, 1M.
    public static let counts = [1_000, 100_000, 1_000_000]

    /// A named layout workload.
    public struct Workload: Sendable {
        public let name: String
        public let layout: any CollectionViewLayout
        public let context: @Sendable (Int) -> LayoutContext
        /// True when the layout's elements depend on the content offset (sticky
        /// headers): the query benchmarks always pass the viewport's origin as the
        /// content offset, so such workloads measure the offset-dependent path.
        public let stickyOffsets: Bool
        /// True when sections scroll on their own (orthogonal strips): queries pass a
        /// whole ``ScrollPosition`` (``Workloads/scrollPositions(in:for:)``).
        public var scrollsOrthogonally = false
    }

    /// Cycled photo heights with a small prime period, so columns interleave.
    public static let heights: [Double] = [120, 180, 240, 90, 300, 150, 210]

    static func single(_ n: Int) -> LayoutContext {
        LayoutContext(
            containerSize: viewport, sections: [SectionMetrics(itemCount: n)],
            itemMetrics: ItemMetricsProvider { ip in ItemMetrics(height: heights[ip.item % 7]) })
    }

    /// One section whose heights never repeat: each item's height comes from a hash of
    /// its index (60 to 300 points, in steps of 1/8 point), so no two rows ask the same
    /// sizes and nothing can be reused from an earlier row.
    static func singleUnique(_ n: Int) -> LayoutContext {
        LayoutContext(
            containerSize: viewport, sections: [SectionMetrics(itemCount: n)],
            itemMetrics: ItemMetricsProvider { ip in ItemMetrics(height: uniqueHeight(ip.item)) })
    }

    /// The height of item `item` in ``singleUnique(_:)``: 60 + (hash mod 1,920) / 8.
    public static func uniqueHeight(_ item: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: item) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 60 + Double(z % 1_920) / 8
    }

    /// A holder for a prepared layout that a benchmark changes in place (a value in the
    /// benchmark's state would be copied, storage and all, on its first change).
    public final class LayoutBox: @unchecked Sendable {
        /// The layout.
        public var layout: CompositionalLayout
        init(_ layout: CompositionalLayout) { self.layout = layout }
    }

    /// The one-item relayout workload: 100 sections of 10,000 items (1M), the
    /// estimated two-column grid with never-repeating heights and a header per section,
    /// prepared.
    public static func measuredGrid() -> LayoutBox { measuredGrid(sections: 100, perSection: 10_000) }

    /// The one-item relayout workload at another size: `sections` sections of
    /// `perSection` items.
    public static func measuredGrid(sections: Int, perSection: Int) -> LayoutBox {
        var section = compositionalGrid(height: .estimated(150))
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.header, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                alignment: .top)
        ]
        var layout = CompositionalLayout(section: section)
        let context = LayoutContext(
            containerSize: viewport,
            sections: [SectionMetrics](repeating: SectionMetrics(itemCount: perSection), count: sections),
            itemMetrics: ItemMetricsProvider { ip in
                ItemMetrics(height: uniqueHeight(ip.section * perSection + ip.item))
            })
        do {
            try layout.prepare(for: context)
        } catch {
            fatalError("the relayout workload failed to prepare: \(error)")
        }
        return LayoutBox(layout)
    }

    /// Sections of 1,000 items each with headers (the flow benchmark's shape).
    static func sectioned(_ n: Int) -> LayoutContext {
        let perSection = 1_000
        var sections: [SectionMetrics] = []
        var left = n
        while left > 0 {
            sections.append(SectionMetrics(itemCount: min(perSection, left), headerHeight: 40))
            left -= perSection
        }
        return LayoutContext(containerSize: viewport, sections: sections, itemMetrics: .uniform(.unspecified))
    }

    /// Every workload: the single-layout ones, then PluginLayout and SplitLayout
    /// (``pluginAndSplit``), then the compositional layouts that move elements with the
    /// scroll position (``scrollDependent``).
    public static let all: [Workload] = core + pluginAndSplit + scrollDependent

    /// Flow, Mosaic, Pinterest and the compositional layout.
    public static let core: [Workload] = [
        Workload(
            name: "Flow", layout: FlowLayout(itemSize: Size(width: 90, height: 90)),
            context: sectioned, stickyOffsets: false),
        Workload(name: "Mosaic", layout: MosaicLayout(), context: single, stickyOffsets: false),
        Workload(
            name: "Pinterest", layout: PinterestLayout(numberOfColumns: 2, numberOfItemsBeforeAds: 6),
            context: single, stickyOffsets: false),
        Workload(
            name: "Compositional",
            layout: CompositionalLayout(section: compositionalGrid(height: .fractionalWidth(0.5))),
            context: single, stickyOffsets: false),
        Workload(
            name: "Compositional estimated",
            layout: CompositionalLayout(section: compositionalGrid(height: .estimated(150))),
            context: single, stickyOffsets: false),
        Workload(
            name: "Compositional estimated unique",
            layout: CompositionalLayout(section: compositionalGrid(height: .estimated(150))),
            context: singleUnique, stickyOffsets: false),
        Workload(name: "Compositional list", layout: list(separators: true), context: single, stickyOffsets: false),
        Workload(
            name: "Compositional list, no separators", layout: list(separators: false), context: single,
            stickyOffsets: false),
    ]

    /// A plain list (``LayoutSection/list(using:layoutEnvironment:)``): one full-width row
    /// per item, self-sized from the data's heights, with separators between the rows or
    /// without any (the same rows, to compare what the separators cost).
    static func list(separators: Bool) -> CompositionalLayout {
        var plain = ListConfiguration(appearance: .plain)
        plain.showsSeparators = separators
        let configuration = plain
        return CompositionalLayout(configuration: .init()) { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Docs/layouts.md's compositional example A (a two-column inset grid, one group template for the whole
    /// section), or with an estimated height each row's group solved from its items'
    /// heights.
    static func compositionalGrid(height: LayoutDimension) -> LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: height.isEstimated ? height : .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(all: 8))
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: height), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(leading: 4, trailing: 4)
        return LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(top: 4, bottom: 4))
    }

    /// A prepared copy of `workload`'s layout at `count` items.
    public static func prepared(_ workload: Workload, count: Int) -> any CollectionViewLayout {
        var layout = workload.layout
        do {
            try layout.prepare(for: workload.context(count))
        } catch {
            fatalError("benchmark workload \(workload.name) failed to prepare: \(error)")
        }
        return layout
    }

    /// `n` viewport rectangles spread over the content, deterministic.
    public static func viewports(in layout: any CollectionViewLayout, count n: Int) -> [Rect] {
        let height = max(0, layout.contentSize.height - viewport.height)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<n).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let y = height * Double(state >> 11) / Double(1 << 53)
            return Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
        }
    }
}
