import CollectionLayout

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
    /// `╭` (ASCII `.`): a rounded corner (an inset-grouped list's background).
    case roundedTopLeft
    /// `╮` (ASCII `.`).
    case roundedTopRight
    /// `╰` (ASCII `'`).
    case roundedBottomLeft
    /// `╯` (ASCII `'`).
    case roundedBottomRight
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

/// One terminal cell: content and style, in 16 bytes with no references (a packed
/// content code and a ``CellStyle`` of colour codes and attribute bits), so grids of
/// cells are written, copied and compared as plain memory.
///
/// The content code holds the kind of content and, for a character, its one Unicode
/// scalar inline. A character of several scalars (a letter with combining marks, a
/// Hangul syllable spelled in jamo) is interned in a process-wide cluster table and the
/// cell holds its index, so it reads back exactly, scalar for scalar. A character's
/// width is stored as 1 or 2 (a width below 1 reads back as 1, above 2 as 2).
public struct Cell: Hashable, Sendable {
    /// How it is drawn.
    public var style: CellStyle
    /// The packed content: equal codes mean equal content (the same kind, the same
    /// scalars and width, the same line glyph). For backends that compare or hash
    /// cells in bulk; ``content`` is the readable form.
    public internal(set) var contentCode: UInt32

    /// Creates a cell (blank and unstyled by default).
    public init(content: CellContent = .blank, style: CellStyle = .plain) {
        self.style = style
        contentCode = Self.code(for: content)
    }

    init(code: UInt32, style: CellStyle) {
        self.style = style
        contentCode = code
    }

    /// What the cell shows.
    public var content: CellContent {
        get {
            switch contentCode & Self.kindMask {
            case Self.blankKind: return .blank
            case Self.narrowKind: return .character(Self.character(contentCode), width: 1)
            case Self.wideKind: return .character(Self.character(contentCode), width: 2)
            case Self.continuationKind: return .continuation
            default: return .line(LineGlyph(rawValue: UInt8(truncatingIfNeeded: contentCode)) ?? .block)
            }
        }
        set { contentCode = Self.code(for: newValue) }
    }

    /// A blank, unstyled cell.
    public static let blank = Cell()

    // MARK: - The content code

    // Bits 29-31: the kind. Characters: the scalar's value, or `clusterFlag` and an
    // index into `clusters`. Lines: the glyph's raw value.
    static let kindMask: UInt32 = 7 << 29
    static let blankKind: UInt32 = 0
    static let narrowKind: UInt32 = 1 << 29
    static let wideKind: UInt32 = 2 << 29
    static let continuationKind: UInt32 = 3 << 29
    static let lineKind: UInt32 = 4 << 29
    static let clusterFlag: UInt32 = 1 << 28

    /// Characters of more than one scalar, by index, keyed by their exact UTF-8 bytes
    /// (not by canonical equivalence, so every cell reads back the scalars it was given).
    static let clusters = InternTable<[UInt8], Character>(capacity: Int(clusterFlag))

    /// The code of `content`.
    static func code(for content: CellContent) -> UInt32 {
        switch content {
        case .blank: return blankKind
        case .continuation: return continuationKind
        case .line(let glyph): return lineKind | UInt32(glyph.rawValue)
        case .character(let character, let width): return characterCode(character, width: width)
        }
    }

    /// The code of a character cell: width 2 and more is wide, anything else narrow. A
    /// cluster that no longer fits the full table (after 268 million distinct ones)
    /// keeps its first scalar.
    static func characterCode(_ character: Character, width: Int) -> UInt32 {
        let kind = width >= 2 ? wideKind : narrowKind
        let scalars = character.unicodeScalars
        let first = scalars[scalars.startIndex]
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return kind | first.value }
        let index = clusters.index(of: Array(character.utf8)) { character }
        return kind | (index.map { clusterFlag | $0 } ?? first.value)
    }

    /// The character a character code holds.
    static func character(_ code: UInt32) -> Character {
        let payload = code & ~kindMask
        if payload & clusterFlag != 0 {
            return clusters.value(at: payload & ~clusterFlag) ?? " "
        }
        return Character(Unicode.Scalar(payload) ?? " ")
    }

    var isWide: Bool { contentCode & Self.kindMask == Self.wideKind }
    var isContinuation: Bool { contentCode & Self.kindMask == Self.continuationKind }
}

/// A rectangular grid of cells, row-major: what a frame looks like before any
/// terminal sees it.
public struct CellGrid: Hashable, Sendable {
    /// Width in cells.
    public let columns: Int
    /// Height in cells.
    public let rows: Int
    /// Every cell, row by row: the cell at column `x`, row `y` is `cells[y * columns + x]`.
    public internal(set) var cells: [Cell]

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
