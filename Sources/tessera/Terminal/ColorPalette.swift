import CNcurses
import TerminalCanvas

/// Maps the canvas's colours to the terminal's: named colours to the 8 ANSI colours, or
/// to nicer xterm-256 shades when the terminal has them; section colours cycle through
/// a palette; `.standard` is the terminal's own default (`use_default_colors`), so the
/// user's theme and transparency stay.
///
/// The name tables are built once, and the number of each colour a cell has asked for
/// is remembered by its ``CellColor`` code, so a frame's cells cost a dictionary lookup
/// each, not a lowercased string and two table builds.
struct ColorPalette {
    /// Colours the terminal has (`COLORS`).
    let colors: Int
    /// The numbers of the colours seen so far, by ``CellColor/code``.
    private var cache: [UInt32: Int16] = [:]

    init(colors: Int) {
        self.colors = colors
    }

    /// The ncurses colour number for `color`, -1 for the terminal default.
    mutating func number(for color: CellColor) -> Int16 {
        if color.code == 0 { return -1 }
        if let n = cache[color.code] { return n }
        let n = number(for: color.color)
        cache[color.code] = n
        return n
    }

    /// The ncurses colour number for `color`, -1 for the terminal default.
    func number(for color: CanvasColor) -> Int16 {
        switch color {
        case .standard: return -1
        case .section(let n): return number(forName: ColorPalette.sectionCycle[((n % 6) + 6) % 6])
        case .named(let name): return number(forName: name.lowercased())
        }
    }

    /// The colours sections cycle through.
    static let sectionCycle = ["blue", "green", "magenta", "cyan", "yellow", "red"]

    /// The 8 ANSI colours.
    private static let basic: [String: Int16] = [
        "black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5, "cyan": 6, "white": 7,
    ]

    /// (256-colour shade, 16-colour shade, 8-colour fallback)
    private static let extended: [String: (Int16, Int16, Int16)] = [
        "gray": (245, 8, 7), "grey": (245, 8, 7), "orange": (208, 11, 3), "purple": (93, 13, 5),
        "pink": (205, 13, 5), "teal": (30, 6, 6), "brown": (130, 3, 3), "indigo": (54, 5, 4),
        "lime": (118, 10, 2), "navy": (18, 4, 4), "violet": (177, 13, 5), "gold": (220, 11, 3),
        "silver": (250, 7, 7), "olive": (100, 3, 3), "maroon": (88, 1, 1), "mint": (121, 10, 2),
        "brightred": (196, 9, 1), "brightgreen": (46, 10, 2), "brightyellow": (226, 11, 3),
        "brightblue": (33, 12, 4), "brightmagenta": (201, 13, 5), "brightcyan": (51, 14, 6),
    ]

    /// The colour number for a lowercase colour name, -1 for an unknown name.
    func number(forName name: String) -> Int16 {
        if let n = Self.basic[name] { return n }
        if let (c256, c16, c8) = Self.extended[name] {
            return colors >= 256 ? c256 : colors >= 16 ? c16 : c8
        }
        return -1
    }
}

/// Allocates ncurses colour pairs on first use. Pair 0 is the default pair.
struct ColorPairs {
    private var pairs: [Int32: Int16] = [:]
    private var next: Int16 = 1
    let limit: Int

    init(limit: Int) {
        self.limit = min(limit, Int(Int16.max))
    }

    /// The pair for (foreground, background), allocating it when new; 0 when the
    /// terminal has no pairs left.
    mutating func pair(foreground: Int16, background: Int16) -> Int16 {
        if foreground == -1 && background == -1 { return 0 }
        let key = Int32(foreground) << 16 | Int32(UInt16(bitPattern: background))
        if let p = pairs[key] { return p }
        guard Int(next) < limit else { return 0 }
        let p = next
        next += 1
        init_pair(p, foreground, background)
        pairs[key] = p
        return p
    }
}
