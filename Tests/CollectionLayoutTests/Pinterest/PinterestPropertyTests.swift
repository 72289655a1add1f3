import TestSupport
import Testing

@testable import CollectionLayout

/// Random Pinterest layouts: the query equals brute force, and the invariants hold.
@Suite struct PinterestPropertyTests {
    @Test func queriesMatchBruteForce() throws {
        var rng = SeededGenerator(seed: 0x917)
        var cases = 0
        for round in 0..<1_000 {
            let count = Int.random(in: 0...150, using: &rng)
            let heights: [Double] = (0..<count).map { _ in
                switch Int.random(in: 0..<20, using: &rng) {
                case 0: return 0
                // Tall items (Docs/layouts.md, "Exact visibility queries").
                case 1: return Double(Int.random(in: 500...2_000, using: &rng))
                case 2...9: return Double(Int.random(in: 20...300, using: &rng))
                default: return Double.random(in: 0...300, using: &rng)
                }
            }
            let layout0 = PinterestLayout(
                numberOfColumns: Int.random(in: 0..<10, using: &rng) == 0
                    ? Int.random(in: 10...40, using: &rng) : Int.random(in: 1...6, using: &rng),
                cellPadding: Bool.random(using: &rng)
                    ? Double(Int.random(in: 0...10, using: &rng)) : Double.random(in: 0...10, using: &rng),
                numberOfItemsBeforeAds: Int.random(in: 0..<3, using: &rng) == 0
                    ? nil : Int.random(in: -1...15, using: &rng),
                bannerHeights: (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                    Double(Int.random(in: 0...300, using: &rng))
                })
            let width =
                Bool.random(using: &rng)
                ? Double(Int.random(in: 0...800, using: &rng)) : Double.random(in: 0...800, using: &rng)
            let context = pinterestContext(
                width: width, height: Double(Int.random(in: 0...900, using: &rng)), photoHeights: heights)
            var layout = layout0
            try layout.prepare(for: context)
            let label = "round \(round)"
            guard expectLayoutInvariants(layout, sectionItemCounts: [count], label) else { return }
            let all = layout.allElements(contentOffset: .zero)
            for _ in 0..<8 {
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                let offset = RandomQueries.offset(for: layout.contentSize, axis: .vertical, using: &rng)
                guard expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, all: all, label) else {
                    return
                }
                cases += 1
            }
        }
        #expect(cases == 8_000)
    }

    /// The banners' index that the prepare writes while placing them is the index the
    /// store builds from the banners' frames (edges, order, tree, running maxima, samples),
    /// and with a client supplementary the store still sorts the extras itself.
    @Test func bannerIndexWrittenWhilePlacingEqualsTheIndexOfTheirFrames() throws {
        var rng = SeededGenerator(seed: 0xBA77)
        var compared = 0
        for _ in 0..<500 {
            let count = Int.random(in: 0...400, using: &rng)
            let heights = (0..<count).map { _ in Double(Int.random(in: 0...300, using: &rng)) }
            var layout = PinterestLayout(
                numberOfColumns: Int.random(in: 1...5, using: &rng),
                cellPadding: Double(Int.random(in: 0...12, using: &rng)),
                numberOfItemsBeforeAds: Int.random(in: 1...8, using: &rng),
                // Heights below twice the padding put a banner, 0 tall, at its slot's middle.
                bannerHeights: (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                    Double(Int.random(in: 0...40, using: &rng))
                })
            if Int.random(in: 0..<4, using: &rng) == 0 {
                layout.supplementaries = [PinterestSupplementary(kind: "footer", height: 30, placement: .afterItems)]
            }
            try layout.prepare(for: pinterestContext(width: 390, height: 844, photoHeights: heights))
            let extras = layout.store.extras
            let built = layout.store.storage.extraIndex
            let expected = VisibilityIndex(frames: extras.map(\.frame), axis: .vertical)
            #expect(built.starts == expected.starts)
            #expect(built.ends == expected.ends)
            #expect(built.order == expected.order)
            #expect(built.tree == expected.tree)
            #expect(built.reach == expected.reach)
            #expect(built.samples == expected.samples)
            if !extras.isEmpty { compared += 1 }
        }
        #expect(compared > 400)
    }
}
