/// Where a plugin layout's prepare writes its cells' edges along the scroll axis, for
/// the cell index, section by section while a section's frames are still in cache: the
/// index built from the frames afterwards read them all back (32 MB at a million cells,
/// from memory). Also notes whether the starts ascend, so the index need not check.
///
/// The frames are in logical coordinates (the scroll axis is `y`); a horizontal layout's
/// real frames are their transposes, whose `x` edges are these same numbers
/// (the prepare's transpose moves them without arithmetic). With no room
/// (`nil` pointers), ``write(_:count:at:)`` does nothing.
struct CellEdges {
    /// Room for every cell's lower and upper edge, by flat position.
    let starts: UnsafeMutablePointer<Double>?
    let ends: UnsafeMutablePointer<Double>?
    /// True while every start written is at or after the one before it.
    private(set) var sorted = true
    private var previous = -Double.infinity

    /// No room: nothing is written.
    init() {
        starts = nil
        ends = nil
    }

    /// Writes into `starts` and `ends`, room for every cell.
    init(starts: UnsafeMutablePointer<Double>?, ends: UnsafeMutablePointer<Double>?) {
        self.starts = starts
        self.ends = ends
    }

    /// Writes the edges of the `count` frames at `frames`, the cells from flat position
    /// `first` on, exactly as ``VisibilityIndex/init(frames:axis:)`` computes them from
    /// the real frames (``VisibilityIndex/writeEdges(_:count:_:starts:ends:after:)``).
    /// Complexity: O(count).
    ///
    /// Not inlined: a loop of its own, as tight as the index's pass over the frames was
    /// (inlined into the section loop it took twice the instructions).
    @inline(never)
    mutating func write(_ frames: UnsafePointer<Rect>, count: Int, at first: Int) {
        guard let starts, let ends else { return }
        let ascending = VisibilityIndex.writeEdges(
            frames, count: count, VerticalEdges.self, starts: starts + first, ends: ends + first, after: &previous)
        sorted = sorted && ascending
    }
}
