/// The characters a frame is written with: Unicode box drawing for UTF-8 terminals,
/// or plain ASCII for terminals (or locales) that cannot show anything else.
///
/// The grid itself stores line glyphs symbolically (``LineGlyph``); the glyph set
/// matters when a grid is turned into text and, for titles, when a frame is painted
/// (the ellipsis, and whether non-ASCII characters may be drawn at all).
public enum GlyphSet: String, Hashable, Sendable, CaseIterable {
    /// `┌ ┐ └ ┘ ─ │ █` (rounded `╭ ╮ ╰ ╯`), `…`, any character.
    case unicode
    /// `+ + + + - | #` (rounded `. . ' '`), `...`, ASCII only (other characters are drawn as `?`).
    case ascii

    /// The character drawn for `glyph`.
    public func character(for glyph: LineGlyph) -> Character {
        switch (self, glyph) {
        case (.unicode, .horizontal): return "─"
        case (.unicode, .vertical): return "│"
        case (.unicode, .topLeft): return "┌"
        case (.unicode, .topRight): return "┐"
        case (.unicode, .bottomLeft): return "└"
        case (.unicode, .bottomRight): return "┘"
        case (.unicode, .block): return "█"
        case (.unicode, .roundedTopLeft): return "╭"
        case (.unicode, .roundedTopRight): return "╮"
        case (.unicode, .roundedBottomLeft): return "╰"
        case (.unicode, .roundedBottomRight): return "╯"
        case (.ascii, .horizontal): return "-"
        case (.ascii, .vertical): return "|"
        case (.ascii, .topLeft), (.ascii, .topRight), (.ascii, .bottomLeft), (.ascii, .bottomRight): return "+"
        case (.ascii, .block): return "#"
        case (.ascii, .roundedTopLeft), (.ascii, .roundedTopRight): return "."
        case (.ascii, .roundedBottomLeft), (.ascii, .roundedBottomRight): return "'"
        }
    }

    /// What ends a title that had to be clipped: `…` or `...`.
    public var ellipsis: String {
        self == .unicode ? "…" : "..."
    }

    /// What starts the title of a selected cell: `✓` or `*`.
    public var selectionMark: String {
        self == .unicode ? "✓" : "*"
    }

    /// The marker at the right end of a marked element's title row
    /// (``ElementAppearance/marker``): `●` or `@`. The glyph alone tells it apart on a
    /// terminal without colours.
    public var marker: String {
        self == .unicode ? "●" : "@"
    }

    /// True when characters outside ASCII may be drawn.
    public var allowsNonASCII: Bool { self == .unicode }

    /// What is drawn instead of a character the glyph set cannot show.
    public var replacementCharacter: Character { "?" }
}
