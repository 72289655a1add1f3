/// The placement of a section whose rows are solved by a ``RowTemplate`` and stack along
/// the main axis (a grid of cells of estimated height in a vertical layout, the usual
/// estimated section): each row is measured, then its cells are written straight into
/// the builder's storage. The general walk solved each row into a group solution, then
/// copied its cells into the storage with the row's origin added, and found the row's
/// place across the section from the solution's size, which for these rows is the same
/// for every row (Docs/benchmarks.md, "Prepare path, fourth wave"). The frames are the
/// same to the bit: the same operations in the same order.
extension CompositionalBuilder {
    /// Places the rows of section `s` (`itemCount` items) from `position` on, as the
    /// general walk of ``buildSection(_:_:start:path:)`` does with `row`; the walk's state
    /// (`position`, `lastGroupStart`, `placed`, `groupCount`) is left as it would leave it.
    /// `acrossOrigin` is the rows' origin across the main axis. Complexity: O(items);
    /// allocates nothing per row (its extents live in temporary storage, on the stack
    /// for a small row).
    mutating func placeRows(
        _ row: RowTemplate, section s: Int, itemCount: Int, spacing: Double, path: String,
        leadAlong: Double, trailAlong: Double, acrossOrigin: Double, keepsRows: Bool,
        position: inout Double, lastGroupStart: inout Double, placed: inout Int, groupCount: inout Int,
        _ cells: CellWriter
    ) throws(LayoutError) {
        let itemMetrics = context.itemMetrics
        let slotCount = row.slots.count
        let along = axis
        let vertical = axis == .vertical
        let firstPlaced = placed
        // One position per row: room for them once (growing the array copied it).
        if keepsRows {
            rowPositions.reserveCapacity(rowPositions.count + (itemCount - placed + slotCount - 1) / slotCount)
        }
        try row.slots.withUnsafeBufferPointer { slots throws(LayoutError) in
            try withUnsafeTemporaryAllocation(of: Double.self, capacity: slotCount) {
                extents throws(LayoutError) in
                while placed < itemCount {
                    // First the data (the only step that throws, before anything moves).
                    let size = try row.measure(
                        base: placed, itemCount: itemCount, slots: slots, count: slotCount,
                        metrics: { (item: Int) throws(LayoutError) -> ItemMetrics in
                            try Self.checked(itemMetrics(IndexPath(item: item, section: s)), section: s, item: item)
                        }
                    ) { j, extent in extents[j] = extent }
                    let n = min(slotCount, itemCount - placed)
                    if groupCount > 0 {
                        try Self.requireGroupOrder(
                            position: position, spacing: spacing, leadAlong: leadAlong,
                            lastGroupStart: lastGroupStart, path: path)
                        position += spacing
                    }
                    position += leadAlong
                    lastGroupStart = position
                    if keepsRows { rowPositions.append(position) }
                    cutChunkIfFull()
                    let (dx, dy) = vertical ? (acrossOrigin, position) : (position, acrossOrigin)
                    let available = row.available(in: size)
                    let first = cellCount
                    for j in 0..<n {
                        let t = row.cell(slots[j], extent: extents[j], available: available)
                        cells.frames[first + j] = Rect(
                            x: t.origin.x + dx, y: t.origin.y + dy, width: t.size.width, height: t.size.height)
                    }
                    cellCount += n
                    position += size[along] + trailAlong
                    placed += n
                    groupCount += 1
                }
            }
        }
        // Rows have no zIndices: pad when an earlier section's cells have some.
        if !zIndices.isEmpty { zIndices.append(contentsOf: repeatElement(0, count: placed - firstPlaced)) }
    }

    /// Throws when a negative inter-group `spacing` would start the next group at or
    /// before the start of the one before (`lastGroupStart`): UIKit allows overlapping
    /// groups, but the strips' paging and the queries need groups in order.
    @inline(__always)
    static func requireGroupOrder(
        position: Double, spacing: Double, leadAlong: Double, lastGroupStart: Double, path: String
    ) throws(LayoutError) {
        if spacing < 0, position + spacing + leadAlong <= lastGroupStart {
            throw LayoutError(
                path: path + ".interGroupSpacing",
                message:
                    "a negative spacing must be shorter than a group (\(position - lastGroupStart - leadAlong) pt along the scroll axis, with its edge spacing), got \(spacing)"
            )
        }
    }
}
