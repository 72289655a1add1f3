import TestSupport
import Testing

@testable import CollectionLayout

/// `updateMeasuredSize(_:forItemAt:)` (CompositionalLayout+MeasuredSize.swift) must give
/// what a prepare with the measured sizes in the data gives: exactly when every size is
/// a multiple of a power of two, within rounding otherwise.
@Suite struct MeasuredSizeTests {
    /// Elements of `a` and `b` in dump order: the same keys and zIndices, frames equal
    /// (`exact`) or within a relative 1e-9.
    static func expectSame(
        _ a: CompositionalLayout, _ b: CompositionalLayout, offset: Point = .zero, exact: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let x = a.allElements(contentOffset: offset)
        let y = b.allElements(contentOffset: offset)
        #expect(x.count == y.count, sourceLocation: sourceLocation)
        #expect(
            close(a.contentSize.width, b.contentSize.width, exact)
                && close(a.contentSize.height, b.contentSize.height, exact), sourceLocation: sourceLocation)
        var reported = 0
        for (e, f) in zip(x, y) where reported < 3 {
            let same =
                e.category == f.category && e.indexPath == f.indexPath && e.zIndex == f.zIndex
                && close(e.frame.minX, f.frame.minX, exact) && close(e.frame.minY, f.frame.minY, exact)
                && close(e.frame.width, f.frame.width, exact) && close(e.frame.height, f.frame.height, exact)
            if !same {
                reported += 1
                Issue.record("\(e) != \(f)", sourceLocation: sourceLocation)
            }
        }
    }

    static func close(_ a: Double, _ b: Double, _ exact: Bool) -> Bool {
        exact ? a.bitPattern == b.bitPattern || a == b : abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    /// Queries of `a` and `b` over `rects`: the same elements.
    /// Checks `layout`, whose items were measured one at a time to `sizes`, against
    /// `reference` prepared with all of them at once: the same elements, and the same
    /// answers to `queries` random rectangles along `axis`.
    static func expectMatchesPrepare(
        _ layout: CompositionalLayout, _ reference: CompositionalLayout, context: LayoutContext,
        sizes: [IndexPath: Size], axis: Axis, queries: Int, specs: inout RandomCompositionalSpecs,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var reference = reference
        try reference.prepare(for: CompositionalLayout.measuredContext(context, sizes))
        expectSame(layout, reference, exact: false, sourceLocation: sourceLocation)
        let end = reference.contentSize[axis]
        let rects = (0..<queries).map { _ in
            var r = Rect(origin: .zero, size: context.containerSize)
            r.origin[axis] = Double(specs.int(-50...Int(end) + 50)) + 0.37
            return r
        }
        expectSameQueries(layout, reference, rects: rects, sourceLocation: sourceLocation)
    }

    /// A 390 x 844 container whose sections hold items of `heights` (one array a section).
    static func phoneContext(heights: [[Double]]) -> LayoutContext {
        LayoutContext(
            containerSize: Size(width: 390, height: 844), sections: heights.map { SectionMetrics(itemCount: $0.count) },
            itemMetrics: .table(heights.map { $0.map { ItemMetrics(height: $0) } }))
    }

    /// A random item of a layout whose sections hold `counts` items (none empty).
    static func randomIndexPath(counts: [Int], using rng: inout SeededGenerator) -> IndexPath {
        let s = Int.random(in: 0..<counts.count, using: &rng)
        return IndexPath(item: Int.random(in: 0..<counts[s], using: &rng), section: s)
    }

    /// A random container (200 to 800 wide, 300 to 900 tall) over sections of `counts`
    /// random items, each section with a 20-pt header.
    static func randomContext(counts: [Int], specs: inout RandomCompositionalSpecs) -> LayoutContext {
        let data = counts.map { RowTemplateTests.randomMetrics(&specs, count: $0) }
        return LayoutContext(
            containerSize: Size(width: Double(specs.int(200...800)), height: Double(specs.int(300...900))),
            sections: counts.map { SectionMetrics(itemCount: $0, headerHeight: 20) }, itemMetrics: .table(data))
    }

    static func expectSameQueries(
        _ a: CompositionalLayout, _ b: CompositionalLayout, rects: [Rect],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for rect in rects {
            let x = a.query(rect, contentOffset: rect.origin).elements.map { "\($0.category)\($0.indexPath)" }
            let y = b.query(rect, contentOffset: rect.origin).elements.map { "\($0.category)\($0.indexPath)" }
            #expect(x == y, "\(rect)", sourceLocation: sourceLocation)
        }
    }

    /// The benchmark's grid: two items of estimated height per row, inset.
    static func grid(columns: Int = 2) -> LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1 / Double(columns)), height: .estimated(150)),
            contentInsets: DirectionalEdgeInsets(all: 8))
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(150)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(leading: 4, trailing: 4)
        return LayoutSection(
            group: group, interGroupSpacing: 6, contentInsets: DirectionalEdgeInsets(top: 4, bottom: 4))
    }

    /// Large sections (many index chunks), boundary items of every kind (one pinned), a
    /// background, an orthogonal section and layout-wide items; sizes in quarter points,
    /// so every sum is exact and the result must equal a prepare to the bit.
    @Test func manyUpdatesAcrossChunksEqualAPrepareExactly() throws {
        var rng = SeededGenerator(seed: 4_096)
        var sections: [LayoutSection] = []
        for s in 0..<5 {
            var section = Self.grid(columns: s == 3 ? 3 : 2)
            section.boundarySupplementaryItems = [
                BoundarySupplementaryItem(
                    elementKind: ElementKind.header,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                    alignment: .top, pinToVisibleBounds: s == 1),
                BoundarySupplementaryItem(
                    elementKind: ElementKind.footer,
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                    alignment: .bottom),
                BoundarySupplementaryItem(
                    elementKind: "side", size: LayoutSize(width: .absolute(30), height: .absolute(30)),
                    alignment: .leading, extendsBoundary: false),
            ]
            section.decorationItems = [.background(contentInsets: DirectionalEdgeInsets(all: 2))]
            if s == 2 { section.orthogonalScrollingBehavior = .continuous }
            sections.append(section)
        }
        var configuration = CompositionalLayoutConfiguration(interSectionSpacing: 12)
        configuration.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: "layout-footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                alignment: .bottom)
        ]
        let frozen = sections
        let counts = [9_000, 5_001, 40, 7_000, 3]
        let heights = counts.map { n in (0..<n).map { _ in Double(Int.random(in: 40...1200, using: &rng)) / 4 } }
        let context = Self.phoneContext(heights: heights)
        let make = { CompositionalLayout(configuration: configuration) { index, _ in frozen[index] } }
        var layout = make()
        try layout.prepare(for: context)
        #expect(layout.prepared.cells.indexes.count > 4)
        var sizes: [IndexPath: Size] = [:]
        for round in 0..<60 {
            let indexPath = Self.randomIndexPath(counts: counts, using: &rng)
            let size = Size(width: 100, height: Double(Int.random(in: 0...1600, using: &rng)) / 4)
            try layout.updateMeasuredSize(size, forItemAt: indexPath)
            sizes[indexPath] = size
            if round % 15 == 14 {
                var reference = make()
                try reference.prepare(for: CompositionalLayout.measuredContext(context, sizes))
                Self.expectSame(layout, reference, exact: true)
                Self.expectSame(layout, reference, offset: Point(x: 0, y: 123_456.5), exact: true)
                let rects = (0..<40).map { _ in
                    Rect(
                        x: 0, y: Double.random(in: -100...(reference.contentSize.height + 100), using: &rng),
                        width: 390, height: 844)
                }
                Self.expectSameQueries(layout, reference, rects: rects)
            }
        }
        // Later chunks were moved, not rewritten.
        #expect(layout.prepared.cells.shifts.contains { $0 != 0 })
    }

    /// Random specifications of every kind (nested, custom, orthogonal, estimated along
    /// the axis: a full prepare; rows: the fast path) and random updates.
    @Test func randomLayoutsAndUpdatesEqualAPrepare() throws {
        var specs = RandomCompositionalSpecs(rng: SeededGenerator(seed: 777))
        var fast = 0
        var tried = 0
        for _ in 0..<400 {
            let axis: Axis = specs.chance(0.8) ? .vertical : .horizontal
            let sectionCount = specs.int(1...4)
            var sections: [LayoutSection] = []
            for _ in 0..<sectionCount {
                if specs.chance(0.5) {
                    var row = RowTemplateTests.randomRow(&specs)
                    if axis == .horizontal { row.size = LayoutSize(width: row.size.height, height: row.size.width) }
                    var section = specs.section(axis: axis)
                    section.group = row
                    sections.append(section)
                } else {
                    sections.append(specs.section(axis: axis))
                }
            }
            let configuration = CompositionalLayoutConfiguration(
                scrollDirection: axis, interSectionSpacing: Double(specs.int(0...20)))
            let frozen = sections
            let make = { CompositionalLayout(configuration: configuration) { index, _ in frozen[index] } }
            let counts = (0..<sectionCount).map { _ in specs.chance(0.1) ? 0 : specs.int(1...80) }
            let context = Self.randomContext(counts: counts, specs: &specs)
            var layout = make()
            guard (try? layout.prepare(for: context)) != nil else { continue }
            var sizes: [IndexPath: Size] = [:]
            for _ in 0..<specs.int(1...4) {
                guard let s = (0..<sectionCount).filter({ counts[$0] > 0 }).randomElement(using: &specs.rng) else {
                    break
                }
                let indexPath = IndexPath(item: specs.int(0...(counts[s] - 1)), section: s)
                let size = Size(width: Double(specs.int(0...4000)) / 16, height: Double(specs.int(0...4000)) / 16)
                if layout.prepared.records[s].firstRow >= 0 { fast += 1 }
                tried += 1
                try layout.updateMeasuredSize(size, forItemAt: indexPath)
                sizes[indexPath] = size
            }
            try Self.expectMatchesPrepare(
                layout, make(), context: context, sizes: sizes, axis: axis, queries: 10, specs: &specs)
        }
        #expect(fast > 200)
        #expect(tried - fast > 200)
    }

    @Test func badInputLeavesTheLayoutUnchanged() throws {
        var layout = CompositionalLayout(section: Self.grid())
        do {
            try layout.updateMeasuredSize(Size(width: 1, height: 1), forItemAt: IndexPath(item: 0, section: 0))
            Issue.record("expected an error before a prepare")
        } catch {
            #expect(error.message == "the layout must be prepared before an item is measured")
        }
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 390, height: 844), itemCounts: [10],
                itemMetrics: .uniform(ItemMetrics(height: 50))))
        let before = layout.allElements(contentOffset: .zero)
        for (size, indexPath, path) in [
            (Size(width: 1, height: -1), IndexPath(item: 3, section: 0), "sections[0].items[3].height"),
            (Size(width: .infinity, height: 1), IndexPath(item: 3, section: 0), "sections[0].items[3].width"),
            (Size(width: 1, height: 1), IndexPath(item: 10, section: 0), "indexPath"),
            (Size(width: 1, height: 1), IndexPath(item: 0, section: 1), "indexPath"),
        ] {
            do {
                try layout.updateMeasuredSize(size, forItemAt: indexPath)
                Issue.record("expected an error for \(size) at \(indexPath)")
            } catch {
                #expect(error.path == path)
            }
        }
        #expect(layout.allElements(contentOffset: .zero) == before)
    }

    /// A worked example: the second row's left item grows from 50 to 80 points; the row,
    /// and everything after it, moves down 30.
    @Test func aTallerItemPushesTheRowsAfterIt() throws {
        var layout = CompositionalLayout(section: Self.grid())
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 390, height: 844), itemCounts: [6],
                itemMetrics: .uniform(ItemMetrics(height: 50))))
        #expect(layout.contentSize.height == 4 + 50 + 6 + 50 + 6 + 50 + 4)
        try layout.updateMeasuredSize(Size(width: 10, height: 80), forItemAt: IndexPath(item: 2, section: 0))
        let cells = CompositionalFixtures.cells(layout)
        #expect(cells[2] == Rect(x: 12, y: 60, width: 175, height: 80))
        #expect(cells[3] == Rect(x: 203, y: 60, width: 175, height: 50))
        #expect(cells[4] == Rect(x: 12, y: 146, width: 175, height: 50))
        #expect(layout.contentSize.height == 4 + 50 + 6 + 80 + 6 + 50 + 4)
    }
}
