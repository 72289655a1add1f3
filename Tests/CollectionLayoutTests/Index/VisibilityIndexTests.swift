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
        // The Pinterest counter-example of notes §2.1: item 0 is 1000 pt tall.
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
                let start = sortedInput ? cursor + Double(Int.random(in: 0...20, using: &rng))
                    : Double(Int.random(in: 0...1_000, using: &rng))
                cursor = start
                let length = Double.random(in: 0...1 , using: &rng) < 0.1
                    ? Double(Int.random(in: 0...800, using: &rng)) : Double(Int.random(in: 0...40, using: &rng))
                frames.append(axis == .vertical
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
