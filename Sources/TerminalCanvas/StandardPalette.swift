/// The colours behind a ``CanvasColor``, shared by every backend so the app, the ANSI
/// text of `tessera render --format ansi` and its SVG pictures agree:
///
/// - the eight ANSI names (`black` … `white`) are colours 0-7;
/// - the other known names (`orange`, `teal`, `brightblue`, …) have an xterm-256 shade,
///   a 16-colour shade and an 8-colour fallback;
/// - section `n` takes ``sectionCycle``[n mod 6];
/// - `.standard` and unknown names are the terminal's default (no colour).
///
/// All lookups are O(1) (names are compared lowercased).
public enum StandardPalette {
    /// The colour names sections cycle through.
    public static let sectionCycle = ["blue", "green", "magenta", "cyan", "yellow", "red"]

    /// The lowercase colour name of `color`, `nil` for the default colour.
    public static func name(of color: CanvasColor) -> String? {
        switch color {
        case .standard: return nil
        case .section(let n): return sectionCycle[((n % 6) + 6) % 6]
        case .named(let name): return name.lowercased()
        }
    }

    /// The terminal colour number of `color` on a terminal with `colors` colours, `nil`
    /// for the terminal's default (``CanvasColor/standard`` or an unknown name).
    public static func number(for color: CanvasColor, colors: Int) -> Int? {
        name(of: color).flatMap { number(forName: $0, colors: colors) }
    }

    /// The terminal colour number of a lowercase colour name, `nil` for an unknown name.
    public static func number(forName name: String, colors: Int) -> Int? {
        if let n = basic[name] { return n }
        if let (c256, c16, c8) = extended[name] {
            return colors >= 256 ? c256 : colors >= 16 ? c16 : c8
        }
        return nil
    }

    /// The colour as `#rrggbb` for pictures, `nil` for the default colour: a basic name
    /// takes a fixed, readable shade; any other known name the RGB of its xterm-256 shade.
    public static func hex(for color: CanvasColor) -> String? {
        guard let name = name(of: color) else { return nil }
        if let n = basic[name] { return basicHex[n] }
        guard let (c256, _, _) = extended[name] else { return nil }
        return xterm256Hex(c256)
    }

    /// The RGB of xterm-256 colour `n` (16-255) as `#rrggbb`: the 6 x 6 x 6 cube, then
    /// the grey ramp. Colours below 16 are terminal-defined; they map to ``basicHex``
    /// (modulo 8).
    public static func xterm256Hex(_ n: Int) -> String {
        if n < 16 { return basicHex[((n % 8) + 8) % 8] }
        func hex2(_ v: Int) -> String {
            let digits = Array("0123456789abcdef")
            return String([digits[v / 16], digits[v % 16]])
        }
        let rgb: (Int, Int, Int)
        if n >= 232 {
            let v = 8 + 10 * (min(n, 255) - 232)
            rgb = (v, v, v)
        } else {
            let levels = [0, 95, 135, 175, 215, 255]
            let i = n - 16
            rgb = (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        }
        return "#" + hex2(rgb.0) + hex2(rgb.1) + hex2(rgb.2)
    }

    /// The 8 ANSI colours.
    private static let basic: [String: Int] = [
        "black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5, "cyan": 6, "white": 7,
    ]

    /// The pictures' shades of the 8 ANSI colours (terminals differ; these read well on
    /// white).
    private static let basicHex = [
        "#1f2937", "#dc2626", "#16a34a", "#ca8a04", "#2563eb", "#c026d3", "#0891b2", "#9ca3af",
    ]

    /// (256-colour shade, 16-colour shade, 8-colour fallback)
    private static let extended: [String: (Int, Int, Int)] = [
        "gray": (245, 8, 7), "grey": (245, 8, 7), "orange": (208, 11, 3), "purple": (93, 13, 5),
        "pink": (205, 13, 5), "teal": (30, 6, 6), "brown": (130, 3, 3), "indigo": (54, 5, 4),
        "lime": (118, 10, 2), "navy": (18, 4, 4), "violet": (177, 13, 5), "gold": (220, 11, 3),
        "silver": (250, 7, 7), "olive": (100, 3, 3), "maroon": (88, 1, 1), "mint": (121, 10, 2),
        "brightred": (196, 9, 1), "brightgreen": (46, 10, 2), "brightyellow": (226, 11, 3),
        "brightblue": (33, 12, 4), "brightmagenta": (201, 13, 5), "brightcyan": (51, 14, 6),
    ]
}
