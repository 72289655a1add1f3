extension CellGrid {
    /// The grid as text with ANSI SGR escape sequences for its styles, as the app
    /// shows them: foreground and background colours (``StandardPalette`` numbers for a
    /// terminal of `colors` colours: `30-37`/`40-47` for the eight basic ones, `90-97`/
    /// `100-107` for the bright eight, `38;5;N`/`48;5;N` above), bold (`1`), dim (`2`),
    /// underline (`4`) and reverse (`7`).
    ///
    /// - The characters are exactly those of ``lines(glyphs:)``: nothing from a title
    ///   can be an escape sequence (controls are `?`), so the only escapes are ours.
    /// - A sequence is written only where the style changes; every sequence starts from
    ///   a reset (`ESC[0;…m`), so none depends on an earlier one.
    /// - Every line that switched a style on ends with `ESC[0m`, so no colour leaks
    ///   into the next line or into the shell's prompt.
    /// - Trailing cells that show nothing (a space with no background and no reverse or
    ///   underline) are trimmed, as in ``lines(glyphs:)``.
    ///
    /// Complexity: O(columns x rows).
    public func ansiLines(glyphs: GlyphSet = .unicode, colors: Int = 256) -> [String] {
        (0..<rows).map { ansiLine(row: $0, glyphs: glyphs, colors: colors) }
    }

    /// ``ansiLines(glyphs:colors:)`` joined with newlines (no newline after the last row).
    public func ansiText(glyphs: GlyphSet = .unicode, colors: Int = 256) -> String {
        ansiLines(glyphs: glyphs, colors: colors).joined(separator: "\n")
    }

    /// One row with SGR sequences.
    private func ansiLine(row y: Int, glyphs: GlyphSet, colors: Int) -> String {
        var pieces: [(String, CellStyle)] = []
        forEachPiece(row: y, glyphs: glyphs) { pieces.append(($0, $1)) }
        while let last = pieces.last, last.0 == " ", !Self.showsOnBlank(last.1) { pieces.removeLast() }
        var line = ""
        var current = CellStyle.plain
        for (text, style) in pieces {
            if style != current {
                line += Self.sgr(style, colors: colors)
                current = style
            }
            line += text
        }
        if current != .plain { line += "\u{1B}[0m" }
        return line
    }

    /// True when a space in `style` is visible.
    private static func showsOnBlank(_ style: CellStyle) -> Bool {
        style.backgroundColor != .standard || style.reverse || style.underline
    }

    /// The escape sequence that sets `style` from scratch: `ESC[0;…m`.
    static func sgr(_ style: CellStyle, colors: Int) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let n = StandardPalette.number(for: style.foreground, colors: colors) {
            codes.append(colorCode(n, base: 30))
        }
        if let n = StandardPalette.number(for: style.background, colors: colors) {
            codes.append(colorCode(n, base: 40))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameter of colour `n` as a foreground (`base` 30) or background (40).
    private static func colorCode(_ n: Int, base: Int) -> String {
        switch n {
        case 0..<8: return String(base + n)
        case 8..<16: return String(base + 60 + n - 8)
        default: return "\(base + 8);5;\(n)"
        }
    }
}
