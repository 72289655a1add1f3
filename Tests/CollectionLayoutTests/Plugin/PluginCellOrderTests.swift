import TestSupport
import Testing

@testable import CollectionLayout

/// The merged order of staggered sections' columns against the straightforward sort.
@Suite struct PluginCellOrderTests {
    /// Sections of random sizes and lane counts, each lane a sorted run (some with ties,
    /// some zero-length cells), stacked along the axis as PluginLayout stacks sections.
    private static func stackedSections(_ rng: inout SeededGenerator) -> ([Rect], [PluginCellOrder.Section]) {
        var frames: [Rect] = []
        var sections: [PluginCellOrder.Section] = []
        var offset = Double(Int.random(in: 0...3, using: &rng))
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            let count = Int.random(in: 0...40, using: &rng)
            let lanes = Int.random(in: 1...6, using: &rng)
            var bottoms = [Double](repeating: offset, count: lanes)
            var end = offset
            for k in 0..<count {
                let lane = k % lanes
                // Small integer steps: many equal starts across lanes.
                let y = bottoms[lane] + Double(Int.random(in: 0...2, using: &rng))
                let h = Double(Int.random(in: 0...4, using: &rng))
                frames.append(Rect(x: Double(lane), y: y, width: 1, height: h))
                bottoms[lane] = y + h
                end = Swift.max(end, y + h)
            }
            sections.append(PluginCellOrder.Section(first: frames.count - count, count: count, lanes: lanes))
            offset = end + Double(Int.random(in: 0...2, using: &rng))
        }
        return (frames, sections)
    }

    /// The cells sorted by (start, position), with their ends.
    private static func bruteForce(_ frames: [Rect], axis: Axis) -> ([Double], [Double], [Int32]) {
        let order = frames.indices.sorted { l, r in
            let (a, b) = (frames[l].min(axis), frames[r].min(axis))
            return a < b || (a == b && l < r)
        }
        return (order.map { frames[$0].min(axis) }, order.map { frames[$0].max(axis) }, order.map { Int32($0) })
    }

    @Test func mergingStackedRunsEqualsSorting() {
        var rng = SeededGenerator(seed: 24)
        for _ in 0..<4_000 {
            var (frames, sections) = Self.stackedSections(&rng)
            let horizontal = Bool.random(using: &rng)
            if horizontal {
                frames = frames.map { Rect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) }
            }
            let axis: Axis = horizontal ? .horizontal : .vertical
            guard let merged = PluginCellOrder.merged(frames, sections: sections, axis: axis) else {
                Issue.record("sorted runs gave no order: \(sections)")
                return
            }
            let expected = Self.bruteForce(frames, axis: axis)
            #expect(merged.0 == expected.0)
            #expect(merged.1 == expected.1)
            #expect(merged.2 == expected.2)
            if merged.2 != expected.2 { return }
        }
    }

    /// Runs out of order (any frames at all): the merge answers the sorted order or
    /// nothing, never a wrong order.
    @Test func arbitraryFramesGiveTheSortedOrderOrNothing() {
        var rng = SeededGenerator(seed: 2_024)
        var merges = 0
        for _ in 0..<4_000 {
            let count = Int.random(in: 0...30, using: &rng)
            let frames = (0..<count).map { _ in
                Rect(
                    x: 0, y: Double(Int.random(in: 0...6, using: &rng)), width: 1,
                    height: Double(Int.random(in: 0...3, using: &rng)))
            }
            var sections: [PluginCellOrder.Section] = []
            var first = 0
            while first < count {
                let n = Int.random(in: 1...(count - first), using: &rng)
                sections.append(
                    PluginCellOrder.Section(first: first, count: n, lanes: Int.random(in: 1...4, using: &rng)))
                first += n
            }
            guard let merged = PluginCellOrder.merged(frames, sections: sections, axis: .vertical) else { continue }
            merges += 1
            let expected = Self.bruteForce(frames, axis: .vertical)
            #expect(merged.0 == expected.0 && merged.1 == expected.1 && merged.2 == expected.2)
        }
        #expect(merges > 100)  // some random inputs do come out sorted
    }

    /// A staggered layout's cells, found through its index, equal a scan of every frame.
    @Test func staggeredQueriesMatchAScan() throws {
        var rng = SeededGenerator(seed: 7)
        for round in 0..<200 {
            let columns = Int.random(in: 1...5, using: &rng)
            var layout = PluginLayout(
                sections: [.staggered(StaggeredPlugin(columns: columns, spacing: PluginSpacing()))])
            if round % 3 == 0 { layout.scrollDirection = .horizontal }
            let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...60, using: &rng) }
            let seed = UInt64(round)
            let context = LayoutContext(
                containerSize: Size(width: 320, height: 480),
                sections: counts.map { SectionMetrics(itemCount: $0, headerHeight: 20) },
                itemMetrics: ItemMetricsProvider { ip in
                    var g = SeededGenerator(seed: seed &* 1_000 &+ UInt64(ip.section * 100 + ip.item))
                    return ItemMetrics(aspectRatio: [0.5, 1, 1.5, 2][Int.random(in: 0..<4, using: &g)])
                })
            try layout.prepare(for: context)
            let all = layout.store.allElements()
            for _ in 0..<5 {
                let extent = layout.contentSize
                let rect = Rect(
                    x: Double.random(in: 0...Swift.max(1, extent.width), using: &rng),
                    y: Double.random(in: 0...Swift.max(1, extent.height), using: &rng), width: 200, height: 300)
                let found = layout.query(rect, contentOffset: .zero).elements.filter { $0.category == .cell }
                let expected = all.filter { $0.category == .cell && $0.frame.intersects(rect) }
                #expect(Set(found.map(\.indexPath)) == Set(expected.map(\.indexPath)))
            }
        }
    }
}
