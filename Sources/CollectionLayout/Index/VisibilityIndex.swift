/// An exact interval index over elements' extents along one axis.
///
/// Answers "which elements overlap the open band `(a, b)`?" exactly (no element is
/// missed, whatever its length, and none is returned that does not overlap), which the
/// bisect-and-scan routine of the original layouts cannot do once elements are not
/// sorted by both edges (tall waterfall items, mosaic tiles).
///
/// Structure: the elements sorted by their lower edge (`start`), plus a max-tree of
/// upper edges (`end`) over blocks of ``blockSize`` elements. A query splits the answer
/// in two: elements starting inside the band form one contiguous run; elements starting
/// before the band overlap it when their end lies beyond `a`, and the max-tree leads
/// straight to the blocks that hold such ends.
///
/// Built for memory latency at a million elements: the run's first position is found
/// through sampled copies of the starts (every 16th start, every 16th of those, ...),
/// so a search reads one or two cache lines per level instead of one per bisection
/// step; its end by galloping forward from its first position (cache lines the scan
/// reads anyway). A running maximum of ends per block says at once whether anything
/// before the band reaches into it and how far back to look, so the common case (only
/// neighbours reach in) scans a few blocks next to the band without walking the tree.
///
/// Complexity: building is O(n) when the elements come sorted by `start` (flow,
/// Pinterest, mosaic, compositional) and O(n log n) otherwise. A query costs
/// O(log n + k) for the run starting in the band plus O(log n) per element that
/// starts above the band and reaches into it (in a layout those are the few tall
/// elements crossing the band's top edge). Memory: 16 bytes per element, plus 4 when
/// a sort was needed, plus 2 to 4 for the tree and about 1.5 for the running maxima
/// and the samples.
public struct VisibilityIndex: Sendable {
    /// Elements per leaf of the max-tree.
    public static let blockSize = 8

    /// The axis the intervals lie on.
    public let axis: Axis
    /// Sorted position -> element id; empty when the ids are already sorted.
    var order: [Int32]
    /// Lower edges, ascending.
    var starts: [Double]
    /// Upper edges, in the same (sorted) order.
    var ends: [Double]
    /// 1-based implicit max-tree over blocks: `tree[leafBase + b]` is the largest end
    /// in block `b`; padding leaves hold `-infinity`.
    var tree: [Double]
    let leafBase: Int
    /// `reach[b]` is the largest end in blocks `0 ... b` (non-decreasing).
    var reach: [Double]
    /// Sampled starts, level after level: level 0 holds every ``fanout``-th start,
    /// level `l` every ``fanout``-th entry of level `l - 1`, up to a level of at most
    /// ``fanout`` entries. Level `l` is `samples[sampleLevels[l] ..< sampleLevels[l + 1]]`.
    var samples: [Double]
    let sampleLevels: [Int]

    /// Entries per step of the sampled search levels.
    static let fanout = 16
    /// Up to this many blocks before the band are scanned directly, beyond it the tree
    /// is walked.
    static let scanLimit = 16

    /// The number of indexed elements.
    public var count: Int { starts.count }

    /// Builds the index from the elements' frames; element ids are positions in `frames`.
    public init(frames: some Collection<Rect>, axis: Axis) { self.init(frames: frames, axis: axis, order: nil) }

    /// As ``init(frames:axis:)``, with `order` (when not `nil`) the ids sorted by (start,
    /// id), known to the caller (SplitLayout merges its two sides' sorted runs).
    init(frames: some Collection<Rect>, axis: Axis, order knownOrder: [Int32]?) {
        // The edges go straight into uninitialized storage, checked for order on the way:
        // `append` checked capacity and uniqueness per element, and a second pass over
        // the starts found their order.
        let filled = frames.withContiguousStorageIfAvailable { Self.edges($0, axis: axis) }
        if let (starts, ends, sorted) = filled {
            self.init(starts: starts, ends: ends, axis: axis, order: knownOrder, sorted: sorted)
            return
        }
        var starts = [Double]()
        var ends = [Double]()
        starts.reserveCapacity(frames.count)
        ends.reserveCapacity(frames.count)
        for f in frames {
            starts.append(f.min(axis))
            ends.append(f.max(axis))
        }
        self.init(starts: starts, ends: ends, axis: axis, order: knownOrder, sorted: nil)
    }

    /// The lower and upper edges of `frames` along `axis`, in one pass, and whether the
    /// lower edges are ascending. Complexity: O(n).
    private static func edges(_ frames: UnsafeBufferPointer<Rect>, axis: Axis) -> ([Double], [Double], Bool) {
        let n = frames.count
        var sorted = true
        let (starts, ends) = LargeArrays.pair(count: n) {
            (lower: UnsafeMutableBufferPointer<Double>, upper: UnsafeMutableBufferPointer<Double>) in
            guard let first = frames.baseAddress, let s = lower.baseAddress, let e = upper.baseAddress else { return }
            var previous = -Double.infinity
            sorted =
                axis == .vertical
                ? writeEdges(first, count: n, VerticalEdges.self, starts: s, ends: e, after: &previous)
                : writeEdges(first, count: n, HorizontalEdges.self, starts: s, ends: e, after: &previous)
        }
        return (starts, ends, sorted)
    }

