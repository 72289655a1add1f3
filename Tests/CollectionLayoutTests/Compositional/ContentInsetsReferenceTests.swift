import Testing

@testable import CollectionLayout

/// `contentInsetsReference`, `supplementaryContentInsetsReference` and
/// `supplementariesFollowContentInsets`, measured from the environment's guides.
@Suite struct ContentInsetsReferenceTests {
    typealias F = CompositionalFixtures

    /// Safe area 44 leading and trailing (a phone on its side), 8-point margins.
    static let guides = ContainerGuides(
        safeAreaInsets: DirectionalEdgeInsets(top: 20, leading: 44, bottom: 0, trailing: 44))

    /// A list of 50-point rows, section insets 10 leading and trailing, a full-width
    /// 20-point header.
    static func section(
        _ content: ContentInsetsReference = .automatic, supplementary: ContentInsetsReference = .automatic,
        follow: Bool = true, orthogonal: Bool = false
    ) -> LayoutSection {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: orthogonal ? .absolute(100) : .fractionalWidth(1), height: .absolute(50)),
            subitems: [item])
        let header = BoundarySupplementaryItem(
            elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), alignment: .top)
        var section = LayoutSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
            boundarySupplementaryItems: [header], supplementariesFollowContentInsets: follow,
            orthogonalScrollingBehavior: orthogonal ? .continuous : .none)
        section.contentInsetsReference = content
        section.supplementaryContentInsetsReference = supplementary
        return section
    }

    static func layout(
        _ section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init(),
        guides: ContainerGuides = guides, size: Size = F.phone
    ) throws -> CompositionalLayout {
        var layout = CompositionalLayout(section: section, configuration: configuration)
        layout.guides = guides
        return try F.prepared(layout, counts: [2], size: size)
    }

    static func firstCell(_ layout: CompositionalLayout) -> Rect { F.cells(layout)[0] }
    static func header(_ layout: CompositionalLayout) -> Rect? {
        layout.supplementary(ofKind: "header", at: IndexPath(item: 0, section: 0), contentOffset: .zero)?.frame
    }

    @Test func eachReferenceMovesTheContent() throws {
        // .none: from the container's edges.
        #expect(Self.firstCell(try Self.layout(Self.section(.none))) == Rect(x: 10, y: 20, width: 355, height: 50))
        // .safeArea: 44 + 10 on each side.
        #expect(Self.firstCell(try Self.layout(Self.section(.safeArea))) == Rect(x: 54, y: 20, width: 267, height: 50))
        // .layoutMargins: 44 + 8 + 10.
        #expect(
            Self.firstCell(try Self.layout(Self.section(.layoutMargins))) == Rect(x: 62, y: 20, width: 251, height: 50))
        // .readableContent on a narrow phone: the margins' width (271) is under 672, so as the margins.
        #expect(
            Self.firstCell(try Self.layout(Self.section(.readableContent)))
                == Rect(x: 62, y: 20, width: 251, height: 50))
    }

    @Test func readableContentIsCentredAndLimited() throws {
        // 1024 wide: margins 52 each side leave 920, limited to 672 and centred: 124 more each side.
        let layout = try Self.layout(Self.section(.readableContent), size: Size(width: 1024, height: 768))
        #expect(Self.firstCell(layout) == Rect(x: 186, y: 20, width: 652, height: 50))
        // The header's own reference (automatic: the configuration's safe area) plus the
        // section's insets, unless it is given the readable guide too.
        #expect(Self.header(layout) == Rect(x: 54, y: 0, width: 916, height: 20))
        let both = try Self.layout(
            Self.section(.readableContent, supplementary: .readableContent), size: Size(width: 1024, height: 768))
        #expect(Self.header(both) == Rect(x: 186, y: 0, width: 652, height: 20))
        let guides = ContainerGuides(maximumReadableWidth: 500)
        #expect(
            guides.readableContentInsets(in: Size(width: 1024, height: 768))
                == DirectionalEdgeInsets(top: 8, leading: 262, bottom: 8, trailing: 262))
    }

    @Test func automaticFollowsTheConfiguration() throws {
        // UIKit's default configuration reference is the safe area.
        #expect(CompositionalLayoutConfiguration().contentInsetsReference == .safeArea)
        #expect(Self.firstCell(try Self.layout(Self.section())) == Rect(x: 54, y: 20, width: 267, height: 50))
        var configuration = CompositionalLayoutConfiguration()
        configuration.contentInsetsReference = .layoutMargins
        #expect(
            Self.firstCell(try Self.layout(Self.section(), configuration: configuration))
                == Rect(x: 62, y: 20, width: 251, height: 50))
        configuration.contentInsetsReference = .automatic
        #expect(
            Self.firstCell(try Self.layout(Self.section(), configuration: configuration))
                == Rect(x: 54, y: 20, width: 267, height: 50))
        // A section's own reference wins over the configuration's.
        configuration.contentInsetsReference = .layoutMargins
        #expect(
            Self.firstCell(try Self.layout(Self.section(.none), configuration: configuration))
                == Rect(x: 10, y: 20, width: 355, height: 50))
    }

    @Test func boundaryItemsFollowTheContentOrTheirOwnReference() throws {
        // Following the content insets (default): the content's edges.
        #expect(Self.header(try Self.layout(Self.section(.safeArea))) == Rect(x: 54, y: 0, width: 267, height: 20))
        #expect(
            Self.header(try Self.layout(Self.section(.none, supplementary: .layoutMargins)))
                == Rect(x: 62, y: 0, width: 251, height: 20))
        // Not following: the supplementary reference's edges alone (automatic: the safe area).
        #expect(
            Self.header(try Self.layout(Self.section(.layoutMargins, follow: false)))
                == Rect(x: 44, y: 0, width: 287, height: 20))
        #expect(
            Self.header(try Self.layout(Self.section(.layoutMargins, supplementary: .none, follow: false)))
                == Rect(x: 0, y: 0, width: 375, height: 20))
    }

    @Test func withoutASafeAreaNothingMoves() throws {
        // The default guides: no safe area, so the default references change no frame.
        let plain = try Self.layout(Self.section(), guides: ContainerGuides())
        #expect(Self.firstCell(plain) == Rect(x: 10, y: 20, width: 355, height: 50))
        #expect(Self.header(plain) == Rect(x: 10, y: 0, width: 355, height: 20))
    }

    @Test func anOrthogonalStripStartsInsideTheReference() throws {
        let layout = try Self.layout(Self.section(.safeArea, orthogonal: true))
        #expect(F.cells(layout).map(\.minX) == [54, 154])
        let strip = try #require(layout.strip(forSection: 0))
        #expect(strip.contentLength == 308)
    }

    @Test func horizontalLayoutsUseTopAndBottom() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)), subitems: [item])
        var section = LayoutSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: 5, leading: 3, bottom: 5, trailing: 0))
        section.contentInsetsReference = .layoutMargins
        let configuration = CompositionalLayoutConfiguration(scrollDirection: .horizontal)
        let guides = ContainerGuides(
            safeAreaInsets: DirectionalEdgeInsets(top: 20, leading: 44, bottom: 30, trailing: 44))
        let layout = try Self.layout(section, configuration: configuration, guides: guides)
        // Top 20 + 8 + 5, bottom 30 + 8 + 5; leading is along the scroll axis: only the 3.
        #expect(Self.firstCell(layout) == Rect(x: 3, y: 33, width: 100, height: 667 - 33 - 43))
    }

    @Test func badGuidesAreErrors() throws {
        var guides = ContainerGuides()
        guides.maximumReadableWidth = 0
        #expect(
            throws: LayoutError(
                path: "layout.environment.readableWidth", message: "must be a finite number > 0, got 0.0")
        ) {
            _ = try Self.layout(Self.section(), guides: guides)
        }
        guides = ContainerGuides(safeAreaInsets: DirectionalEdgeInsets(all: .nan))
        #expect(throws: LayoutError.self) { _ = try Self.layout(Self.section(), guides: guides) }
    }

    @Test func theSectionProviderSeesTheGuides() throws {
        var layout = CompositionalLayout(configuration: .init()) { _, environment in
            Self.section(environment.guides.safeAreaInsets.leading > 0 ? .none : .safeArea)
        }
        layout.guides = Self.guides
        layout = try F.prepared(layout, counts: [1])
        #expect(Self.firstCell(layout).minX == 10)
    }
}

