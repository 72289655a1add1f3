/// How many terminal columns text occupies: a `wcwidth` for Swift, without Foundation
/// or the C library's locale.
///
/// The ranges are those of glibc's `wcwidth` in a UTF-8 locale (see
/// `Scripts/generate-width-tables.py`), which is what ncursesw uses to place
/// characters, so a ``CellGrid`` and the ncurses screen agree column for column:
///
/// - 0 for combining marks, zero-width joiners and spaces, variation selectors, other
///   format characters and Hangul medial/final jamo;
/// - 2 for East Asian Wide and Fullwidth characters and emoji with emoji presentation;
/// - 0 for control characters (C0, DEL, C1), which are never drawn (the C `wcwidth`
///   says -1; ``TerminalText`` escapes them visibly before they reach a grid);
/// - 1 otherwise.
public enum DisplayWidth {
    /// The columns `scalar` occupies: 0, 1 or 2. Complexity: O(1) for scalars below
    /// U+0300, O(log r) over the range tables otherwise.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 {
            return isControl(scalar) ? 0 : 1
        }
        if contains(DisplayWidthTables.zeroWidth, value) { return 0 }
        if contains(DisplayWidthTables.doubleWidth, value) { return 2 }
        return 1
    }

    /// The columns `character` occupies: the sum of its scalars' widths, as `wcswidth`
    /// counts it. Combining sequences (`e` + U+0301) count 1; an emoji ZWJ sequence
    /// counts every emoji in it (the canvas draws such a sequence as separate emoji, see
    /// ``TerminalText``).
    public static func of(_ character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars { total += of(scalar) }
        return total
    }

    /// The columns `text` occupies: the sum of its scalars' widths. Complexity: O(n).
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for scalar in text.unicodeScalars { total += of(scalar) }
        return total
    }

    /// True for C0 controls (U+0000–U+001F), DEL (U+007F) and C1 controls
    /// (U+0080–U+009F): the scalars a terminal would act on rather than draw.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value < 0xA0)
    }

    /// Binary search in a flat `[lower, upper, ...]` table of sorted, disjoint,
    /// inclusive ranges.
    private static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count / 2
        while low < high {
            let mid = (low + high) / 2
            if table[2 * mid + 1] < value {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low < table.count / 2 && table[2 * low] <= value
    }
}
