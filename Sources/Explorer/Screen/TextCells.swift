import InertText
import TerminalCanvas

/// The explorer's own text drawing (status bar, footer, overlays), on the canvas
/// module's rules: ``TerminalText`` splits text into glyphs after ``InertText`` has
/// escaped every control character and bidirectional mark visibly (`\u{9B}`), and
/// ``DisplayWidth`` measures with glibc's `wcwidth` table, so the grid and the ncurses
/// screen agree column for column and nothing from user data can drive or reorder the
/// screen.
public enum TextCells {
    /// The number of terminal columns `text` occupies once escaped. With `limit`, at
    /// most `limit` + 2 (a longer text is not read to its end). Complexity: O(n), or
    /// O(`limit`).
    public static func width(of text: some StringProtocol, limit: Int = .max) -> Int {
        TerminalText.width(of: TerminalText.glyphs(text, maxWidth: limit))
    }

    /// `text` with every control character and bidirectional mark as a visible escape
    /// (see ``InertText``), cut to `maxLength` characters with "…". Complexity:
    /// O(`maxLength`).
    public static func sanitized(_ text: some StringProtocol, maxLength: Int = 1_000) -> String {
        InertText.escaped(text, maxLength: maxLength)
    }

    /// True when `c` must never be sent to a terminal as it is: control characters
    /// (C0, DEL, C1), bidirectional marks and line separators. The backend's last check.
    public static func isUnsafe(_ c: Character) -> Bool {
        c.unicodeScalars.contains(where: InertText.isUnsafe)
    }

    /// `text` escaped and cut to at most `columns` display columns, ending with the
    /// glyph set's ellipsis when it had to be cut. Complexity: O(`columns`).
    public static func clipped(_ text: some StringProtocol, to columns: Int, glyphSet: GlyphSet = .unicode) -> String {
        String(TerminalText.fitted(text, toWidth: max(0, columns), glyphSet: glyphSet).map(\.character))
    }

    /// Writes `text` (escaped) at column `x`, row `y`, clipped to `maxColumns` and the
    /// grid, in `style`. Returns the column after the last glyph.
    @discardableResult
    public static func write(
        _ text: some StringProtocol, into grid: inout CellGrid, x: Int, y: Int,
        maxColumns: Int = .max, style: CellStyle = .plain, glyphSet: GlyphSet = .unicode
    ) -> Int {
        let width = maxColumns == .max ? max(0, grid.columns - x) : max(0, maxColumns)
        let glyphs = TerminalText.glyphs(text, glyphSet: glyphSet, maxWidth: width)
        return grid.write(
            glyphs, column: x, row: y, style: style, clip: CellRect(column: x, row: y, columns: width, rows: 1))
    }

    /// Fills `columns` cells of row `y` from column `x` with blanks in `style`.
    public static func fill(_ grid: inout CellGrid, x: Int, y: Int, columns: Int, style: CellStyle) {
        grid.fill(
            CellRect(column: x, row: y, columns: max(0, columns), rows: 1), with: Cell(content: .blank, style: style))
    }

    /// `text` cut at spaces into lines of at most `width` columns; a word longer than a
    /// line gets a line of its own (the caller clips it). With `preservingSpaces`, runs of
    /// spaces are kept as written and an empty text is one empty line; without, words are
    /// joined by one space and an empty text has no lines. Complexity: O(length).
    static func wrapped(_ text: String, width: Int, preservingSpaces: Bool = false) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: !preservingSpaces) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if Self.width(of: candidate) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if preservingSpaces || !current.isEmpty { lines.append(current) }
        return lines
    }
}
