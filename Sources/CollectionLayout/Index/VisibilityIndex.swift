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
        let n = frames.count
        // The edges go straight into uninitialized storage: `append` checked capacity and
        // uniqueness per element, a third of a prepare's index build.
        let filled = frames.withContiguousStorageIfAvailable { Self.edges($0, axis: axis) }
        if let (starts, ends) = filled {
            self.init(starts: starts, ends: ends, axis: axis, order: knownOrder)
            return
        }
        var starts = [Double]()
        var ends = [Double]()
        starts.reserveCapacity(n)
        ends.reserveCapacity(n)
        for f in frames {
            starts.append(f.min(axis))
            ends.append(f.max(axis))
        }
        self.init(starts: starts, ends: ends, axis: axis, order: knownOrder)
    }

    /// The lower and upper edges of `frames` along `axis`, in one pass. Complexity: O(n).
    private static func edges(_ frames: UnsafeBufferPointer<Rect>, axis: Axis) -> ([Double], [Double]) {
        let n = frames.count
        let vertical = axis == .vertical
        var ends: [Double] = []
        let starts = [Double](unsafeUninitializedCapacity: n) { s, startCount in
            ends = [Double](unsafeUninitializedCapacity: n) { e, endCount in
                for i in 0..<n {
                    let f = frames[i]
                    let (origin, extent) = vertical ? (f.origin.y, f.size.height) : (f.origin.x, f.size.width)
                    s[i] = origin
                    e[i] = origin + extent
                }
                endCount = n
            }
            startCount = n
        }
        return (starts, ends)
    }

    /// Builds the index from lower and upper edges (`starts[i] ... ends[i]` is element `i`).
    /// Precondition: both arrays have the same count and hold no NaN.
    public init(starts: [Double], ends: [Double], axis: Axis) {
        self.init(starts: starts, ends: ends, axis: axis, order: nil)
    }

    /// As ``init(starts:ends:axis:)``, with `order` (when not `nil`) the ids sorted by
    /// (start, id), used when the starts are not sorted instead of sorting them.
    init(starts: [Double], ends: [Double], axis: Axis, order knownOrder: [Int32]?) {
        precondition(starts.count == ends.count, "starts and ends differ in count")
        precondition(starts.count < Int(Int32.max), "too many elements for one index")
        self.axis = axis
        let n = starts.count
        let sorted = starts.withUnsafeBufferPointer { s in
            var i = 1
            while i < s.count {
                if s[i] < s[i - 1] { return false }
                i += 1
            }
            return true
        }
        if sorted {
            order = []
            self.starts = starts
            self.ends = ends
        } else if let ids = knownOrder {
            order = ids
            self.starts = Self.gather(starts, ids)
            self.ends = Self.gather(ends, ids)
        } else if let (ids, sortedStarts) = Self.nearlySortedOrder(starts) {
            order = ids
            self.starts = sortedStarts
            self.ends = Self.gather(ends, ids)
        } else {
            let ids = (0..<Int32(n)).sorted { l, r in
                let (a, b) = (starts[Int(l)], starts[Int(r)])
                return a < b || (a == b && l < r)
            }
            order = ids
            self.starts = Self.gather(starts, ids)
            self.ends = Self.gather(ends, ids)
        }
        let blocks = (n + Self.blockSize - 1) / Self.blockSize
        var base = 1
        while base < blocks { base <<= 1 }
        leafBase = base
        var tree = [Double](repeating: -.infinity, count: 2 * base)
        var reach = [Double](repeating: -.infinity, count: blocks)
        self.ends.withUnsafeBufferPointer { e in
            tree.withUnsafeMutableBufferPointer { t in
                reach.withUnsafeMutableBufferPointer { r in
                    var running = -Double.infinity
                    for b in 0..<blocks {
                        var m = -Double.infinity
                        let upper = Swift.min(e.count, (b + 1) * Self.blockSize)
                        for j in (b * Self.blockSize)..<upper where e[j] > m { m = e[j] }
                        t[base + b] = m
                        running = Swift.max(running, m)
                        r[b] = running
                    }
                    var node = base - 1
                    while node >= 1 {
                        t[node] = Swift.max(t[2 * node], t[2 * node + 1])
                        node -= 1
                    }
                }
            }
        }
        self.tree = tree
        self.reach = reach
        (samples, sampleLevels) = Self.sampleLevels(of: self.starts)
    }

    /// `values[ids[k]]` for every `k`. Complexity: O(n).
    private static func gather(_ values: [Double], _ ids: [Int32]) -> [Double] {
        values.withUnsafeBufferPointer { v in
            ids.withUnsafeBufferPointer { order in
                [Double](unsafeUninitializedCapacity: order.count) { out, count in
                    for k in 0..<order.count { out[k] = v[Int(order[k])] }
                    count = order.count
                }
            }
        }
    }

    /// The sampled search levels over `starts` (see ``samples``).
    private static func sampleLevels(of starts: [Double]) -> ([Double], [Int]) {
        var samples: [Double] = []
        var levels = [0]
        var below = starts
        while below.count > fanout {
            var level: [Double] = []
            level.reserveCapacity((below.count + fanout - 1) / fanout)
            var i = 0
            while i < below.count {
                level.append(below[i])
                i += fanout
            }
            samples += level
            levels.append(samples.count)
            below = level
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
        var ids = [Int32](unsafeUninitializedCapacity: n) { buffer, count in
            for i in 0..<n { buffer[i] = Int32(truncatingIfNeeded: i) }
            count = n
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
