import CollectionLayout
import TerminalCanvas
import Testing

@testable import Explorer

@Suite struct KeyDecoderTests {
    func scalars(_ s: String) -> [RawInput] { s.unicodeScalars.map { .scalar($0.value) } }

    @Test func sequencesMinimalTerminfoEntriesLeaveUndecoded() {
        #expect(KeyDecoder.decode(scalars("\u{1B}[5~\u{1B}[6~")) == [.key(.pageUp), .key(.pageDown)])
        #expect(
            KeyDecoder.decode(scalars("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~")) == [
                .key(.home), .key(.end), .key(.home), .key(.end),
            ])
        #expect(
            KeyDecoder.decode(scalars("\u{1B}OA\u{1B}[B\u{1B}[C\u{1B}OD")) == [
                .key(.up), .key(.down), .key(.right), .key(.left),
            ])
        #expect(KeyDecoder.decode(scalars("\u{1B}[Z")) == [.key(.backTab)])
        #expect(KeyDecoder.decode(scalars("\u{1B}[1;5A")) == [.key(.up)])
    }

    @Test func escapeAloneOrBeforeAKey() {
        #expect(KeyDecoder.decode(scalars("\u{1B}")) == [.key(.escape)])
        #expect(KeyDecoder.decode(scalars("\u{1B}q")) == [.key(.escape), .key(.character("q"))])
        #expect(KeyDecoder.decode(scalars("\u{1B}[")) == [.key(.escape), .key(.character("["))])
    }

    @Test func unknownSequencesAreDroppedNotTyped() {
        #expect(KeyDecoder.decode(scalars("\u{1B}[200~x")) == [.key(.character("x"))])
        #expect(KeyDecoder.decode(scalars("\u{1B}[99z")) == [])
    }

    @Test func controlCharacters() {
        #expect(
            KeyDecoder.decode(scalars("\t\r\n\u{7F}\u{6}\u{2}\u{C}")) == [
                .key(.tab), .key(.enter), .key(.enter), .key(.backspace), .key(.ctrl("f")), .key(.ctrl("b")),
                .key(.ctrl("l")),
            ])
        #expect(KeyDecoder.decode([.scalar(0), .scalar(0x9B), .scalar(0x1C)]) == [])
        #expect(KeyDecoder.decode(scalars("é漢")) == [.key(.character("é")), .key(.character("漢"))])
    }

    @Test func decodedEventsPassThroughInOrder() {
        let input: [RawInput] = [
            .event(.key(.down)), .scalar(106), .event(.wheel(1)), .event(.resize(columns: 9, rows: 9)),
        ]
        #expect(
            KeyDecoder.decode(input) == [.key(.down), .key(.character("j")), .wheel(1), .resize(columns: 9, rows: 9)])
    }
}

@Suite struct TextCellsTests {
    @Test func widthsFollowWcwidth() {
        #expect(TextCells.width(of: "abc") == 3)
        #expect(TextCells.width(of: "漢字") == 4)
        #expect(TextCells.width(of: "e\u{301}") == 1)
        #expect(TextCells.width(of: "a\u{1B}[31mb") == 12)
        #expect(TextCells.width(of: String(repeating: "漢", count: 100_000), limit: 10) == 12)
    }

    @Test func controlAndBidiCharactersShowAsVisibleEscapes() {
        let evil = "a\u{1B}]0;title\u{7}b\u{202E}c\u{9B}2Jd\u{0}"
        let clean = TextCells.sanitized(evil)
        #expect(!clean.contains { TextCells.isUnsafe($0) })
        #expect(clean == #"a\u{1B}]0;title\u{7}b\u{202E}c\u{9B}2Jd\u{0}"#)
        #expect(TextCells.sanitized(String(repeating: "x", count: 100_000), maxLength: 5) == "xxxxx…")
        #expect(TextCells.isUnsafe("\u{1B}"))
        #expect(TextCells.isUnsafe("\u{85}"))
        #expect(TextCells.isUnsafe("\u{2066}"))
        #expect(!TextCells.isUnsafe("é"))
    }

    @Test func clippingKeepsWideCharactersWhole() {
        #expect(TextCells.clipped("Hello, world", to: 6) == "Hello…")
        #expect(TextCells.clipped("漢字漢字", to: 5) == "漢字…")
        #expect(TextCells.clipped("Hello, world", to: 6, glyphSet: .ascii) == "Hel...")
        #expect(TextCells.clipped("short", to: 10) == "short")
        var grid = CellGrid(columns: 5, rows: 1)
        let end = TextCells.write("ab漢字", into: &grid, x: 0, y: 0, maxColumns: 5)
        #expect(end == 6)
        #expect(grid[2, 0].content == .character("漢", width: 2))
        #expect(grid[3, 0].content == .continuation)
        #expect(grid[4, 0].content == .blank)
    }
}

@Suite struct ViewportTests {
    @Test func presetsAndScale() {
        let scenario = Size(width: 375, height: 667)
        let terminal = Viewport.terminalSize(columns: 100, rows: 28)
        #expect(terminal == Size(width: 400, height: 224))
        #expect(
            DevicePreset.phonePortrait.containerSize(scenario: scenario, terminal: terminal)
                == Size(width: 390, height: 844))
        #expect(DevicePreset.fitTerminal.containerSize(scenario: scenario, terminal: terminal) == terminal)
        #expect(DevicePreset.scenario.cycled(by: -1) == .fitTerminal)
        let v = Viewport(columns: 100, rows: 28, deviceWidth: 400, zoom: 2)
        #expect(v.pointsPerColumn == 2)
        #expect(v.pointsPerRow == 4)
        #expect(v.visibleSize == Size(width: 200, height: 112))
        #expect(v.maxOffset(contentSize: Size(width: 400, height: 113)) == Point(x: 200, y: 4))
        #expect(v.clamped(Point(x: -5, y: 3.1), contentSize: Size(width: 400, height: 1000)) == Point(x: 0, y: 4))
        #expect(
            v.clamped(Point(x: .nan, y: .infinity), contentSize: Size(width: 400, height: 1000)) == Point(x: 0, y: 0))
        #expect(Viewport(columns: 0, rows: -3, deviceWidth: .nan).deviceWidth == 375)
    }
}
