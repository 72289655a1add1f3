/// The query of a layout with list separators (``ListSeparatorRuns``): the rows a
/// rectangle reaches give their separators, which then join the stored supplementary
/// views and decorations in dump order. Layouts without separators never come here, so
/// their queries pay one test for it.
extension CompositionalLayout {
    /// ``query(_:contentOffset:)``'s walk in a layout with separators: the cells as that
    /// walk finds them, then the stored extras with the separators that intersect `rect`
    /// among them. A separator lies inside its row up to rounding (its edges are computed
    /// from the row's), so the main-axis search covers a hair more than `rect` and every
    /// reached row's separator is tested exactly. Returns the probes.
    /// Complexity: O(log n + k), k the rows reached.
    func visitWithSeparators<Sink: ElementSink>(
        _ rect: Rect, contentOffset: Point, _ orthogonalOffsets: [Int: Double], into sink: inout Sink
    ) -> Int {
        let axis = prepared.axis
        let cross = axis.cross
        let a = rect.min(axis)
        let b = rect.max(axis)
        let slack = 1e-9 * max(1, abs(a), abs(b))
        var hits: [(position: Int, frame: Rect)] = []
        hits.reserveCapacity(64)
        var rows: [(position: Int, frame: Rect)] = []
        rows.reserveCapacity(64)
        var ordered = true
        var last = -1
        var rowsOrdered = true
        var rowsLast = -1
        let cellFrames = prepared.cellFrames  // captured alone: capturing `self` copies the layout
        var probes = prepared.cells.forEachOverlapping(a - slack, b + slack) { position, shift in
            var frame = cellFrames[position]
            if shift != 0 { frame.origin[axis] += shift }
            if position < rowsLast { rowsOrdered = false }
            rowsLast = position
            rows.append((position, frame))
            guard frame.intersects(rect) else { return }
            if position < last { ordered = false }
            last = position
            hits.append((position, frame))
        }
        if !prepared.strips.isEmpty {
            // Orthogonal sections have no separators: their cells as the walk without
            // separators finds them.
            probes += prepared.stripIndex.forEachOverlapping(a, b) { i in
                let strip = prepared.strips[i]
                let off = Self.offset(of: strip, in: orthogonalOffsets)
                let slack = 1e-9 * max(1, abs(off), abs(rect.min(cross)), abs(rect.max(cross)))
                probes += strip.cellIndex.forEachOverlapping(
                    rect.min(cross) + off - slack, rect.max(cross) + off + slack
                ) {
                    let position = strip.firstCell + $0
                    let frame = Self.moved(prepared.cellFrame(position), by: off, along: cross)
                    guard frame.intersects(rect) else { return }
                    if position < last { ordered = false }
                    last = position
                    hits.append((position, frame))
                }
            }
        }
        if !ordered { hits.sort { $0.position < $1.position } }
        if !rowsOrdered { rows.sort { $0.position < $1.position } }
        let separators = prepared.separators.separators(of: rows, intersecting: rect)
        sink.reserve(hits.count + separators.count + 8)
        var section = hits.isEmpty ? 0 : prepared.section(ofCell: hits[0].position)
        for hit in hits {
            while prepared.sectionStarts[section + 1] <= hit.position { section += 1 }
            sink.take(cell(hit.position, section: section, frame: hit.frame, in: prepared))
        }
        return withUnsafeMutablePointer(to: &sink) { base in
            var merged = SeparatorMergingSink(base: base, pending: separators)
            if prepared.pins.isEmpty {
                probes += prepared.extras.visit(rect, adjusting: false, { _ in }, into: &merged)
            } else {
                probes += prepared.extras.visit(
                    rect, adjusting: true, { pin(&$0, contentOffset: contentOffset) }, into: &merged)
            }
            merged.finish()
            return probes
        }
    }
}
