@testable import CollectionLayout

/// Shared helpers of the plugin tests (the brute-force oracle is the shared
/// `Support/BruteForceCheck.swift`).
enum PluginTestSupport {
    /// The brute-force answer to `layout.query(rect, contentOffset: offset)`.
    static func bruteForceQuery(_ layout: some CollectionViewLayout, _ rect: Rect, offset: Point) -> [LayoutAttributes]
    {
        CollectionLayoutTests.bruteForceQuery(layout.allElements(contentOffset: offset), rect)
    }

    /// A prepared layout (a failed prepare is reported as a test failure by the caller).
    static func prepared(
        _ sections: [SectionPlugin], effects: [PluginEffect] = [], direction: Axis = .vertical,
        size: Size, data: [SectionMetrics], metrics: ItemMetricsProvider = .uniform(.unspecified)
    ) throws -> PluginLayout {
        var layout = PluginLayout(sections: sections, effects: effects, scrollDirection: direction)
        try layout.prepare(for: LayoutContext(containerSize: size, sections: data, itemMetrics: metrics))
        return layout
    }

    /// The cell frames of section `section`, in item order.
    static func frames(_ layout: PluginLayout, section: Int = 0) -> [Rect] {
        let store = layout.store
        return Array(store.cellFrames[store.sectionStarts[section]..<store.sectionStarts[section + 1]])
    }

    /// Spacing with the same line and interitem spacing.
    static func spacing(_ s: Double, inset: EdgeInsets = .zero) -> PluginSpacing {
        PluginSpacing(sectionInset: inset, minimumLineSpacing: s, minimumInteritemSpacing: s)
    }

    /// True when both rectangles agree within `tolerance` on every component.
    static func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
