import TerminalCanvas

/// The `?` overlay: every key, grouped, in a centred panel that scrolls when the
/// terminal is short.
public enum HelpOverlay {
    /// Column where actions start, relative to the panel's inside.
    static let keyColumnWidth = 22

    /// The panel's width when the screen is wide enough: the longest line (keys column
    /// and action, a group title, or the closing hint) with its margins, so nothing is
    /// clipped. Narrower screens get the screen's width and clip the longest actions.
    static func naturalWidth(_ lines: [KeyBindings.HelpLine], hint: String) -> Int {
        var width = TextCells.width(of: hint) + 2
        for line in lines {
            switch line {
            case .blank: break
            // "│ " + title + " │"
            case .title(let t): width = max(width, TextCells.width(of: t) + 4)
            // "│  " + keys column + action + " │"
            case .binding(let b): width = max(width, 3 + keyColumnWidth + TextCells.width(of: b.action) + 2)
            }
        }
        return width
    }

    /// Draws the overlay over the whole screen grid, scrolled to line `scroll` (clamped):
    /// it takes only what it draws, the scroll position and the glyphs.
    public static func draw(scroll: Int, glyphs g: Glyphs, into grid: inout CellGrid) {
        let lines = KeyBindings.helpLines(g)
        let height = min(grid.rows - 2, lines.count + 2)
        let inside = height - 2
        // The keys that work while the help is open; any other closes it and then acts.
        let hint =
            lines.count > inside
            ? " ? Esc close \(g.dot) j k scroll \(g.dot) other keys close it and act "
            : " ? Esc close \(g.dot) other keys close it and act "
        let width = min(grid.columns - 2, naturalWidth(lines, hint: hint))
        guard width >= 20, height >= 3 else { return }
        let x = (grid.columns - width) / 2
        let y = max(1, (grid.rows - height) / 2)
        let style = CellStyle(foreground: .named("yellow"), bold: true)
        // A blank margin around the panel, so it reads as on top of the boxes under it.
        Overlays.clearMargin(x: x, y: y, width: width, height: height, rows: 1...(grid.rows - 2), into: &grid)
        Overlays.panel(x: x, y: y, width: width, height: height, title: "Keys", style: style, into: &grid)
        let first = min(max(0, scroll), max(0, lines.count - inside))
        for (i, line) in lines.dropFirst(first).prefix(inside).enumerated() {
            let row = y + 1 + i
            switch line {
            case .blank: break
            case .title(let t):
                TextCells.write(
                    TextCells.clipped(t, to: width - 4, glyphSet: g.glyphSet), into: &grid, x: x + 2, y: row,
                    maxColumns: width - 4, style: CellStyle(bold: true, underline: true))
            case .binding(let b):
                let keys = TextCells.clipped(b.keys, to: min(keyColumnWidth - 1, width - 5), glyphSet: g.glyphSet)
                TextCells.write(keys, into: &grid, x: x + 3, y: row, style: CellStyle(bold: true))
                // The action column, with one blank column before the right border.
                let ax = x + 3 + keyColumnWidth
                let room = width - (ax - x) - 2
                TextCells.write(
                    TextCells.clipped(b.action, to: room, glyphSet: g.glyphSet),
                    into: &grid, x: ax, y: row, maxColumns: room)
            }
        }
        let hx = x + max(1, width - TextCells.width(of: hint) - 1)
        TextCells.write(hint, into: &grid, x: hx, y: y + height - 1, maxColumns: width - 2, style: style)
    }
}
