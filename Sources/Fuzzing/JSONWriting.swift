import InertText
import Scenarios

/// Writes a ``JSONValue`` back as JSON text: numbers as their literal, strings with the
/// escapes RFC 8259 requires (quote, backslash, C0 controls) and every other scalar
/// raw, so a mutation that puts a C1 control or a bidi mark in a string reaches the
/// parser as the raw bytes a hand-written file would hold. Complexity: O(output size).
public enum JSONWriting {
    /// The text of `value`, compact (no spaces), through the one JSON writer
    /// (``JSONText``) with this type's raw string quoting.
    public static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.literal
        case .string(let s): return rawQuoted(s)
        case .array(let items): return JSONText.array(items.map(text), compact: true)
        case .object(let object):
            return JSONText.object(
                object.members.map { ($0.key, text($0.value)) }, compact: true, quote: rawQuoted)
        }
    }

    /// `s` as a JSON string with only the escapes JSON requires: every other scalar raw.
    private static func rawQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }
}
