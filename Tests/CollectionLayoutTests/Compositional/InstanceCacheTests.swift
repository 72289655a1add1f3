import TestSupport
import Testing

@testable import CollectionLayout

/// Solved group instances are reused when the data repeats (GroupSolver+Cache.swift):
/// the frames must be those of solving every instance, checked here against the
/// rules computed by hand over long feeds of repeating, rotating and random sizes.
@Suite struct InstanceCacheTests {
    typealias F = CompositionalFixtures

    /// Tags of estimated width wrapped into rows (fill groups): palettes of 1 to 14
    /// widths (more distinct rows than the cache keeps), cycled or drawn at random.
    @Test func wrappedTagsMatchGreedyRows() throws {
        var rng = SeededGenerator(seed: 2024)
        for round in 0..<60 {
            let palette = (0..<Int.random(in: 1...14, using: &rng)).map { _ in
                Double(Int.random(in: 20...200, using: &rng))
            }
            let count = Int.random(in: 0...600, using: &rng)
            let random = round % 3 == 0
            let widths = (0..<count).map { i in
                random ? palette[Int.random(in: 0..<palette.count, using: &rng)] : palette[i % palette.count]
            }
            let spacing = Double(Int.random(in: 0...12, using: &rng))
            let rowSpacing = Double(Int.random(in: 0...8, using: &rng))
            let tag = LayoutItem(size: LayoutSize(width: .estimated(80), height: .absolute(30)))
            var row = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)), subitems: [tag])
            row.interItemSpacing = .fixed(spacing)
            let layout = try F.prepared(
                CompositionalLayout(section: LayoutSection(group: row, interGroupSpacing: rowSpacing)), counts: [count],
                metrics: .table([widths.map { ItemMetrics(width: $0) }]))
            var expected: [Rect] = []
            var x = 0.0
            var y = 0.0
            for w in widths {
                if x > 0 && x + w > 375 + GroupSolver.tolerance {
                    x = 0
                    y += 30 + rowSpacing
                }
                expected.append(Rect(x: x, y: y, width: w, height: 30))
                x += w + spacing
            }
            #expect(F.cells(layout) == expected)
        }
    }

    /// The benchmark's shape: two items of estimated height per row, inset, each row
    /// as tall as its taller item.
    @Test func twoColumnRowsTakeTheirTallerItem() throws {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<20 {
            let palette = (0..<Int.random(in: 1...9, using: &rng)).map { _ in
                Double(Int.random(in: 10...300, using: &rng))
            }
            let count = Int.random(in: 0...500, using: &rng)
            let heights = (0..<count).map { palette[$0 % palette.count] }
            let item = LayoutItem(
                size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(150)),
                contentInsets: DirectionalEdgeInsets(all: 8))
            var group = LayoutGroup.horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(150)), subitems: [item])
            group.contentInsets = DirectionalEdgeInsets(leading: 4, trailing: 4)
            let layout = try F.prepared(
                CompositionalLayout(
                    section: LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(top: 4, bottom: 4))),
                counts: [count], metrics: .table([heights.map { ItemMetrics(height: $0) }]))
            var expected: [Rect] = []
            var y = 4.0
            var i = 0
            while i < count {
                let second = i + 1 < count ? heights[i + 1] : 150
                expected.append(Rect(x: 4 + 8, y: y, width: 183.5 - 16, height: heights[i]))
                if i + 1 < count { expected.append(Rect(x: 4 + 183.5 + 8, y: y, width: 183.5 - 16, height: second)) }
                y += max(heights[i], second)
                i += 2
            }
            #expect(F.cells(layout) == expected)
        }
    }

    /// An invalid size deep into a repeating feed is reported at its item, as when
    /// every row is solved.
    @Test func invalidSizeInRepeatingDataIsReportedAtItsItem() {
        var heights = (0..<400).map { [50.0, 80, 120][$0 % 3] }
        heights[211] = -1
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(44)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
        var layout = CompositionalLayout(section: LayoutSection(group: group))
        let context = LayoutContext(
            containerSize: F.phone, itemCounts: [400], itemMetrics: .table([heights.map { ItemMetrics(height: $0) }]))
        do {
            try layout.prepare(for: context)
            Issue.record("expected an error")
        } catch {
            #expect(error.path.hasSuffix("sections[0].items[211].height"))
            #expect(error.message == "must be a finite number >= 0, got -1.0")
        }
    }
}
