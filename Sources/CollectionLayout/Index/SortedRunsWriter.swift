/// Writes cells, as a merge of already sorted runs hands them over, straight into the
/// three arrays a ``VisibilityIndex`` keeps: starts ascending, ends in the same order, and
/// the cells' positions (element ids) in that order, sorted by (start, id).
///
/// The caller's merge decides which runs there are and which cell comes next (its own
/// file: PluginCellOrder's interleaved columns, SplitLaneOrder's two sides); the writer
/// owns what every merge shares: the arrays (built through ``LargeArrays``, so large ones
/// are advised for huge pages), the write position, and the order check (a cell starting
/// before the one written last, or at a start that is not a number, ends the merge: the
/// caller gets `nil` and lets the index sort). Ties are the caller's: a merge that hands
/// over equal starts by ascending position writes the index's (start, id) order.
///
/// Complexity: O(1) per cell written; no allocation besides the three arrays.
struct SortedRunsWriter<Edges: AxisEdges> {
    /// The cells' frames, by position.
    let frames: UnsafePointer<Rect>
    let starts: UnsafeMutablePointer<Double>
    let ends: UnsafeMutablePointer<Double>
    let order: UnsafeMutablePointer<Int32>
    /// Cells written so far, and the last one's start.
    private(set) var written = 0
    private(set) var previousStart = -Double.infinity

    private init(
        frames: UnsafePointer<Rect>, starts: UnsafeMutablePointer<Double>, ends: UnsafeMutablePointer<Double>,
        order: UnsafeMutablePointer<Int32>
    ) {
        self.frames = frames
        self.starts = starts
        self.ends = ends
        self.order = order
    }

    /// The index's arrays for `frames`, as `merge` writes them, handing over every cell
    /// once: `nil` when `merge` answers false (a cell it handed over was out of order and
    /// not written) or leaves cells unwritten, or when there are too many cells for the
    /// index's 32-bit ids. No cells: empty arrays (`merge` is not called).
    /// Complexity: O(n) plus `merge`; an unfinished merge fills the rest with zeros (the
    /// arrays are thrown away).
    @inline(__always)
    static func write(
        _ frames: [Rect], _ merge: (inout Self) -> Bool
    ) -> (starts: [Double], ends: [Double], order: [Int32])? {
        let n = frames.count
        guard n > 0 else { return ([], [], []) }
        guard n < Int(Int32.max) else { return nil }
        var complete = false
        var starts: [Double] = []
        var ends: [Double] = []
        let order = frames.withUnsafeBufferPointer { f in
            [Int32](largeCount: n) { o in
                (starts, ends) = LargeArrays.pair(count: n) { (s: UnsafeMutableBufferPointer<Double>, e) in
                    guard let frames = f.baseAddress, let sp = s.baseAddress, let ep = e.baseAddress,
                        let op = o.baseAddress
                    else { return }
                    var writer = Self(frames: frames, starts: sp, ends: ep, order: op)
                    complete = merge(&writer) && writer.written == n
                    if !complete {
                        // Every element is initialized, as the arrays' builders require.
                        let from = Swift.min(writer.written, n)
                        (sp + from).initialize(repeating: 0, count: n - from)
                        (ep + from).initialize(repeating: 0, count: n - from)
                        (op + from).initialize(repeating: 0, count: n - from)
                    }
                }
            }
        }
        return complete ? (starts, ends, order) : nil
    }

    /// Writes cell `p`, which starts at `start` (read by the caller to choose it); false
    /// when it starts before the cell written last (or at NaN), which writes nothing.
    /// Complexity: O(1).
    @inline(__always)
    mutating func append(_ p: Int, start: Double) -> Bool {
        guard start >= previousStart else { return false }
        starts[written] = start
        ends[written] = start + Edges.length(frames[p])
        order[written] = Int32(truncatingIfNeeded: p)
        written &+= 1
        previousStart = start
        return true
    }

    /// Writes the cells at positions `from ..< end`, in flat order, while they start below
    /// `limit` (or at it, when `inclusive`: the run comes first among equal starts), and
    /// answers the position reached and whether the cells taken were in order (false: the
    /// cell at `next` starts before the one written last and was not written). A cell
    /// starting at NaN stops the run, in order. Complexity: O(cells written).
    @inline(__always)
    mutating func take(from: Int, to end: Int, below limit: Double, inclusive: Bool) -> (next: Int, inOrder: Bool) {
        // Locals in the loop: stored properties were written back for every cell, and the
        // pointers read again after every store through them. Flat and written positions
        // advance together.
        let (frames, starts, ends, order) = (self.frames, self.starts, self.ends, self.order)
        let shift = written &- from
        var p = from
        var previous = previousStart
        var inOrder = true
        // Writes cell `p` (starting at `y`) when it is in order.
        @inline(__always) func put(_ y: Double) -> Bool {
            guard y >= previous else {
                inOrder = false
                return false
            }
            previous = y
            starts[p &+ shift] = y
            ends[p &+ shift] = y + Edges.length(frames[p])
            order[p &+ shift] = Int32(truncatingIfNeeded: p)
            p &+= 1
            return true
        }
        // One loop for each bound, so neither tests `inclusive` per cell.
        if inclusive {
            while p < end, Edges.start(frames[p]) <= limit, put(Edges.start(frames[p])) {}
        } else {
            while p < end, Edges.start(frames[p]) < limit, put(Edges.start(frames[p])) {}
        }
        written = p &+ shift
        previousStart = previous
        return (p, inOrder)
    }
}
