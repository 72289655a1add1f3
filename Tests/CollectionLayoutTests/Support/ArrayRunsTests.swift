import Testing

@testable import CollectionLayout

@Suite struct ArrayRunsTests {
    @Test func findsTheRunHoldingAPositionSkippingEmptyRuns() {
        // Runs 0..<0 (empty), 0..<3, 3..<3 (empty), 3..<5.
        let starts = [0, 0, 3, 3, 5]
        #expect((0..<5).map { starts.run(holding: $0) } == [1, 1, 1, 3, 3])
        #expect(starts.run(holding: -1) == 0)
        #expect(starts.run(holding: 9) == 3)
        #expect([0, 4].run(holding: 2) == 0)
        #expect([0].run(holding: 0) == 0)
    }

    @Test func agreesWithALinearScanOverRandomBoundaries() {
        var rng = SplitMix64(seed: 0x5EC7)
        for _ in 0..<2_000 {
            var starts = [0]
            for _ in 0..<Int(rng.next() % 12) { starts.append(starts.last! + Int(rng.next() % 4)) }
            starts.append(starts.last! + 1 + Int(rng.next() % 4))
            for p in 0..<starts.last! {
                let expected = (0..<(starts.count - 1)).last { starts[$0] <= p }!
                #expect(starts.run(holding: p) == expected)
            }
        }
    }
}
