/// A lower bound found from a guess: the first index in `range` where a monotone
/// predicate (false, then true) holds, found by galloping from `guess` towards the
/// answer and bisecting the last step. With a guess off by `d`, it reads O(log d)
/// entries, all near the answer; a bisection of the whole range reads O(log n) entries
/// spread over it, which in a strip of a million-item layout are cache misses.
enum GuessedBound {
    /// The first index in `range` for which `isAfter` is true (`range.upperBound` when
    /// none), starting from `guess` (clamped into the range). Adds each evaluation to
    /// `probes`. Precondition: `isAfter` is false, then true, over `range`.
    /// Complexity: O(log d) evaluations for a guess `d` away from the answer.
    @inline(__always)
    static func first(
        in range: Range<Int>, from guess: Int, probes: inout Int, where isAfter: (Int) -> Bool
    ) -> Int {
        guard !range.isEmpty else { return range.lowerBound }
        let g = Swift.min(Swift.max(guess, range.lowerBound), range.upperBound - 1)
        // Invariant of the bisection below: isAfter(low - 1) is false (or low is the
        // range's start), isAfter(high) is true (or high is the range's end).
        var low: Int
        var high: Int
        probes += 1
        if isAfter(g) {
            // The answer is at or before g: gallop back.
            high = g
            var step = 1
            while true {
                let probe = high - step
                if probe < range.lowerBound {
                    low = range.lowerBound
                    break
                }
                probes += 1
                if isAfter(probe) {
                    high = probe
                    step <<= 1
                } else {
                    low = probe + 1
                    break
                }
            }
        } else {
            // The answer is after g: gallop forward.
            low = g + 1
            var step = 1
            while true {
                let probe = low - 1 + step
                if probe >= range.upperBound {
                    high = range.upperBound
                    break
                }
                probes += 1
                if isAfter(probe) {
                    high = probe
                    break
                }
                low = probe + 1
                step <<= 1
            }
        }
        while low < high {
            probes += 1
            let mid = (low + high) >> 1
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
