import TestSupport
import Testing

@testable import CollectionLayout

/// Layouts that write their cell index's arrays while placing their cells (Mosaic,
/// Split, the compositional chunks) or copy lines instead of packing them (Flow with
/// uniform metrics), against the slower way they replaced: the same index, field by
/// field, as one built from the frames alone, and the same frames, to the bit, as the
/// general placement (Docs/benchmarks.md, "Prepare path, fourth wave").
@Suite struct PreparedIndexTests {
    /// Every stored part of two indexes is the same.
    static func expectSameIndex(
        _ a: VisibilityIndex, _ b: VisibilityIndex, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let same =
            a.axis == b.axis && a.order == b.order && a.starts == b.starts && a.ends == b.ends && a.tree == b.tree
            && a.leafBase == b.leafBase && a.reach == b.reach && a.samples == b.samples
            && a.sampleLevels == b.sampleLevels
        #expect(same, "\(label): the index differs from the one built from the frames", sourceLocation: sourceLocation)
        return same
    }

    /// The sampled levels hold the starts at multiples of 16, 256, ..., down to one level
    /// of at most 16 entries.
    @Test func samplesAreTheStartsAtPowersOfTheFanout() {
        for n in [0, 1, 15, 16, 17, 255, 256, 257, 4_095, 4_096, 4_097, 70_000] {
            let starts = (0..<n).map { Double($0) * 0.5 }
            let index = VisibilityIndex(starts: starts, ends: starts.map { $0 + 1 }, axis: .vertical)
            var stride = VisibilityIndex.fanout
            var below = n
            for level in 0..<(index.sampleLevels.count - 1) {
                let entries = Array(index.samples[index.sampleLevels[level]..<index.sampleLevels[level + 1]])
                #expect(entries == Swift.stride(from: 0, to: n, by: stride).map { starts[$0] }, "n \(n) level \(level)")
                below = entries.count
                stride *= VisibilityIndex.fanout
            }
            #expect(below <= VisibilityIndex.fanout || n <= VisibilityIndex.fanout, "n \(n)")
            #expect(index.tree.count == 2 * index.leafBase && index.tree[0] == -.infinity, "n \(n)")
        }
    }

    /// Mosaic's frames equal the per-band division they replaced, and its index equals
    /// the one built (sorted) from its frames.
    @Test func mosaicMatchesItsBandsAndItsFrames() throws {
        var rng = SeededGenerator(seed: 0x40_5A1C)
        for round in 0..<400 {
            let count = round < 40 ? round : Int.random(in: 0...(round % 10 == 0 ? 5_000 : 300), using: &rng)
            let width =
                Bool.random(using: &rng)
                ? Double(Int.random(in: 0...900, using: &rng)) : Double.random(in: 0...900, using: &rng)
            var layout = MosaicLayout()
            try layout.prepare(
                for: LayoutContext(containerSize: Size(width: width, height: 600), itemCounts: [count]))
            var expected: [Rect] = []
            var segment = MosaicSegment.fullWidth
            var bottom = 0.0
            while expected.count < count {
                let band = Rect(x: 0, y: bottom + 1, width: width, height: MosaicLayout.segmentHeight)
                for tile in segment.tileFrames(in: band) where expected.count < count { expected.append(tile) }
                bottom = band.maxY
                segment = segment.next(remaining: count - expected.count)
            }
            let label = "round \(round), \(count) items, width \(width)"
            #expect(layout.store.cellFrames == expected, "\(label)")
            #expect(layout.contentSize == Size(width: width, height: Swift.max(600, bottom)), "\(label)")
            let built = VisibilityIndex(frames: expected, axis: .vertical)
            guard Self.expectSameIndex(layout.store.storage.cellIndex, built, label) else { return }
        }
    }

    /// Split's merged index equals the one the index sorts for itself from the frames.
    @Test func splitMergeMatchesTheSortedIndex() throws {
        var rng = SeededGenerator(seed: 0x5_9117)
        var merged = 0
        for round in 0..<800 {
            let (layout0, context) = SplitPropertyTests.randomCase(&rng)
            var layout = layout0
            try layout.prepare(for: context)
            let frames = layout.store.cellFrames
            let index = layout.store.storage.cellIndex
            if !index.order.isEmpty { merged += 1 }
            guard Self.expectSameIndex(index, VisibilityIndex(frames: frames, axis: .vertical), "round \(round)")
            else { return }
        }
        #expect(merged > 100)
    }

