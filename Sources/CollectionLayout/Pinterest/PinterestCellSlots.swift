/// Where a Pinterest prepare puts its cells across the width.
///
/// An item's slot is `(column * columnWidth, top, columnWidth, height + 2 * padding)` and
/// its frame the slot inset by the padding, as ``PinterestLayout/padded(_:by:)`` computes
/// it: the padding across is the same for every cell (``cellWidth`` and ``cellLeft``),
/// and the height never comes out negative (`height + 2 * padding` rounds to at least
/// `2 * padding`).
struct CellSlots {
    /// The width of a column.
    let columnWidth: Double
    /// The cells' padding.
    let padding: Double
    /// A cell's width: 0 when the column is narrower than `2 * padding`.
    let cellWidth: Double
    /// A cell's left edge within its column: the column's middle when it is too narrow.
    let cellLeft: Double

    /// The frame of a cell in `column` whose slot starts at `top` and is `slotHeight` tall.
    /// Complexity: O(1).
    @inline(__always)
    func frame(column: Int, top: Double, slotHeight: Double) -> Rect {
        Rect(
            x: Double(column) * columnWidth + cellLeft, y: top + padding, width: cellWidth,
            height: slotHeight - 2 * padding)
    }
}
