import CollectionLayout
import Testing

@testable import TerminalCanvas

/// An appearance's marker (the WWDC18 sample's "updated" dot): the last inner cell of the
/// title row, in its colour; the title is clipped two cells earlier.
@Suite struct MarkerTests {
    let cells = [
        LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 12, height: 6)),
        LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 1, section: 0), frame: Rect(x: 12, y: 0, width: 4, height: 2)),
    ]

    func frame(_ glyphs: GlyphSet) -> CellGrid {
        let looks = [
            ElementAppearance(title: "Priyanka Patel", marker: .named("cyan")),
            ElementAppearance(title: "B", marker: .named("cyan")),
        ]
        var grid = CellGrid(columns: 18, rows: 3)
        Canvas(columns: 18, rows: 3, viewportWidth: 18, glyphSet: glyphs).paint(cells, appearances: looks, into: &grid)
        return grid
    }

    @Test func theMarkerTakesTheTitleRowsLastInnerCell() {
        // 10 inner cells: the marker in the last, a blank before it, 8 for the title. The
        // second cell is a filled block: too small for a box, so no marker.
        #expect(
            frame(.unicode).text(glyphs: .unicode) == """
                ┌──────────┐████
                │Priyank… ●│
                └──────────┘
                """)
    }

    @Test func inAsciiTheGlyphAloneMarksIt() {
        let grid = frame(.ascii)
        #expect(
            grid.text(glyphs: .ascii) == """
                +----------+####
                |Priya... @|
                +----------+
                """)
        #expect(grid[10, 1].style.foregroundColor == CellColor(.named("cyan")))
        #expect(grid[1, 1].style.foregroundColor == CellColor(.standard))
    }
}
