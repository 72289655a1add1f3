/// The heights of a masonry layout's columns, answering "which column is the shortest,
/// leftmost on ties?" (the tie rule of PinterestLayout and CHT, Docs/layouts.md, "Ties and rounding").
///
/// Up to ``linearLimit`` columns a plain scan is fastest; beyond that a tournament tree
/// keeps the leftmost minimum at its root, so one update costs O(log columns) instead
/// of O(columns).
///
/// A class over memory it allocates once and frees in `deinit`: a prepare makes one per
/// prepare and updates it once per item, and as a struct of arrays every update
/// checked the arrays' bounds and uniqueness. Its properties are constants (the
/// pointers), so no access is checked for exclusivity at run time either.
final class ShortestColumnTracker {
    /// Column counts up to this use a linear scan.
    static let linearLimit = 16

    /// The number of columns.
    let count: Int
    /// The current height of every column (`count` values).
    private let heights: UnsafeMutablePointer<Double>
    /// Tournament tree of column indices (`nil` when scanning linearly):
    /// `tree[leafBase + c] = c`, an inner node holds the winner of its two children.
    private let tree: UnsafeMutablePointer<Int32>?
    private let leafBase: Int
    /// Room for ``scratchCount`` values the prepare may use as it likes (PinterestLayout
    /// asks the item heights a chunk at a time into it), in the same allocation as the
    /// heights.
    let scratch: UnsafeMutablePointer<Double>
    /// The number of values ``scratch`` holds.
    let scratchCount: Int

    /// `count` columns (at least 1), all of height `height`, and `scratchCount` values
    /// of ``scratch``.
    init(count: Int, height: Double = 0, scratchCount: Int = 0) {
        precondition(count >= 1, "a tracker needs a column")
        self.count = count
        self.scratchCount = scratchCount
        heights = .allocate(capacity: count + scratchCount)
        heights.initialize(repeating: height, count: count)
        scratch = heights + count
        scratch.initialize(repeating: 0, count: scratchCount)
        if count > Self.linearLimit {
            var base = 1
            while base < count { base <<= 1 }
            leafBase = base
            let tree = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * base)
            tree.initialize(repeating: -1, count: 2 * base)
            for c in 0..<count { tree[base + c] = Int32(c) }
            self.tree = tree
            Self.rebuild(tree, leafBase: base, heights)
        } else {
            leafBase = 0
            tree = nil
        }
    }

    deinit {
        heights.deallocate()
        tree?.deallocate()
    }

    /// The current height of column `column` (in `0 ..< count`). Complexity: O(1).
    @inline(__always)
    func height(_ column: Int) -> Double { heights[column] }

    /// The leftmost column of minimum height. Complexity: O(1) with the tree, else O(columns).
    @inline(__always)
    var shortest: Int {
        if let tree { return Int(tree[1]) }
        var best = 0
        var bestHeight = heights[0]
        var c = 1
        while c < count {
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
        for c in 1..<count where heights[c] > m { m = heights[c] }
        return m
    }

    /// Sets column `column` to `height`. Complexity: O(log columns) with the tree, else O(1).
    @inline(__always)
    func set(_ column: Int, to height: Double) {
        heights[column] = height
        guard let tree else { return }
        var node = (leafBase + column) >> 1
        while node >= 1 {
            tree[node] = Self.winner(tree[2 * node], tree[2 * node + 1], heights)
            node >>= 1
        }
    }

    /// Sets column `column` to `height` and returns the new ``shortest`` column.
    /// Complexity: O(log columns) with the tree, else O(columns).
    @inline(__always)
    func raise(_ column: Int, to height: Double) -> Int {
        heights[column] = height
        if let tree {
            var node = (leafBase + column) >> 1
            while node >= 1 {
                tree[node] = Self.winner(tree[2 * node], tree[2 * node + 1], heights)
                node >>= 1
            }
            return Int(tree[1])
        }
        var best = 0
        var bestHeight = heights[0]
        var c = 1
        while c < count {
            let h = heights[c]
            if h < bestHeight {
                best = c
                bestHeight = h
            }
            c += 1
        }
        return best
    }

    /// Sets every column to `height` (after a full-width banner). Complexity: O(columns).
    func setAll(to height: Double) {
        heights.update(repeating: height, count: count)
        // All equal: the leftmost real column wins every match.
        if let tree { Self.rebuild(tree, leafBase: leafBase, heights) }
    }

    /// Recomputes every inner node of `tree` from its leaves.
    private static func rebuild(
        _ tree: UnsafeMutablePointer<Int32>, leafBase: Int, _ heights: UnsafeMutablePointer<Double>
    ) {
        var node = leafBase - 1
        while node >= 1 {
            tree[node] = winner(tree[2 * node], tree[2 * node + 1], heights)
            node -= 1
        }
    }

    /// The lower column, the left one on ties; `-1` marks an empty leaf.
    @inline(__always)
    private static func winner(_ l: Int32, _ r: Int32, _ heights: UnsafeMutablePointer<Double>) -> Int32 {
        if r < 0 { return l }
        if l < 0 { return r }
        return heights[Int(r)] < heights[Int(l)] ? r : l
    }
}
