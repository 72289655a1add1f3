/// The one writer of the JSON that tessera prints (`dump`, `apply`, `diff`, `check --format
/// json`, `doctor --format json`, and the fuzzer's files): strings, numbers, one-line objects and arrays, and
/// multi-line blocks, all with the same spacing (`{"key": value, "other": [1, 2]}`). The
/// element lines of a dump are appended in place (``appendMember(_:_:to:)``), so a large
/// dump builds no arrays per element.
public enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and C0 controls escaped as
    /// JSON requires, and every other scalar ``InertText`` calls unsafe (DEL, C1
    /// controls, bidirectional marks, line separators) written as a `\u` escape too,
    /// although JSON allows them raw, so a dump piped to a terminal stays inert.
    /// Messages quote values with ``InertText/quoted(_:maxLength:)`` instead.
    /// Complexity: O(length).
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if InertText.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// A finite number as tessera prints it, exactly as computed: integral values without
    /// a fraction (`6`, `-0` prints as `0`), others in Swift's shortest representation
    /// that reads back to the same `Double` (`169.5`, `0.1`, `1e-05`). Integral values
    /// beyond 2^53 use the exponent form (`1e+20`). A non-finite value prints as `nan` /
    /// `inf` (callers check first: those are never part of a dump). Complexity: O(1).
    public static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992, let i = Int(exactly: value) {
            return String(i)
        }
        return value.description
    }

    /// Appends the member `"key": json` to an object being written in `out`, after `, `
    /// unless it is the object's first (`out` ends with `{`). `key` is a plain ASCII name
    /// written as it is (the dump's keys; no escaping on this hot path), `json` is already
    /// JSON text. Complexity: O(length of the key and the value).
    public static func appendMember(_ key: StaticString, _ json: String, to out: inout String) {
        if out.last != "{" { out += ", " }
        out += "\""
        out += key.description
        out += "\": "
        out += json
    }

    /// `{"key": value, ...}` on one line (compact: `{"key":value,...}`); the values are
    /// already JSON text, the keys are written by `quote`. Complexity: O(output size).
    public static func object(
        _ members: [(key: String, json: String)], compact: Bool = false, quote: (String) -> String = quoted
    ) -> String {
        let (comma, colon) = compact ? (",", ":") : (", ", ": ")
        return "{" + members.map { quote($0.key) + colon + $0.json }.joined(separator: comma) + "}"
    }

    /// `[a, b, ...]` on one line (compact: `[a,b,...]`), the items already JSON text.
    /// Complexity: O(output size).
    public static func array(_ items: [String], compact: Bool = false) -> String {
        "[" + items.joined(separator: compact ? "," : ", ") + "]"
    }

    /// A whole document: `open`, each item on its own line indented by two spaces,
    /// `close`, and a final newline (`[]` or `{}` on one line when there are none).
    /// Complexity: O(output size).
    public static func block(_ items: [String], open: String, close: String) -> String {
        items.isEmpty ? open + close + "\n" : open + "\n  " + items.joined(separator: ",\n  ") + "\n" + close + "\n"
    }

    /// A whole object document, one member a line (see ``block(_:open:close:)``).
    /// Complexity: O(output size).
    public static func objectBlock(_ members: [(key: String, json: String)]) -> String {
        block(members.map { quoted($0.key) + ": " + $0.json }, open: "{", close: "}")
    }
}