/// UIKit ignores an item's content insets along an estimated axis; the layout says so.
@Suite struct EstimatedAxisInsetWarningTests {
    @Test func insetsOnAnEstimatedAxisAreReported() throws {
        let estimated = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(40)),
            contentInsets: DirectionalEdgeInsets(top: 4, leading: 2, bottom: 0, trailing: 0))
        let plain = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(40)),
            contentInsets: DirectionalEdgeInsets(all: 3))
        let inner = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(40)), subitems: [estimated])
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(40)),
            subitems: [.item(plain), .group(inner)])
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        try layout.prepare(for: LayoutContext(containerSize: CompositionalFixtures.phone, itemCounts: [3, 3]))
        // Two sections from the one section the layout was made with: the specification is
        // checked once, so it is warned about once, at its path.
        let one = LayoutWarning(
            path: "layout.sections[0].group.subitems[1].subitems[0].contentInsets",
            message: "top and bottom insets are ignored: the height is estimated")
        #expect(layout.warnings == [one])
        // The rule itself: the cell's height is the item's, with no top inset.
        let cell = try #require(layout.element(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.minY == 0)
        #expect(cell.frame.minX == 187.5 + 2)
        // A layout without such insets has no warnings.
        var clean = CompositionalLayout(section: CompositionalFixtures.insetGrid)
        try clean.prepare(for: LayoutContext(containerSize: CompositionalFixtures.phone, itemCounts: [3]))
        #expect(clean.warnings.isEmpty)
    }
}

