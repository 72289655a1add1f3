extension CellGrid {
    /// The whole grid as a cell rectangle.
    public var bounds: CellRect { CellRect(column: 0, row: 0, columns: columns, rows: rows) }

    /// Writes one cell, keeping wide characters whole: overwriting either half of a
    /// wide character blanks its other half, and a width-2 character also writes the
    /// ``CellContent/continuation`` to its right (it is not written at all when that
    /// cell is outside the grid). Writes outside the grid are ignored. Complexity: O(1).
    public mutating func put(_ cell: Cell, column x: Int, row y: Int) {
        guard bounds.contains(column: x, row: y) else { return }
        var cell = cell
        if case .character(_, let width) = cell.content, width >= 2 {
            guard x + 1 < columns else { return }
            cell.content = .character(cell.character ?? " ", width: 2)
            breakWidePair(column: x, row: y)
            breakWidePair(column: x + 1, row: y)
            self[x, y] = cell
            self[x + 1, y] = Cell(content: .continuation, style: cell.style)
            return
        }
        if case .continuation = cell.content {
            // A continuation is only ever written with its wide character.
            cell.content = .blank
        }
        breakWidePair(column: x, row: y)
        self[x, y] = cell
    }

    /// Sets every cell of `rect` (clipped to the grid) to `cell`, which should be one
    /// column wide. Complexity: O(cells in the clipped rectangle).
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minRow..<area.maxRow {
            for x in area.minColumn..<area.maxColumn {
                put(cell, column: x, row: y)
            }
        }
    }

    /// Writes `glyphs` left to right from column `x` on row `y`, only inside `clip`
    /// (and the grid); a wide glyph is written only when both its halves are inside.
    /// Returns the column after the last glyph. Complexity: O(glyphs).
    @discardableResult
    public mutating func write(_ glyphs: [DisplayGlyph], column x: Int, row y: Int, style: CellStyle, clip: CellRect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var column = x
        for glyph in glyphs {
            if area.contains(column: column, row: y) && area.contains(column: column + glyph.width - 1, row: y) {
                put(Cell(content: .character(glyph.character, width: glyph.width), style: style), column: column, row: y)
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
        return write(glyphs, column: x, row: y, style: style, clip: CellRect(column: x, row: y, columns: width, rows: 1))
    }

    /// Copies `other` onto this grid with its top-left corner at (`x`, `y`), clipped to
    /// this grid, keeping wide characters whole (one cut by the edge is left out). For
    /// composing a screen from parts, e.g. the content area above a status line.
    /// Complexity: O(cells of `other`).
    public mutating func draw(_ other: CellGrid, column x: Int, row y: Int) {
        for row in 0..<other.rows {
            for column in 0..<other.columns {
                let cell = other[column, row]
                if case .continuation = cell.content { continue }
                if case .character(_, let width) = cell.content, width >= 2,
                    !bounds.contains(column: x + column + 1, row: y + row)
                {
                    put(Cell(content: .blank, style: cell.style), column: x + column, row: y + row)
                    continue
                }
                put(cell, column: x + column, row: y + row)
            }
        }
    }

    /// Blanks the other half of a wide character that has a half at (`x`, `y`).
    private mutating func breakWidePair(column x: Int, row y: Int) {
        switch self[x, y].content {
        case .character(_, let width) where width >= 2:
            if case .continuation = self[x + 1, y].content { self[x + 1, y].content = .blank }
        case .continuation:
            if case .character(_, let width) = self[x - 1, y].content, width >= 2 {
                self[x - 1, y].content = .blank
            }
        default:
            break
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
