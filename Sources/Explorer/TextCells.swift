import TerminalCanvas

/// Display widths and safe text for the terminal: what the explorer's own text drawing
/// (status bar, footer, overlays) relies on.
public enum TextCells {
    /// The number of terminal columns `character` occupies: 0 for a lone combining mark,
    /// 2 for East Asian wide and emoji presentation characters, 1 otherwise.
    /// Control characters count 1 because ``sanitized(_:)`` replaces them.
    public static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let v = first.value
        if v < 0x300 { return 1 }
        if isCombining(v) { return 0 }
        return isWide(v) ? 2 : 1
    }

    /// The display width of `text` (sum of ``width(of:)``).
    public static func width(of text: some StringProtocol) -> Int {
        var total = 0
        for c in text { total += width(of: c) }
        return total
    }

    /// `text` with every control character (C0, DEL, C1, and the bidirectional
    /// overrides that could reorder the screen) replaced by `replacement`, so nothing
    /// in user data can reach the terminal as an escape sequence.
    public static func sanitized(_ text: some StringProtocol, replacement: Character = "?") -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            out.append(isUnsafe(c) ? replacement : c)
        }
        return out
    }

    /// True when `c` must never be sent to a terminal as it is.
    public static func isUnsafe(_ c: Character) -> Bool {
        for s in c.unicodeScalars {
            let v = s.value
            if v < 0x20 || (v >= 0x7F && v < 0xA0) { return true }
            if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return true }
            if v == 0x200E || v == 0x200F || v == 0x061C { return true }
        }
        return false
    }

    /// `text` sanitized and cut to at most `columns` display columns; when it had to be
    /// cut, the last column shows `ellipsis`.
    public static func clipped(_ text: some StringProtocol, to columns: Int, ellipsis: Character = "…") -> String {
        guard columns > 0 else { return "" }
        let clean = sanitized(text)
        if width(of: clean) <= columns { return clean }
        var out = ""
        var used = 0
        let budget = columns - 1
        for c in clean {
            let w = width(of: c)
            if used + w > budget { break }
            out.append(c)
            used += w
        }
        out.append(ellipsis)
        return out
    }

    /// Writes `text` into `grid` at column `x`, row `y`, clipped to `maxColumns` (and to
    /// the grid), with `style`. Wide characters get a continuation cell; a wide character
    /// that would straddle the limit is replaced by a space. Returns the column after the
    /// last one written.
    @discardableResult
    public static func write(
        _ text: some StringProtocol, into grid: inout CellGrid, x: Int, y: Int,
        maxColumns: Int = .max, style: CellStyle = .plain
    ) -> Int {
        guard y >= 0, y < grid.rows else { return x }
        let limit = min(grid.columns, maxColumns == .max ? grid.columns : x + max(0, maxColumns))
        var column = x
        for raw in text {
            let c = isUnsafe(raw) ? "?" : raw
            let w = width(of: c)
            if w == 0 { continue }
            if column + w > limit {
                if w == 2 && column < limit { grid[column, y] = Cell(content: .blank, style: style) }
                break
            }
            if column >= 0 {
                grid[column, y] = Cell(content: .character(c, width: w), style: style)
                if w == 2 { grid[column + 1, y] = Cell(content: .continuation, style: style) }
            }
            column += w
        }
        return column
    }

    /// Fills `columns` cells of row `y` from column `x` with blanks in `style`.
    public static func fill(_ grid: inout CellGrid, x: Int, y: Int, columns: Int, style: CellStyle) {
        let start = max(0, x), end = min(grid.columns, x + max(0, columns))
        guard start < end, y >= 0, y < grid.rows else { return }
        for column in start..<end {
            grid[column, y] = Cell(content: .blank, style: style)
        }
    }

    private static func isCombining(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1AB0...0x1AFF).contains(v)
            || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE20...0xFE2F).contains(v) || v == 0x200B || v == 0x200C || v == 0x200D
            || (0xFE00...0xFE0F).contains(v)
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x231A...0x231B).contains(v)
            || (0x2329...0x232A).contains(v) || (0x23E9...0x23EC).contains(v)
            || (0x25FD...0x25FE).contains(v) || (0x2614...0x2615).contains(v)
            || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xA000...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v)
            || (0x1F300...0x1F64F).contains(v) || (0x1F900...0x1F9FF).contains(v)
            || (0x1F680...0x1F6FF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
