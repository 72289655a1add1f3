/// The main-axis index of a compositional layout's cells, cut into chunks of consecutive
/// cells, each with its own ``VisibilityIndex`` and its own shift along the main axis
/// (Docs/layouts.md, "One measured size").
///
/// A chunk holds whole group instances, about ``targetSize`` cells (an instance is never
/// split). Its cells' frames and index hold *stored* coordinates; a cell lies at its
/// stored position plus its chunk's ``shifts`` entry. A prepare leaves every shift at 0.
/// When one item's measured size changes the height of its row by `d`, the cells after
/// that row in its chunk move by `d` in place, its chunk's index is rebuilt, and every
/// later chunk only adds `d` to its shift: the cells and indexes of the rest of the
/// layout are not touched.
///
/// A query finds the chunks whose extent (all their cells, shifted) overlaps the band
/// through ``chunkIndex``, then searches each of those in its own coordinates, over a
/// band widened by a rounding slack when the chunk is shifted (the caller tests each
/// shifted frame exactly). Complexity: O(log n + k) per query, as one index.
struct CellChunks: Sendable {
    /// Cells per chunk before a chunk is closed at the next instance boundary.
    static let targetSize = 2_048

    let axis: Axis
    /// Chunk `c` holds the cells `firstCell[c] ..< firstCell[c + 1]`; the last entry is
    /// the cell count.
    var firstCell: [Int]
    /// Each chunk's index over its cells' stored extents; ids are offsets in the chunk.
    var indexes: [VisibilityIndex]
    /// Each chunk's shift along the main axis.
    var shifts: [Double]
    /// Each chunk's stored extent: the lowest start and highest end of its cells.
    var extents: [(start: Double, end: Double)]
    /// Index over the chunks' shifted extents.
    var chunkIndex: VisibilityIndex

    /// Chunks cut at `cuts` (the first cell of each chunk after the first) over the
    /// cells' main-axis `starts` and `ends`. Complexity: O(n), as one index.
    init(axis: Axis, starts: [Double], ends: [Double], cuts: [Int]) {
        var chunks: [(starts: [Double], ends: [Double])] = []
        let bounds = [0] + cuts + [starts.count]
        for c in 0..<(bounds.count - 1) {
            chunks.append((Array(starts[bounds[c]..<bounds[c + 1]]), Array(ends[bounds[c]..<bounds[c + 1]])))
        }
        self.init(axis: axis, chunks: chunks, cuts: cuts)
    }

    /// Chunks cut at `cuts` over the extents of `frames` along `axis`, except that the
    /// cells of each run of `orthogonal` (ascending) get the empty extent `at ... at` (an
    /// orthogonal section's cells, never reported by the main index), and a chunk of such
    /// cells alone gets an empty index. Each chunk's index reads its
    /// frames in place (its edges written once, checked for order on the way), so a
    /// prepare no longer keeps every cell's extents beside its frame and then copies
    /// them into the chunks. Complexity: O(n), as one index.
    init(axis: Axis, frames: [Rect], cuts: [Int], orthogonal: [(cells: Range<Int>, at: Double)]) {
        self.axis = axis
        let n = frames.count
        firstCell = [0] + cuts + [n]
        indexes = []
        extents = []
        indexes.reserveCapacity(cuts.count + 1)
        extents.reserveCapacity(cuts.count + 1)
        // The runs ascend: those reaching chunk `c` start at `run`, read once per chunk
        // (each chunk searched them all, O(runs × chunks)).
        var run = 0
        for c in 0..<(firstCell.count - 1) {
            let chunk = firstCell[c]..<firstCell[c + 1]
            while run < orthogonal.count && orthogonal[run].cells.upperBound <= chunk.lowerBound { run += 1 }
            var last = run
            while last < orthogonal.count && orthogonal[last].cells.lowerBound < chunk.upperBound { last += 1 }
            let runs = orthogonal[run..<last]
            let index: VisibilityIndex
            if runs.isEmpty {
                index = VisibilityIndex(frames: frames[chunk], axis: axis)
            } else if let at = Self.orthogonalOnly(chunk, runs) {
                // Only strips' cells: nothing for a query to scan (their empty extents
                // lay in every band that crossed the strips, each tested and skipped),
                // and a one-item relayout never replaces cells here (it solves rows
                // of scrolling sections). The empty extent keeps the chunks in order.
                indexes.append(VisibilityIndex(starts: [], ends: [], axis: axis))
                extents.append((at, at))
                continue
            } else {
                var starts = frames[chunk].map { $0.min(axis) }
                var ends = frames[chunk].map { $0.max(axis) }
                for run in runs {
                    for p in run.cells.clamped(to: chunk) {
                        starts[p - chunk.lowerBound] = run.at
                        ends[p - chunk.lowerBound] = run.at
                    }
                }
                index = VisibilityIndex(starts: starts, ends: ends, axis: axis)
            }
            // Read off the index when it is in cell order (the usual case): no pass over the cells.
            extents.append(index.sortedExtent ?? Self.extent(of: index))
            indexes.append(index)
        }
        shifts = [Double](repeating: 0, count: indexes.count)
        chunkIndex = VisibilityIndex(starts: [], ends: [], axis: axis)
        rebuildChunkIndex()
    }

