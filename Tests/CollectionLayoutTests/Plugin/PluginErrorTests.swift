import Testing

@testable import CollectionLayout

/// Bad parameters and bad item keys are errors naming their path, never a trap.
@Suite struct PluginErrorTests {
    func error(
        _ sections: [SectionPlugin], effects: [PluginEffect] = [], size: Size = Size(width: 300, height: 300),
        data: [SectionMetrics] = [SectionMetrics(itemCount: 3), SectionMetrics(itemCount: 3)],
        metrics: ItemMetricsProvider = .uniform(.unspecified)
    ) -> LayoutError? {
        var layout = PluginLayout(sections: sections, effects: effects)
        do {
            try layout.prepare(for: LayoutContext(containerSize: size, sections: data, itemMetrics: metrics))
            return nil
        } catch {
            return error
        }
    }

    @Test func zeroColumnsNamesTheSpec() {
        #expect(
            error([.flow(FlowPlugin()), .staggered(StaggeredPlugin(columns: 0))])?.path == "layout.sections[1].columns")
        #expect(error([.mosaic(MosaicPlugin(columns: -2))])?.path == "layout.sections[0].columns")
        // Even a spec no section uses is checked.
        #expect(
            error([.flow(FlowPlugin()), .flow(FlowPlugin()), .mosaic(MosaicPlugin(columns: 0))])?.path
                == "layout.sections[2].columns")
    }

    @Test func badPluginParameters() {
        #expect(error([.grid(GridPlugin(lineFraction: 0))])?.path == "layout.sections[0].lineFraction")
        #expect(error([.grid(GridPlugin(aspectRatio: 0))])?.path == "layout.sections[0].aspectRatio")
        #expect(error([.grid(GridPlugin(aspectRatio: -1))])?.path == "layout.sections[0].aspectRatio")
        #expect(error([.grid(GridPlugin(aspectRatio: .infinity))])?.path == "layout.sections[0].aspectRatio")
        #expect(error([.mosaic(MosaicPlugin(lineMultiple: .nan))])?.path == "layout.sections[0].lineMultiple")
        #expect(
            error([.flow(FlowPlugin(itemSize: Size(width: -1, height: 3)))])?.path
                == "layout.sections[0].itemSize.width")
        let nanSpacing = PluginSpacing(minimumLineSpacing: .nan)
        #expect(error([.flow(FlowPlugin(spacing: nanSpacing))])?.path == "layout.sections[0].minimumLineSpacing")
        let badInset = PluginSpacing(sectionInset: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0))
        #expect(error([.staggered(StaggeredPlugin(spacing: badInset))])?.path == "layout.sections[0].sectionInset.left")
        #expect(error([])?.path == "layout.sections")
        #expect(error([], data: []) == nil)
    }

    @Test func badEffects() {
        #expect(
            error([.flow(FlowPlugin())], effects: [.sticky(.headers), .fade(span: 0)])?.path == "layout.effects[1].span"
        )
        #expect(
            error([.flow(FlowPlugin())], effects: [.elastic(spacing: -1, span: 10)])?.path
                == "layout.effects[0].spacing")
        #expect(
            error([.flow(FlowPlugin())], effects: [.elastic(spacing: 1, span: .nan)])?.path == "layout.effects[0].span")
    }

    @Test func invalidEffectsAreIgnoredUntilPrepareReportsThem() throws {
        var l = try PluginTestSupport.prepared(
            [.flow(FlowPlugin())], size: Size(width: 300, height: 300), data: [SectionMetrics(itemCount: 4)])
        l.effects = [.fade(span: -5)]
        #expect(!l.hasOffsetDependentElements)
        #expect(l.allElements(contentOffset: .zero).allSatisfy { $0.alpha == 1 })
    }

    @Test func badItemKeys() {
        let ratio0 = ItemMetricsProvider { $0.item == 2 ? ItemMetrics(aspectRatio: 0) : ItemMetrics() }
        #expect(error([.grid(GridPlugin())], metrics: ratio0)?.path == "sections[0].items[2].aspectRatio")
        #expect(error([.staggered(StaggeredPlugin())], metrics: ratio0)?.path == "sections[0].items[2].aspectRatio")
        #expect(error([.mosaic(MosaicPlugin())], metrics: ratio0)?.path == "sections[0].items[2].aspectRatio")
        let fraction0 = ItemMetricsProvider {
            $0 == IndexPath(item: 1, section: 1) ? ItemMetrics(lineFraction: 0) : ItemMetrics()
        }
        #expect(error([.grid(GridPlugin())], metrics: fraction0)?.path == "sections[1].items[1].lineFraction")
        let nanWidth = ItemMetricsProvider { _ in ItemMetrics(width: .nan) }
        #expect(error([.flow(FlowPlugin())], metrics: nanWidth)?.path == "sections[0].items[0].width")
        let negativeHeight = ItemMetricsProvider { _ in ItemMetrics(height: -3) }
        #expect(error([.staggered(StaggeredPlugin())], metrics: negativeHeight)?.path == "sections[0].items[0].height")
    }

    @Test func badDataAndViewport() {
        #expect(error([.flow(FlowPlugin())], size: Size(width: .nan, height: 3))?.path == "viewport.width")
        #expect(error([.flow(FlowPlugin())], size: Size(width: 3, height: -1))?.path == "viewport.height")
        #expect(error([.flow(FlowPlugin())], data: [SectionMetrics(itemCount: -1)])?.path == "sections[0].count")
        #expect(
            error([.flow(FlowPlugin())], data: [SectionMetrics(itemCount: 1, headerHeight: .infinity)])?.path
                == "sections[0].header.height")
        #expect(
            error([.flow(FlowPlugin())], data: [SectionMetrics(itemCount: 1, footerHeight: -2)])?.path
                == "sections[0].footer.height")
        let huge = ItemMetricsProvider { _ in ItemMetrics(width: 300, height: 1e308) }
        #expect(
            error([.flow(FlowPlugin())], data: [SectionMetrics(itemCount: 4)], metrics: huge)?.path == "sections[0]")
    }

    /// Degenerate but valid input places without NaN or negative sizes: insets wider
    /// than the viewport, a zero-size viewport (widths clamp at 0; the content grows to
    /// cover what sticks out).
    @Test func degenerateInputStaysFinite() throws {
        let wide = PluginSpacing(sectionInset: EdgeInsets(top: 0, left: 400, bottom: 0, right: 400))
        for plugin in [
            SectionPlugin.flow(FlowPlugin(spacing: wide)), .grid(GridPlugin(spacing: wide)),
            .staggered(StaggeredPlugin(spacing: wide)), .mosaic(MosaicPlugin(spacing: wide)),
        ] {
            for size in [Size(width: 300, height: 300), Size.zero] {
                let l = try PluginTestSupport.prepared(
                    [plugin], size: size, data: [SectionMetrics(itemCount: 7, headerHeight: 10)])
                // Finite, non-negative extents, covered by the content size.
                expectLayoutInvariants(l, sectionItemCounts: [7], "\(plugin.name) in \(size)")
            }
        }
    }
}
