/// Where a prepare writes its cells: the builder's frames, sized for every item before
/// the first section, and written through a pointer held for a whole section. Appending
/// to the arrays instead cost uniqueness and capacity checks per cell, and copying each
/// group's solution in and out of the loop a dozen reference-count operations per group
/// (Docs/benchmarks.md, "Prepare path, third wave"). The cells' extents along the main
/// axis are not kept beside the frames: the index chunks read them off the frames
/// (``CellChunks/init(axis:frames:cuts:orthogonal:)``), which wrote 16 bytes per cell
/// twice (Docs/benchmarks.md, "Prepare path, fourth wave").
extension CompositionalBuilder {
    /// A pointer to the builder's cell storage, valid inside ``CellStorage/withCells(_:)``.
    struct CellWriter {
        let frames: UnsafeMutableBufferPointer<Rect>
    }

    /// The builder's cell frames, moved out of it while a section writes them (so the
    /// builder's other state stays free to change).
    struct CellStorage {
        var frames: [Rect]

        /// Calls `body` with a pointer to the frames.
        mutating func withCells(_ body: (CellWriter) throws(LayoutError) -> Void) throws(LayoutError) {
            try frames.withUnsafeMutableBufferPointer {
                (f: inout UnsafeMutableBufferPointer<Rect>) throws(LayoutError) in
                try body(CellWriter(frames: f))
            }
        }
    }

    /// An array of `count` frames left as the allocator gives them: the sections write
    /// every cell before the layout reads one (a prepare that throws drops the builder),
    /// and ``placedFrames()`` hands out only the first ``cellCount``. Filling them first
    /// cost a pass of 32 bytes per item.
    static func uninitialized(_ count: Int) -> [Rect] {
        [Rect](unsafeUninitializedCapacity: count) { buffer, initialized in
            LargeArrays.advise(buffer)
            initialized = count
        }
    }

    /// Moves the cell frames out of the builder.
    mutating func takeCellStorage() -> CellStorage {
        let storage = CellStorage(frames: frames)
        frames = []
        return storage
    }

    /// Gives the cell frames back to the builder.
    mutating func restoreCellStorage(_ storage: consuming CellStorage) {
        frames = storage.frames
    }

    /// Closes the current chunk of the main index before the next group once it holds
    /// ``CellChunks/targetSize`` cells. Complexity: O(1).
    @inline(__always)
    mutating func cutChunkIfFull() {
        if cellCount - (chunkCuts.last ?? 0) >= CellChunks.targetSize { chunkCuts.append(cellCount) }
    }

    /// Writes `count` cells of `solution` at `origin` after the cells placed so far.
    /// (Orthogonal cells enter the main index with an empty extent: their section
    /// records its run in ``orthogonalRuns``.) A chunk of the main index is closed
    /// before a group once it holds ``CellChunks/targetSize`` cells. Complexity: O(count).
    @inline(__always)
    mutating func appendCells(
        _ solution: borrowing GroupSolution, origin: Point, count: Int, _ cells: CellWriter
    ) {
        cutChunkIfFull()
        let first = cellCount
        let dx = origin.x
        let dy = origin.y
        solution.cells.withUnsafeBufferPointer { group in
            for j in 0..<count {
                let t = group[j]
                cells.frames[first + j] = Rect(
                    x: t.origin.x + dx, y: t.origin.y + dy, width: t.size.width, height: t.size.height)
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

    /// The main-axis index of the cells placed, cut at ``chunkCuts``, read off their
    /// frames. Complexity: O(n).
    func cellChunks() -> CellChunks {
        CellChunks(axis: axis, frames: placedFrames(), cuts: chunkCuts, orthogonal: orthogonalRuns)
    }
}
