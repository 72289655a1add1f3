/// The text rules of the preview pipe: tokens without spaces or newlines, numbers that
/// round-trip exactly (including NaN and the infinities, which a broken layout may
/// produce and the parent must report rather than lose).
public enum WireText {
    /// `text` with `%`, space, comma, newline, carriage return and tab percent-escaped, and `-`
    /// alone escaped (it means "empty"). Complexity: O(text).
    public static func escape(_ text: String) -> String {
        if text == "-" { return "%2D" }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case " ": out += "%20"
            case ",": out += "%2C"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
            case "\t": out += "%09"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out.isEmpty ? "%" : out
    }

    /// The inverse of ``escape(_:)``.
    public static func unescape(_ token: Substring) -> String {
        if token == "%" { return "" }
        var bytes: [UInt8] = []
        var utf8 = Array(token.utf8)[...]
        while let b = utf8.first {
            utf8 = utf8.dropFirst()
            if b == UInt8(ascii: "%"), utf8.count >= 2,
                let v = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(v)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Swift's shortest round-tripping spelling (`nan`, `inf`, `-inf` for the others).
    public static func number(_ v: Double) -> String { v.description }

    /// Parses ``number(_:)``'s output.
    public static func parseNumber(_ token: Substring) -> Double? { Double(token) }
}
