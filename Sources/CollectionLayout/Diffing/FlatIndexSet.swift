/// A set of flat item indices below a fixed bound, as one bit per index: what the diff
/// keeps for items marked for reload or reconfiguration. A million marked items cost
/// 125 KB instead of a hash set's tens of megabytes, and walking them in order needs no
/// sort.
@usableFromInline
struct FlatIndexSet {
    @usableFromInline var words: [UInt64]
    /// The number of indices in the set.
    @usableFromInline var count = 0

    /// An empty set for indices in `0..<bound`. Complexity: O(bound / 64).
    @inlinable init(bound: Int) {
        words = [UInt64](repeating: 0, count: (max(bound, 0) + 63) >> 6)
    }

    /// True when no index is in the set.
    @inlinable var isEmpty: Bool { count == 0 }

    /// Adds `index` (in `0..<bound`). Complexity: O(1).
    @inlinable mutating func insert(_ index: Int) {
        let bit: UInt64 = 1 << UInt64(index & 63)
        let w = index >> 6
        if words[w] & bit == 0 {
            words[w] |= bit
            count &+= 1
        }
    }

    /// True when `index` is in the set; false for any index out of the bound. Complexity: O(1).
    @inlinable func contains(_ index: Int) -> Bool {
        let w = index >> 6
        guard index >= 0, w < words.count else { return false }
        return words[w] & (1 << UInt64(index & 63)) != 0
    }

    /// Calls `body` with every index in the set, in increasing order.
    /// Complexity: O(bound / 64 + count).
    @inlinable func forEachInOrder(_ body: (Int) -> Void) {
        guard count > 0 else { return }
        for (w, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                body(w << 6 | bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
    }
}
