import TestSupport
import Testing

@testable import CollectionLayout

/// The strips' band search from a guess reports exactly what the visibility index
/// reports, in the same order, for bands that ascend and bands that do not.
@Suite struct StripBandsTests {
    /// Bands in strip order: each starts at or after the one before (ties, gaps, empty
    /// bands and bands that overlap the next are all common), ends ascending when
    /// `ascending`, else anywhere.
    private func bands(_ n: Int, ascending: Bool, using rng: inout SeededGenerator) -> ([Double], [Double]) {
        var starts: [Double] = []
        var ends: [Double] = []
        var start = Double(Int.random(in: -50...50, using: &rng))
        var lastEnd = -Double.infinity
        for _ in 0..<n {
            if Int.random(in: 0..<4, using: &rng) > 0 { start += Double(Int.random(in: 0...40, using: &rng)) }
            var end = start + Double(Int.random(in: 0...60, using: &rng))
            if ascending {
                end = max(end, lastEnd)
            } else if Int.random(in: 0..<3, using: &rng) == 0 {
                end = start - Double(Int.random(in: 0...30, using: &rng))
            }
            starts.append(start)
            ends.append(end)
            lastEnd = end
        }
        if !ascending && n > 1 && Int.random(in: 0..<2, using: &rng) == 0 {
            // Starts out of order too, which the index sorts.
            starts.swapAt(0, n - 1)
        }
        return (starts, ends)
    }

    @Test func reportsWhatTheIndexReports() {
        var rng = SeededGenerator(seed: 0x5B4D)
        let specials: [Double] = [-.infinity, .infinity, .nan, -1e300, 1e300]
        for round in 0..<4_000 {
            let n = round < 40 ? round % 5 : Int.random(in: 0...120, using: &rng)
            let ascending = round % 4 != 3
            let (starts, ends) = bands(n, ascending: ascending, using: &rng)
            let strips = StripBands(starts: starts, ends: ends, axis: .vertical)
            let reference = VisibilityIndex(starts: starts, ends: ends, axis: .vertical)
            if ascending { #expect(strips.ascending, "round \(round): sequential bands were not searched by guess") }
            let top = (starts + ends).filter(\.isFinite).max() ?? 0
            for _ in 0..<12 {
                var a = Double(Int.random(in: -80...Int(top) + 80, using: &rng))
                var b = a + Double(Int.random(in: -10...300, using: &rng))
                if Int.random(in: 0..<20, using: &rng) == 0 { a = specials.randomElement(using: &rng)! }
                if Int.random(in: 0..<20, using: &rng) == 0 { b = specials.randomElement(using: &rng)! }
                var expected: [Int] = []
                reference.forEachOverlapping(a, b) { expected.append($0) }
                var found: [Int] = []
                _ = strips.forEachOverlapping(
                    a, b, start: { starts[$0] }, end: { ends[$0] }, report: { found.append($0) })
                #expect(found == expected, "round \(round): band (\(a), \(b)) over \(starts) ..< \(ends)")
            }
        }
    }

    @Test func bandsOutOfOrderAreSearchedByTheIndex() {
        #expect(!StripBands(starts: [0, 100], ends: [200, 150], axis: .vertical).ascending)
        #expect(!StripBands(starts: [100, 0], ends: [150, 50], axis: .vertical).ascending)
        #expect(!StripBands(starts: [0, .nan], ends: [10, 20], axis: .vertical).ascending)
        #expect(StripBands(starts: [0, 0, 10], ends: [0, 10, 10], axis: .vertical).ascending)
        let starts: [Double] = [0, 100]
        let ends: [Double] = [200, 150]
        let strips = StripBands(starts: starts, ends: ends, axis: .vertical)
        var found: [Int] = []
        _ = strips.forEachOverlapping(160, 170, start: { starts[$0] }, end: { ends[$0] }, report: { found.append($0) })
        #expect(found == [0])
    }

    /// Strips of equal heights: the guess is the answer, so a query's probes do not
    /// grow with the strips.
    @Test func evenlySpreadStripsTakeAFixedNumberOfProbes() {
        for n in [10, 1_000, 100_000] {
            let starts = (0..<n).map { Double($0) * 198 + 44 }
            let ends = starts.map { $0 + 150 }
            let strips = StripBands(starts: starts, ends: ends, axis: .vertical)
            var rng = SeededGenerator(seed: UInt64(n))
            for _ in 0..<200 {
                let a = Double(Int.random(in: 0...((n - 6) * 198), using: &rng))
                var found: [Int] = []
                let probes = strips.forEachOverlapping(
                    a, a + 844, start: { starts[$0] }, end: { ends[$0] }, report: { found.append($0) })
                #expect(found.count >= 4 && found.count <= 6, "\(n) strips at \(a): \(found)")
                #expect(probes <= found.count + 8, "\(n) strips at \(a): \(probes) probes for \(found.count)")
            }
        }
    }
}
