/// Makes untrusted text (titles from a scenario file) safe to draw: nothing in the
/// result can make a terminal do anything but print it.
///
/// - Escape sequences are removed whole: CSI (`ESC [` … final byte, or C1 U+009B),
///   OSC (`ESC ]` … BEL or ST, or C1 U+009D), the other string sequences DCS, SOS, PM
///   and APC (`ESC P`, `ESC X`, `ESC ^`, `ESC _` … ST, or their C1 forms), and short
///   `ESC` sequences (`ESC c`, `ESC ( 0`, …). An unterminated string sequence removes
///   the rest of the text; a lone `ESC` is removed.
/// - Line and tab controls (TAB, LF, VT, FF, CR) and the Unicode line and paragraph
///   separators become a space; a run of them becomes one space, so a multi-line title
///   reads as one line.
/// - Every other control character (C0, DEL, C1) is removed.
///
/// Everything else, including zero-width and combining characters, is kept; see
/// ``TerminalText`` for how those are drawn.
public enum TextSanitizer {
    /// `text` without control characters and escape sequences. Complexity: O(n).
    public static func sanitize(_ text: some StringProtocol) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var lastWasSeparator = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            if value == 0x1B {
                index = skipEscape(scalars, from: index + 1)
                continue
            }
            if value == 0x9B {
                index = skipControlSequence(scalars, from: index + 1)
                continue
            }
            if value == 0x90 || value == 0x98 || value == 0x9D || value == 0x9E || value == 0x9F {
                index = skipControlString(scalars, from: index + 1)
                continue
            }
            index += 1
            if isSeparator(value) {
                if !lastWasSeparator { output.append(" ") }
                lastWasSeparator = true
                continue
            }
            if DisplayWidth.isControl(scalar) { continue }
            output.append(scalar)
            lastWasSeparator = false
        }
        return String(output)
    }

    /// True when `text` has nothing ``sanitize(_:)`` would change. Complexity: O(n).
    public static func isClean(_ text: some StringProtocol) -> Bool {
        !text.unicodeScalars.contains { DisplayWidth.isControl($0) || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    /// TAB, LF, VT, FF, CR, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    private static func isSeparator(_ value: UInt32) -> Bool {
        (value >= 0x09 && value <= 0x0D) || value == 0x2028 || value == 0x2029
    }

    /// Skips what follows an ESC at `start`; returns the index after the sequence.
    private static func skipEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start].value {
        case 0x5B:  // [
            return skipControlSequence(scalars, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return skipControlString(scalars, from: start + 1)
        case 0x20...0x2F:  // intermediates, then one final byte
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        case 0x30...0x7E:  // a two-character sequence such as ESC c or ESC 7
            return start + 1
        default:  // a lone ESC
            return start
        }
    }

    /// Skips a CSI's parameter and intermediate bytes and its final byte, starting just
    /// after `ESC [`. Stops early (without consuming) at anything that cannot belong
    /// to the sequence, so text after a malformed sequence survives.
    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x20...0x3F).contains(value) {
                index += 1
            } else if (0x40...0x7E).contains(value) {
                return index + 1
            } else {
                return index
            }
        }
        return index
    }

    /// Skips an OSC, DCS, SOS, PM or APC body up to and including its terminator: BEL,
    /// `ESC \` or U+009C. Without a terminator, everything to the end is skipped.
    private static func skipControlString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x07 || value == 0x9C { return index + 1 }
            if value == 0x1B {
                if index + 1 < scalars.count, scalars[index + 1].value == 0x5C { return index + 2 }
                return index + 1
            }
            index += 1
        }
        return index
    }
}
