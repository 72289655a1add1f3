/// One item's measured size, laid out without a prepare: UIKit's preferred-attributes
/// path (a self-sizing cell reports its size, and the layout invalidates only what that
/// size moves). Docs/layouts.md, "One measured size".
extension CompositionalLayout {
    /// Records `size` as the measured size of the item at `indexPath` (it replaces the
    /// width and height the context's metrics give that item, until the next
    /// ``prepare(for:)``) and lays out again what it changes. The result is the layout a
    /// prepare would give with that size in the data, up to the rounding of sums: the
    /// positions after the item are moved by the change rather than summed again, so
    /// they can differ from a prepare's in the last bits (not at all when every size
    /// and spacing is a multiple of a power of two, such as whole points).
    ///
    /// Complexity: when the item's section is solved by rows of items whose places along
    /// the row never read the data (the common estimated grid or list)
    /// and scrolls with the layout, O(cells of the item's index chunk (about 2,048) +
    /// chunks + sections × their boundary items and decorations): its row is solved
    /// again, the cells after it in its chunk move in place, and every later chunk,
    /// section, strip and boundary item moves by the change. Any other section (nested
    /// or custom groups, items estimated along their row, orthogonal scrolling) is laid
    /// out by a full prepare with the measured sizes, O(n); so is every size of a layout
    /// with list sections (``LayoutSection/list(using:layoutEnvironment:)``), whose
    /// separators follow their rows.
    ///
    /// Throws ``LayoutError`` when the layout has not been prepared, `indexPath` names no
    /// item, or a dimension of `size` is negative or not finite; the layout is then
    /// unchanged.
    public mutating func updateMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath) throws(LayoutError) {
        guard let context = preparedContext else {
            throw LayoutError(path: "indexPath", message: "the layout must be prepared before an item is measured")
        }
        let s = indexPath.section
        let item = indexPath.item
        guard s >= 0, s < context.sections.count, item >= 0, item < context.sections[s].itemCount else {
            throw LayoutError(
                path: "indexPath", message: "no item at section \(s), item \(item) of the prepared layout")
        }
        var measured = context.itemMetrics(indexPath)
        measured.width = size.width
        measured.height = size.height
        _ = try CompositionalBuilder.checked(measured, section: s, item: item)
        // The size it had before: the layout is laid out again from it on failure.
        let previous = measuredSizes.updateValue(size, forKey: indexPath)
        guard prepared.records[s].firstRow >= 0, let row = prepared.records[s].plan.row, !hasListSections else {
            do {
                try build(for: Self.measuredContext(context, measuredSizes))
            } catch {
                if let previous { measuredSizes[indexPath] = previous } else { measuredSizes[indexPath] = nil }
                throw error
            }
            return
        }
        let record = prepared.records[s]
        // The row's metrics before and after the change (read in place: the sizes are
        // not copied per update).
        let base = context.itemMetrics
        let sizes = measuredSizes
        let metrics = { (item: Int, changed: Size?) throws(LayoutError) -> ItemMetrics in
            let at = IndexPath(item: item, section: s)
            var m = base(at)
            if let size = item == indexPath.item ? changed : sizes[at] {
                m.width = size.width
                m.height = size.height
            }
            return try CompositionalBuilder.checked(m, section: s, item: item)
        }
        do {
            if let end = try Self.relayoutRow(
                of: item, in: s, row: row, record: record,
                old: { (i: Int) throws(LayoutError) in try metrics(i, previous) },
                new: { (i: Int) throws(LayoutError) in try metrics(i, size) }, context: context, &prepared)
            {
                contentSize[prepared.axis] = end
            }
        } catch {
            if let previous { measuredSizes[indexPath] = previous } else { measuredSizes[indexPath] = nil }
            throw error
        }
    }

    /// True when a section is a list: its separators and row backgrounds are laid out
    /// from its rows' frames, so a measured size in any section is laid out by a prepare.
    /// Complexity: O(1) (found by the prepare).
    var hasListSections: Bool { prepared.hasListSections }

    /// `context` with `sizes` replacing their items' width and height.
    static func measuredContext(_ context: LayoutContext, _ sizes: [IndexPath: Size]) -> LayoutContext {
        var copy = context
        let base = context.itemMetrics
        copy.itemMetrics = ItemMetricsProvider { indexPath in
            var m = base(indexPath)
            if let size = sizes[indexPath] {
                m.width = size.width
                m.height = size.height
            }
            return m
        }
        return copy
    }

    /// Solves the row holding `item` of section `s` again with the `new` metrics (it held
    /// those of `old`), writes its cells, and moves everything after it by the change of
    /// its extent. Returns the content's new extent along the main axis, or `nil` when
    /// the row's extent did not change. Complexity: see ``updateMeasuredSize(_:forItemAt:)``.
    static func relayoutRow(
        of item: Int, in s: Int, row: RowTemplate, record: SectionRecord,
        old: (Int) throws(LayoutError) -> ItemMetrics, new: (Int) throws(LayoutError) -> ItemMetrics,
        context: LayoutContext, _ p: inout PreparedCompositional
    ) throws(LayoutError) -> Double? {
        let axis = p.axis
        let across = axis.cross
        let sectionStart = p.sectionStarts[s]
        let itemCount = p.sectionStarts[s + 1] - sectionStart
        let slots = row.slots.count
        let r = item / slots
        let base = r * slots
        let n = min(slots, itemCount - base)
        let first = sectionStart + base
        var before = GroupSolution(size: .zero, cells: [], zIndices: [], dependsOnData: false)
        var after = before
        try row.solve(base: base, itemCount: itemCount, into: &before, metrics: old)
        try row.solve(base: base, itemCount: itemCount, into: &after, metrics: new)
        let delta = after.size[axis] - before.size[axis]

        // The row's cells, placed as the builder places them.
        let section = record.plan.section
        let sectionSpace = GroupSolver.effective(p.viewport, section.contentInsets)
        let edge = record.plan.group.edges
        var origin = Point.zero
        origin[axis] = p.rowPositions[record.firstRow + r]
        origin[across] =
            section.contentInsets.start(across)
            + edge.offset(extent: after.size[across], available: sectionSpace[across], axis: across)
        let c = p.cells.chunk(ofCell: first)
        let chunkStart = p.cells.firstCell[c]
        let chunkEnd = p.cells.firstCell[c + 1]
        var rowStarts: [Double] = []
        var rowEnds: [Double] = []
        rowStarts.reserveCapacity(n)
        rowEnds.reserveCapacity(n)
        for j in 0..<n {
            let t = after.cells[j]
            let f = Rect(
                x: t.origin.x + origin.x, y: t.origin.y + origin.y, width: t.size.width, height: t.size.height)
            p.cellFrames[first + j] = f
            rowStarts.append(f.origin[axis])
            rowEnds.append(f.origin[axis] + f.size[axis])
        }
        if delta != 0 {
            // The rest of the chunk moves in place, rows included.
            p.cellFrames.withUnsafeMutableBufferPointer { frames in
                if axis == .vertical {
                    for position in (first + n)..<chunkEnd { frames[position].origin.y += delta }
                } else {
                    for position in (first + n)..<chunkEnd { frames[position].origin.x += delta }
                }
            }
            var t = s
            while t < p.records.count && p.sectionStarts[t] < chunkEnd {
                if p.records[t].firstRow >= 0, let rowOfT = p.records[t].plan.row {
                    // Its rows whose first cell lies after the changed row and in the chunk.
                    let perRow = rowOfT.slots.count
                    let sectionFirst = p.sectionStarts[t]
                    let rows = (p.sectionStarts[t + 1] - sectionFirst + perRow - 1) / perRow
                    let low = max(0, (first + 1 - sectionFirst + perRow - 1) / perRow)
                    let high = min(rows, (chunkEnd - sectionFirst + perRow - 1) / perRow)
                    var k = low
                    while k < high {
                        p.rowPositions[p.records[t].firstRow + k] += delta
                        k += 1
                    }
                }
                t += 1
            }
            for later in (c + 1)..<p.cells.shifts.count { p.cells.shifts[later] += delta }
            // The strips whose frames moved in place read them from now on: a derivation
            // adds the move to the group's origin, not to the stored frame, and the two
            // sums may differ in the last bit (StripDerivation.swift).
            for i in p.stripRecords.indices where p.stripRecords[i].derivation.derives {
                let cell = p.stripRecords[i].firstCell
                if cell >= first + n && cell < chunkEnd { p.stripRecords[i].readFrames() }
            }
        }
        p.cells.replace(inChunk: c, from: first - chunkStart, starts: rowStarts, ends: rowEnds, shiftingRestBy: delta)
        guard delta != 0 else { return nil }

        // Later sections, their strips and every boundary item and decoration.
        p.records[s].contentEnd += delta
        p.records[s].end += delta
        for t in (s + 1)..<p.records.count { p.records[t].move(by: delta) }
        p.contentEnd += delta
        if !p.strips.isEmpty {
            var bandStarts: [Double] = []
            var bandEnds: [Double] = []
            for i in p.strips.indices {
                if p.strips[i].section > s { p.strips[i] = p.strips[i].moved(by: delta, along: axis) }
                p.stripRecords[i].move(to: p.strips[i].band)
                bandStarts.append(p.strips[i].band.start)
                bandEnds.append(p.strips[i].band.end)
            }
            p.stripBands = StripBands(starts: bandStarts, ends: bandEnds, axis: axis)
        }
        var builder = CompositionalBuilder(axis: axis, viewport: p.viewport, context: context, reserving: false)
        // Read in place: an enumerated copy of each record retained and released its arrays.
        p.records.withUnsafeBufferPointer { records in
            for t in records.indices { builder.emitExtras(of: t, records[t]) }
        }
        let end = p.contentEnd + builder.extent(p.global, atStart: false)
        builder.emit(
            p.global, indexPath: IndexPath(item: 0, section: 0), start: 0, contentEnd: p.contentEnd, end: end,
            crossStart: 0, crossEnd: p.viewport[across])
        (p.extras, p.pins, p.sectionFrames) = builder.extrasStore()
        return end
    }
}
