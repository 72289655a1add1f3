import Testing

@testable import CollectionLayout

/// Docs/layouts.md, "Sections, boundary items and decorations": headers, footers, pinning, layout-wide boundary items.
@Suite struct BoundaryItemTests {
    typealias F = CompositionalFixtures

    static func header(pinned: Bool = false, extends: Bool = true) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: ElementKind.header, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
            alignment: .top, extendsBoundary: extends, pinToVisibleBounds: pinned)
    }

    static func footer(pinned: Bool = false, extends: Bool = true) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: ElementKind.footer, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
            alignment: .bottom, extendsBoundary: extends, pinToVisibleBounds: pinned)
    }

    /// Ten 44-pt rows with insets 10, a header and a footer, per section.
    static func list(
        _ items: [BoundarySupplementaryItem], spacing: Double = 0, followInsets: Bool = true
    ) -> CompositionalLayout {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
        return CompositionalLayout(
            section: LayoutSection(
                group: group, contentInsets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16),
                boundarySupplementaryItems: items, supplementariesFollowContentInsets: followInsets),
            configuration: CompositionalLayoutConfiguration(interSectionSpacing: spacing))
    }

    func supplementary(_ l: CompositionalLayout, _ kind: String, _ s: Int, offset: Double = 0) -> Rect? {
        l.supplementary(ofKind: kind, at: IndexPath(item: 0, section: s), contentOffset: Point(x: 0, y: offset))?.frame
    }

    @Test func headerAndFooterExtendTheSection() throws {
        let layout = try F.prepared(Self.list([Self.header(), Self.footer()], spacing: 8), counts: [10, 10])
        // Header 30, inset 10, rows 440, inset 10, footer 20: 510 per section.
        #expect(supplementary(layout, ElementKind.header, 0) == Rect(x: 16, y: 0, width: 343, height: 30))
        #expect(F.cells(layout)[0] == Rect(x: 16, y: 40, width: 343, height: 44))
        #expect(supplementary(layout, ElementKind.footer, 0) == Rect(x: 16, y: 490, width: 343, height: 20))
        #expect(supplementary(layout, ElementKind.header, 1) == Rect(x: 16, y: 518, width: 343, height: 30))
        #expect(layout.contentSize.height == 1028)
        #expect(supplementary(layout, ElementKind.header, 0)?.width == 343)
        #expect(layout.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test func nonExtendingItemsOverlapTheContent() throws {
        let layout = try F.prepared(
            Self.list([Self.header(extends: false), Self.footer(extends: false)]), counts: [10])
        #expect(supplementary(layout, ElementKind.header, 0)?.minY == 0)
        #expect(F.cells(layout)[0].minY == 10)
        let footer = try #require(supplementary(layout, ElementKind.footer, 0))
        #expect(footer.minY == 440)
        #expect(layout.contentSize.height == 460)
    }

    @Test func supplementariesCanIgnoreTheContentInsets() throws {
        var layout = Self.list([Self.header()], followInsets: false)
        layout = try F.prepared(layout, counts: [1])
        #expect(supplementary(layout, ElementKind.header, 0) == Rect(x: 0, y: 0, width: 375, height: 30))
    }

    @Test func pinnedHeaderStaysAtTheTopUntilPushedOut() throws {
        let layout = try F.prepared(Self.list([Self.header(pinned: true), Self.footer()]), counts: [10, 10])
        #expect(layout.hasOffsetDependentElements)
        #expect(supplementary(layout, ElementKind.header, 0, offset: -50)?.minY == 0)
        #expect(supplementary(layout, ElementKind.header, 0, offset: 100)?.minY == 100)
        // Section 0 ends at 510: the header leaves with it.
        #expect(supplementary(layout, ElementKind.header, 0, offset: 490)?.minY == 480)
        #expect(supplementary(layout, ElementKind.header, 0, offset: 900)?.minY == 480)
        #expect(supplementary(layout, ElementKind.header, 1, offset: 600)?.minY == 600)
        // Unpinned footers do not move.
        #expect(supplementary(layout, ElementKind.footer, 0, offset: 300)?.minY == 490)
        let visible = layout.query(Rect(x: 0, y: 300, width: 375, height: 10), contentOffset: Point(x: 0, y: 300))
        #expect(
            visible.elements.contains {
                $0.category == .supplementary(kind: ElementKind.header) && $0.frame.minY == 300
            })
    }

    @Test func pinnedFooterStaysAtTheBottomOfTheVisibleBounds() throws {
        let layout = try F.prepared(Self.list([Self.header(), Self.footer(pinned: true)]), counts: [10, 10])
        // Viewport 667: footer at offset + 667 - 20, never above its section's start.
        #expect(supplementary(layout, ElementKind.footer, 1, offset: 0)?.minY == 647)
        #expect(supplementary(layout, ElementKind.footer, 1, offset: -500)?.minY == 510)
        #expect(supplementary(layout, ElementKind.footer, 1, offset: 5000)?.minY == 1000)
        #expect(supplementary(layout, ElementKind.footer, 0, offset: 0)?.minY == 490)
    }

    @Test func layoutWideHeaderAndFooterSurroundTheSections() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item])
        let configuration = CompositionalLayoutConfiguration(
            interSectionSpacing: 10,
            boundarySupplementaryItems: [
                BoundarySupplementaryItem(
                    elementKind: "layout-header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
                    alignment: .top, pinToVisibleBounds: true),
                BoundarySupplementaryItem(
                    elementKind: "layout-footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                    alignment: .bottom),
            ])
        let layout = try F.prepared(
            CompositionalLayout(section: LayoutSection(group: group), configuration: configuration), counts: [2, 2])
        #expect(F.cells(layout, section: 0)[0].minY == 60)
        #expect(F.cells(layout, section: 1)[0].minY == 170)
        #expect(supplementary(layout, "layout-footer", 0) == Rect(x: 0, y: 270, width: 375, height: 40))
        #expect(layout.contentSize.height == 310)
        #expect(supplementary(layout, "layout-header", 0, offset: 200)?.minY == 200)
        #expect(supplementary(layout, "layout-header", 0, offset: 400)?.minY == 250)
    }

    @Test func crossAxisItemsSitAtTheSectionsSideCentred() throws {
        let side = BoundarySupplementaryItem(
            elementKind: "index", size: LayoutSize(width: .absolute(20), height: .absolute(100)), alignment: .trailing)
        let layout = try F.prepared(Self.list([Self.header(), side]), counts: [10])
        // Section 0 spans 0 ..< 490; the item is centred along it, at the trailing inset.
        #expect(supplementary(layout, "index", 0) == Rect(x: 339, y: 195, width: 20, height: 100))
        #expect(layout.contentSize.height == 490)
    }
}
