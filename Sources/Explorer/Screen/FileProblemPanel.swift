import TerminalCanvas

/// The panel that reports a problem with the watched file: a framed box across the top
/// of the content area, its title on the top border, the problems word-wrapped inside.
/// The last good layout stays visible below it.
public enum FileProblemPanel {
    /// Draws `problem` (if any) into the screen `grid`, its top border on row `top`,
    /// across the whole width: it takes only what it draws, the problem, the content
    /// area's rows and the glyphs. Uses at most two thirds of `contentRows` (at least 3).
    /// Complexity: O(text length + panel cells).
    public static func draw(
        _ problem: FileProblem?, contentRows: Int, glyphs: Glyphs, into grid: inout CellGrid, top: Int
    ) {
        guard let problem, grid.columns >= 8 else { return }
        let g = glyphs.glyphSet
        let width = grid.columns
        let inner = width - 4
        var lines: [String] = []
        for line in problem.lines { lines += TextCells.wrapped(line, width: inner, preservingSpaces: true) }
        let room = max(1, contentRows * 2 / 3 - 2)
        if lines.count > room {
            lines = Array(lines.prefix(room - 1)) + ["\(lines.count - room + 1) more lines (tessera check shows all)"]
        }
        let style = CellStyle(foreground: .named("red"), bold: true)
        Overlays.panel(
            x: 0, y: top, width: width, height: lines.count + 2, title: problem.title, style: style, glyphSet: g,
            into: &grid)
        for (i, line) in lines.enumerated() {
            TextCells.write(
                TextCells.clipped(line, to: inner, glyphSet: g), into: &grid, x: 2, y: top + 1 + i, maxColumns: inner,
                glyphSet: g)
        }
    }
}
