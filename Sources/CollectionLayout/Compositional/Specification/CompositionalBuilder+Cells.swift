/// Where a prepare writes its cells: the builder's frames and main-axis extents, sized for
/// every item before the first section, and written through pointers held for a whole
/// section. Appending to the arrays instead cost three uniqueness and capacity checks
/// per cell, and copying each group's solution in and out of the loop a dozen
/// reference-count operations per group (Docs/benchmarks.md, "Prepare path, third
/// wave").
extension CompositionalBuilder {
    /// Pointers to the builder's cell storage, valid inside ``CellStorage/withCells(_:)``.
    struct CellWriter {
        let frames: UnsafeMutableBufferPointer<Rect>
        let starts: UnsafeMutableBufferPointer<Double>
        let ends: UnsafeMutableBufferPointer<Double>
    }

    /// The builder's cell arrays, moved out of it while a section writes them (so the
    /// builder's other state stays free to change).
    struct CellStorage {
        var frames: [Rect]
        var starts: [Double]
        var ends: [Double]

        /// Calls `body` with pointers to the three arrays.
        mutating func withCells(_ body: (CellWriter) throws(LayoutError) -> Void) throws(LayoutError) {
            try frames.withUnsafeMutableBufferPointer {
                (f: inout UnsafeMutableBufferPointer<Rect>) throws(LayoutError) in
                try starts.withUnsafeMutableBufferPointer {
                    (s: inout UnsafeMutableBufferPointer<Double>) throws(LayoutError) in
                    try ends.withUnsafeMutableBufferPointer {
                        (e: inout UnsafeMutableBufferPointer<Double>) throws(LayoutError) in
                        try body(CellWriter(frames: f, starts: s, ends: e))
                    }
                }
            }
        }
    }

    /// An array of `count` plain values (`Rect`, `Double`) left as the allocator gives
    /// them: the sections write every cell before the layout reads one (a prepare that
    /// throws drops the builder), and ``placedFrames()`` and ``cellChunks()`` hand out
    /// only the first ``cellCount``. Filling them first cost a pass of 48 bytes per item.
    static func uninitialized(_ count: Int) -> [Rect] {
        [Rect](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// The same, for the cells' extents.
    static func uninitialized(_ count: Int) -> [Double] {
        [Double](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Moves the cell arrays out of the builder.
    mutating func takeCellStorage() -> CellStorage {
        let storage = CellStorage(frames: frames, starts: mainStarts, ends: mainEnds)
        frames = []
        mainStarts = []
        mainEnds = []
        return storage
    }

    /// Gives the cell arrays back to the builder.
    mutating func restoreCellStorage(_ storage: consuming CellStorage) {
        frames = storage.frames
        mainStarts = storage.starts
        mainEnds = storage.ends
    }

    /// Writes `count` cells of `solution` at `origin` after the cells placed so far.
    /// Orthogonal cells (`orthogonalAt` = the strip's main-axis start) enter the main
    /// index with an empty extent. A chunk of the main index is closed before a group
    /// once it holds ``CellChunks/targetSize`` cells. Complexity: O(count).
    @inline(__always)
    mutating func appendCells(
        _ solution: borrowing GroupSolution, origin: Point, count: Int, orthogonalAt: Double?, _ cells: CellWriter
    ) {
        if cellCount - (chunkCuts.last ?? 0) >= CellChunks.targetSize { chunkCuts.append(cellCount) }
        let first = cellCount
        let dx = origin.x
        let dy = origin.y
        solution.cells.withUnsafeBufferPointer { group in
            if let strip = orthogonalAt {
                for j in 0..<count {
                    let t = group[j]
                    cells.frames[first + j] = Rect(
                        x: t.origin.x + dx, y: t.origin.y + dy, width: t.size.width, height: t.size.height)
                    cells.starts[first + j] = strip
                    cells.ends[first + j] = strip
                }
            } else if axis == .vertical {
                for j in 0..<count {
                    let t = group[j]
                    let y = t.origin.y + dy
                    cells.frames[first + j] = Rect(x: t.origin.x + dx, y: y, width: t.size.width, height: t.size.height)
                    cells.starts[first + j] = y
                    cells.ends[first + j] = y + t.size.height
                }
            } else {
                for j in 0..<count {
                    let t = group[j]
                    let x = t.origin.x + dx
                    cells.frames[first + j] = Rect(x: x, y: t.origin.y + dy, width: t.size.width, height: t.size.height)
                    cells.starts[first + j] = x
                    cells.ends[first + j] = x + t.size.width
                }
            }
        }
        cellCount += count
        // `zIndices` is empty while every cell so far is at 0; the first solution with
        // zIndices pads the cells before it (none, when its cells are the layout's first).
        if !solution.zIndices.isEmpty {
            if zIndices.isEmpty { zIndices = [Int](repeating: 0, count: cellCount - count) }
            zIndices.append(contentsOf: solution.zIndices[0..<count])
        } else if !zIndices.isEmpty {
            zIndices.append(contentsOf: repeatElement(0, count: count))
        }
    }

    /// The frames of the cells placed.
    func placedFrames() -> [Rect] {
        frames.count == cellCount ? frames : Array(frames[..<cellCount])
    }

    /// The main-axis index of the cells placed, cut at ``chunkCuts`` (a single chunk
    /// shares the builder's arrays). Complexity: O(n).
    func cellChunks() -> CellChunks {
        let whole = mainStarts.count == cellCount
        let starts = whole ? mainStarts : Array(mainStarts[..<cellCount])
        let ends = whole ? mainEnds : Array(mainEnds[..<cellCount])
        guard chunkCuts.isEmpty else { return CellChunks(axis: axis, starts: starts, ends: ends, cuts: chunkCuts) }
        return CellChunks(axis: axis, chunks: [(starts, ends)], cuts: [])
    }
}