    /// Where the first strip holding cells of `chunk` starts, when strips' cells (the
    /// runs of `orthogonal` reaching the chunk, ascending) are all the chunk holds; else
    /// `nil`. Complexity: O(runs).
    static func orthogonalOnly(
        _ chunk: Range<Int>, _ orthogonal: ArraySlice<(cells: Range<Int>, at: Double)>
    ) -> Double? {
        var next = chunk.lowerBound
        var at: Double?
        for run in orthogonal {
            guard run.cells.lowerBound <= next else { return nil }
            if at == nil { at = run.at }
            next = run.cells.upperBound
        }
        return next >= chunk.upperBound ? at : nil
    }

    /// The lowest start and highest end of an index's elements ((0, 0) when empty).
    static func extent(of index: VisibilityIndex) -> (start: Double, end: Double) {
        extent(index.starts, index.ends)
    }

    /// Chunks of the given extents, chunk `c + 1` starting at cell `cuts[c]` (each
    /// chunk's arrays become its index's, not copied). Complexity: O(n).
    init(axis: Axis, chunks: [(starts: [Double], ends: [Double])], cuts: [Int]) {
        precondition(chunks.count == cuts.count + 1, "one chunk more than cuts")
        self.axis = axis
        firstCell = [0] + cuts + [(cuts.last ?? 0) + (chunks.last?.starts.count ?? 0)]
        indexes = []
        extents = []
        indexes.reserveCapacity(chunks.count)
        extents.reserveCapacity(chunks.count)
        for chunk in chunks {
            let index = VisibilityIndex(starts: chunk.starts, ends: chunk.ends, axis: axis)
            // Read off the index when it is in cell order (the usual case): no pass over the cells.
            extents.append(index.sortedExtent ?? Self.extent(chunk.starts, chunk.ends))
            indexes.append(index)
        }
        shifts = [Double](repeating: 0, count: indexes.count)
        chunkIndex = VisibilityIndex(starts: [], ends: [], axis: axis)
        rebuildChunkIndex()
    }

    /// Gives the cells `first ..< first + starts.count` of chunk `c` (offsets in the
    /// chunk) new stored extents and moves the chunk's cells after them by `delta`, as
    /// a one-item relayout does: the chunk's index is changed in place when it can be
    /// (``VisibilityIndex/replace(from:starts:ends:shiftingRestBy:)``), else built again
    /// from its new extents; then the index over the chunks. Complexity: O(cells of the
    /// chunk from `first` on + chunks).
    mutating func replace(
        inChunk c: Int, from first: Int, starts: [Double], ends: [Double], shiftingRestBy delta: Double
    ) {
        if indexes[c].replace(from: first, starts: starts, ends: ends, shiftingRestBy: delta),
            let extent = indexes[c].sortedExtent
        {
            extents[c] = extent
        } else {
            var (allStarts, allEnds) = indexes[c].extentsByID()
            for j in starts.indices {
                allStarts[first + j] = starts[j]
                allEnds[first + j] = ends[j]
            }
            if delta != 0 {
                for k in (first + starts.count)..<allStarts.count {
                    allStarts[k] += delta
                    allEnds[k] += delta
                }
            }
            indexes[c] = VisibilityIndex(starts: allStarts, ends: allEnds, axis: axis)
            extents[c] = Self.extent(allStarts, allEnds)
        }
        rebuildChunkIndex(from: c)
    }

    /// The lowest start and highest end.
    static func extent(_ starts: [Double], _ ends: [Double]) -> (start: Double, end: Double) {
        var lo = Double.infinity
        var hi = -Double.infinity
        for s in starts where s < lo { lo = s }
        for e in ends where e > hi { hi = e }
        return starts.isEmpty ? (0, 0) : (lo, hi)
    }

