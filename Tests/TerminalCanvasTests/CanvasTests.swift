import CollectionLayout
import Testing

@testable import TerminalCanvas

/// Whole frames compared as text. Unless said otherwise the viewport is as many points
/// wide as the grid has columns: one column per point, half a row per point (a cell is
/// twice as tall as wide), so a frame `(x, y, w, h)` covers columns `x..<x+w` and rows
/// `y/2..<(y+h)/2`.
@Suite struct CanvasTests {
    func cell(_ item: Int, _ x: Double, _ y: Double, _ w: Double, _ h: Double, section: Int = 0) -> LayoutAttributes {
        LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: item, section: section),
            frame: Rect(x: x, y: y, width: w, height: h))
    }

    func titles(_ titles: String?...) -> AppearanceTable {
        AppearanceTable(itemTitles: [titles])
    }

    func frame(
        _ elements: [LayoutAttributes], _ table: AppearanceTable = AppearanceTable(),
        columns: Int = 20, rows: Int = 4, offset: Point = .zero, glyphs: GlyphSet = .unicode
    ) -> String {
        Canvas(columns: columns, rows: rows, viewportWidth: Double(columns), contentOffset: offset, glyphSet: glyphs)
            .paint(elements, appearances: table).text(glyphs: glyphs)
    }

    @Test func neighboursWithAGapStaySeparate() {
        let text = frame([cell(0, 0, 0, 8, 6), cell(1, 10, 0, 8, 6)], titles("A", "B"))
        #expect(
            text == """
                ┌──────┐  ┌──────┐
                │A     │  │B     │
                └──────┘  └──────┘

                """)
    }

    @Test func touchingBoxesShareNoCell() {
        let text = frame([cell(0, 0, 0, 8, 6), cell(1, 8, 0, 8, 6)], titles("A", "B"))
        #expect(
            text == """
                ┌──────┐┌──────┐
                │A     ││B     │
                └──────┘└──────┘

                """)
    }

    @Test func aOnePointGapAtQuarterScaleDisappearsOnlyWhenItSpansNoCellEdge() {
        // 80 points into 20 columns: 4 points per column. The 4-point gap spans a cell
        // edge and shows; the 1-point gap does not (the boxes then touch, never overlap).
        let elements = [cell(0, 0, 0, 30, 16), cell(1, 34, 0, 20, 16), cell(2, 54.5, 0, 20, 16)]
        let text = Canvas(columns: 20, rows: 2, viewportWidth: 80).paint(elements, appearances: AppearanceTable())
            .text()
        #expect(
            text == """
                ┌──────┐ ┌───┐┌───┐
                └──────┘ └───┘└───┘
                """)
    }

    @Test func tinyItemsAreFilledBlocks() {
        let elements = [
            cell(0, 0, 0, 1, 6),  // one column wide
            cell(1, 3, 0, 5, 2),  // one row high
            cell(2, 10.2, 0.1, 0.3, 0.4),  // smaller than a cell: still one cell
            cell(3, 12, 0, 2, 4),  // 2 x 2: the smallest box with a border
        ]
        #expect(
            frame(elements, titles("a", "b", "c", "Long title")) == """
                █  █████  █ ┌┐
                █           └┘
                █

                """)
    }

    @Test func titlesAreClippedByDisplayWidthWithAnEllipsis() {
        let elements = [
            cell(0, 0, 0, 8, 6),  // inner width 6
            cell(1, 8, 0, 7, 6),  // inner width 5
            cell(2, 15, 0, 5, 6),  // inner width 3
        ]
        let text = frame(elements, titles("漢字テスト", "漢字テスト", "漢字"))
        // 6 columns: 漢字 (4) and the ellipsis; テ would need 7. 5 columns: 漢字…
        // exactly. 3 columns: 漢 and …, 字 would need 4.
        #expect(
            text == """
                ┌──────┐┌─────┐┌───┐
                │漢字… ││漢字…││漢…│
                └──────┘└─────┘└───┘

                """)
    }

    @Test func titlesThatFitAreNotClipped() {
        let text = frame([cell(0, 0, 0, 8, 6), cell(1, 8, 0, 4, 4), cell(2, 12, 0, 4, 6)], titles("漢字テ", "ab", "abc"))
        // A two-row box has no inside row: its title goes on the top border.
        #expect(
            text == """
                ┌──────┐┌ab┐┌──┐
                │漢字テ│└──┘│a…│
                └──────┘    └──┘

                """)
    }

    @Test func headersDrawOverCellsAndBackgroundsUnderThem() {
        let background = LayoutAttributes(
            category: .decoration(kind: ElementKind.background), indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: 0, width: 20, height: 12), zIndex: -1)
        let header = LayoutAttributes(
            category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: 0, width: 20, height: 4))
        // Given in the wrong order on purpose: the painter sorts by group, then zIndex.
        let elements = [header, cell(0, 2, 2, 8, 8), background]
        let table = AppearanceTable(itemTitles: [["Lake"]], sectionTitles: ["Photos"], sectionBackgrounds: ["blue"])
        #expect(
            frame(elements, table, rows: 7) == """
                ┌Photos────────────┐
                └──────────────────┘
                │ │Lake  │         │
                │ │      │         │
                │ └──────┘         │
                └──────────────────┘

                """)
    }

    @Test func zIndexOrdersElementsWithinAGroup() {
        var low = cell(0, 0, 0, 10, 6)
        low.zIndex = 5
        let high = cell(1, 4, 2, 10, 6)  // zIndex 0: drawn first, under item 0
        #expect(
            frame([low, high], titles("low", "high")) == """
                ┌────────┐
                │low     │───┐
                └────────┘   │
                    └────────┘
                """)
    }

    @Test func asciiFallback() {
        let elements = [cell(0, 0, 0, 8, 6), cell(1, 9, 0, 1, 6), cell(2, 11, 0, 9, 6)]
        let text = frame(elements, titles("café 漢", "x", "A long title"), glyphs: .ascii)
        #expect(
            text == """
                +------+ # +-------+
                |caf? ?| # |A lo...|
                +------+ # +-------+

                """)
    }

    @Test func controlCharactersInTitlesShowAsVisibleEscapes() {
        let hostile = "\u{1B}[31mRed\u{9B}2J\u{7}\u{202E}!"
        let text = frame([cell(0, 0, 0, 40, 6), cell(1, 40, 0, 20, 6)], titles(hostile, "a\r\nb\tc"), columns: 60)
        #expect(
            text == #"""
                ┌──────────────────────────────────────┐┌──────────────────┐
                │\u{1B}[31mRed\u{9B}2J\u{7}\u{202E}!   ││a\u{D}\u{A}b\u{9}c│
                └──────────────────────────────────────┘└──────────────────┘

                """#)
        #expect(!text.unicodeScalars.contains { DisplayWidth.isControl($0) && $0 != "\n" })
    }

    @Test func aSquareItemLooksSquare() {
        // A 375-point viewport in 80 columns; a 150 x 150 item: 32 columns, 16 rows.
        let mapping = CellMapping(fittingWidth: 375, columns: 80)
        let box = mapping.cells(for: Rect(x: 0, y: 0, width: 150, height: 150))
        #expect(box.columns == 32 && box.rows == 16)
        let text = frame([cell(0, 2, 0, 8, 8)], titles("sq"), rows: 4)
        #expect(
            text == """
                  ┌──────┐
                  │sq    │
                  │      │
                  └──────┘
                """)
    }

    @Test func elementsAreClippedAtTheGridEdges() {
        let elements = [cell(0, -2, -2, 6, 6), cell(1, 8, 4, 8, 8), cell(2, 10, -4, 1, 20)]
        let text = frame(elements, titles("gone", "Title"), columns: 12, rows: 4)
        // Item 0 lost its top and left border and the start of its title; item 1 its
        // right and bottom; the tall block (drawn last) runs off the top and the bottom.
        #expect(
            text == """
                one│      █
                ───┘      █
                        ┌─█─
                        │T█t
                """)
    }

    @Test func scrollingMovesWholeRowsAndKeepsBoxSizes() {
        let elements = [cell(0, 0, 0, 8, 6), cell(1, 0, 8, 8, 6)]
        // Offset 3 points = 1.5 rows: quantised to 2 rows (round half up).
        let text = frame(elements, titles("A", "B"), rows: 4, offset: Point(x: 0, y: 3))
        #expect(
            text == """
                └──────┘

                ┌──────┐
                │B     │
                """)
    }

    @Test func wideCharactersAreNeverSplitAtTheGridEdge() {
        let text = frame([cell(0, 7, 0, 8, 6)], titles("漢字"), columns: 11, rows: 3)
        // 漢 fits in columns 8-9; 字 would need column 11, outside the grid.
        #expect(
            text == """
                       ┌───
                       │漢
                       └───
                """)
    }

    @Test func focusFadeHiddenAndColours() {
        var faded = cell(0, 10, 0, 8, 6, section: 1)
        faded.alpha = 0.5
        var hidden = cell(2, 0, 0, 20, 8)
        hidden.isHidden = true
        var transparent = cell(3, 0, 0, 20, 8)
        transparent.alpha = 0
        let background = LayoutAttributes(
            category: .decoration(kind: ElementKind.background), indexPath: IndexPath(item: 0, section: 1),
            frame: Rect(x: 8, y: 0, width: 12, height: 8))
        let canvas = Canvas(columns: 20, rows: 4, viewportWidth: 20, focused: .cell(IndexPath(item: 0, section: 0)))
        let table = AppearanceTable(itemTitles: [["A"], ["B"]], sectionBackgrounds: [nil, "blue"])
        let grid = canvas.paint([cell(0, 0, 0, 8, 6), faded, hidden, transparent, background], appearances: table)
        #expect(
            grid.text() == """
                ┌──────┐┌─┌──────┐─┐
                │A     ││ │B     │ │
                └──────┘│ └──────┘ │
                        └──────────┘
                """)
        let focusedBorder = grid[0, 0].style
        let focusedTitle = grid[1, 1].style
        #expect(focusedBorder == CellStyle(foreground: .section(0), bold: true, reverse: true))
        #expect(focusedTitle == CellStyle(bold: true, reverse: true))
        #expect(grid[10, 0].style == CellStyle(foreground: .section(1), dim: true))
        #expect(grid[11, 1].style == CellStyle(dim: true))
        #expect(grid[8, 0].style == CellStyle(foreground: .named("blue")))
        #expect(grid[9, 1].style == CellStyle(background: .named("blue")))
        #expect(canvas.element(atColumn: 11, row: 1, in: [faded, background, hidden])?.category == .cell)
        #expect(
            canvas.element(atColumn: 9, row: 1, in: [faded, background, hidden])?.category
                == .decoration(kind: "background"))
        #expect(canvas.element(atColumn: 1, row: 3, in: [faded, background, hidden]) == nil)
    }

    @Test func headerTitlesAreBoldAndBannersAreNumbered() {
        let header = LayoutAttributes(
            category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: 0, width: 10, height: 6))
        let banner = LayoutAttributes(
            category: .supplementary(kind: ElementKind.banner), indexPath: IndexPath(item: 3, section: 0),
            frame: Rect(x: 10, y: 0, width: 10, height: 6))
        let footer = LayoutAttributes(
            category: .supplementary(kind: ElementKind.footer), indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: 6, width: 20, height: 4))
        let canvas = Canvas(columns: 20, rows: 5, viewportWidth: 20)
        let grid = canvas.paint([header, banner, footer], appearances: AppearanceTable(sectionTitles: ["Photos"]))
        #expect(
            grid.text() == """
                ┌────────┐┌────────┐
                │Photos  ││Banner 4│
                └────────┘└────────┘
                ┌──────────────────┐
                └──────────────────┘
                """)
        #expect(grid[1, 1].style.bold)
    }
}
