import CollectionLayout

/// The PluginLayout (one workload per plugin family, plus sticky headers) and
/// SplitLayout workloads. Every one uses sections with headers, as those layouts are
/// meant to be used.
extension Workloads {
    /// Aspect ratios (width / height) cycled with a prime period, so staggered and mosaic
    /// columns end at different heights.
    public static let aspectRatios: [Double] = [0.75, 1.0, 1.5, 0.6, 1.25, 0.8, 1.33]

    /// Widths of flow items (tags of different lengths), cycled with a prime period so
    /// lines hold different numbers of items.
    public static let tagWidths: [Double] = [80, 120, 100, 150, 60]

    /// Items per section of the plugin and split workloads.
    public static let itemsPerSection = 1_000

    /// Items per section of the sticky-header workload: many short sections, so a
    /// viewport usually holds a header pinned over a section that started above it.
    public static let itemsPerStickySection = 100

    /// `n` items in sections of `perSection` items, each with a 40 pt header, the item
    /// metrics given by `metrics` (called with the item's index in its section).
    /// With `sides`, sections alternate between the split layout's left and right side.
    static func sections(
        _ n: Int, perSection: Int, sides: Bool = false,
        metrics: @escaping @Sendable (Int) -> ItemMetrics
    ) -> LayoutContext {
        var sections: [SectionMetrics] = []
        sections.reserveCapacity(n / perSection + 1)
        var left = n
        while left > 0 {
            let side: SectionSide? = sides ? (sections.count % 2 == 0 ? .left : .right) : nil
            sections.append(SectionMetrics(itemCount: min(perSection, left), headerHeight: 40, side: side))
            left -= perSection
        }
        return LayoutContext(
            containerSize: viewport, sections: sections, itemMetrics: ItemMetricsProvider { metrics($0.item) })
    }

    /// Flow plugin items: tag widths cycled, the plugin's item height.
    static func tagMetrics(_ item: Int) -> ItemMetrics { ItemMetrics(width: tagWidths[item % 5]) }

    /// Staggered and mosaic plugin items: aspect ratios cycled.
    static func photoMetrics(_ item: Int) -> ItemMetrics { ItemMetrics(aspectRatio: aspectRatios[item % 7]) }

    /// Split layout items: widths and heights cycled.
    static func splitMetrics(_ item: Int) -> ItemMetrics {
        ItemMetrics(width: tagWidths[item % 5] / 2, height: heights[item % 7] / 2)
    }

    /// A plugin spacing with a small inset, as the demos use.
    static let pluginSpacing = PluginSpacing(
        sectionInset: EdgeInsets(all: 8), minimumLineSpacing: 8,
        minimumInteritemSpacing: 8)

    /// The PluginLayout and SplitLayout workloads.
    public static let pluginAndSplit: [Workload] = [
        Workload(
            name: "Plugin flow",
            layout: PluginLayout(sections: [
                .flow(FlowPlugin(itemSize: Size(width: 100, height: 36), alignment: .default, spacing: pluginSpacing))
            ]),
            context: { sections($0, perSection: itemsPerSection, metrics: tagMetrics) }, stickyOffsets: false),
        Workload(
            name: "Plugin grid",
            layout: PluginLayout(sections: [.grid(GridPlugin(lineFraction: 3, aspectRatio: 1, spacing: pluginSpacing))]
            ),
            context: { sections($0, perSection: itemsPerSection, metrics: { _ in .unspecified }) },
            stickyOffsets: false),
        Workload(
            name: "Plugin staggered",
            layout: PluginLayout(sections: [.staggered(StaggeredPlugin(columns: 2, spacing: pluginSpacing))]),
            context: { sections($0, perSection: itemsPerSection, metrics: photoMetrics) }, stickyOffsets: false),
        Workload(
            name: "Plugin mosaic",
            layout: PluginLayout(sections: [.mosaic(MosaicPlugin(columns: 3, lineMultiple: 20, spacing: pluginSpacing))]
            ),
            context: { sections($0, perSection: itemsPerSection, metrics: photoMetrics) }, stickyOffsets: false),
        Workload(
            name: "Plugin sticky headers",
            layout: PluginLayout(
                sections: [.grid(GridPlugin(lineFraction: 3, aspectRatio: 1, spacing: pluginSpacing))],
                effects: [.sticky(.headers)]),
            context: { sections($0, perSection: itemsPerStickySection, metrics: { _ in .unspecified }) },
            stickyOffsets: true),
        Workload(
            name: "Split",
            layout: SplitLayout(
                leftSideRatio: 0.4, splitSpacing: 8, sectionInset: EdgeInsets(all: 8),
                minimumItemLineSpacing: 8, minimumInterItemSpacing: 8),
            context: { sections($0, perSection: itemsPerSection, sides: true, metrics: splitMetrics) },
            stickyOffsets: false),
    ]
}