    /// Writes the lower and upper edges along `E`'s axis of the `count` frames at `frames`
    /// to `starts` and `ends` (`origin` and `origin + length`, as the index reads them), and
    /// returns whether the lower edges ascend from `previous` on, which it sets to the last
    /// one. The one pass behind an index built from frames, whole or a section at a time.
    /// Complexity: O(count).
    @inline(__always)
    static func writeEdges<E: AxisEdges>(
        _ frames: UnsafePointer<Rect>, count: Int, _: E.Type, starts: UnsafeMutablePointer<Double>,
        ends: UnsafeMutablePointer<Double>, after previous: inout Double
    ) -> Bool {
        var ascending = true
        var last = previous
        for i in 0..<count {
            let origin = E.start(frames[i])
            starts[i] = origin
            ends[i] = origin + E.length(frames[i])
            if origin < last { ascending = false }
            last = origin
        }
        previous = last
        return ascending
    }

    /// Builds the index from lower and upper edges (`starts[i] ... ends[i]` is element `i`).
    /// Precondition: both arrays have the same count and hold no NaN.
    public init(starts: [Double], ends: [Double], axis: Axis) {
        self.init(starts: starts, ends: ends, axis: axis, order: nil, sorted: nil)
    }

    /// As ``init(starts:ends:axis:)``, with `order` (when not `nil`) the ids sorted by
    /// (start, id), used when the starts are not sorted instead of sorting them.
    init(starts: [Double], ends: [Double], axis: Axis, order knownOrder: [Int32]?) {
        self.init(starts: starts, ends: ends, axis: axis, order: knownOrder, sorted: nil)
    }

    /// As above; `sorted`, when not `nil`, says whether `starts` is ascending (known to
    /// the caller, so the index does not check it again).
    init(starts: [Double], ends: [Double], axis: Axis, order knownOrder: [Int32]?, sorted known: Bool?) {
        precondition(starts.count == ends.count, "starts and ends differ in count")
        precondition(starts.count < Int(Int32.max), "too many elements for one index")
        let n = starts.count
        let sorted =
            known
            ?? starts.withUnsafeBufferPointer { s in
                var i = 1
                while i < s.count {
                    if s[i] < s[i - 1] { return false }
                    i += 1
                }
                return true
            }
        if sorted {
            self.init(sortedStarts: starts, ends: ends, order: [], axis: axis)
        } else if let ids = knownOrder {
            self.init(sortedStarts: Self.gather(starts, ids), ends: Self.gather(ends, ids), order: ids, axis: axis)
        } else if let (ids, sortedStarts) = Self.nearlySortedOrder(starts) {
            self.init(sortedStarts: sortedStarts, ends: Self.gather(ends, ids), order: ids, axis: axis)
        } else {
            let ids = (0..<Int32(n)).sorted { l, r in
                let (a, b) = (starts[Int(l)], starts[Int(r)])
                return a < b || (a == b && l < r)
            }
            self.init(sortedStarts: Self.gather(starts, ids), ends: Self.gather(ends, ids), order: ids, axis: axis)
        }
    }

    /// Builds the index from edges already in start order: `starts` ascending, `ends`
    /// in the same order, `order` the element id at each position (empty when the
    /// positions are the ids), as a layout that knows its elements' order writes them.
    /// Precondition: `starts` is ascending, without NaN, and `order` is a permutation
    /// sorted by (start, id) (checked in debug builds).
    /// Complexity: O(n); the max-tree, the running maxima and the samples are each
    /// written once, into storage that is not filled first.
    init(sortedStarts starts: [Double], ends: [Double], order: [Int32], axis: Axis) {
        precondition(starts.count == ends.count, "starts and ends differ in count")
        precondition(starts.count < Int(Int32.max), "too many elements for one index")
        precondition(order.isEmpty || order.count == starts.count, "order and starts differ in count")
        assert(Self.isSorted(starts, order), "starts out of order")
        self.axis = axis
        self.order = order
        self.starts = starts
        self.ends = ends
        let n = starts.count
        let blockSize = Self.blockSize
        let blocks = (n + blockSize - 1) / blockSize
        var base = 1
        while base < blocks { base <<= 1 }
        leafBase = base
        var reach: [Double] = []
        tree = ends.withUnsafeBufferPointer { e in
            [Double](largeCount: 2 * base) { t in
                reach = [Double](largeCount: blocks) { r in
                    var running = -Double.infinity
                    let full = n / blockSize
                    for b in 0..<full {
                        let j = b * blockSize
                        var m = -Double.infinity
                        for k in j..<(j + blockSize) where e[k] > m { m = e[k] }
                        t[base + b] = m
                        running = Swift.max(running, m)
                        r[b] = running
                    }
                    if full < blocks {
                        var m = -Double.infinity
                        for k in (full * blockSize)..<n where e[k] > m { m = e[k] }
                        t[base + full] = m
                        running = Swift.max(running, m)
                        r[full] = running
                    }
                }
                // Padding leaves, and slot 0 (unused by the 1-based tree).
                t[0] = -.infinity
                for b in (base + blocks)..<(2 * base) { t[b] = -.infinity }
                var node = base - 1
                while node >= 1 {
                    t[node] = Swift.max(t[2 * node], t[2 * node + 1])
                    node -= 1
                }
            }
        }
        self.reach = reach
        (samples, sampleLevels) = Self.sampleLevels(of: starts)
    }

