import TestSupport
import Testing

@testable import TerminalCanvas

@Suite struct DisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), ("漢", 2), ("─", 1), ("✓", 1), ("é", 1), ("🙂", 2), ("\u{301}", 0), ("\u{200D}", 0),
            ("\u{FE0F}", 0), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("Ａ", 2), ("ｱ", 1), ("한", 2),
            ("\u{1160}", 0), ("\u{AD}", 1), ("\u{E0100}", 0), ("\u{20000}", 2),
        ].map { TextCase(input: $0.0, expected: String($0.1)) })
    func scalarWidths(_ test: TextCase) {
        #expect(test.input.unicodeScalars.first.map { String(DisplayWidth.of($0)) } == test.expected)
    }

    @Test func characterAndStringWidths() {
        #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
        #expect(DisplayWidth.of("漢字 ok") == 7)
        #expect(DisplayWidth.of("👩‍🔬") == 4)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func tablesAreSortedAndDisjoint() {
        for table in [DisplayWidthTables.zeroWidth, DisplayWidthTables.doubleWidth] {
            #expect(table.count % 2 == 0)
            for i in stride(from: 0, to: table.count, by: 2) {
                #expect(table[i] <= table[i + 1])
                if i + 2 < table.count { #expect(table[i + 1] < table[i + 2]) }
            }
        }
    }

    @Test func binarySearchAgreesWithALinearScan() {
        func linear(_ table: [UInt32], _ v: UInt32) -> Bool {
            stride(from: 0, to: table.count, by: 2).contains { table[$0] <= v && v <= table[$0 + 1] }
        }
        // Every range boundary and its neighbours, plus random scalars.
        var values: [UInt32] = []
        for bound in DisplayWidthTables.zeroWidth + DisplayWidthTables.doubleWidth {
            values += [bound &- 1, bound, bound + 1]
        }
        var rng = SeededGenerator(seed: 1)
        for _ in 0..<20_000 { values.append(UInt32.random(in: 0x300...0x10FFFF, using: &rng)) }
        for value in values where value >= 0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected =
                linear(DisplayWidthTables.zeroWidth, value) ? 0 : linear(DisplayWidthTables.doubleWidth, value) ? 2 : 1
            #expect(DisplayWidth.of(scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }
}

/// A test case whose label shows control characters escaped, so test logs never
/// carry raw escape sequences to the terminal that reads them.
struct TextCase: CustomTestStringConvertible, Sendable {
    var input: String
    var expected: String
    var testDescription: String {
        input.unicodeScalars.map { DisplayWidth.isControl($0) ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
            .joined()
    }
}

@Suite struct TerminalTextEscapeTests {
    func text(_ glyphs: [DisplayGlyph]) -> String { String(glyphs.map(\.character)) }

    @Test(
        arguments: [
            ("plain", "plain"),
            ("\u{1B}[1;31mred\u{1B}[0m", #"\u{1B}[1;31mred\u{1B}[0m"#),
            ("a\u{1B}]0;title\u{07}b", #"a\u{1B}]0;title\u{7}b"#),
            ("a\u{9B}31mb", #"a\u{9B}31mb"#),
            ("line1\r\nline2\tend", #"line1\u{D}\u{A}line2\u{9}end"#),
            ("a\u{2028}b", #"a\u{2028}b"#),
            ("bell\u{07}\u{08}\u{7F}\u{80}\u{9F}", #"bell\u{7}\u{8}\u{7F}\u{80}\u{9F}"#),
            ("\u{202E}evil\u{2066}", #"\u{202E}evil\u{2066}"#),
            ("漢字 e\u{301}", "漢字 e\u{301}"),
        ].map { TextCase(input: $0.0, expected: $0.1) })
    func controlsAreDrawnAsVisibleEscapes(_ test: TextCase) {
        let glyphs = TerminalText.glyphs(test.input)
        #expect(text(glyphs) == test.expected)
        #expect(glyphs.allSatisfy { !$0.character.unicodeScalars.contains { DisplayWidth.isControl($0) } })
    }

    @Test func randomInputNeverKeepsAControlCharacter() {
        var rng = SeededGenerator(seed: 7)
        let alphabet: [Unicode.Scalar] = [
            "\u{1B}", "[", "]", "\\", "\u{07}", "\u{9B}", "\u{9C}", "\u{9D}", "m", "0", ";", "a", "\n", "P", "漢",
            "\u{301}", "\u{202E}",
        ]
        for _ in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &rng) {
                view.append(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)])
            }
            let drawn = text(TerminalText.glyphs(String(view)))
            #expect(!drawn.unicodeScalars.contains { DisplayWidth.isControl($0) || $0.value == 0x202E })
        }
    }

    @Test func aLongTitleReadsOnlyWhatFits() {
        // Only the columns that fit are read: the result is cut inside the first escapes.
        let huge = String(repeating: "\u{9B}x", count: 500_000)
        let fitted = TerminalText.fitted(huge, toWidth: 20)
        // Cut by display width, even inside an escape.
        #expect(text(fitted) == #"\u{9B}x\u{9B}x\u{9B…"#)
        // A run of zero-width marks is read at most 64 scalars per column.
        let marks = "a" + String(repeating: "\u{301}", count: 100_000) + "b"
        #expect(text(TerminalText.fitted(marks, toWidth: 3)) == "a" + String(repeating: "\u{301}", count: 8))
    }
}

@Suite struct TerminalTextTests {
    func text(_ glyphs: [DisplayGlyph]) -> String { String(glyphs.map(\.character)) }

    @Test func splitsIntoSpacingUnits() {
        let glyphs = TerminalText.glyphs("\u{301}e\u{301}漢👩‍🔬✔️x")
        #expect(glyphs.map(\.width) == [1, 2, 2, 2, 1, 1])
        #expect(text(glyphs) == "e\u{301}漢👩🔬✔x")
    }

    @Test func clipping() {
        let glyphs = TerminalText.glyphs("漢字テスト")
        #expect(text(TerminalText.clip(glyphs, toWidth: 10)) == "漢字テスト")
        #expect(text(TerminalText.clip(glyphs, toWidth: 9)) == "漢字テス…")
        #expect(text(TerminalText.clip(glyphs, toWidth: 2)) == "漢")
        #expect(text(TerminalText.clip(glyphs, toWidth: 1)) == "")
        #expect(text(TerminalText.clip(glyphs, toWidth: 0)) == "")
        #expect(text(TerminalText.fitted("abcdef", toWidth: 5, glyphSet: .ascii)) == "ab...")
        #expect(text(TerminalText.fitted("abcdef", toWidth: 3, glyphSet: .ascii)) == "abc")
        #expect(text(TerminalText.fitted("né漢", toWidth: 9, glyphSet: .ascii)) == "n??")
    }

    @Test func clippedWidthNeverExceedsTheLimit() {
        var rng = SeededGenerator(seed: 11)
        let pieces = ["a", "漢", "e\u{301}", "🙂", " ", "\u{200D}"]
        for _ in 0..<2_000 {
            let source = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &rng)]
            }.joined()
            let limit = Int.random(in: 0...14, using: &rng)
            for glyphSet in GlyphSet.allCases {
                let clipped = TerminalText.fitted(source, toWidth: limit, glyphSet: glyphSet)
                #expect(TerminalText.width(of: clipped) <= limit)
                #expect(
                    TerminalText.width(of: clipped) >= min(
                        limit, TerminalText.width(of: TerminalText.glyphs(source, glyphSet: glyphSet))) - 1)
            }
        }
    }
}

@Suite struct GridTextTests {
    @Test func wideCharactersAreWrittenOnceAndBrokenPairsBlanked() {
        var grid = CellGrid(columns: 6, rows: 1)
        grid.write(TerminalText.glyphs("漢字"), column: 0, row: 0, style: .plain)
        #expect(grid.text() == "漢字")
        grid.put(Cell(content: .character("x", width: 1)), column: 1, row: 0)  // the right half of 漢
        #expect(grid.text() == " x字")
        grid.put(Cell(content: .character("字", width: 2)), column: 5, row: 0)  // no room for the right half
        #expect(grid.text() == " x字")
    }

    @Test func inconsistentCellsAreWrittenSafely() {
        var grid = CellGrid(columns: 6, rows: 1)
        grid[0, 0] = Cell(content: .character("漢", width: 1))
        grid[1, 0] = Cell(content: .continuation)
        grid[2, 0] = Cell(content: .character("\u{1B}", width: 1))
        grid[3, 0] = Cell(content: .character("a", width: 2))
        grid[5, 0] = Cell(content: .line(.block))
        #expect(grid.text() == "? ?  █")
        #expect(grid.text(glyphs: .ascii) == "? ?  #")
    }

    @Test func trailingSpacesAreTrimmedButEveryRowIsKept() {
        var grid = CellGrid(columns: 4, rows: 3)
        grid.put(Cell(content: .line(.vertical)), column: 1, row: 1)
        #expect(grid.lines() == ["", " │", ""])
    }
}

@Suite struct GridCompositionTests {
    @Test func drawingAGridIntoAnotherClipsAndKeepsWideCharactersWhole() {
        var part = CellGrid(columns: 4, rows: 2)
        part.write(TerminalText.glyphs("漢字"), column: 0, row: 0, style: .plain)
        part.put(Cell(content: .line(.horizontal)), column: 0, row: 1)
        var screen = CellGrid(columns: 5, rows: 2)
        screen.draw(part, column: 2, row: 1)
        #expect(screen.lines() == ["", "  漢"])
        screen.draw(part, column: -1, row: 0)
        #expect(screen.lines() == [" 字", ""])  // the copy is opaque: its blanks erase 漢
    }
}
