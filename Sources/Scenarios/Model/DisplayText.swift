/// Text from a scenario file made safe to draw in a terminal.
public enum DisplayText {
    /// `text` with every control character (Unicode category Cc: U+0000–U+001F,
    /// U+007F, U+0080–U+009F) replaced: tab, newline and carriage return by a space,
    /// the others (ESC included) by U+FFFD, so no title can send a terminal escape
    /// sequence. Complexity: O(length); text without control characters is returned
    /// as is after one scan of its bytes.
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: out.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    private static func needsSanitizing(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b < 0x20 || b == 0x7F { return true }
            // C1 controls are encoded as 0xC2 0x80...0x9F.
            if previous == 0xC2 && b >= 0x80 && b <= 0x9F { return true }
            previous = b
        }
        return false
    }
}
