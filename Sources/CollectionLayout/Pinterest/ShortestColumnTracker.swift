/// The heights of a masonry layout's columns, answering "which column is the shortest,
/// leftmost on ties?" (the tie rule of PinterestLayout and CHT, Docs/layouts.md, "Ties and rounding").
///
/// Up to ``linearLimit`` columns a plain scan is fastest; beyond that a tournament tree
/// keeps the leftmost minimum at its root, so one update costs O(log columns) instead
/// of O(columns).
struct ShortestColumnTracker {
    /// Column counts up to this use a linear scan.
    static let linearLimit = 16

    /// The current height of every column.
    private(set) var heights: [Double]
    /// Tournament tree of column indices (empty when scanning linearly):
    /// `tree[leafBase + c] = c`, an inner node holds the winner of its two children.
    private var tree: [Int32]
    private let leafBase: Int

    /// `count` columns, all of height `height`.
    init(count: Int, height: Double = 0) {
        heights = [Double](repeating: height, count: count)
        if count > Self.linearLimit {
            var base = 1
            while base < count { base <<= 1 }
            leafBase = base
            tree = [Int32](repeating: -1, count: 2 * base)
            for c in 0..<count { tree[base + c] = Int32(c) }
            var node = base - 1
            while node >= 1 {
                tree[node] = Self.winner(tree[2 * node], tree[2 * node + 1], heights)
                node -= 1
            }
        } else {
            leafBase = 0
            tree = []
        }
    }

    /// The number of columns.
    var count: Int { heights.count }

    /// The leftmost column of minimum height. Complexity: O(1) with the tree, else O(columns).
    @inline(__always)
    var shortest: Int {
        if !tree.isEmpty { return Int(tree[1]) }
        var best = 0
        var bestHeight = heights[0]
        var c = 1
        while c < heights.count {
            if heights[c] < bestHeight {
                best = c
                bestHeight = heights[c]
            }
            c += 1
        }
        return best
    }

    /// The height of the tallest column. Complexity: O(columns).
    var tallest: Double {
        var m = heights[0]
        for h in heights where h > m { m = h }
        return m
    }

    /// Sets column `column` to `height`. Complexity: O(log columns) with the tree, else O(1).
    @inline(__always)
    mutating func set(_ column: Int, to height: Double) {
        heights[column] = height
        guard !tree.isEmpty else { return }
        var node = (leafBase + column) >> 1
        while node >= 1 {
            tree[node] = Self.winner(tree[2 * node], tree[2 * node + 1], heights)
            node >>= 1
        }
    }

    /// Sets every column to `height` (after a full-width banner). Complexity: O(columns).
    mutating func setAll(to height: Double) {
        for c in heights.indices { heights[c] = height }
        guard !tree.isEmpty else { return }
        // All equal: the leftmost real column wins every match.
        var node = leafBase - 1
        while node >= 1 {
            tree[node] = Self.winner(tree[2 * node], tree[2 * node + 1], heights)
            node -= 1
        }
    }

    /// The lower column, the left one on ties; `-1` marks an empty leaf.
    @inline(__always)
    private static func winner(_ l: Int32, _ r: Int32, _ heights: [Double]) -> Int32 {
        if r < 0 { return l }
        if l < 0 { return r }
        return heights[Int(r)] < heights[Int(l)] ? r : l
    }
}
