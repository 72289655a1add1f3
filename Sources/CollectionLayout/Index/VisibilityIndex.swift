/// An exact interval index over elements' extents along one axis.
///
/// Answers "which elements overlap the open band `(a, b)`?" exactly (no element is
/// missed, whatever its length, and none is returned that does not overlap), which the
/// bisect-and-scan routine of the original layouts cannot do once elements are not
/// sorted by both edges (tall waterfall items, mosaic tiles).
///
/// Structure: the elements sorted by their lower edge (`start`), plus a max-tree of
/// upper edges (`end`) over blocks of ``blockSize`` elements. A query splits the answer
/// in two: elements starting inside the band form one contiguous run found by binary
/// search; elements starting before the band overlap it when their end lies beyond
/// `a`, and the max-tree leads straight to the blocks that hold such ends.
///
/// Complexity: building is O(n) when the elements come sorted by `start` (flow,
/// Pinterest, mosaic, compositional) and O(n log n) otherwise. A query costs
/// O(log n + k) for the run starting in the band plus O(log n) per element that
/// starts above the band and reaches into it (in a layout those are the few tall
/// elements crossing the band's top edge). Memory: 16 bytes per element, plus 4 when
/// a sort was needed, plus 2 for the tree.
public struct VisibilityIndex: Sendable {
    /// Elements per leaf of the max-tree.
    public static let blockSize = 8

    /// The axis the intervals lie on.
    public let axis: Axis
    /// Sorted position -> element id; empty when the ids are already sorted.
    private let order: [Int32]
    /// Lower edges, ascending.
    private let starts: [Double]
    /// Upper edges, in the same (sorted) order.
    private let ends: [Double]
    /// 1-based implicit max-tree over blocks: `tree[leafBase + b]` is the largest end
    /// in block `b`; padding leaves hold `-infinity`.
    private let tree: [Double]
    private let leafBase: Int

    /// The number of indexed elements.
    public var count: Int { starts.count }

    /// Builds the index from the elements' frames; element ids are positions in `frames`.
    public init(frames: some Collection<Rect>, axis: Axis) {
        var starts = [Double](), ends = [Double]()
        starts.reserveCapacity(frames.count)
        ends.reserveCapacity(frames.count)
        if axis == .vertical {
            for f in frames {
                starts.append(f.minY)
                ends.append(f.maxY)
            }
        } else {
            for f in frames {
                starts.append(f.minX)
                ends.append(f.maxX)
            }
        }
        self.init(starts: starts, ends: ends, axis: axis)
    }

    /// Builds the index from lower and upper edges (`starts[i] ... ends[i]` is element `i`).
    /// Precondition: both arrays have the same count and hold no NaN.
    public init(starts: [Double], ends: [Double], axis: Axis) {
        precondition(starts.count == ends.count, "starts and ends differ in count")
        precondition(starts.count < Int(Int32.max), "too many elements for one index")
        self.axis = axis
        var sorted = true
        var i = 1
        while i < starts.count {
            if starts[i] < starts[i - 1] {
                sorted = false
                break
            }
            i += 1
        }
        if sorted {
            order = []
            self.starts = starts
            self.ends = ends
        } else {
            let ids = Self.nearlySortedOrder(starts) ?? (0..<Int32(starts.count)).sorted { l, r in
                let (a, b) = (starts[Int(l)], starts[Int(r)])
                return a < b || (a == b && l < r)
            }
            order = ids
            self.starts = ids.map { starts[Int($0)] }
            self.ends = ids.map { ends[Int($0)] }
        }
        let blocks = (starts.count + Self.blockSize - 1) / Self.blockSize
        var base = 1
        while base < blocks { base <<= 1 }
        leafBase = base
        var tree = [Double](repeating: -.infinity, count: 2 * base)
        self.ends.withUnsafeBufferPointer { e in
            for b in 0..<blocks {
                var m = -Double.infinity
                let upper = Swift.min(e.count, (b + 1) * Self.blockSize)
                for j in (b * Self.blockSize)..<upper where e[j] > m { m = e[j] }
                tree[base + b] = m
            }
        }
        var node = base - 1
        while node >= 1 {
            tree[node] = Swift.max(tree[2 * node], tree[2 * node + 1])
            node -= 1
        }
        self.tree = tree
    }

