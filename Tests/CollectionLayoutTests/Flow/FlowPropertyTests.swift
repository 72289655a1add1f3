import TestSupport
import Testing

@testable import CollectionLayout

/// Random flow layouts: the query equals brute force, and the invariants hold.
@Suite struct FlowPropertyTests {
    static func randomCase(_ rng: inout SeededGenerator) -> (FlowLayout, LayoutContext) {
        func dim(_ range: ClosedRange<Int>) -> Double {
            Bool.random(using: &rng)
                ? Double(Int.random(in: range, using: &rng))
                : Double.random(in: Double(range.lowerBound)...Double(range.upperBound), using: &rng)
        }
        let layout = FlowLayout(
            itemSize: Size(width: dim(0...150), height: dim(0...120)),
            minimumLineSpacing: dim(0...20), minimumInteritemSpacing: dim(0...20),
            sectionInset: Int.random(in: 0..<3, using: &rng) == 0
                ? .zero
                : EdgeInsets(top: dim(0...30), left: dim(0...30), bottom: dim(0...30), right: dim(0...30)),
            headerReferenceHeight: Int.random(in: 0..<4, using: &rng) == 0 ? dim(0...50) : nil,
            footerReferenceHeight: Int.random(in: 0..<4, using: &rng) == 0 ? dim(0...50) : nil,
            sectionHeadersPinToVisibleBounds: Bool.random(using: &rng),
            scrollDirection: Bool.random(using: &rng) ? .vertical : .horizontal)
        let sectionCount = Int.random(in: 0...4, using: &rng)
        var sections: [SectionMetrics] = []
        var table: [[ItemMetrics]] = []
        let varied = Bool.random(using: &rng)
        for _ in 0..<sectionCount {
            let count = Int.random(in: 0...50, using: &rng)
            sections.append(
                SectionMetrics(
                    itemCount: count,
                    headerHeight: Bool.random(using: &rng) ? dim(0...60) : 0,
                    footerHeight: Bool.random(using: &rng) ? dim(0...40) : 0))
            table.append(
                (0..<count).map { _ in
                    guard varied else { return .unspecified }
                    let wide = Int.random(in: 0..<25, using: &rng) == 0
                    return ItemMetrics(
                        width: Bool.random(using: &rng) ? (wide ? dim(300...900) : dim(0...200)) : nil,
                        height: Bool.random(using: &rng) ? dim(0...200) : nil)
                })
        }
        let size = Size(width: dim(0...800), height: dim(0...900))
        return (layout, LayoutContext(containerSize: size, sections: sections, itemMetrics: .table(table)))
    }

    @Test func queriesMatchBruteForce() throws {
        var rng = SeededGenerator(seed: 0xF10)
        var cases = 0
        for round in 0..<1_500 {
            let (layout0, context) = Self.randomCase(&rng)
            var layout = layout0
            try layout.prepare(for: context)
            let label = "round \(round)"
            guard expectLayoutInvariants(layout, sectionItemCounts: context.itemCounts, label) else { return }
            let offset = RandomQueries.offset(for: layout.contentSize, axis: layout.scrollAxis, using: &rng)
            guard expectLayoutInvariants(layout, contentOffset: offset, label) else { return }
            let all = layout.allElements(contentOffset: offset)
            for _ in 0..<8 {
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                guard expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, all: all, label) else {
                    return
                }
                cases += 1
            }
        }
        #expect(cases == 12_000)
    }

    /// Pinned footers (and headers, at random): queries over random offsets equal brute
    /// force over the pinned frames, and some footers do move.
    @Test func pinnedFooterQueriesMatchBruteForce() throws {
        var rng = SeededGenerator(seed: 0xF11)
        var cases = 0
        var moved = 0
        for round in 0..<400 {
            var (layout, context) = Self.randomCase(&rng)
            layout.sectionFootersPinToVisibleBounds = true
            try layout.prepare(for: context)
            let label = "round \(round)"
            let offset = RandomQueries.offset(for: layout.contentSize, axis: layout.scrollAxis, using: &rng)
            guard expectLayoutInvariants(layout, contentOffset: offset, label) else { return }
            let all = layout.allElements(contentOffset: offset)
            moved += all.filter { $0.category == .supplementary(kind: ElementKind.footer) && $0.zIndex == 1024 }.count
            for _ in 0..<8 {
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                guard expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, all: all, label) else {
                    return
                }
                cases += 1
            }
        }
        #expect(cases == 3_200)
        #expect(moved > 50)
    }
}
