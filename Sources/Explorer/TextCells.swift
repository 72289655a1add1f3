import TerminalCanvas

/// The explorer's own text drawing (status bar, footer, overlays), on the canvas
/// module's rules: ``TerminalText`` splits and sanitises, ``DisplayWidth`` measures
/// with glibc's `wcwidth` table, so the grid and the ncurses screen agree column for
/// column. Bidirectional overrides are stripped as well, so nothing from user data can
/// reorder the screen.
public enum TextCells {
    /// The number of terminal columns `text` occupies once sanitised.
    public static func width(of text: some StringProtocol) -> Int {
        TerminalText.width(of: TerminalText.glyphs(stripBidi(text)))
    }

    /// `text` with escape sequences and control characters removed (see
    /// ``TextSanitizer``) and bidirectional controls dropped.
    public static func sanitized(_ text: some StringProtocol) -> String {
        TextSanitizer.sanitize(stripBidi(text))
    }

    /// True when `c` must never be sent to a terminal as it is: control characters
    /// (C0, DEL, C1) and bidirectional overrides. The backend's last check.
    public static func isUnsafe(_ c: Character) -> Bool {
        c.unicodeScalars.contains { DisplayWidth.isControl($0) || isBidiControl($0.value) }
    }

    /// `text` sanitised and cut to at most `columns` display columns, ending with the
    /// glyph set's ellipsis when it had to be cut.
    public static func clipped(_ text: some StringProtocol, to columns: Int, glyphSet: GlyphSet = .unicode) -> String {
        String(TerminalText.fitted(stripBidi(text), toWidth: max(0, columns), glyphSet: glyphSet).map(\.character))
    }

    /// Writes `text` (sanitised) at column `x`, row `y`, clipped to `maxColumns` and the
    /// grid, in `style`. Returns the column after the last glyph.
    @discardableResult
    public static func write(
        _ text: some StringProtocol, into grid: inout CellGrid, x: Int, y: Int,
        maxColumns: Int = .max, style: CellStyle = .plain, glyphSet: GlyphSet = .unicode
    ) -> Int {
        let glyphs = TerminalText.glyphs(stripBidi(text), glyphSet: glyphSet)
        let width = maxColumns == .max ? max(0, grid.columns - x) : max(0, maxColumns)
        return grid.write(
            glyphs, column: x, row: y, style: style, clip: CellRect(column: x, row: y, columns: width, rows: 1))
    }

    /// Fills `columns` cells of row `y` from column `x` with blanks in `style`.
    public static func fill(_ grid: inout CellGrid, x: Int, y: Int, columns: Int, style: CellStyle) {
        grid.fill(
            CellRect(column: x, row: y, columns: max(0, columns), rows: 1), with: Cell(content: .blank, style: style))
    }

    private static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
    }

    private static func stripBidi(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for s in text.unicodeScalars where !isBidiControl(s.value) { out.append(s) }
        return String(out)
    }
}
