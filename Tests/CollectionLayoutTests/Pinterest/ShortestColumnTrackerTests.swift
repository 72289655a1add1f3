import TestSupport
import Testing

@testable import CollectionLayout

@Suite struct ShortestColumnTrackerTests {
    @Test(arguments: [1, 2, 7, 16, 17, 33, 100])
    func leftmostMinimumMatchesALinearScan(columns: Int) {
        var rng = SeededGenerator(seed: UInt64(columns))
        let tracker = ShortestColumnTracker(count: columns)
        var heights = [Double](repeating: 0, count: columns)
        for step in 0..<2_000 {
            // What `raise(_:to:)` answered (it sets a column and returns the shortest),
            // used on every other step instead of `set(_:to:)`.
            var raised: Int?
            if step % 97 == 96 {
                let h = Double(Int.random(in: 0...50, using: &rng))
                tracker.setAll(to: h)
                heights = heights.map { _ in h }
            } else {
                let c = Int.random(in: 0..<columns, using: &rng)
                let h = Double(Int.random(in: 0...50, using: &rng))  // small range: many ties
                if step % 2 == 0 {
                    raised = tracker.raise(c, to: h)
                } else {
                    tracker.set(c, to: h)
                }
                heights[c] = h
            }
            let expected = heights.firstIndex(of: heights.min()!)!
            if let raised { #expect(raised == expected) }
            #expect(tracker.shortest == expected)
            #expect(tracker.tallest == heights.max()!)
            if tracker.shortest != expected { return }
        }
    }
}
