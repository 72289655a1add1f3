import TerminalCanvas

/// The `?` overlay: every key, grouped, in a centred panel that scrolls when the
/// terminal is short.
public enum HelpOverlay {
    /// Column where actions start, relative to the panel's inside.
    static let keyColumnWidth = 22

    /// Draws the overlay over the whole screen grid.
    public static func draw(_ model: ExplorerModel, into grid: inout CellGrid) {
        let g = model.options.glyphs
        let lines = KeyBindings.helpLines(g)
        let width = min(grid.columns - 2, 72)
        let height = min(grid.rows - 2, lines.count + 2)
        guard width >= 20, height >= 3 else { return }
        let x = (grid.columns - width) / 2
        let y = max(1, (grid.rows - height) / 2)
        let style = CellStyle(foreground: .named("yellow"), bold: true)
        Overlays.panel(x: x, y: y, width: width, height: height, title: "Keys", style: style, into: &grid)
        let inside = height - 2
        let first = min(model.helpScroll, max(0, lines.count - inside))
        for (i, line) in lines.dropFirst(first).prefix(inside).enumerated() {
            let row = y + 1 + i
            switch line {
            case .blank: break
            case .title(let t):
                TextCells.write(t, into: &grid, x: x + 2, y: row, maxColumns: width - 4, style: CellStyle(bold: true, underline: true))
            case .binding(let b):
                let keys = TextCells.clipped(b.keys, to: keyColumnWidth - 1)
                TextCells.write(keys, into: &grid, x: x + 3, y: row, style: CellStyle(bold: true))
                let ax = x + 3 + keyColumnWidth
                TextCells.write(
                    TextCells.clipped(b.action, to: width - (ax - x) - 1, glyphSet: g.glyphSet),
                    into: &grid, x: ax, y: row, maxColumns: width - (ax - x) - 1)
            }
        }
        let hint = lines.count > inside ? " ? or Esc closes \(g.dot) j k scroll " : " ? or Esc closes "
        let hx = x + max(1, width - TextCells.width(of: hint) - 1)
        TextCells.write(hint, into: &grid, x: hx, y: y + height - 1, maxColumns: width - 2, style: style)
    }
}
