import TestSupport
import Testing

@testable import CollectionLayout

@Suite struct VisibilityIndexTests {
    @Test func emptyIndexAnswersNothing() {
        let index = VisibilityIndex(frames: [Rect](), axis: .vertical)
        #expect(index.overlapping(0, 100).isEmpty)
    }

    @Test func touchingEdgesDoNotOverlap() {
        let frames = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10, width: 10, height: 10)]
        let index = VisibilityIndex(frames: frames, axis: .vertical)
        #expect(index.overlapping(10, 20) == [1])
        #expect(index.overlapping(5, 10) == [0])
        #expect(index.overlapping(10, 10).isEmpty)
    }

    @Test func tallElementStartingAboveTheBandIsFound() {
        // The Pinterest counter-example of Docs/layouts.md, "Exact visibility queries": item 0 is 1000 pt tall.
        var frames = [Rect(x: 6, y: 6, width: 169.5, height: 1000)]
        for k in 0..<20 { frames.append(Rect(x: 187.5, y: 6 + Double(k) * 100, width: 169.5, height: 88)) }
        let index = VisibilityIndex(frames: frames, axis: .vertical)
        #expect(index.overlapping(850, 890).sorted() == [0, 9])
    }

    @Test(arguments: [Axis.vertical, .horizontal])
    func matchesBruteForceOnRandomIntervals(axis: Axis) {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let n = Int.random(in: 0...120, using: &rng)
            let sortedInput = Bool.random(using: &rng)
            var frames: [Rect] = []
            var cursor = 0.0
            for _ in 0..<n {
                let start =
                    sortedInput
                    ? cursor + Double(Int.random(in: 0...20, using: &rng))
                    : Double(Int.random(in: 0...1_000, using: &rng))
                cursor = start
                let length =
                    Double.random(in: 0...1, using: &rng) < 0.1
                    ? Double(Int.random(in: 0...800, using: &rng)) : Double(Int.random(in: 0...40, using: &rng))
                frames.append(
                    axis == .vertical
                        ? Rect(x: 0, y: start, width: 10, height: length)
                        : Rect(x: start, y: 0, width: length, height: 10))
            }
            let index = VisibilityIndex(frames: frames, axis: axis)
            for _ in 0..<5 {
                let a = Double(Int.random(in: -50...1_200, using: &rng))
                let b = a + Double(Int.random(in: 1...300, using: &rng))
                let expected = frames.indices.filter {
                    frames[$0].min(axis) < b && frames[$0].max(axis) > a && frames[$0].max(axis) > frames[$0].min(axis)
                }
                #expect(index.overlapping(a, b).sorted() == expected)
            }
        }
    }
}

/// Large indexes: several sampled search levels, reaching elements near the band
/// (scanned) and far before it (the tree walk), sorted and unsorted input.
@Suite struct VisibilityIndexLargeTests {
    @Test(arguments: [false, true])
    func matchesBruteForceOnLargeIndexes(sortedInput: Bool) {
        var rng = SeededGenerator(seed: sortedInput ? 7 : 11)
        for round in 0..<12 {
            let n = Int.random(in: 200...6_000, using: &rng)
            var starts: [Double] = []
            var ends: [Double] = []
            var cursor = 0.0
            for _ in 0..<n {
                let start =
                    sortedInput
                    ? cursor + Double(Int.random(in: 0...6, using: &rng))
                    : Double(Int.random(in: 0...Swift.max(1, n * 3), using: &rng))
                cursor = start
                let roll = Double.random(in: 0...1, using: &rng)
                let length =
                    roll < 0.002
                    ? Double(Int.random(in: 0...Swift.max(1, n * 3), using: &rng))
                    : roll < 0.05
                        ? Double(Int.random(in: 0...400, using: &rng))
                        : Double(Int.random(in: 0...12, using: &rng))
                starts.append(start)
                ends.append(start + length)
            }
            let index = VisibilityIndex(starts: starts, ends: ends, axis: .vertical)
            let span = (starts.max() ?? 0) + 10
            for _ in 0..<60 {
                let a = Double(Int.random(in: -20...Int(span), using: &rng)) + (round % 2 == 0 ? 0 : 0.5)
                let b = a + Double(Int.random(in: 1...120, using: &rng))
                let expected = starts.indices.filter { starts[$0] < b && ends[$0] > a && ends[$0] > starts[$0] }
                let got = index.overlapping(a, b)
                #expect(got.sorted() == expected)
                if sortedInput { #expect(got == expected) }
            }
        }
    }

    @Test func reportsInStartOrderAcrossTheScanAndTheTree() {
        // Element 0 reaches over everything (found through the tree walk); the others
        // are 10 long, one every 5, so each band meets its neighbours (scanned).
        var starts = [0.0]
        var ends = [1e9]
        for k in 1..<5_000 {
            starts.append(Double(k) * 5)
            ends.append(Double(k) * 5 + 10)
        }
        let index = VisibilityIndex(starts: starts, ends: ends, axis: .vertical)
        #expect(index.overlapping(10_002, 10_020) == [0, 1999, 2000, 2001, 2002, 2003])
        #expect(index.overlapping(-5, 3) == [0])
        #expect(index.overlapping(24_990, 30_000) == [0, 4997, 4998, 4999])
    }
}
