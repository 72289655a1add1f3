import Testing

@testable import CollectionLayout

/// Configuration in, prepared layout out (LayoutConfiguration.swift): for every family,
/// `Configuration.prepared(for:)` gives the frames of the mutating path (a layout value
/// with the same settings, then `prepare(for:)`), element for element, at two widths; the
/// configuration a prepared layout reports carries nothing from the prepare (preparing
/// it again at another width equals preparing the original there); and the forwarding
/// properties write the configuration.
@Suite struct LayoutConfigurationTests {
    typealias F = CompositionalFixtures

    static let widths = [375.0, 800.0]

    /// Two sections with headers, footers, identifiers, sides and uneven item sizes.
    static func context(width: Double, sections: Int = 2) -> LayoutContext {
        var metrics: [SectionMetrics] = []
        for s in 0..<sections {
            var m = SectionMetrics(itemCount: 7 + 5 * s, headerHeight: 30, footerHeight: 12)
            m.identifier = "s\(s)"
            m.side = s == 0 ? .left : .right
            metrics.append(m)
        }
        return LayoutContext(
            containerSize: Size(width: width, height: 667), sections: metrics,
            itemMetrics: ItemMetricsProvider { path in
                ItemMetrics(width: Double(40 + 13 * (path.item % 4)), height: Double(30 + 17 * (path.item % 3)))
            })
    }

    /// Every element (at a scrolled offset, so pinned and effect-moved elements count),
    /// and the content size.
    static func picture(_ layout: some CollectionViewLayout) -> ([LayoutAttributes], Size) {
        (layout.allElements(contentOffset: Point(x: 0, y: 140)), layout.contentSize)
    }

    /// `configuration.prepared(for:)` against `mutating` prepared in place, at every width,
    /// and the prepared layout's configuration prepared again at the other width against
    /// the configuration prepared there.
    static func checkFamily<C: LayoutConfiguration>(
        _ configuration: C, mutating: C.Layout, sections: Int = 2, reported: (C.Layout) -> C
    ) throws {
        for width in widths {
            let context = Self.context(width: width, sections: sections)
            let made = try configuration.prepared(for: context)
            var old = mutating
            try old.prepare(for: context)
            let (elements, size) = picture(made)
            #expect(!elements.isEmpty, "\(configuration.name) at \(width)")
            #expect(elements == picture(old).0, "\(configuration.name) at \(width)")
            #expect(size == picture(old).1, "\(configuration.name) at \(width)")
            #expect(made.name == configuration.name)
            for other in widths where other != width {
                let otherContext = Self.context(width: other, sections: sections)
                let again = try reported(made).prepared(for: otherContext)
                let fresh = try configuration.prepared(for: otherContext)
                #expect(picture(again) == picture(fresh), "\(configuration.name): \(width) then \(other)")
            }
        }
    }

    @Test func flow() throws {
        var configuration = FlowLayout.Configuration()
        configuration.itemSize = Size(width: 60, height: 40)
        configuration.minimumLineSpacing = 6
        configuration.minimumInteritemSpacing = 4
        configuration.sectionInset = EdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
        configuration.sectionHeadersPinToVisibleBounds = true
        configuration.sectionStyles = [1: FlowSectionStyle(minimumLineSpacing: 20)]
        configuration.sectionFootersPinToVisibleBounds = true
        var old = FlowLayout(
            itemSize: Size(width: 60, height: 40), minimumLineSpacing: 6, minimumInteritemSpacing: 4,
            sectionInset: EdgeInsets(top: 5, left: 8, bottom: 5, right: 8), sectionHeadersPinToVisibleBounds: true,
            sectionStyles: [1: FlowSectionStyle(minimumLineSpacing: 20)])
        old.sectionFootersPinToVisibleBounds = true
        #expect(old.configuration == configuration)
        try Self.checkFamily(configuration, mutating: old, reported: \.configuration)
        let prepared = try configuration.prepared(for: Self.context(width: 375))
        #expect(prepared.configuration == configuration)
        #expect(FlowLayout(configuration: configuration).configuration == configuration)
    }

    @Test func pinterest() throws {
        var configuration = PinterestLayout.Configuration(
            numberOfColumns: 3, cellPadding: 4, numberOfItemsBeforeAds: 4, bannerHeights: [80, 50])
        configuration.bannerHeightOverrides = [1: 120]
        var old = PinterestLayout(
            numberOfColumns: 3, cellPadding: 4, numberOfItemsBeforeAds: 4, bannerHeights: [80, 50])
        old.bannerHeightOverrides = [1: 120]
        #expect(old.configuration == configuration)
        try Self.checkFamily(configuration, mutating: old, sections: 1, reported: \.configuration)
        #expect(try configuration.prepared(for: Self.context(width: 375, sections: 1)).configuration == configuration)
    }

