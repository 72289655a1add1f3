/// A syntax error in a JSON document, or a document past one of the parser's limits:
/// where it is and what is wrong.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the value being read when the error was found.
    public var path: JSONPath
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column (in characters) of the offending byte.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// True when the document may be valid JSON but is past one of the parser's
    /// limits (``JSONParser/maximumDepth``, ``JSONParser/maximumValueCount``).
    public var isLimit = false

    /// `not valid JSON (line L, column C): message`, or for a limit
    /// `message (line L, column C)`; the message names the limit.
    public var description: String {
        isLimit
            ? "\(message) (line \(line), column \(column))"
            : "not valid JSON (line \(line), column \(column)): \(message)"
    }
}
