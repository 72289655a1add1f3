import InertText

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
    /// (both inert and cut to ``InertText/echoLimit`` characters, see
    /// ``InertText/quoted(_:maxLength:)``), `true`, `false`, `null`, `an array`,
    /// `an object`. Complexity: O(``InertText/echoLimit``).
    public var shortDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return InertText.escaped(n.literal, maxLength: InertText.echoLimit)
        case .string(let s): return InertText.quoted(s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON number: its value and its literal text.
public struct JSONNumber: Sendable, Hashable {
    /// The value, correctly rounded to the nearest `Double`. An out-of-range literal
    /// such as `1e400` is valid JSON and parses to infinity; every reader of a number
    /// requires a finite one and rejects it with its path and the literal
    /// (`must be a finite number >= 0, got 1e400`). A literal too small for a `Double`
    /// (`1e-400`) rounds to zero, as any correctly rounded reader does.
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
