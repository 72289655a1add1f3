/// A box-drawing glyph. Kept symbolic so the ncurses backend can draw it with the
/// wide ACS (automatic VT100/ASCII fallback) and text output can pick Unicode or ASCII.
public enum LineGlyph: UInt8, Hashable, Sendable, CaseIterable {
    /// `─` (ASCII `-`): top and bottom edges.
    case horizontal
    /// `│` (ASCII `|`): left and right edges.
    case vertical
    /// `┌` (ASCII `+`).
    case topLeft
    /// `┐` (ASCII `+`).
    case topRight
    /// `└` (ASCII `+`).
    case bottomLeft
    /// `┘` (ASCII `+`).
    case bottomRight
    /// `█` (ASCII `#`): a filled block, for boxes too small for a border.
    case block
}

/// What one terminal cell shows.
public enum CellContent: Hashable, Sendable {
    /// Nothing (a space).
    case blank
    /// A character of display width 1 or 2. A width-2 character is followed by a
    /// ``continuation`` cell.
    case character(Character, width: Int)
    /// The right half of the wide character to the left.
    case continuation
    /// A line-drawing glyph.
    case line(LineGlyph)
}

/// A colour a cell can ask for; the backend maps it to what the terminal has.
public enum CanvasColor: Hashable, Sendable {
    /// The terminal's default.
    case standard
    /// One of a small palette of named colours (`blue`, `red`, ...), by name.
    case named(String)
    /// A colour picked per section, cycled through the palette.
    case section(Int)
}

/// How a cell is drawn.
public struct CellStyle: Hashable, Sendable {
    /// The text (and line) colour.
    public var foreground: CanvasColor
    /// The cell's background colour.
    public var background: CanvasColor
    /// Bold (the focus highlight, header titles).
    public var bold: Bool
    /// Dim (elements with `alpha < 1`, e.g. faded by a scroll effect).
    public var dim: Bool
    /// Reverse video (the focus highlight; stays visible without colours).
    public var reverse: Bool
    /// Underlined.
    public var underline: Bool

    /// Creates a style; every attribute defaults to off and every colour to the
    /// terminal's default.
    public init(
        foreground: CanvasColor = .standard, background: CanvasColor = .standard,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// Default colours, no attributes.
    public static let plain = CellStyle()
}

/// One terminal cell: content and style.
public struct Cell: Hashable, Sendable {
    /// What the cell shows.
    public var content: CellContent
    /// How it is drawn.
    public var style: CellStyle

    /// Creates a cell (blank and unstyled by default).
    public init(content: CellContent = .blank, style: CellStyle = .plain) {
        self.content = content
        self.style = style
    }

    /// A blank, unstyled cell.
    public static let blank = Cell()
}

/// A rectangular grid of cells, row-major: what a frame looks like before any
/// terminal sees it.
public struct CellGrid: Hashable, Sendable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    /// Every cell, row by row: the cell at column `x`, row `y` is `cells[y * columns + x]`.
    public private(set) var cells: [Cell]

    /// A blank grid.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// The cell at column `x`, row `y`; writes outside the grid are ignored and reads
    /// outside it return a blank cell.
    public subscript(x: Int, y: Int) -> Cell {
        get { x >= 0 && y >= 0 && x < columns && y < rows ? cells[y * columns + x] : .blank }
        set { if x >= 0 && y >= 0 && x < columns && y < rows { cells[y * columns + x] = newValue } }
    }
}
