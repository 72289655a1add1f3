import TestSupport
import Testing

@testable import CollectionLayout

/// Random mosaic layouts: the query equals brute force, and the invariants hold.
@Suite struct MosaicPropertyTests {
    @Test func queriesMatchBruteForce() throws {
        var rng = SeededGenerator(seed: 0x3051)
        var cases = 0
        for round in 0..<600 {
            let count = Int.random(in: 0...120, using: &rng)
            let width =
                Bool.random(using: &rng)
                ? Double(Int.random(in: 0...900, using: &rng)) : Double.random(in: 0...900, using: &rng)
            var layout = MosaicLayout()
            try layout.prepare(
                for: LayoutContext(
                    containerSize: Size(width: width, height: Double(Int.random(in: 0...900, using: &rng))),
                    itemCounts: [count]))
            let label = "round \(round)"
            guard expectLayoutInvariants(layout, sectionItemCounts: [count], label) else { return }
            let all = layout.allElements(contentOffset: .zero)
            for _ in 0..<8 {
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                guard expectQueryMatchesBruteForce(layout, rect: rect, all: all, label) else { return }
                cases += 1
            }
        }
        #expect(cases == 4_800)
    }
}
