import CollectionLayout
import Testing

@testable import TerminalCanvas

/// List sections on the canvas: a rounded background box, rows without borders inside
/// it, separators as rules on the last line of their row. One column per point, half a
/// row per point.
@Suite struct ListDrawingTests {
    static let elements: [LayoutAttributes] = [
        LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 2, y: 0, width: 16, height: 8)),
        LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 1, section: 0), frame: Rect(x: 2, y: 8, width: 16, height: 8)),
        LayoutAttributes(
            category: .decoration(kind: ElementKind.insetListBackground), indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 2, y: 0, width: 16, height: 16), zIndex: -1),
        LayoutAttributes(
            category: .decoration(kind: ElementKind.separator), indexPath: IndexPath(item: 0, section: 0),
            frame: Rect(x: 6, y: 7, width: 12, height: 1)),
    ]
    static let table = AppearanceTable(itemTitles: [["A", "B"]])

    static func grid(_ elements: [LayoutAttributes], glyphs: GlyphSet = .unicode, focused: ElementIdentity? = nil)
        -> CellGrid
    {
        Canvas(columns: 20, rows: 8, viewportWidth: 20, glyphSet: glyphs, focused: focused)
            .paint(elements, appearances: table)
    }

    @Test func roundedBackgroundBorderlessRowsAndARule() {
        #expect(
            Self.grid(Self.elements).text(glyphs: .unicode) == """
                  ╭──────────────╮
                  │A             │
                  │              │
                  │   ───────────│
                  │B             │
                  │              │
                  │              │
                  ╰──────────────╯
                """)
    }

    @Test func asciiRoundsWithDotsAndQuotes() {
        #expect(
            Self.grid(Self.elements, glyphs: .ascii).text(glyphs: .ascii) == """
                  .--------------.
                  |A             |
                  |              |
                  |   -----------|
                  |B             |
                  |              |
                  |              |
                  '--------------'
                """)
    }

    @Test func aSquareBackgroundAndACellOfAnotherSectionStaysABox() {
        var elements = Self.elements
        elements[2].category = .decoration(kind: ElementKind.listBackground)
        elements[1].indexPath = IndexPath(item: 0, section: 1)
        #expect(
            Self.grid(elements).text(glyphs: .unicode) == """
                  ┌──────────────┐
                  │A             │
                  │              │
                  │   ───────────│
                  ┌──────────────┐
                  │              │
                  │              │
                  └──────────────┘
                """)
    }

    @Test func theFocusedRowsTitleLineIsReversedAndRulesAreDim() {
        let grid = Self.grid(Self.elements, focused: .cell(IndexPath(item: 1, section: 0)))
        #expect(grid[3, 4].style.reverse)
        #expect(grid[16, 4].style.reverse)
        #expect(!grid[17, 4].style.reverse)
        #expect(!grid[3, 5].style.reverse)
        #expect(!grid[3, 1].style.reverse)
        #expect(grid[8, 3].style.dim)
        #expect(!grid[17, 3].style.dim)
    }

    @Test func roundedCornersAreLineGlyphsTheBackendMayDrawItsOwnWay() {
        #expect(LineGlyph.allCases.filter(\.isRounded).count == 4)
        #expect(!LineGlyph.topLeft.isRounded)
        #expect(GlyphSet.unicode.character(for: .roundedBottomRight) == "╯")
        #expect(GlyphSet.ascii.character(for: .roundedTopLeft) == ".")
    }
}
