import TerminalCanvas

extension TerminalFlusher {
    /// The colours sections cycle through (the app's `ColorPalette.sectionCycle`).
    static let sectionCycle = [4, 2, 5, 6, 3, 1]

    /// The colour names the app's `ColorPalette` knows, with their colour numbers on a
    /// 256-colour terminal.
    static let palette: [(name: String, number: Int)] = [
        ("black", 0), ("red", 1), ("green", 2), ("yellow", 3), ("blue", 4), ("magenta", 5), ("cyan", 6),
        ("white", 7), ("gray", 245), ("grey", 245), ("orange", 208), ("purple", 93), ("pink", 205),
        ("teal", 30), ("brown", 130), ("indigo", 54), ("lime", 118), ("navy", 18), ("violet", 177),
        ("gold", 220), ("silver", 250), ("olive", 100), ("maroon", 88), ("mint", 121), ("brightred", 196),
        ("brightgreen", 46), ("brightyellow", 226), ("brightblue", 33), ("brightmagenta", 201),
        ("brightcyan", 51),
    ]

    /// The names of ``palette``, in order.
    static let colorNames = palette.map(\.name)

    /// The terminal colour number of `color`, -1 for the terminal's default.
    static func colorNumber(_ color: CanvasColor) -> Int {
        switch color {
        case .standard: return -1
        case .section(let n): return sectionCycle[((n % 6) + 6) % 6]
        case .named(let name):
            let lowered = name.lowercased()
            return palette.first { $0.name == lowered }?.number ?? -1
        }
    }
}

/// The escape sequences and text the flusher writes, appended to ``data``.
struct ByteWriter {
    /// Everything written so far.
    var data: [UInt8] = []

    mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { data.append(contentsOf: $0) }
    }

    /// Appends `n` (>= 0) in decimal.
    mutating func number(_ n: Int) {
        if n >= 10 { number(n / 10) }
        data.append(UInt8(0x30 + n % 10))
    }

    /// Moves the cursor to column `x`, row `y` (CUP).
    mutating func cursor(x: Int, y: Int) {
        append("\u{1B}[")
        number(y + 1)
        data.append(0x3B)
        number(x + 1)
        data.append(0x48)
    }

    /// Sets the attributes and colours of `style` (SGR, from a reset).
    mutating func sgr(_ style: CellStyle) {
        append("\u{1B}[0")
        if style.bold { append(";1") }
        if style.dim { append(";2") }
        if style.underline { append(";4") }
        if style.reverse { append(";7") }
        let foreground = TerminalFlusher.colorNumber(style.foreground)
        let background = TerminalFlusher.colorNumber(style.background)
        if foreground >= 0 { color(foreground, base: 30) }
        if background >= 0 { color(background, base: 40) }
        data.append(0x6D)
    }

    /// `;3N` / `;4N` for the 8 basic colours, `;38;5;N` / `;48;5;N` for the others.
    private mutating func color(_ number: Int, base: Int) {
        data.append(0x3B)
        if number < 8 {
            self.number(base + number)
        } else {
            self.number(base + 8)
            append(";5;")
            self.number(number)
        }
    }

    /// Appends the bytes of `content`; returns its width in columns.
    mutating func glyph(_ content: CellContent) -> Int {
        switch content {
        case .blank, .continuation:
            data.append(0x20)
            return 1
        case .character(let character, let width):
            data.append(contentsOf: character.utf8)
            return width
        case .line(let line):
            data.append(contentsOf: Self.lineBytes[Int(line.rawValue)])
            return 1
        }
    }

    /// The UTF-8 bytes ncursesw writes for the wide ACS line glyphs, by raw value.
    private static let lineBytes: [[UInt8]] = LineGlyph.allCases.map { glyph in
        let character: Character
        switch glyph {
        case .horizontal: character = "─"
        case .vertical: character = "│"
        case .topLeft: character = "┌"
        case .topRight: character = "┐"
        case .bottomLeft: character = "└"
        case .bottomRight: character = "┘"
        case .roundedTopLeft: character = "╭"
        case .roundedTopRight: character = "╮"
        case .roundedBottomLeft: character = "╰"
        case .roundedBottomRight: character = "╯"
        case .block: character = "█"
        }
        return Array(character.utf8)
    }
}
