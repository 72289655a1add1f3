extension CellGrid {
    /// The grid as one line of text per row, for `tessera render`, tests and logs.
    ///
    /// - Line glyphs are written with `glyphs` (Unicode box drawing or ASCII).
    /// - A wide character is written once; its continuation cell adds nothing, so every
    ///   line still spans the grid's columns on a terminal.
    /// - **Trailing spaces are trimmed** from every line (blank rows become empty
    ///   strings), so frames diff cleanly and survive editors that strip trailing
    ///   whitespace; the number of lines is always `rows`.
    /// - Styles (colours, bold, dim, reverse) are not represented.
    /// - Nothing a terminal would interpret is ever written: a character holding a
    ///   control scalar, a character the glyph set cannot show (non-ASCII under
    ///   ``GlyphSet/ascii``) or one whose display width is not the cell's width is
    ///   written as `?` (`? ` for a wide cell), and a wide character whose continuation
    ///   is missing as a space, keeping the columns aligned.
    ///
    /// Complexity: O(columns x rows).
    public func lines(glyphs: GlyphSet = .unicode) -> [String] {
        (0..<rows).map { line(row: $0, glyphs: glyphs) }
    }

    /// ``lines(glyphs:)`` joined with newlines (no newline after the last row).
    public func text(glyphs: GlyphSet = .unicode) -> String {
        lines(glyphs: glyphs).joined(separator: "\n")
    }

    /// One row as text, trailing spaces trimmed.
    func line(row y: Int, glyphs: GlyphSet) -> String {
        var line = ""
        forEachPiece(row: y, glyphs: glyphs) { piece, _ in line += piece }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Calls `body` with the text of each cell of row `y`, left to right, and the cell's
    /// style, by the rules of ``lines(glyphs:)``: a wide character is one piece (or `? `)
    /// for its two cells; every other cell is one piece of one column. Complexity:
    /// O(columns).
    func forEachPiece(row y: Int, glyphs: GlyphSet, _ body: (String, CellStyle) -> Void) {
        var x = 0
        while x < columns {
            let cell = self[x, y]
            switch cell.content {
            case .blank, .continuation:
                body(" ", cell.style)
                x += 1
            case .line(let glyph):
                body(String(glyphs.character(for: glyph)), cell.style)
                x += 1
            case .character(let character, let width):
                let drawable = Self.isDrawable(character, width: width, glyphs: glyphs)
                if width >= 2 {
                    if case .continuation = self[x + 1, y].content, x + 1 < columns {
                        body(drawable ? String(character) : String(glyphs.replacementCharacter) + " ", cell.style)
                        x += 2
                    } else {
                        body(" ", cell.style)
                        x += 1
                    }
                } else {
                    body(String(drawable ? character : glyphs.replacementCharacter), cell.style)
                    x += 1
                }
            }
        }
    }

    /// True when `character` can be written as it is: no control scalar, as wide as
    /// the cell says and, for ASCII output, nothing but ASCII.
    private static func isDrawable(_ character: Character, width: Int, glyphs: GlyphSet) -> Bool {
        guard DisplayWidth.of(character) == min(max(width, 1), 2) else { return false }
        for scalar in character.unicodeScalars {
            if DisplayWidth.isControl(scalar) { return false }
            if !glyphs.allowsNonASCII && !scalar.isASCII { return false }
        }
        return true
    }
}
