import TerminalCanvas

/// The explorer's own symbols (not box lines, which the backend draws with the wide ACS
/// and so degrade by themselves): Unicode in a UTF-8 locale, plain ASCII otherwise, because
/// ncurses garbles non-ASCII text in the C locale.
public struct Glyphs: Hashable, Sendable {
    /// The canvas glyph set for titles and clipped text (ellipsis, non-ASCII allowed).
    public var glyphSet: GlyphSet
    /// Separates status-bar fields.
    public var separator: String
    /// Microseconds.
    public var micro: String
    /// Between two dimensions (`390×844`).
    public var times: String
    /// Dash for "none".
    public var none: String
    /// The up and down keys in the footer and help.
    public var upDown: String
    /// The left and right keys in the footer and help.
    public var leftRight: String
    /// Between footer hints.
    public var dot: String

    /// Unicode symbols.
    public static let unicode = Glyphs(
        glyphSet: .unicode, separator: " │ ", micro: "µs", times: "×", none: "—",
        upDown: "↑↓", leftRight: "←→", dot: "·")

    /// ASCII only.
    public static let ascii = Glyphs(
        glyphSet: .ascii, separator: " | ", micro: "us", times: "x", none: "-",
        upDown: "Up/Dn", leftRight: "Lt/Rt", dot: "-")
}
