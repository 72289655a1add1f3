import CollectionLayout

/// A colour a cell can ask for; the backend maps it to what the terminal has.
public enum CanvasColor: Hashable, Sendable {
    /// The terminal's default.
    case standard
    /// One of a small palette of named colours (`blue`, `red`, ...), by name.
    case named(String)
    /// A colour picked per section, cycled through the palette.
    case section(Int)
}

/// A ``CanvasColor`` as a cell stores it: a 32-bit code, so styles and cells stay small,
/// trivially copyable values that compare in a few instructions.
///
/// The default colour is code 0 and section colours are stored inline (`1 + section`);
/// a colour name (and a section number outside `0 ..< 2^31 - 1`) is interned in a
/// process-wide palette table and stored as its index there. Equal colours always have
/// equal codes, so a backend can cache what it derives from a colour by ``code``.
public struct CellColor: Hashable, Sendable {
    /// The colour's code: equal codes mean equal colours.
    public let code: UInt32

    /// The bit that marks an index into the palette table.
    static let internedFlag: UInt32 = 1 << 31
    /// The palette table: colour names (and out-of-range sections) by index.
    static let palette = InternTable<CanvasColor, CanvasColor>(capacity: Int(internedFlag))

    init(code: UInt32) {
        self.code = code
    }

    /// The code for `color` (interning a name on first use; a name that no longer fits
    /// the full table, after two billion distinct names, is stored as the default).
    public init(_ color: CanvasColor) {
        switch color {
        case .standard:
            code = 0
        case .section(let n) where n >= 0 && n < Int(Self.internedFlag) - 1:
            code = UInt32(n + 1)
        default:
            code = Self.palette.index(of: color) { color }.map { $0 | Self.internedFlag } ?? 0
        }
    }

    /// The colour this code stands for.
    public var color: CanvasColor {
        if code == 0 { return .standard }
        if code & Self.internedFlag == 0 { return .section(Int(code) - 1) }
        return Self.palette.value(at: code & ~Self.internedFlag) ?? .standard
    }

    /// The terminal's default colour.
    public static let standard = CellColor(code: 0)
}

/// The attributes of a cell's style, as bits.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8

    /// Creates attributes from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold.
    public static let bold = CellAttributes(rawValue: 1 << 0)
    /// Dim.
    public static let dim = CellAttributes(rawValue: 1 << 1)
    /// Reverse video.
    public static let reverse = CellAttributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = CellAttributes(rawValue: 1 << 3)
}

/// How a cell is drawn: two colours and four attributes, stored in 9 bytes (colour
/// codes and attribute bits) with no references, so copying and comparing styles is
/// cheap.
public struct CellStyle: Hashable, Sendable {
    /// The text (and line) colour, as stored.
    public var foregroundColor: CellColor
    /// The cell's background colour, as stored.
    public var backgroundColor: CellColor
    /// Bold, dim, reverse and underline, as bits.
    public var attributes: CellAttributes

    /// The text (and line) colour.
    public var foreground: CanvasColor {
        get { foregroundColor.color }
        set { foregroundColor = CellColor(newValue) }
    }
    /// The cell's background colour.
    public var background: CanvasColor {
        get { backgroundColor.color }
        set { backgroundColor = CellColor(newValue) }
    }
    /// Bold (the focus highlight, header titles).
    public var bold: Bool {
        get { attributes.contains(.bold) }
        set { set(.bold, newValue) }
    }
    /// Dim (elements with `alpha < 1`, e.g. faded by a scroll effect).
    public var dim: Bool {
        get { attributes.contains(.dim) }
        set { set(.dim, newValue) }
    }
    /// Reverse video (the focus highlight; stays visible without colours).
    public var reverse: Bool {
        get { attributes.contains(.reverse) }
        set { set(.reverse, newValue) }
    }
    /// Underlined.
    public var underline: Bool {
        get { attributes.contains(.underline) }
        set { set(.underline, newValue) }
    }

    /// Creates a style; every attribute defaults to off and every colour to the
    /// terminal's default.
    public init(
        foreground: CanvasColor = .standard, background: CanvasColor = .standard,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        foregroundColor = CellColor(foreground)
        backgroundColor = CellColor(background)
        attributes = []
        if bold { attributes.insert(.bold) }
        if dim { attributes.insert(.dim) }
        if reverse { attributes.insert(.reverse) }
        if underline { attributes.insert(.underline) }
    }

    /// Creates a style from stored colours and attribute bits.
    public init(foregroundColor: CellColor, backgroundColor: CellColor = .standard, attributes: CellAttributes = []) {
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.attributes = attributes
    }

    /// Default colours, no attributes.
    public static let plain = CellStyle()

    private mutating func set(_ attribute: CellAttributes, _ on: Bool) {
        if on { attributes.insert(attribute) } else { attributes.remove(attribute) }
    }
}
