/// A problem found in a layout's configuration or data: where it is, as a path, and
/// what it is. The engine's errors (``LayoutError``) and warnings (``LayoutWarning``)
/// are both this value, so readers print and compare them the same way.
public struct LayoutDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, as a path into the layout's configuration or the data
    /// (for example `layout.numberOfColumns` or `sections`), so a scenario reader can
    /// report it against the file.
    public var path: String
    /// What is wrong, or what was ignored and why.
    public var message: String

    /// Creates a diagnostic.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`. Complexity: O(the path and message's length).
    public var description: String { "\(path): \(message)" }
}

/// Why a layout cannot be prepared for a context (thrown by `prepare` and validation).
public typealias LayoutError = LayoutDiagnostic