    @Test func mosaic() throws {
        let configuration = MosaicLayout.Configuration()
        try Self.checkFamily(configuration, mutating: MosaicLayout(), sections: 1, reported: \.configuration)
        #expect(MosaicLayout().configuration == configuration)
    }

    @Test func split() throws {
        let rotation = SplitRotation(
            compact: SplitWidthClassRule(leftSideRatio: 1, collapsesToVisibleSide: true),
            regular: SplitWidthClassRule(leftSideRatio: 0.4))
        var configuration = SplitLayout.Configuration()
        configuration.splitSpacing = 10
        configuration.sectionInset = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        configuration.minimumItemLineSpacing = 3
        configuration.minimumInterItemSpacing = 5
        configuration.sectionPinToVisibleBounds = true
        configuration.rotation = rotation
        let old = SplitLayout(
            splitSpacing: 10, sectionInset: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4),
            minimumItemLineSpacing: 3, minimumInterItemSpacing: 5, sectionPinToVisibleBounds: true, rotation: rotation)
        try Self.checkFamily(configuration, mutating: old, reported: \.configuration)
        // The width class's rule shows in the prepared layout's ratio; the configuration
        // the caller keeps is the one it gave.
        let regular = try configuration.prepared(for: Self.context(width: 800))
        #expect(regular.leftSideRatio == 0.4)
        #expect(regular.sectionSides == [.left, .right])
        #expect(configuration.leftSideRatio == 1 && configuration.rotation == rotation)
        #expect(regular.configuration.rotation == rotation)
    }

    @Test func plugin() throws {
        var configuration = PluginLayout.Configuration(
            sections: [.grid(GridPlugin(lineFraction: 3)), .flow(FlowPlugin())],
            effects: [.sticky(.headers), .fade(span: 40)])
        configuration.sectionEffects = [1: [.elastic(spacing: 4, span: 100)]]
        var old = PluginLayout(
            sections: [.grid(GridPlugin(lineFraction: 3)), .flow(FlowPlugin())],
            effects: [.sticky(.headers), .fade(span: 40)])
        old.sectionEffects = [1: [.elastic(spacing: 4, span: 100)]]
        #expect(old.configuration == configuration)
        try Self.checkFamily(configuration, mutating: old, reported: \.configuration)
        // A layout made from a configuration has its effects in force before any prepare,
        // as one made by the memberwise initialiser has.
        #expect(PluginLayout(configuration: configuration).hasOffsetDependentElements)
        #expect(old.hasOffsetDependentElements)
    }

    @Test func compositional() throws {
        var configuration = CompositionalLayout.Configuration(section: F.backgroundList)
        configuration.configuration.interSectionSpacing = 16
        var old = CompositionalLayout(section: F.backgroundList)
        old.configuration.interSectionSpacing = 16
        try Self.checkFamily(configuration, mutating: old, reported: \.layoutConfiguration)
        let prepared = try configuration.prepared(for: Self.context(width: 375))
        #expect(prepared.layoutConfiguration.configuration.interSectionSpacing == 16)
        #expect(prepared.configuration.interSectionSpacing == 16)
    }

    /// The forwarding properties read and write the configuration, so UIKit's style of
    /// setting a property on the layout changes what the next prepare reads.
    @Test func forwardersWriteTheConfiguration() {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 7, height: 9)
        flow.styleSections = SectionIdentityKeys(["a"])
        #expect(flow.configuration.itemSize == Size(width: 7, height: 9))
        #expect(flow.configuration.styleSections == SectionIdentityKeys(["a"]))
        var split = SplitLayout()
        split.leftSideRatio = 0.25
        #expect(split.configuration.leftSideRatio == 0.25)
        var plugin = PluginLayout()
        plugin.effects = [.fade(span: 10)]
        #expect(plugin.configuration.effects == [.fade(span: 10)])
        #expect(plugin.hasOffsetDependentElements)
        plugin.configuration = PluginLayout.Configuration()
        #expect(!plugin.hasOffsetDependentElements)
        var pinterest = PinterestLayout()
        pinterest.numberOfColumns = 5
        #expect(pinterest.configuration.numberOfColumns == 5)
    }

    /// Type-erased configurations, as the explorer and scenarios keep them, prepare into
    /// type-erased layouts.
    @Test func erasedConfigurationsPrepare() throws {
        let configurations: [any LayoutConfiguration] = [
            FlowLayout.Configuration(), PinterestLayout.Configuration(), MosaicLayout.Configuration(),
            SplitLayout.Configuration(), PluginLayout.Configuration(),
            CompositionalLayout.Configuration(section: F.backgroundList),
        ]
        for configuration in configurations {
            let layout: any CollectionViewLayout = try configuration.prepared(
                for: LayoutContext(containerSize: F.phone, itemCounts: [9]))
            #expect(layout.name == configuration.name)
            #expect(layout.elementCount >= 9, "\(configuration.name)")
        }
    }
}
