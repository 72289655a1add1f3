/// The longest strictly increasing subsequence of a sequence of integers: the elements
/// of a matched list that can stay where they are, so every other matched element is a
/// move and no smaller set of moves exists.
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Marks in `onSubsequence` (same count as `values`) the positions of one longest
    /// strictly increasing subsequence of `values`.
    ///
    /// Patience sorting with predecessor links. Complexity: O(k log k) for k values,
    /// O(k) when the values are already mostly increasing (the append-to-tails path).
    @usableFromInline
    static func mark(_ values: [Int32], into onSubsequence: inout [Bool]) {
        let count = values.count
        onSubsequence = [Bool](repeating: false, count: count)
        guard count > 0 else { return }
        // tails[l] = position of the smallest tail of an increasing run of length l + 1.
        var tails: [Int32] = []
        tails.reserveCapacity(min(count, 1 << 16))
        var previous = [Int32](repeating: -1, count: count)
        values.withUnsafeBufferPointer { v in
            for i in 0..<count {
                let x = v[i]
                if let last = tails.last, v[Int(last)] >= x {
                    // Binary search for the first tail >= x.
                    var lo = 0
                    var hi = tails.count - 1
                    while lo < hi {
                        let mid = (lo &+ hi) >> 1
                        if v[Int(tails[mid])] < x { lo = mid &+ 1 } else { hi = mid }
                    }
                    tails[lo] = Int32(i)
                    previous[i] = lo > 0 ? tails[lo - 1] : -1
                } else {
                    previous[i] = tails.last ?? -1
                    tails.append(Int32(i))
                }
            }
        }
        var position = tails.last.map(Int.init) ?? -1
        while position >= 0 {
            onSubsequence[position] = true
            position = Int(previous[position])
        }
    }
}
