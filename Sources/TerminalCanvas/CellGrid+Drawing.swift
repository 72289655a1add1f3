extension CellGrid {
    /// The whole grid as a cell rectangle.
    public var bounds: CellRect { CellRect(column: 0, row: 0, columns: columns, rows: rows) }

    /// Writes one cell, keeping wide characters whole: overwriting either half of a
    /// wide character blanks its other half, and a width-2 character also writes the
    /// ``CellContent/continuation`` to its right (it is not written at all when that
    /// cell is outside the grid). Writes outside the grid are ignored. Complexity: O(1).
    public mutating func put(_ cell: Cell, column x: Int, row y: Int) {
        guard x >= 0 && y >= 0 && x < columns && y < rows else { return }
        let i = y * columns + x
        if cell.isWide {
            guard x + 1 < columns else { return }
            breakWidePair(at: i, column: x)
            breakWidePair(at: i + 1, column: x + 1)
            cells[i] = cell
            cells[i + 1] = Cell(code: Cell.continuationKind, style: cell.style)
            return
        }
        breakWidePair(at: i, column: x)
        // A continuation is only ever written with its wide character.
        cells[i] = cell.isContinuation ? Cell(code: Cell.blankKind, style: cell.style) : cell
    }

    /// Sets every cell of `rect` (clipped to the grid) to `cell`, which should be one
    /// column wide. Complexity: O(cells in the clipped rectangle).
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if cell.isWide {
            for y in area.minRow..<area.maxRow {
                for x in area.minColumn..<area.maxColumn { put(cell, column: x, row: y) }
            }
            return
        }
        let cell = cell.isContinuation ? Cell(code: Cell.blankKind, style: cell.style) : cell
        for y in area.minRow..<area.maxRow {
            let row = y * columns
            // Only the cells at the rectangle's edges can be halves of wide characters
            // reaching outside it.
            breakWidePair(at: row + area.minColumn, column: area.minColumn)
            breakWidePair(at: row + area.maxColumn - 1, column: area.maxColumn - 1)
            for i in (row + area.minColumn)..<(row + area.maxColumn) { cells[i] = cell }
        }
    }

    /// Writes `glyphs` left to right from column `x` on row `y`, only inside `clip`
    /// (and the grid); a wide glyph is written only when both its halves are inside.
    /// Returns the column after the last glyph. Complexity: O(glyphs).
    @discardableResult
    public mutating func write(
        _ glyphs: [DisplayGlyph], column x: Int, row y: Int, style: CellStyle, clip: CellRect? = nil
    ) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var column = x
        for glyph in glyphs {
            if area.contains(column: column, row: y) && area.contains(column: column + glyph.width - 1, row: y) {
                put(
                    Cell(code: Cell.characterCode(glyph.character, width: glyph.width), style: style), column: column,
                    row: y)
            }
            column += glyph.width
        }
        return column
    }

    /// Writes `text` (sanitised and split into glyphs by ``TerminalText``) from column
    /// `x` on row `y`, clipped to `width` columns with the glyph set's ellipsis.
    /// Returns the column after the last glyph.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, column x: Int, row y: Int, width: Int, style: CellStyle = .plain,
        glyphSet: GlyphSet = .unicode
    ) -> Int {
        let glyphs = TerminalText.fitted(text, toWidth: width, glyphSet: glyphSet)
        return write(
            glyphs, column: x, row: y, style: style, clip: CellRect(column: x, row: y, columns: width, rows: 1))
    }

    /// Copies `other` onto this grid with its top-left corner at (`x`, `y`), clipped to
    /// this grid, keeping wide characters whole (one cut by the edge is left out). For
    /// composing a screen from parts, e.g. the content area above a status line.
    /// Complexity: O(cells of `other`).
    public mutating func draw(_ other: CellGrid, column x: Int, row y: Int) {
        for row in 0..<other.rows {
            for column in 0..<other.columns {
                let cell = other.cells[row * other.columns + column]
                if cell.isContinuation { continue }
                if cell.isWide && !bounds.contains(column: x + column + 1, row: y + row) {
                    put(Cell(code: Cell.blankKind, style: cell.style), column: x + column, row: y + row)
                    continue
                }
                put(cell, column: x + column, row: y + row)
            }
        }
    }

    /// Blanks the other half of a wide character that has a half at (`x`, `y`), the
    /// cell at index `i` (inside the grid).
    private mutating func breakWidePair(at i: Int, column x: Int) {
        let cell = cells[i]
        if cell.isWide {
            if x + 1 < columns && cells[i + 1].isContinuation { cells[i + 1].contentCode = Cell.blankKind }
        } else if cell.isContinuation {
            if x > 0 && cells[i - 1].isWide { cells[i - 1].contentCode = Cell.blankKind }
        }
    }
}

extension Cell {
    /// The character this cell shows, if it holds one.
    public var character: Character? {
        if case .character(let character, _) = content { return character }
        return nil
    }
}
