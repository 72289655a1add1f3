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

    /// Blanks the ring of cells just outside a panel at (`x`, `y`, `width`, `height`),
    /// within `rows` and the grid: a margin between the panel's border and the boxes
    /// under it, so that the panel reads as on top of them, in colour or not
    /// (`NO_COLOR`), instead of border against border (`┌┌`). O(width + height).
    public static func clearMargin(
        x: Int, y: Int, width: Int, height: Int, rows: ClosedRange<Int>, into grid: inout CellGrid
    ) {
        guard width >= 2, height >= 2, !rows.isEmpty else { return }
        let blank = Cell(content: .character(" ", width: 1), style: .plain)
        for row in (y - 1)...(y + height) where rows.contains(row) && row >= 0 && row < grid.rows {
            let edge = row == y - 1 || row == y + height
            for column in edge ? Array((x - 1)...(x + width)) : [x - 1, x + width]
            where column >= 0 && column < grid.columns {
                grid[column, row] = blank
            }
        }
    }

    /// Draws only the border of a rectangle of cells (clipped to the grid).
    public static func outline(x: Int, y: Int, width: Int, height: Int, style: CellStyle, into grid: inout CellGrid) {
        grid.drawOutline(CellRect(column: x, row: y, columns: width, rows: height), style: style)
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

    /// Where the inspector panel (`width` x `height` cells) goes in a content area of
    /// `columns` x `rows`: the corner (one column in from the side) that hides the
    /// least of the focused element, drawn at `box` with its title over `titleCells`:
    /// first the fewest title cells, then the fewest cells of the box on screen. Ties
    /// go to the top, then to the side away from the element's centre, so a small
    /// element keeps the panel at the top, across the screen from it, and a full-width
    /// element at the top sends it to the bottom.
    static func inspectorCorner(
        width: Int, height: Int, avoiding box: CellRect, titleCells: CellRect?, columns: Int, rows: Int
    ) -> CellRect {
        let left = 1
        let right = max(1, columns - width - 1)
        let top = 0
        let bottom = max(0, rows - height)
        let awayIsRight = (box.minColumn + box.maxColumn) / 2 < columns / 2
        let (away, near) = awayIsRight ? (right, left) : (left, right)
        let screen = CellRect(column: 0, row: 0, columns: columns, rows: rows)
        func cells(_ a: CellRect, _ b: CellRect) -> Int {
            let overlap = a.intersection(b).intersection(screen)
            return overlap.columns * overlap.rows
        }
        func hides(_ r: CellRect) -> (title: Int, box: Int) {
            (titleCells.map { cells(r, $0) } ?? 0, cells(r, box))
        }
        let candidates = [(away, top), (near, top), (away, bottom), (near, bottom)].map {
            CellRect(column: $0.0, row: $0.1, columns: width, rows: height)
        }
        // min(by:) keeps the first of equal elements: the order above breaks ties.
        return candidates.min { hides($0) < hides($1) } ?? candidates[0]
    }

    /// The cells of `title` in an element drawn at `box`, as the canvas draws it: on the
    /// first row inside (on the top border when the box is two rows high), from the
    /// second column, at most the inner width; nil for no title or a borderless box.
    static func titleCells(_ title: String?, box: CellRect) -> CellRect? {
        guard let title, !title.isEmpty, box.columns >= 2, box.rows >= 2 else { return nil }
        let row = box.rows >= 3 ? box.minRow + 1 : box.minRow
        return CellRect(
            column: box.minColumn + 1, row: row,
            columns: min(box.columns - 2, TextCells.width(of: title, limit: box.columns)), rows: 1)
    }

    /// The inspector panel for the focused element (drawn at `box`), in the corner of
    /// the content area that hides the least of it.
    public static func inspector(
        _ model: ExplorerModel, focused a: LayoutAttributes, box: CellRect, into grid: inout CellGrid
    ) {
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
        if !a.transform.isIdentity {
            // A visible-items handler's transform: a scale (and move), or every component.
            let t = a.transform
            var text =
                t.b == 0 && t.c == 0
                ? "scale \(f(t.a))\(g.times)\(f(t.d))"
                : "a \(f(t.a)) b \(f(t.b)) c \(f(t.c)) d \(f(t.d))"
            if t.tx != 0 || t.ty != 0 { text += ", move \(f(t.tx)), \(f(t.ty))" }
            lines.append(("transform", text))
        }
        let width = min(40, grid.columns - 2)
        if let why = model.explanation(of: a) {
            // One reason per row, wrapped at word boundaries to the value column.
            for (r, reason) in why.reasons.enumerated() {
                // The value column's width (as the rows are drawn below): wrapped to it, a
                // reason is never also cut short.
                let rows = TextCells.wrapped(LayoutExplanation.words(reason), width: max(8, width - 16))
                for (k, row) in rows.enumerated() { lines.append((r == 0 && k == 0 ? "why" : "", row)) }
            }
        }
        let height = min(lines.count + 2, grid.rows)
        guard width >= 16, height >= 3 else { return }
        let corner = inspectorCorner(
            width: width, height: height, avoiding: box, titleCells: titleCells(model.document.title(a), box: box),
            columns: grid.columns, rows: grid.rows)
        let x = corner.minColumn
        let y = corner.minRow
        let style = CellStyle(foreground: .named("cyan"), bold: true)
        clearMargin(x: x, y: y, width: width, height: height, rows: 0...(grid.rows - 1), into: &grid)
        panel(
            x: x, y: y, width: width, height: height, title: "Inspector", style: style, glyphSet: g.glyphSet,
            into: &grid)
        for (i, (label, value)) in lines.prefix(height - 2).enumerated() {
            let row = y + 1 + i
            let labelText = label.padding(11)
            let lx = TextCells.write(labelText, into: &grid, x: x + 2, y: row, style: CellStyle(dim: true))
            TextCells.write(
                TextCells.clipped(value, to: width - 3 - (lx - x), glyphSet: g.glyphSet), into: &grid,
                x: lx, y: row, maxColumns: width - 2 - (lx - x), glyphSet: g.glyphSet)
        }
    }

    /// Outlines the query rectangle and labels it with the query's figures; beside it,
    /// the binary search of that query, step by step (``SearchTraceOverlay``).
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
        let bottom =
            " \(Plural.count(model.visible.elements.count, "element")) \(g.dot) \(Plural.count(model.visible.probes, "probe")) \(g.dot) \(StatusBar.micros(model.queryMicros)) \(g.micro) "
        // The search panel sits at the top-left; labels it would cover move right of it.
        var panel = CellRect(column: 0, row: 0, columns: 0, rows: 0)
        if let trace = (model.layout as? any DebuggableLayout)?.searchTrace(model.queryRect) {
            let width = box.minColumn - 1 >= 20 ? min(30, box.minColumn - 1) : 24
            panel = SearchTraceOverlay.draw(
                trace, width: width, style: CellStyle(foreground: .named("yellow"), bold: true), glyphSet: g.glyphSet,
                into: &grid)
        }
        for (label, row) in [(top, box.minRow - 1), (bottom, box.maxRow)] {
            let covered = panel.contains(column: box.minColumn + 1, row: row)
            let x = covered ? panel.maxColumn : box.minColumn + 1
            let room = box.maxColumn - x
            TextCells.write(label, into: &grid, x: x, y: row, maxColumns: room, style: style)
        }
        // What the last query changed, as the delegate hears it, under the query rectangle.
        let log = " " + model.displayLog.summary(dot: g.dot) + " "
        let logRow = box.maxRow + 1
        if logRow < model.contentRows + 1, !panel.contains(column: box.minColumn + 1, row: logRow) {
            TextCells.write(
                log, into: &grid, x: box.minColumn + 1, y: logRow,
                maxColumns: max(0, box.maxColumn - box.minColumn - 1),
                style: CellStyle(foreground: .named("cyan"), bold: true))
        }
        // The delegate calls of the last tap, in UIKit's order, on the line below.
        let eventsRow = logRow + 1
        if !model.selectionEvents.isEmpty, eventsRow < model.contentRows + 1,
            !panel.contains(column: box.minColumn + 1, row: eventsRow)
        {
            TextCells.write(
                " " + model.selectionEvents.joined(separator: " \(g.dot) ") + " ", into: &grid, x: box.minColumn + 1,
                y: eventsRow, maxColumns: max(0, box.maxColumn - box.minColumn - 1),
                style: CellStyle(foreground: .named("magenta"), bold: true))
        }
    }
}

extension String {
    /// The string padded with spaces to `width` columns.
    func padding(_ width: Int) -> String {
        let w = TextCells.width(of: self)
        return w >= width ? self : self + String(repeating: " ", count: width - w)
    }
}
