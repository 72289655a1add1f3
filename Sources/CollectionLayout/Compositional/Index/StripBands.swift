/// The orthogonal strips' bands along the main axis, and the search for the strips a
/// viewport reaches.
///
/// Sections follow each other along the main axis, so the bands of their strips almost
/// always ascend by both edges: then the strips a band `(a, b)` reaches are one run,
/// from the first whose end passes `a` to the first whose start reaches `b`, and each
/// bound is found by galloping from where evenly spread strips would put it. The edges
/// are read from the strips' records (``StripRecord/bandStart``), which the query reads
/// anyway: with strips of similar heights the guess is the answer or next to it, so the
/// search reads the records of the strips in view and the one after them, and nothing
/// else. A sampled ``VisibilityIndex`` read its levels, its starts, its block maxima and
/// its ends, some five cache misses per query at a million items. Bands that do not
/// ascend (none that a prepare makes today) are searched by such an index.
struct StripBands: Sendable {
    /// The index over the bands when they do not ascend; `nil` when they do, and the
    /// search reads the edges it is given.
    let index: VisibilityIndex?
    /// The number of bands.
    let count: Int
    /// The first band's start and the distance to the last band's end, for the guesses.
    private let low: Double
    private let span: Double

    /// True when the bands' starts and ends both ascend in strip order and are finite,
    /// so ``forEachOverlapping(_:_:start:end:report:)`` searches them from a guess.
    var ascending: Bool { index == nil }

    /// The bands `starts[i] ..< ends[i]` of strips `0 ..< starts.count` along `axis`.
    /// Complexity: O(n) (O(n log n) when they do not ascend).
    init(starts: [Double], ends: [Double], axis: Axis) {
        count = starts.count
        if Self.ascends(starts, ends) {
            index = nil
            low = starts.first ?? 0
            span = (ends.last ?? 0) - low
        } else {
            index = VisibilityIndex(starts: starts, ends: ends, axis: axis)
            low = 0
            span = 0
        }
    }

    /// True when both arrays are finite and non-decreasing. Complexity: O(n).
    private static func ascends(_ starts: [Double], _ ends: [Double]) -> Bool {
        guard starts.count == ends.count else { return false }
        var previousStart = -Double.infinity
        var previousEnd = -Double.infinity
        for i in starts.indices {
            let s = starts[i]
            let e = ends[i]
            guard s.isFinite, e.isFinite, s >= previousStart, e >= previousEnd else { return false }
            previousStart = s
            previousEnd = e
        }
        return true
    }

    /// Calls `report` with the id of every strip whose band overlaps the open band
    /// `(a, b)` and is not empty, in ascending order of start, exactly as
    /// ``VisibilityIndex/forEachOverlapping(_:_:_:)`` over the bands does. `start(i)`
    /// and `end(i)` are band `i`'s edges, as given to ``init(starts:ends:axis:)``.
    /// Returns the probes. Complexity: O(log d + k) for ascending bands, whose guesses
    /// are `d` strips from the bounds (O(1) for strips of equal heights); else the
    /// index's.
    @inline(__always)
    func forEachOverlapping(
        _ a: Double, _ b: Double, start: (Int) -> Double, end: (Int) -> Double, report: (Int) -> Void
    ) -> Int {
        if let index { return index.forEachOverlapping(a, b, report) }
        let n = count
        guard n > 0, a < b else { return 0 }
        var probes = 0
        let first = GuessedBound.first(in: 0..<n, from: guess(a), probes: &probes) { end($0) > a }
        let last = GuessedBound.first(in: first..<n, from: guess(b), probes: &probes) { start($0) >= b }
        for i in first..<last where end(i) > start(i) {
            probes += 1
            report(i)
        }
        return probes
    }

    /// The strip where evenly spread bands put `x`: only a starting point, any value is
    /// correct. Clamped as a double first, so a far or non-finite `x` never reaches
    /// `Int(_:)`. Complexity: O(1).
    @inline(__always)
    private func guess(_ x: Double) -> Int {
        guard span > 0 else { return 0 }
        let t = (x - low) / span * Double(count)
        return t > 0 ? (t < Double(count) ? Int(t) : count - 1) : 0
    }
}
