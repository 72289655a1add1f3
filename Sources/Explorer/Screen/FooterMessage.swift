import TerminalCanvas

/// A footer message that does not fit on the footer line: wrapped at spaces and drawn
/// upwards from the footer, over the content's last rows, so no part of it is cut off.
/// The end of a message is usually what carries the fix (`(did you mean "cellPadding"?)`,
/// the UIKit rule a batch broke, why an insert was not applied).
enum FooterMessage {
    /// The most rows a message takes; a longer one ends in an ellipsis on its last row.
    static let maximumRows = 4

    /// `message` as the footer's lines for `columns`: one line when it fits beside a
    /// space on each side, else wrapped to `columns - 2` (at most ``maximumRows``).
    /// O(length).
    static func lines(_ message: String, columns: Int) -> [String] {
        let room = max(1, columns - 2)
        guard TextCells.width(of: message) > room else { return [message] }
        let wrapped = TextCells.wrapped(message, width: room)
        return wrapped.isEmpty ? [message] : wrapped
    }

    /// Draws `lines` (from ``lines(_:columns:)``) so that the last one is on `bottom`,
    /// each on a cleared row, in bold. O(columns × rows).
    static func draw(_ lines: [String], into grid: inout CellGrid, bottom: Int, glyphSet: GlyphSet) {
        let rows = min(maximumRows, lines.count, max(1, bottom))
        var shown = Array(lines.prefix(rows))
        if lines.count > rows, let last = shown.popLast() {
            shown.append(TextCells.clipped(last + " " + lines[rows], to: grid.columns - 2, glyphSet: glyphSet))
        }
        for (i, line) in shown.enumerated() {
            let y = bottom - (shown.count - 1 - i)
            TextCells.fill(&grid, x: 0, y: y, columns: grid.columns, style: .plain)
            TextCells.write(
                TextCells.clipped(line, to: grid.columns - 2, glyphSet: glyphSet), into: &grid, x: 1, y: y,
                style: CellStyle(bold: true))
        }
    }
}
