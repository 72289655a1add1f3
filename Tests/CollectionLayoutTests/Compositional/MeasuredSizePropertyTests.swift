import TestSupport
import Testing

@testable import CollectionLayout

/// The one-item relayout (`updateMeasuredSize`, CompositionalLayout+MeasuredSize.swift)
/// against a full prepare with the measured sizes in the data, over thousands of seeded
/// layouts: rows solved by a ``RowTemplate`` (the relayout's fast path) beside sections
/// that take a prepare, sections large enough to span several index chunks, updates that
/// grow, shrink or keep their row's extent, and queries whose band crosses the moved rows
/// and the chunk boundaries.
@Suite struct MeasuredSizePropertyTests {
    /// A row section (the fast path) or any section (a prepare), for `axis`.
    static func randomSection(_ specs: inout RandomCompositionalSpecs, axis: Axis) -> LayoutSection {
        guard specs.chance(0.7) else { return specs.section(axis: axis) }
        var row = RowTemplateTests.randomRow(&specs)
        if axis == .horizontal { row.size = LayoutSize(width: row.size.height, height: row.size.width) }
        var section = specs.section(axis: axis)
        section.group = row
        return section
    }

    @Test func thousandsOfSeededRelayoutsEqualAPrepare() throws {
        var specs = RandomCompositionalSpecs(rng: SeededGenerator(seed: 0x00DE_1A70_0071))
        var cases = 0
        var fast = 0
        var shiftedChunks = 0
        for round in 0..<2_400 {
            let axis: Axis = specs.chance(0.8) ? .vertical : .horizontal
            let sectionCount = specs.int(1...4)
            // One case in 40 has a grid section of several index chunks (2,048 cells each).
            let large = round % 40 == 7
            var sections = (0..<sectionCount).map { _ in Self.randomSection(&specs, axis: axis) }
            if large && axis == .vertical { sections[0] = MeasuredSizeTests.grid(columns: specs.int(1...3)) }
            let frozen = sections
            let configuration = CompositionalLayoutConfiguration(
                scrollDirection: axis, interSectionSpacing: Double(specs.int(0...20)))
            let make = { CompositionalLayout(configuration: configuration) { index, _ in frozen[index] } }
            let counts = (0..<sectionCount).map { s in
                large && s == 0 ? specs.int(4_200...6_500) : (specs.chance(0.08) ? 0 : specs.int(1...90))
            }
            let context = MeasuredSizeTests.randomContext(counts: counts, specs: &specs)
            var layout = make()
            guard (try? layout.prepare(for: context)) != nil else { continue }
            let filled = (0..<sectionCount).filter { counts[$0] > 0 }
            guard !filled.isEmpty else { continue }
            var sizes: [IndexPath: Size] = [:]
            for _ in 0..<specs.int(1...5) {
                let s = large && specs.chance(0.6) ? filled[0] : specs.pick(filled)
                let item = specs.int(0...(counts[s] - 1))
                let indexPath = IndexPath(item: item, section: s)
                // Sometimes the size it already has, or the same extent across the row.
                let size: Size
                switch specs.int(0...5) {
                case 0:
                    let metrics = context.itemMetrics(indexPath)
                    size = Size(width: metrics.width ?? 0, height: metrics.height ?? 0)
                default:
                    size = Size(width: Double(specs.int(0...4000)) / 16, height: Double(specs.int(0...4000)) / 16)
                }
                if layout.prepared.records[s].firstRow >= 0 { fast += 1 }
                try layout.updateMeasuredSize(size, forItemAt: indexPath)
                sizes[indexPath] = size
            }
            shiftedChunks += layout.prepared.cells.shifts.filter { $0 != 0 }.count
            try MeasuredSizeTests.expectMatchesPrepare(
                layout, make(), context: context, sizes: sizes, axis: axis, queries: 6, specs: &specs)
            cases += 1
        }
        #expect(cases > 2_000)
        #expect(fast > 1_500)
        #expect(shiftedChunks > 20)
    }

    /// Quarter-point sizes in a grid of three sections, the first of several chunks: after
    /// every one of 300 updates the content size and the elements around the changed row
    /// equal a prepare's to the bit, and every 50 updates the whole layout does.
    @Test func everyUpdateOfAChunkedGridEqualsAPrepareToTheBit() throws {
        var rng = SeededGenerator(seed: 0xC4_0A4E)
        let frozen = [MeasuredSizeTests.grid(columns: 2), MeasuredSizeTests.grid(columns: 3), MeasuredSizeTests.grid()]
        let make = {
            CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10)) { index, _ in
                frozen[index]
            }
        }
        let counts = [7_000, 900, 2_500]
        let heights = counts.map { n in (0..<n).map { _ in Double(Int.random(in: 0...800, using: &rng)) / 4 } }
        let context = MeasuredSizeTests.phoneContext(heights: heights)
        var layout = make()
        try layout.prepare(for: context)
        #expect(layout.prepared.cells.indexes.count >= 5)
        var sizes: [IndexPath: Size] = [:]
        for round in 0..<300 {
            let indexPath = MeasuredSizeTests.randomIndexPath(counts: counts, using: &rng)
            let size = Size(width: 50, height: Double(Int.random(in: 0...1200, using: &rng)) / 4)
            try layout.updateMeasuredSize(size, forItemAt: indexPath)
            sizes[indexPath] = size
            var reference = make()
            try reference.prepare(for: CompositionalLayout.measuredContext(context, sizes))
            #expect(layout.contentSize == reference.contentSize)
            let cell = try #require(reference.element(at: indexPath))
            var band = Rect(x: 0, y: cell.frame.minY - 900, width: 390, height: 1_800)
            Self.expectSameFrames(layout, reference, in: band)
            band.origin.y = Double(Int.random(in: 0...Int(reference.contentSize.height), using: &rng))
            Self.expectSameFrames(layout, reference, in: band)
            if round % 50 == 49 { MeasuredSizeTests.expectSame(layout, reference, exact: true) }
        }
    }

    /// The elements both layouts report in `rect`: the same, frames equal to the bit.
    static func expectSameFrames(
        _ a: CompositionalLayout, _ b: CompositionalLayout, in rect: Rect,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let x = a.query(rect, contentOffset: rect.origin).elements
        let y = b.query(rect, contentOffset: rect.origin).elements
        #expect(x == y, "\(rect)", sourceLocation: sourceLocation)
    }
}
