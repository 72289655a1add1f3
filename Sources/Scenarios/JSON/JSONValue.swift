/// A parsed JSON value, as read by ``JSONParser``.
///
/// Numbers keep the literal text of the file beside their `Double` value, so error
/// messages can quote exactly what the user wrote (`got -3`, `got 1e400`).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short description for error messages: numbers as written, strings quoted
    /// (long ones shortened), `true`, `false`, `null`, `an array`, `an object`.
    public var shortDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.literal
        case .string(let s):
            let limit = 40
            if s.count <= limit { return JSONText.quoted(s) }
            return JSONText.quoted(String(s.prefix(limit)) + "…")
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON number: its value and its literal text.
public struct JSONNumber: Sendable, Hashable {
    /// The value, correctly rounded to the nearest `Double` (an out-of-range literal
    /// such as `1e400` becomes infinite; readers reject it with the literal quoted).
    public var value: Double
    /// The literal as written in the file.
    public var literal: String

    /// Creates a number.
    public init(value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }
}

/// A JSON object: its members in file order (keys are unique; the parser rejects
/// duplicates).
public struct JSONObject: Sendable, Hashable {
    /// The members in the order of the file.
    public var members: [Member]

    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        public var key: String
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Creates an object from members with unique keys.
    public init(members: [Member] = []) {
        self.members = members
    }

    /// The value for `key`, or `nil`. Complexity: O(members); objects in scenario
    /// files have a handful of keys.
    public subscript(key: String) -> JSONValue? {
        for m in members where m.key == key { return m.value }
        return nil
    }

    /// The keys in file order.
    public var keys: [String] { members.map(\.key) }
}

/// JSON text helpers shared by the parser's messages and the dump writer.
public enum JSONText {
    /// `text` as a JSON string literal, with quotes, backslashes and control
    /// characters escaped. Complexity: O(length).
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
                if scalar.value < 0x20 || scalar.value == 0x7F {
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
}
