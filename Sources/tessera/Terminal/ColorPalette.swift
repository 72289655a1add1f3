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

    /// The ncurses colour number for `color`, -1 for the terminal default (the
    /// numbers of ``StandardPalette``, which `tessera render --format ansi` shares).
    func number(for color: CanvasColor) -> Int16 {
        StandardPalette.number(for: color, colors: colors).map { Int16($0) } ?? -1
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
