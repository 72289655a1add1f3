/// The query of a layout with list separators (``ListSeparatorRuns``): the rows a
/// rectangle reaches give their separators, which then join the stored supplementary
/// views and decorations in dump order. Layouts without separators never come here, so
/// their queries pay one test for it.
extension CompositionalLayout {
    /// ``query(_:contentOffset:)``'s walk in a layout with separators: the cells as that
    /// walk finds them, then the stored extras with the separators that intersect `rect`
    /// among them. A separator lies inside its row up to rounding (its edges are computed
    /// from the row's), so the main-axis search covers a hair more than `rect`, keeps
    /// every row it reaches, and each reached row's separator is tested exactly when the
    /// extras' walk comes to it. One list of rows serves both: a row is a cell of the
    /// result when its frame intersects `rect`. Returns the probes.
    /// Complexity: O(log n + k), k the rows reached; one allocation besides the result.
    func visitWithSeparators<Sink: ElementSink>(
        _ rect: Rect, contentOffset: Point, _ orthogonalOffsets: [Int: Double], into sink: inout Sink
    ) -> Int {
        let axis = prepared.axis
        let a = rect.min(axis)
        let b = rect.max(axis)
        let slack = 1e-9 * max(1, abs(a), abs(b))
        var reached = CellHits()  // every row the band reaches: their separators may intersect
        let cellFrames = prepared.cellFrames  // captured alone: capturing `self` copies the layout
        var probes = prepared.cells.forEachOverlapping(a - slack, b + slack) { position, shift in
            var frame = cellFrames[position]
            if shift != 0 { frame.origin[axis] += shift }
            reached.add(position, frame)
        }
        // Orthogonal sections have no separators (no run holds their cells): their cells
        // as the walk without separators finds them.
        if !prepared.strips.isEmpty { probes += visitStrips(rect, orthogonalOffsets, into: &reached) }
        reached.sortIfNeeded()
        let rows = reached.hits
        // Sized once: at most one cell and one separator per row reached, and the extras.
        let extras = prepared.extras.search(rect)
        sink.reserve(2 * rows.count + extras.count + 8)
        if let first = rows.first {
            var section = prepared.section(ofCell: first.position)
            for hit in rows where hit.frame.intersects(rect) {
                while prepared.sectionStarts[section + 1] <= hit.position { section += 1 }
                sink.take(cell(hit.position, section: section, frame: hit.frame, in: prepared))
            }
        }
        return withUnsafeMutablePointer(to: &sink) { base in
            var merged = SeparatorMergingSink(
                base: base, pending: ListSeparatorRuns.Cursor(prepared.separators, rows: rows, intersecting: rect))
            if prepared.pins.isEmpty {
                probes += prepared.extras.walk(rect, extras, adjusting: false, { _ in }, into: &merged)
            } else {
                probes += prepared.extras.walk(
                    rect, extras, adjusting: true, { pin(&$0, contentOffset: contentOffset) }, into: &merged)
            }
            merged.finish()
            return probes
        }
    }
}