/// Over thousands of seeded guides, references and insets, cells and headers sit exactly
/// at their reference's edges plus the insets, and queries still match a brute-force filter.
@Suite struct ContentInsetsReferencePropertyTests {
    static let references = ContentInsetsReference.allCases

    @Test func framesFollowTheReferenceEdges() throws {
        var rng = SplitMix64(seed: 14)
        func pick(_ n: Int) -> Double { Double(rng.next() % UInt64(n)) }
        for round in 0..<2_000 {
            let guides = ContainerGuides(
                safeAreaInsets: DirectionalEdgeInsets(top: 0, leading: pick(50), bottom: 0, trailing: pick(50)),
                layoutMargins: DirectionalEdgeInsets(all: pick(20)), maximumReadableWidth: 100 + pick(900))
            let width = 200 + pick(1_000)
            let content = Self.references[Int(rng.next() % 5)]
            let supplementary = Self.references[Int(rng.next() % 5)]
            let configuration = Self.references[Int(rng.next() % 5)]
            let follow = rng.next() % 2 == 0
            var section = ContentInsetsReferenceTests.section(content, supplementary: supplementary, follow: follow)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: pick(30), bottom: 0, trailing: pick(30))
            var c = CompositionalLayoutConfiguration()
            c.contentInsetsReference = configuration
            let layout = try ContentInsetsReferenceTests.layout(
                section, configuration: c, guides: guides, size: Size(width: width, height: 600))
            let environment = CompositionalLayout.environment(for: Size(width: width, height: 600), guides: guides)
            func edges(_ r: ContentInsetsReference) -> DirectionalEdgeInsets {
                let resolved = r == .automatic ? (configuration == .automatic ? .safeArea : configuration) : r
                return environment.referenceInsets(resolved)
            }
            let e = edges(content)
            let cell = ContentInsetsReferenceTests.firstCell(layout)
            #expect(cell.minX == e.leading + section.contentInsets.leading, "round \(round)")
            #expect(cell.maxX == width - e.trailing - section.contentInsets.trailing, "round \(round)")
            let s = edges(supplementary)
            let header = try #require(ContentInsetsReferenceTests.header(layout))
            #expect(header.minX == s.leading + (follow ? section.contentInsets.leading : 0), "round \(round)")
            #expect(header.maxX == width - s.trailing - (follow ? section.contentInsets.trailing : 0), "round \(round)")
            let rect = Rect(x: pick(Int(width)), y: pick(100), width: pick(300), height: pick(100))
            _ = expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: .zero)
        }
    }
}
