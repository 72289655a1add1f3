import CollectionLayout
import TerminalCanvas

/// What the explorer draws over the painted content (the canvas itself draws the
/// focused element reversed): the inspector panel, the debug outline of the query rectangle, centred notices, and the
/// framed panels they use.
public enum Overlays {
    /// Draws a framed panel (border in `style`, inside cleared) with an optional title
    /// on the top border.
    public static func panel(
        x: Int, y: Int, width: Int, height: Int, title: String?, style: CellStyle,
        glyphSet: GlyphSet = .unicode, into grid: inout CellGrid
    ) {
        guard width >= 2, height >= 2 else { return }
        for row in y..<(y + height) {
            TextCells.fill(&grid, x: x, y: row, columns: width, style: .plain)
        }
        outline(x: x, y: y, width: width, height: height, style: style, into: &grid)
        if let title, width > 4 {
            TextCells.write(
                TextCells.clipped(" \(title) ", to: width - 2, glyphSet: glyphSet), into: &grid, x: x + 1, y: y,
                maxColumns: width - 2, style: style, glyphSet: glyphSet)
        }
    }

    /// Draws only the border of a rectangle of cells (clipped to the grid).
    public static func outline(x: Int, y: Int, width: Int, height: Int, style: CellStyle, into grid: inout CellGrid) {
        guard width >= 2, height >= 2 else { return }
        let right = x + width - 1, bottom = y + height - 1
        func put(_ cx: Int, _ cy: Int, _ glyph: LineGlyph) {
            grid[cx, cy] = Cell(content: .line(glyph), style: style)
        }
        for cx in (x + 1)..<right {
            put(cx, y, .horizontal)
            put(cx, bottom, .horizontal)
        }
        for cy in (y + 1)..<bottom {
            put(x, cy, .vertical)
            put(right, cy, .vertical)
        }
        put(x, y, .topLeft)
        put(right, y, .topRight)
        put(x, bottom, .bottomLeft)
        put(right, bottom, .bottomRight)
    }

    /// Writes `lines` centred in the grid (the first in bold).
    public static func centered(_ lines: [String], glyphSet: GlyphSet, into grid: inout CellGrid) {
        let top = max(0, (grid.rows - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let text = TextCells.clipped(line, to: grid.columns, glyphSet: glyphSet)
            let x = max(0, (grid.columns - TextCells.width(of: text)) / 2)
            TextCells.write(text, into: &grid, x: x, y: top + i, style: CellStyle(bold: i == 0), glyphSet: glyphSet)
        }
    }

    /// The inspector panel for the focused element (drawn at `box`), on the side away
    /// from it.
    public static func inspector(_ model: ExplorerModel, focused a: LayoutAttributes, box: CellRect, into grid: inout CellGrid) {
        let g = model.options.glyphs
        let f = LayoutTuning.format
        var lines: [(String, String)] = [
            ("category", a.category.name),
            ("kind", a.category.kind ?? g.none),
            ("index path", "section \(a.indexPath.section), item \(a.indexPath.item)"),
        ]
        if let title = model.document.title(a), !title.isEmpty { lines.append(("title", title)) }
        lines += [
            ("origin", "x \(f(a.frame.minX)), y \(f(a.frame.minY))"),
            ("size", "\(f(a.frame.width))\(g.times)\(f(a.frame.height)) pt"),
            ("zIndex", String(a.zIndex)),
            ("alpha", f(a.alpha) + (a.isHidden ? ", hidden" : "")),
        ]
        let width = min(40, grid.columns - 2)
        let height = min(lines.count + 2, grid.rows)
        guard width >= 16, height >= 3 else { return }
        let onRight = (box.minColumn + box.maxColumn) / 2 < grid.columns / 2
        let x = onRight ? grid.columns - width - 1 : 1
        let style = CellStyle(foreground: .named("cyan"), bold: true)
        panel(x: x, y: 0, width: width, height: height, title: "Inspector", style: style, glyphSet: g.glyphSet, into: &grid)
        for (i, (label, value)) in lines.prefix(height - 2).enumerated() {
            let row = 1 + i
            let labelText = label.padding(11)
            let lx = TextCells.write(labelText, into: &grid, x: x + 2, y: row, style: CellStyle(dim: true))
            TextCells.write(
                TextCells.clipped(value, to: width - 3 - (lx - x), glyphSet: g.glyphSet), into: &grid,
                x: lx, y: row, maxColumns: width - 2 - (lx - x), glyphSet: g.glyphSet)
        }
    }

    /// Outlines the query rectangle and labels it with the query's figures.
    public static func debug(_ model: ExplorerModel, into grid: inout CellGrid) {
        let box = model.canvas.mapping.cells(for: model.queryRect)
        let style = CellStyle(foreground: .named("red"), bold: true)
        outline(
            x: box.minColumn - 1, y: box.minRow - 1, width: box.columns + 2, height: box.rows + 2, style: style,
            into: &grid)
        let g = model.options.glyphs
        let r = model.queryRect
        let f = LayoutTuning.format
        let top = " query x \(f(r.minX)) y \(f(r.minY)) \(f(r.width))\(g.times)\(f(r.height)) pt "
        let bottom = " \(model.visible.elements.count) elements \(g.dot) \(model.visible.probes) probes \(g.dot) \(StatusBar.micros(model.queryMicros)) \(g.micro) "
        let room = box.columns
        TextCells.write(top, into: &grid, x: box.minColumn + 1, y: box.minRow - 1, maxColumns: room, style: style)
        TextCells.write(bottom, into: &grid, x: box.minColumn + 1, y: box.maxRow, maxColumns: room, style: style)
    }
}

extension String {
    /// The string padded with spaces to `width` columns.
    func padding(_ width: Int) -> String {
        let w = TextCells.width(of: self)
        return w >= width ? self : self + String(repeating: " ", count: width - w)
    }
}