    /// Each chunk of a compositional layout's cell index, read off the frames, equals one
    /// built from the cells' extents (orthogonal cells empty at their strip's start).
    @Test func compositionalChunksMatchTheirExtents() throws {
        var rng = SeededGenerator(seed: 0xC4_0C5)
        var stripOnly = 0
        for round in 0..<60 {
            let orthogonal = round % 3 == 0
            let estimated = round % 2 == 0
            var grid = LayoutSection(
                group: .horizontal(
                    size: LayoutSize(
                        width: .fractionalWidth(1), height: estimated ? .estimated(80) : .absolute(60)),
                    subitems: [
                        LayoutItem(
                            size: LayoutSize(
                                width: .fractionalWidth(1.0 / 3),
                                height: estimated ? .estimated(80) : .fractionalHeight(1)))
                    ]))
            if orthogonal { grid.orthogonalScrollingBehavior = .continuous }
            var plain = grid
            plain.orthogonalScrollingBehavior = .none
            let sections = [plain, grid, plain]
            var layout = CompositionalLayout(configuration: .init()) { s, _ in sections[s % 3] }
            let counts = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
                Int.random(in: 0...(round % 5 == 0 ? 5_000 : 400), using: &rng)
            }
            let context = LayoutContext(
                containerSize: Size(width: 390, height: 844),
                sections: counts.map { SectionMetrics(itemCount: $0) },
                itemMetrics: ItemMetricsProvider { ip in
                    ItemMetrics(height: Double(40 + (ip.item * 7 + ip.section) % 90))
                })
            try layout.prepare(for: context)
            let prepared = layout.prepared
            let chunks = prepared.cells
            for c in 0..<chunks.indexes.count {
                let range = chunks.firstCell[c]..<chunks.firstCell[c + 1]
                var starts = prepared.cellFrames[range].map { $0.minY }
                var ends = prepared.cellFrames[range].map { $0.maxY }
                for strip in prepared.strips {
                    let section = prepared.sectionStarts[strip.section]..<prepared.sectionStarts[strip.section + 1]
                    for p in section.clamped(to: range) {
                        starts[p - range.lowerBound] = strip.frame.minY
                        ends[p - range.lowerBound] = strip.frame.minY
                    }
                }
                let label = "round \(round), chunk \(c)"
                let stripCells = prepared.strips.reduce(0) { n, strip in
                    let section = prepared.sectionStarts[strip.section]..<prepared.sectionStarts[strip.section + 1]
                    return n + section.clamped(to: range).count
                }
                if !range.isEmpty && stripCells == range.count {
                    // Strips' cells alone: an empty index, at the first cell's strip start.
                    #expect(chunks.indexes[c].count == 0, "\(label)")
                    #expect(chunks.extents[c] == (starts[0], starts[0]), "\(label)")
                    stripOnly += 1
                    continue
                }
                guard
                    Self.expectSameIndex(
                        chunks.indexes[c], VisibilityIndex(starts: starts, ends: ends, axis: .vertical), label)
                else { return }
                #expect(chunks.extents[c] == CellChunks.extent(starts, ends), "\(label)")
            }
        }
        #expect(stripOnly > 0)
    }

    /// Flow with uniform metrics (lines copied from the section's first) places every
    /// element exactly as with the same metrics asked item by item (lines packed).
    @Test func flowUniformLinesMatchPackedLines() throws {
        var rng = SeededGenerator(seed: 0xF1_0771)
        for round in 0..<1_500 {
            let (layout0, context) = FlowPropertyTests.randomCase(&rng)
            func dim(_ range: ClosedRange<Int>) -> Double {
                Bool.random(using: &rng)
                    ? Double(Int.random(in: range, using: &rng))
                    : Double.random(in: Double(range.lowerBound)...Double(range.upperBound), using: &rng)
            }
            let metrics: ItemMetrics
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: metrics = .unspecified
            case 1: metrics = ItemMetrics(width: 0, height: dim(0...80))
            case 2: metrics = ItemMetrics(width: dim(300...900))
            case 3: metrics = ItemMetrics(height: 0)
            default: metrics = ItemMetrics(width: dim(0...200), height: dim(0...200))
            }
            var sections = context.sections
            for s in sections.indices where Int.random(in: 0..<3, using: &rng) == 0 {
                sections[s].itemCount = Int.random(in: 0...400, using: &rng)
            }
            var uniform = layout0
            try uniform.prepare(
                for: LayoutContext(
                    containerSize: context.containerSize, sections: sections, itemMetrics: .uniform(metrics)))
            var packed = layout0
            try packed.prepare(
                for: LayoutContext(
                    containerSize: context.containerSize, sections: sections,
                    itemMetrics: ItemMetricsProvider { _ in metrics }))
            let label = "round \(round)"
            #expect(uniform.store.cellFrames == packed.store.cellFrames, "\(label)")
            #expect(uniform.contentSize == packed.contentSize, "\(label)")
            #expect(uniform.allElements(contentOffset: .zero) == packed.allElements(contentOffset: .zero), "\(label)")
            guard uniform.store.cellFrames == packed.store.cellFrames else { return }
        }
    }
}
