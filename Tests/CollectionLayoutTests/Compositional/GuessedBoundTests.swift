import TestSupport
import Testing

@testable import CollectionLayout

/// The strip search that starts from a guess finds the bound a plain scan finds, from
/// any guess, and reads few entries when the guess is close.
@Suite struct GuessedBoundTests {
    @Test func findsTheBoundFromAnyGuess() {
        var rng = SeededGenerator(seed: 0x6E55)
        for round in 0..<5_000 {
            let n = round < 50 ? round % 6 : Int.random(in: 0...200, using: &rng)
            var values: [Double] = []
            var v = 0.0
            for _ in 0..<n {
                // Ties are common, as equal frames in a strip are.
                if Int.random(in: 0..<3, using: &rng) > 0 { v += Double(Int.random(in: 1...20, using: &rng)) }
                values.append(v)
            }
            let lower = n == 0 ? 0 : Int.random(in: 0...n, using: &rng)
            let upper = n == 0 ? 0 : Int.random(in: lower...n, using: &rng)
            let threshold = Double(Int.random(in: -5...Int(v) + 5, using: &rng))
            let expected = (lower..<upper).first { values[$0] > threshold } ?? upper
            for guess in [Int.min / 2, -1, lower, expected, expected - 1, expected + 1, upper, Int.max / 2]
                + [Int.random(in: -10...n + 10, using: &rng)]
            {
                var probes = 0
                let found = GuessedBound.first(in: lower..<upper, from: guess, probes: &probes) {
                    values[$0] > threshold
                }
                #expect(found == expected, "round \(round): guess \(guess) found \(found), expected \(expected)")
                if guess == expected && expected < upper {
                    #expect(probes <= 2, "round \(round): an exact guess took \(probes) probes")
                }
            }
        }
    }
}
