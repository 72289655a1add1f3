/// Where a Pinterest prepare puts its cells across the width, and the placing loop of
/// the two-column layout (the original's default).
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

    /// Places `count` items whose photo heights are `heights[0 ..< count]` in two columns
    /// (`columns` tracks exactly two), the first in `column`, each next one in the shorter
    /// column (the left one on ties), writing their frames and their edges along the axis;
    /// returns the column the next item goes to. `columns` holds the heights afterwards.
    ///
    /// The frames equal ``frame(column:top:slotHeight:)``'s, bit for bit. Through the
    /// tracker, each item stored a height and read both back from memory, a loop-carried
    /// chain through the store buffer; here both heights stay in registers and the column
    /// is chosen by a comparison, without a branch on it.
    /// Complexity: O(count).
    @inline(__always)
    func placeTwoColumnRun(
        count: Int, heights: UnsafePointer<Double>, column: Int, columns: ShortestColumnTracker,
        cells: UnsafeMutablePointer<Rect>, starts: UnsafeMutablePointer<Double>, ends: UnsafeMutablePointer<Double>
    ) -> Int {
        var left = columns.height(0)
        var right = columns.height(1)
        var inRight = column == 1
        let leftX = Double(0) * columnWidth + cellLeft
        let rightX = Double(1) * columnWidth + cellLeft
        var i = 0
        while i < count {
            let top = inRight ? right : left
            let slotHeight = heights[i] + 2 * padding
            let y = top + padding
            let height = slotHeight - 2 * padding
            (cells + i).initialize(to: Rect(x: inRight ? rightX : leftX, y: y, width: cellWidth, height: height))
            (starts + i).initialize(to: y)
            (ends + i).initialize(to: y + height)
            let raised = top + slotHeight
            if inRight { right = raised } else { left = raised }
            inRight = right < left
            i += 1
        }
        columns.set(0, to: left)
        columns.set(1, to: right)
        return inRight ? 1 : 0
    }
}
