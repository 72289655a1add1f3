import Testing

@testable import CollectionLayout

/// `LayoutSection.visibleItemsInvalidationHandler` and `VisibleItemsEffect`: applied to
/// copies at query time, never to the prepared layout.
@Suite struct VisibleItemsHandlerTests {
    typealias F = CompositionalFixtures

    static let wide = Size(width: 400, height: 600)

    /// A continuous strip of 100 x 50 cells, no spacing or insets, on a 400-point
    /// viewport, with `handler`.
    static func strip(_ handler: VisibleItemsInvalidationHandler?, offset: Double = 0) throws -> StripViewer {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .absolute(100), height: .absolute(50)), subitems: [item])
        var section = LayoutSection(group: group, orthogonalScrollingBehavior: .continuous)
        section.visibleItemsInvalidationHandler = handler
        var layout = StripViewer(try F.prepared(CompositionalLayout(section: section), counts: [8], size: wide))
        layout.orthogonalOffsets[0] = offset
        return layout
    }

    static let carousel = VisibleItemsEffect(axis: .horizontal, minimumScale: 0.5).handler

    @Test func carouselScalesByDistanceToTheCentre() throws {
        let layout = try Self.strip(Self.carousel)
        let cells = layout.query(Rect(x: 0, y: 0, width: 400, height: 600), contentOffset: .zero).elements
        // Centres 50, 150, 250, 350; the viewport's is 200: d = 150, 50, 50, 150.
        #expect(cells.map(\.indexPath.item) == [0, 1, 2, 3])
        #expect(cells.map(\.transform) == [0.625, 0.875, 0.875, 0.625].map { LayoutTransform(scaleX: $0, y: $0) })
        // Frames stay where the layout put them; the drawn box shrinks about the centre.
        #expect(cells.map(\.frame) == (0..<4).map { Rect(x: 100 * Double($0), y: 0, width: 100, height: 50) })
        #expect(cells[0].transformedFrame == Rect(x: 18.75, y: 9.375, width: 62.5, height: 31.25))
        #expect(cells[1].transformedFrame == Rect(x: 106.25, y: 3.125, width: 87.5, height: 43.75))
    }

    @Test func theStripOffsetMovesTheCentreItem() throws {
        let layout = try Self.strip(Self.carousel, offset: 50)
        let cells = layout.query(Rect(x: 0, y: 0, width: 400, height: 600), contentOffset: .zero).elements
        // On screen the cells start at -50, 50, ... 350: centres 0 ... 400, d = 200, 100, 0, 100, 200.
        #expect(cells.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        #expect(cells.map(\.transform.a) == [0.5, 0.75, 1, 0.75, 0.5])
        #expect(cells[2].transform.isIdentity)
        #expect(cells[2].frame == Rect(x: 150, y: 0, width: 100, height: 50))
    }

    @Test func theCacheIsNeverChanged() throws {
        let with = try Self.strip(Self.carousel, offset: 50)
        let without = try Self.strip(nil, offset: 50)
        let rect = Rect(x: 0, y: 0, width: 400, height: 600)
        let first = with.query(rect, contentOffset: .zero).elements
        let second = with.query(rect, contentOffset: .zero).elements
        // The effect does not accumulate over queries.
        #expect(first == second)
        // Apart from the handler's changes, the output is the prepared layout's.
        var undone = first
        for i in undone.indices { undone[i].transform = .identity }
        #expect(undone == without.query(rect, contentOffset: .zero).elements)
        #expect(with.element(at: IndexPath(item: 0, section: 0)) == without.element(at: IndexPath(item: 0, section: 0)))
        #expect(with.element(at: IndexPath(item: 0, section: 0))?.transform == .identity)
    }

    /// A vertical list of 100-point rows with a header, and a layout-wide header.
    static func list(_ handler: @escaping VisibleItemsInvalidationHandler) throws -> CompositionalLayout {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
        let header = BoundarySupplementaryItem(
            elementKind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
            alignment: .top)
        var made = LayoutSection(group: group, boundarySupplementaryItems: [header])
        made.visibleItemsInvalidationHandler = handler
        let section = made
        let banner = BoundarySupplementaryItem(
            elementKind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
            alignment: .top)
        let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [banner])
        return try F.prepared(
            CompositionalLayout(configuration: configuration) { _, _ in section }, counts: [5, 5], size: wide)
    }

    /// The handler writes what it was given into the output: zIndex = 100 × (items
    /// handed over) + position, and each item moves down by the offset's y.
    static let recorder: VisibleItemsInvalidationHandler = { items, offset, environment in
        for k in items.indices {
            items[k].zIndex = 100 * items.count + k
            items[k].center.y += offset.y
            items[k].alpha = environment.container.contentSize.width / 800
        }
    }

    @Test func aScrollingSectionGetsItsCellsAndBoundaryItemsInContentCoordinates() throws {
        let layout = try Self.list(Self.recorder)
        let found = layout.query(Rect(x: 0, y: 0, width: 400, height: 300), contentOffset: Point(x: 0, y: 7))
        // Banner 0..<30, section 0's header 30..<50, rows from 50: rows 0, 1, 2 (250..<350) meet y < 300.
        let summary = found.elements.map {
            "\($0.category.kind ?? "cell") \($0.indexPath.item) z\($0.zIndex) y\(Int($0.frame.minY))"
        }
        #expect(
            summary == [
                "cell 0 z400 y57", "cell 1 z401 y157", "cell 2 z402 y257", "banner 0 z1 y0", "header 0 z403 y37",
            ])
        #expect(found.elements.filter { $0.category.kind != "banner" }.allSatisfy { $0.alpha == 0.5 })
        #expect(found.elements.first { $0.category.kind == "banner" }?.alpha == 1)
    }

    @Test func eachSectionGetsItsOwnItems() throws {
        let layout = try Self.list(Self.recorder)
        // Section 0: 30 + 20 + 500 = 550; section 1's header at 550, rows from 570.
        let found = layout.query(Rect(x: 0, y: 500, width: 400, height: 100), contentOffset: .zero).elements
        let summary = found.map {
            "\($0.category.kind ?? "cell") \($0.indexPath.section).\($0.indexPath.item) z\($0.zIndex)"
        }
        #expect(summary == ["cell 0.4 z100", "cell 1.0 z200", "header 1.0 z201"])
    }

    @Test func addedRemovedAndNonFiniteChangesAreIgnored() throws {
        let layout = try Self.list { items, _, _ in
            items[0].center.x = .nan
            items[0].alpha = .infinity
            items[0].transform = LayoutTransform(scaleX: .nan, y: 1)
            items[0].zIndex = 9
            items.removeLast()
        }
        let plain = try Self.list { _, _, _ in }
        let rect = Rect(x: 0, y: 50, width: 400, height: 150)
        let found = layout.query(rect, contentOffset: .zero).elements
        var expected = plain.query(rect, contentOffset: .zero).elements
        expected[0].zIndex = 9
        #expect(found == expected)
    }

    @Test func allElementsAndStreamingAgreeWithTheQuery() throws {
        let layout = try Self.strip(Self.carousel, offset: 120)
        let everything = Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
        let queried = layout.query(everything, contentOffset: .zero).elements
        #expect(layout.allElements(contentOffset: .zero) == queried)
        var streamed: [LayoutAttributes] = []
        layout.forEachElement(in: everything, contentOffset: .zero) { streamed.append($0) }
        #expect(streamed == queried)
        var all: [LayoutAttributes] = []
        layout.forEachElement(contentOffset: .zero) { all.append($0) }
        #expect(all == queried)
    }

    /// Over thousands of seeded rectangles and offsets, a handler that moves and scales
    /// every item never changes which elements a query reports.
    @Test func queriesReportTheSameElementsWithAndWithoutAHandler() throws {
        let mover: VisibleItemsInvalidationHandler = { items, _, _ in
            for k in items.indices {
                items[k].center.x += 1_000
                items[k].transform = LayoutTransform(scaleX: 0.1, y: 3)
            }
        }
        var rng = SplitMix64(seed: 15)
        for round in 0..<2_000 {
            let offset = Double(rng.next() % 900)
            let with = try Self.strip(mover, offset: offset)
            let without = try Self.strip(nil, offset: offset)
            let rect = Rect(
                x: Double(rng.next() % 800) - 200, y: Double(rng.next() % 80) - 20,
                width: Double(rng.next() % 500), height: Double(rng.next() % 60))
            let a = with.query(rect, contentOffset: .zero).elements
            let b = without.query(rect, contentOffset: .zero).elements
            #expect(a.map(\.indexPath) == b.map(\.indexPath), "round \(round)")
            #expect(a.map(\.frame.minX) == b.map { $0.frame.minX + 1_000 }, "round \(round)")
            if a.map(\.indexPath) != b.map(\.indexPath) { break }
        }
    }

    @Test func effectFactorAndValidation() throws {
        #expect(VisibleItemsEffect.factor(centre: 200, offset: 0, length: 400, minimum: 0.8) == 1)
        #expect(VisibleItemsEffect.factor(centre: 300, offset: 0, length: 400, minimum: 0.5) == 0.75)
        #expect(VisibleItemsEffect.factor(centre: 300, offset: 0, length: 0, minimum: 0.5) == 0.5)
        #expect(throws: LayoutError.self) {
            try VisibleItemsEffect(axis: .horizontal, minimumScale: 1.5).validate(path: "s")
        }
        #expect(throws: LayoutError.self) {
            try VisibleItemsEffect(axis: .horizontal, minimumAlpha: -0.1).validate(path: "s")
        }
        try VisibleItemsEffect(axis: .vertical, minimumScale: 0, minimumAlpha: 1).validate(path: "s")
    }

    @Test func alphaEffectMultipliesTheAlpha() throws {
        let fade = VisibleItemsEffect(axis: .horizontal, minimumAlpha: 0.25).handler
        let cells = try Self.strip(fade).query(Rect(x: 0, y: 0, width: 400, height: 50), contentOffset: .zero)
            .elements
        #expect(cells.map(\.alpha) == [0.625, 0.875, 0.875, 0.625])
        #expect(cells.allSatisfy { $0.transform.isIdentity })
    }

    @Test func transitionsMoveTheTransformSmoothly() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let small = LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: frame,
            transform: LayoutTransform(scaleX: 0.5, y: 0.5))
        var full = small
        full.transform = .identity
        #expect(LayoutTransition.interpolate(small, full, 0.5).transform == LayoutTransform(scaleX: 0.75, y: 0.75))
        #expect(LayoutTransition.interpolate(small, full, 1).transform.isIdentity)
        #expect(LayoutTransition.interpolate(full, full, 0.3).transform.isIdentity)
    }

    @Test func transformArithmetic() {
        let s = LayoutTransform(scaleX: 2, y: 3)
        let t = LayoutTransform(translationX: 5, y: -1)
        #expect(s.concatenating(t) == LayoutTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: -1))
        #expect(t.concatenating(s) == LayoutTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: -3))
        #expect(s.apply(to: Point(x: 1, y: 1)) == Point(x: 2, y: 3))
        let r = Rect(x: 10, y: 10, width: 20, height: 10)
        #expect(LayoutTransform.identity.applied(aroundCentreOf: r) == r)
        #expect(t.applied(aroundCentreOf: r) == Rect(x: 15, y: 9, width: 20, height: 10))
        // A quarter turn shows as its bounding box.
        let turn = LayoutTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(turn.applied(aroundCentreOf: r) == Rect(x: 15, y: 5, width: 10, height: 20))
    }
}
