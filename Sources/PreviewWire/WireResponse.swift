/// The preview process's answer to one ``WireRequest``.
///
/// On the wire: a header line `ok NANOS COUNT NUMBERS CALLS` (numbers and calls as
/// comma-separated lists, `-` when empty, calls escaped), then `COUNT` element lines
/// (titles travel as calls). Or one line `error MESSAGE` (escaped).
public enum WireResponse: Sendable, Hashable {
    /// A success.
    case ok(WireAnswer)
    /// The child refused or the user's code broke a rule it checks (for example an
    /// attribute for an index path the data source does not have).
    case error(String)

    /// The lines to write (each without its newline).
    public var lines: [String] {
        switch self {
        case .error(let message): return ["error \(WireText.escape(message))"]
        case .ok(let a):
            let numbers = a.numbers.isEmpty ? "-" : a.numbers.map(WireText.number).joined(separator: ",")
            let calls = a.calls.isEmpty ? "-" : a.calls.map { WireText.escape($0) }.joined(separator: ",")
            return ["ok \(a.nanoseconds) \(a.elements.count) \(numbers) \(calls)"] + a.elements.map(\.line)
        }
    }
}

/// What a successful request returns.
public struct WireAnswer: Sendable, Hashable {
    /// Nanoseconds the user's code took (the timed call: a query, a prepare).
    public var nanoseconds: Int
    /// The request's numbers (a shape's counts, a content size).
    public var numbers: [Double]
    /// The UIKit calls the child made, in order (and texts, for `titles`).
    public var calls: [String]
    /// The elements returned.
    public var elements: [WireElement]

    /// Creates an answer.
    public init(nanoseconds: Int = 0, numbers: [Double] = [], calls: [String] = [], elements: [WireElement] = []) {
        self.nanoseconds = nanoseconds
        self.numbers = numbers
        self.calls = calls
        self.elements = elements
    }

    /// Reads a header line; returns the answer without elements and the number of
    /// element lines that follow, or `nil` when malformed.
    public static func header(_ line: Substring) -> (WireAnswer, count: Int)? {
        let f = line.split(separator: " ")
        guard f.count == 5, f[0] == "ok", let ns = Int(f[1]), let count = Int(f[2]), count >= 0 else { return nil }
        var numbers: [Double] = []
        if f[3] != "-" {
            for t in f[3].split(separator: ",") {
                guard let v = WireText.parseNumber(t) else { return nil }
                numbers.append(v)
            }
        }
        let calls =
            f[4] == "-" ? [] : f[4].split(separator: ",", omittingEmptySubsequences: false).map(WireText.unescape)
        return (WireAnswer(nanoseconds: ns, numbers: numbers, calls: calls), count)
    }
}
