import CollectionLayout
import Testing

@testable import TerminalCanvas

/// The packed cell: small and reference-free, and every content and colour reads back
/// exactly as it was written.
@Suite struct CompactCellTests {
    @Test func aCellIsSixteenTriviallyCopyableBytes() {
        #expect(MemoryLayout<Cell>.size <= 16)
        #expect(MemoryLayout<CellStyle>.size <= 12)
        #expect(_isPOD(Cell.self))
        #expect(Cell.blank.contentCode == 0)
    }

    @Test func contentsReadBackAsWritten() {
        let contents: [CellContent] =
            [
                .blank, .continuation, .character("a", width: 1), .character("漢", width: 2),
                .character("😀", width: 2),
                // Clusters of several scalars: combining marks, Hangul jamo, stacked marks.
                .character("e\u{301}", width: 1), .character("\u{1100}\u{1161}\u{11A8}", width: 2),
                .character("a\u{308}\u{323}", width: 1), .character("a\u{323}\u{308}", width: 1),
            ] + LineGlyph.allCases.map { .line($0) }
        for content in contents {
            let cell = Cell(content: content, style: CellStyle(foreground: .named("teal"), bold: true))
            #expect(cell.content == content)
            if case .character(let c, _) = content, case .character(let back, _) = cell.content {
                // Scalar for scalar, not just canonically equivalent.
                #expect(Array(String(back).unicodeScalars) == Array(String(c).unicodeScalars))
            }
        }
        // Canonically equivalent but differently spelled clusters stay apart.
        #expect(
            Cell(content: .character("a\u{308}\u{323}", width: 1))
                != Cell(content: .character("a\u{323}\u{308}", width: 1)))
        #expect(Cell(content: .character("e\u{301}", width: 1)) == Cell(content: .character("e\u{301}", width: 1)))
    }

    @Test func widthsAreStoredAsOneOrTwo() {
        #expect(Cell(content: .character("x", width: 0)).content == .character("x", width: 1))
        #expect(Cell(content: .character("漢", width: 3)).content == .character("漢", width: 2))
    }

    @Test func coloursReadBackAsWritten() {
        let colors: [CanvasColor] = [
            .standard, .section(0), .section(5), .section(9_999), .section(-1), .section(Int.max),
            .named("blue"), .named("Blue"), .named("no such colour"), .named(""),
        ]
        for color in colors {
            #expect(CellColor(color).color == color)
            var style = CellStyle.plain
            style.background = color
            #expect(style.background == color)
            #expect(style.foreground == .standard)
        }
        #expect(CellColor(.named("blue")) == CellColor(.named("blue")))
        #expect(CellColor(.named("blue")) != CellColor(.named("Blue")))
        #expect(CellColor(.standard) == .standard)
    }

    @Test func attributesAreIndependentBits() {
        var style = CellStyle(bold: true, underline: true)
        #expect(style.bold && !style.dim && !style.reverse && style.underline)
        style.bold = false
        style.reverse = true
        #expect(style.attributes == [.reverse, .underline])
        #expect(style != CellStyle(reverse: true))
        #expect(style == CellStyle(reverse: true, underline: true))
    }

    @Test func paintingIntoAScreenAreaEqualsPaintingAGridAndCopyingIt() {
        let elements = (0..<12).map { i in
            LayoutAttributes(
                category: i % 5 == 0 ? .supplementary(kind: ElementKind.header) : .cell,
                indexPath: IndexPath(item: i, section: i / 4),
                frame: Rect(x: Double(i % 3) * 13 - 2, y: Double(i / 3) * 9 - 3, width: 12, height: 8))
        }
        let titles = ["漢字タイトル", "e\u{301}cole", "👩‍🔬 lab", "plain", nil]
        let appearance = { (a: LayoutAttributes) in
            ElementAppearance(for: a, title: titles[a.indexPath.item % titles.count], backgroundColorName: "teal")
        }
        let canvas = Canvas(columns: 37, rows: 14, viewportWidth: 37, contentOffset: Point(x: 0, y: 5))
        var content = CellGrid(columns: 37, rows: 14)
        canvas.paint(elements, into: &content, appearance: appearance)
        var copied = CellGrid(columns: 37, rows: 16)
        copied.draw(content, column: 0, row: 1)
        var direct = CellGrid(columns: 37, rows: 16)
        canvas.paint(elements, into: &direct, column: 0, row: 1, appearance: appearance)
        #expect(direct == copied)
        #expect(direct.text() == copied.text())
    }
}
