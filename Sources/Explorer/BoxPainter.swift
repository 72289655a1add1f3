import CollectionLayout
import TerminalCanvas

/// A plain painter: every element a box of line glyphs coloured by section, its title
/// inside; decorations as filled backgrounds. Elements fading out (alpha < 0.7) are dim,
/// almost transparent ones (alpha < 0.34) are skipped.
public struct BoxPainter: ElementPainter {
    /// Creates the painter.
    public init() {}

    public func paint(
        _ elements: [LayoutAttributes], visibleRect: Rect, pointsPerColumn: Double,
        pointsPerRow: Double, title: (LayoutAttributes) -> String?, into grid: inout CellGrid
    ) {
        let ordered = elements.enumerated().sorted {
            $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
        }
        for (_, e) in ordered where !e.isHidden && e.alpha >= 0.34 {
            let span = CellSpan(
                frame: e.frame, visibleRect: visibleRect, pointsPerColumn: pointsPerColumn,
                pointsPerRow: pointsPerRow)
            var style = CellStyle(foreground: .section(e.indexPath.section), dim: e.alpha < 0.7)
            if case .decoration = e.category {
                style = CellStyle(background: .section(e.indexPath.section), dim: style.dim)
                for y in span.y0..<span.y1 { TextCells.fill(&grid, x: span.x0, y: y, columns: span.width, style: style) }
                continue
            }
            if case .supplementary = e.category { style.bold = true }
            drawBox(span, style: style, into: &grid)
            if let text = title(e), span.width > 2 {
                let row = span.height >= 3 ? span.y0 + 1 : span.y0
                let x = span.height >= 3 ? span.x0 + 1 : span.x0 + 1
                let room = span.width - 2
                if row >= 0 && row < grid.rows {
                    TextCells.write(TextCells.clipped(text, to: room), into: &grid, x: x, y: row, maxColumns: room, style: style)
                }
            }
        }
    }

    private func drawBox(_ s: CellSpan, style: CellStyle, into grid: inout CellGrid) {
        func put(_ x: Int, _ y: Int, _ content: CellContent) {
            grid[x, y] = Cell(content: content, style: style)
        }
        if s.width < 2 || s.height < 2 {
            for y in s.y0..<s.y1 where y >= 0 && y < grid.rows {
                for x in s.x0..<s.x1 where x >= 0 && x < grid.columns { put(x, y, .line(.block)) }
            }
            return
        }
        let top = s.y0, bottom = s.y1 - 1, left = s.x0, right = s.x1 - 1
        let rows = max(0, top)..<max(max(0, top), min(grid.rows, bottom + 1))
        let columns = max(0, left)..<max(max(0, left), min(grid.columns, right + 1))
        for y in rows {
            for x in columns {
                let edgeY = y == top || y == bottom
                let edgeX = x == left || x == right
                switch (edgeX, edgeY) {
                case (true, true):
                    let glyph: LineGlyph =
                        y == top ? (x == left ? .topLeft : .topRight) : (x == left ? .bottomLeft : .bottomRight)
                    put(x, y, .line(glyph))
                case (false, true): put(x, y, .line(.horizontal))
                case (true, false): put(x, y, .line(.vertical))
                case (false, false): put(x, y, .blank)
                }
            }
        }
    }
}
