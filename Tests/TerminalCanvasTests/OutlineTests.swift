import CollectionLayout
import TerminalCanvas
import Testing

/// ``CellGrid/drawOutline(_:style:clip:rounded:)``: the one border drawing the canvas's
/// element boxes and the explorer's panels share.
@Suite struct OutlineTests {
    func text(_ grid: CellGrid) -> [String] {
        grid.text(glyphs: .unicode).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aBoxHasCornersAndEdgesAndKeepsItsInside() {
        var grid = CellGrid(columns: 6, rows: 4)
        grid.fill(grid.bounds, with: Cell(content: .character("x", width: 1)))
        grid.drawOutline(CellRect(column: 1, row: 0, columns: 4, rows: 3), style: .plain)
        #expect(text(grid) == ["x┌──┐x", "x│xx│x", "x└──┘x", "xxxxxx"])
        grid.drawOutline(CellRect(column: 0, row: 1, columns: 2, rows: 2), style: .plain, rounded: true)
        #expect(text(grid) == ["x┌──┐x", "╭╮xx│x", "╰╯──┘x", "xxxxxx"])
    }

    @Test func itIsClippedToTheClipAndTheGrid() {
        var grid = CellGrid(columns: 4, rows: 3)
        grid.drawOutline(
            CellRect(column: -1, row: -1, columns: 4, rows: 4), style: .plain,
            clip: CellRect(column: 0, row: 0, columns: 2, rows: 3))
        #expect(text(grid) == ["", "", "──"])
    }

    @Test func tooSmallABoxDrawsNothing() {
        var grid = CellGrid(columns: 3, rows: 3)
        grid.drawOutline(CellRect(column: 0, row: 0, columns: 1, rows: 3), style: .plain)
        grid.drawOutline(CellRect(column: 0, row: 0, columns: 3, rows: 1), style: .plain)
        #expect(grid == CellGrid(columns: 3, rows: 3))
    }

    @Test func theCanvasDrawsAnElementsBorderThisWay() {
        // 40 points in 5 columns: 8 points a column, 16 a row; a 40 x 48-point cell is a 5 x 3 box.
        let attributes = LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 40, height: 48))
        let canvas = Canvas(columns: 5, rows: 3, viewportWidth: 40, contentOffset: .zero, glyphSet: .unicode)
        let drawn = canvas.paint([attributes]) { ElementAppearance(for: $0, title: nil, colorName: nil) }
        var outline = CellGrid(columns: drawn.columns, rows: drawn.rows)
        outline.drawOutline(outline.bounds, style: drawn[0, 0].style)
        for y in 0..<drawn.rows {
            for x in 0..<drawn.columns where x == 0 || y == 0 || x == drawn.columns - 1 || y == drawn.rows - 1 {
                #expect(drawn[x, y] == outline[x, y], "\(x), \(y)")
            }
        }
    }
}