    /// Sorts ids by (start, id) with an insertion sort when the input is nearly sorted
    /// (mosaic tiles, round-robin columns: each element only a few places out of
    /// order), giving up once the moves exceed `8n`. Returns `nil` when it gave up.
    /// Complexity: O(n + inversions), bounded by O(n).
    private static func nearlySortedOrder(_ starts: [Double]) -> [Int32]? {
        var ids = (0..<Int32(starts.count)).map { $0 }
        let budget = 8 * starts.count
        var moves = 0
        let finished = ids.withUnsafeMutableBufferPointer { buffer in
            starts.withUnsafeBufferPointer { s in
                var i = 1
                while i < buffer.count {
                    let current = buffer[i]
                    let key = s[Int(current)]
                    var j = i - 1
                    while j >= 0 && s[Int(buffer[j])] > key {
                        buffer[j + 1] = buffer[j]
                        j -= 1
                        moves += 1
                    }
                    buffer[j + 1] = current
                    if moves > budget { return false }
                    i += 1
                }
                return true
            }
        }
        return finished ? ids : nil
    }

    /// Calls `report` with the id of every element whose extent overlaps the open
    /// band `(a, b)` (`start < b` and `end > a`, extent not empty), in ascending order of
    /// `start`. Returns the number of probes: binary-search steps, tree nodes visited
    /// and elements examined.
    @discardableResult
    public func forEachOverlapping(_ a: Double, _ b: Double, _ report: (Int) -> Void) -> Int {
        guard !starts.isEmpty, a < b else { return 0 }
        var probes = 0
        let lo = lowerBound(a, probes: &probes)
        let hi = lowerBound(b, probes: &probes)
        if lo > 0 { probes += reportReaching(a, below: lo, report) }
        var i = lo
        while i < hi {
            probes += 1
            if ends[i] > starts[i] { report(id(at: i)) }
            i += 1
        }
        return probes
    }

    /// The element ids overlapping the band `(a, b)` (see ``forEachOverlapping(_:_:_:)``).
    public func overlapping(_ a: Double, _ b: Double) -> [Int] {
        var out: [Int] = []
        forEachOverlapping(a, b) { out.append($0) }
        return out
    }

    @inline(__always) private func id(at position: Int) -> Int {
        order.isEmpty ? position : Int(order[position])
    }

    /// First position whose start is >= `value`.
    private func lowerBound(_ value: Double, probes: inout Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            probes += 1
            let mid = (low + high) >> 1
            if starts[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Reports positions `< limit` whose end is `> a`, in position order.
    private func reportReaching(_ a: Double, below limit: Int, _ report: (Int) -> Void) -> Int {
        var probes = 0
        let lastBlock = (limit - 1) / Self.blockSize
        // Depth-first, left to right, over nodes whose block range starts before the
        // limit and whose maximum end exceeds `a`.
        var stack: [(node: Int, firstBlock: Int, width: Int)] = [(1, 0, leafBase)]
        stack.reserveCapacity(64)
        while let (node, firstBlock, width) = stack.popLast() {
            probes += 1
            guard firstBlock <= lastBlock, tree[node] > a else { continue }
            if width == 1 {
                let upper = Swift.min(limit, (firstBlock + 1) * Self.blockSize)
                var j = firstBlock * Self.blockSize
                while j < upper {
                    probes += 1
                    if ends[j] > a { report(id(at: j)) }
                    j += 1
                }
            } else {
                let half = width >> 1
                stack.append((2 * node + 1, firstBlock + half, half))
                stack.append((2 * node, firstBlock, half))
            }
        }
        return probes
    }
}