    /// True when `starts` is ascending and `order` (when not empty) sorted by (start, id).
    private static func isSorted(_ starts: [Double], _ order: [Int32]) -> Bool {
        for i in starts.indices.dropFirst() {
            if starts[i] < starts[i - 1] { return false }
            if !order.isEmpty && starts[i - 1] == starts[i] && order[i - 1] > order[i] { return false }
        }
        return true
    }

    /// `values[ids[k]]` for every `k`. Complexity: O(n).
    private static func gather(_ values: [Double], _ ids: [Int32]) -> [Double] {
        values.withUnsafeBufferPointer { v in
            ids.withUnsafeBufferPointer { order in
                [Double](largeCount: order.count) { out in
                    for k in 0..<order.count { out[k] = v[Int(order[k])] }
                }
            }
        }
    }

    /// The sampled search levels over `starts` (see ``samples``): level `l` holds the
    /// starts at multiples of ``fanout`` to the power `l + 1`, all levels in one array
    /// written once. Complexity: O(n / fanout).
    private static func sampleLevels(of starts: [Double]) -> ([Double], [Int]) {
        // Room for every level at once (a `[0]` literal grew by reallocation): 16 levels
        // cover 16^16 elements.
        var levels: [Int] = []
        levels.reserveCapacity(16)
        levels.append(0)
        var below = starts.count
        var total = 0
        while below > fanout {
            below = (below + fanout - 1) / fanout
            total += below
            levels.append(total)
        }
        guard total > 0 else { return ([], levels) }
        let samples = starts.withUnsafeBufferPointer { s in
            [Double](largeCount: total) { out in
                var stride = fanout
                for l in 0..<(levels.count - 1) {
                    var k = 0
                    for i in levels[l]..<levels[l + 1] {
                        out[i] = s[k]
                        k += stride
                    }
                    stride *= fanout
                }
            }
        }
        return (samples, levels)
    }

    /// Sorts ids by (start, id) with an insertion sort when the input is nearly sorted
    /// (mosaic tiles, round-robin columns: each element only a few places out of
    /// order), giving up once the moves exceed `8n`. Returns the ids and the starts in
    /// that order, or `nil` when it gave up. The keys move with their ids, so each
    /// comparison reads one array in order.
    /// Complexity: O(n + inversions), bounded by O(n).
    private static func nearlySortedOrder(_ starts: [Double]) -> ([Int32], [Double])? {
        let n = starts.count
        var keys = starts
        var ids = [Int32](largeCount: n) { buffer in
            for i in 0..<n { buffer[i] = Int32(truncatingIfNeeded: i) }
        }
        let budget = 8 * n
        var moves = 0
        let finished = ids.withUnsafeMutableBufferPointer { buffer in
            keys.withUnsafeMutableBufferPointer { s in
                var i = 1
                while i < n {
                    let key = s[i]
                    if s[i - 1] > key {
                        let current = buffer[i]
                        var j = i - 1
                        while j >= 0 && s[j] > key {
                            buffer[j + 1] = buffer[j]
                            s[j + 1] = s[j]
                            j -= 1
                            moves += 1
                        }
                        buffer[j + 1] = current
                        s[j + 1] = key
                        if moves > budget { return false }
                    }
                    i += 1
                }
                return true
            }
        }
        return finished ? (ids, keys) : nil
    }
}

extension VisibilityIndex {
    /// Every element's start and end, by element id (the arrays the index was built
    /// from). Complexity: O(n).
    func extentsByID() -> (starts: [Double], ends: [Double]) {
        guard !order.isEmpty else { return (starts, ends) }
        var s = [Double](repeating: 0, count: starts.count)
        var e = [Double](repeating: 0, count: ends.count)
        for (position, id) in order.enumerated() {
            s[Int(id)] = starts[position]
            e[Int(id)] = ends[position]
        }
        return (s, e)
    }
}
