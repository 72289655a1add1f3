extension CellGrid {
    /// Draws the border of `box` with line glyphs in `style` (square or rounded corners),
    /// only inside `clip` and the grid; the inside is left as it is. A box narrower or
    /// shorter than two cells has no border and draws nothing. The canvas's element
    /// boxes and the explorer's panels both draw their borders here.
    /// Complexity: O(the box's perimeter).
    public mutating func drawOutline(_ box: CellRect, style: CellStyle, clip: CellRect? = nil, rounded: Bool = false) {
        guard box.columns >= 2, box.rows >= 2 else { return }
        let area = box.intersection(clip ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let right = box.maxColumn - 1
        let bottom = box.maxRow - 1
        func line(_ glyph: LineGlyph, _ x: Int, _ y: Int) {
            guard area.contains(column: x, row: y) else { return }
            put(Cell(code: Cell.lineKind | UInt32(glyph.rawValue), style: style), column: x, row: y)
        }
        for x in max(box.minColumn + 1, area.minColumn)..<min(right, area.maxColumn) {
            line(.horizontal, x, box.minRow)
            line(.horizontal, x, bottom)
        }
        for y in max(box.minRow + 1, area.minRow)..<min(bottom, area.maxRow) {
            line(.vertical, box.minColumn, y)
            line(.vertical, right, y)
        }
        line(rounded ? .roundedTopLeft : .topLeft, box.minColumn, box.minRow)
        line(rounded ? .roundedTopRight : .topRight, right, box.minRow)
        line(rounded ? .roundedBottomLeft : .bottomLeft, box.minColumn, bottom)
        line(rounded ? .roundedBottomRight : .bottomRight, right, bottom)
    }
}