    /// Rebuilds the index over the chunks' shifted extents, whose entries before chunk
    /// `first` are unchanged: in place when the new entries keep it sorted (a one-item
    /// relayout moves every chunk from its own on), else from scratch.
    /// Complexity: O(chunks) (no allocation but the new entries' when in place).
    mutating func rebuildChunkIndex(from first: Int = 0) {
        let count = extents.count
        let from = chunkIndex.count == count ? Swift.max(0, Swift.min(first, count)) : 0
        let (s, e) = entries(from: from)
        if from > 0 || chunkIndex.count == count,
            chunkIndex.replace(from: from, starts: s, ends: e, shiftingRestBy: 0)
        {
            return
        }
        let (allStarts, allEnds) = from == 0 ? (s, e) : entries(from: 0)
        chunkIndex = VisibilityIndex(starts: allStarts, ends: allEnds, axis: axis)
    }

    /// The chunk index's entries for chunks `first...`: each chunk's extent plus its
    /// shift, widened by the rounding slack, so a cell the chunk search finds is never
    /// outside its chunk's entry. Complexity: O(chunks from `first` on).
    private func entries(from first: Int) -> ([Double], [Double]) {
        let count = extents.count - first
        return extents.withUnsafeBufferPointer { x in
            shifts.withUnsafeBufferPointer { shift in
                LargeArrays.pair(count: count) { (s: UnsafeMutableBufferPointer<Double>, e) in
                    for j in 0..<count {
                        let c = first + j
                        let slack = Self.slack(shift[c], x[c].start, x[c].end)
                        s[j] = x[c].start + shift[c] - slack
                        e[j] = x[c].end + shift[c] + slack
                    }
                }
            }
        }
    }

    /// A bound on the rounding of adding `shift` to coordinates near `a` and `b`; 0 when
    /// nothing is shifted.
    @inline(__always) static func slack(_ shift: Double, _ a: Double, _ b: Double) -> Double {
        shift == 0 ? 0 : 1e-9 * Swift.max(1, abs(shift), abs(a), abs(b))
    }

    /// The chunk holding cell `position`. Complexity: O(log chunks).
    func chunk(ofCell position: Int) -> Int { firstCell.run(holding: position) }

    /// Calls `report` with each cell position (and its chunk's shift) whose shifted
    /// extent may overlap the open band `(a, b)`: exactly those of a single index when
    /// nothing is shifted, else those plus a few within the rounding slack of the band's
    /// edges (the caller tests each shifted frame). Returns the probes.
    /// Complexity: O(log n + k).
    @discardableResult
    func forEachOverlapping(_ a: Double, _ b: Double, _ report: (Int, Double) -> Void) -> Int {
        // The chunks' indexes are borrowed in place through a pointer (a subscript of the
        // array or of its buffer copied the index, its seven arrays retained and released,
        // per chunk searched), and the closures capture buffers, not `self`.
        indexes.withUnsafeBufferPointer { indexes in
            shifts.withUnsafeBufferPointer { shifts in
                guard let first = indexes.baseAddress else { return 0 }
                if indexes.count == 1 && shifts[0] == 0 {
                    return first.pointee.forEachOverlapping(a, b) { report($0, 0) }
                }
                return firstCell.withUnsafeBufferPointer { firstCell in
                    var probes = 0
                    probes += chunkIndex.forEachOverlapping(a, b) { c in
                        let shift = shifts[c]
                        let slack = Self.slack(shift, a, b)
                        let start = firstCell[c]
                        probes += (first + c).pointee.forEachOverlapping(a - shift - slack, b - shift + slack) {
                            report(start + $0, shift)
                        }
                    }
                    return probes
                }
            }
        }
    }

    /// The search of the first chunk overlapping `(a, b)` (the whole search when there
    /// is one chunk), recorded into `trace`. Complexity: O(log n).
    func run(_ a: Double, _ b: Double, trace: inout QueryTrace) {
        var chunk = 0
        if indexes.count > 1 {
            var first = Int.max
            chunkIndex.forEachOverlapping(a, b) { first = Swift.min(first, $0) }
            guard first != Int.max else { return }
            chunk = first
        }
        guard chunk < indexes.count else { return }
        let shift = shifts[chunk]
        _ = indexes[chunk].run(a - shift, b - shift, trace: &trace)
    }
}
