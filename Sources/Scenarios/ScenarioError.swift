import CollectionLayout
import InertText

/// Why a scenario file cannot be used: the file, the JSON path of the bad value and
/// what is wrong.
///
/// Its ``description`` is the one line the CLI prints on standard error:
/// `error: feed.json: sections[2].items[7].height: must be a finite number >= 0, got -3`.
/// The file is named as the caller gave it (the path typed on the command line);
/// errors that concern the whole file (it cannot be read, it is not JSON at the top
/// level) have an empty path, and the line then reads `error: FILE: MESSAGE`.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The JSON path of the bad value (`sections[2].items[7].height`), or "" for the
    /// file as a whole.
    public var path: String
    /// What is wrong.
    public var message: String
    /// Where the bad value is in the file, when known: JSON syntax errors always know;
    /// other errors learn it from ``locate(in:)``. Not part of equality.
    public var location: SourceLocation?
    /// The path as a value, when the error was made from one (``locate(in:)`` reads
    /// it; string paths from the engine are read back with the path syntax).
    var jsonPath: JSONPath?
    /// True when the location should point at the member's key rather than its value
    /// (an unknown key).
    var pointsAtKey = false

    /// Creates an error.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// Creates an error at a JSON path.
    public init(file: String, path: JSONPath, message: String) {
        self.init(file: file, path: path.description, message: message)
        jsonPath = path
    }

    /// The error of a layout that cannot be prepared for the file's data: the
    /// layout's path (`sections`, `layout.numberOfColumns`) becomes the JSON path.
    public init(file: String, layoutError: LayoutError) {
        self.init(file: file, path: layoutError.path, message: layoutError.message)
    }

    /// The error for a file whose text is not valid JSON.
    public init(file: String, syntaxError: JSONSyntaxError) {
        self.init(file: file, path: syntaxError.path, message: syntaxError.description)
        location = SourceLocation(line: syntaxError.line, column: syntaxError.column)
        syntaxMessage = syntaxError.isLimit ? syntaxError.message : "not valid JSON: \(syntaxError.message)"
    }

    /// For a JSON syntax error, the message without the line and column (which
    /// ``location`` holds): what `tessera check` prints after `LINE:COLUMN`.
    var syntaxMessage: String?

    /// The message to show beside a `LINE:COLUMN` prefix: for a syntax error, without
    /// the `(line L, column C)` it would repeat.
    public var messageWithoutLocation: String { syntaxMessage ?? message }

    /// Fills ``location`` from `document` (a no-op when it is known). A path the
    /// document does not have (a required key that is missing) is located at its
    /// nearest ancestor that it has: the object that lacks the key. Complexity: see
    /// ``LocatedJSON/location(of:key:)``, once per level climbed.
    public mutating func locate(in document: inout LocatedJSON) {
        guard location == nil, let path = jsonPath ?? JSONPath(rendered: path) else { return }
        var candidate: JSONPath? = path
        while let p = candidate, location == nil {
            location = document.location(of: p, key: pointsAtKey)
            candidate = p.parent
        }
    }

    public static func == (a: ScenarioError, b: ScenarioError) -> Bool {
        a.file == b.file && a.path == b.path && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(path)
        hasher.combine(message)
    }

    /// `error: FILE: PATH: MESSAGE` (or `error: FILE: MESSAGE` without a path), inert:
    /// every part goes through ``InertText``, so a control character in the file name
    /// or anywhere in the message shows as `\u{9B}`, and the file name is cut to
    /// ``InertText/fileNameLimit`` characters. Messages quote values from the file
    /// already cut (``InertText/quoted(_:maxLength:)``), so the line stays short.
    public var description: String { line(severity: "error") }

    /// The same line for a warning: `warning: FILE: PATH: MESSAGE` (inert likewise).
    /// Complexity: O(length of the line).
    public var warningDescription: String { line(severity: "warning") }

    private func line(severity: String) -> String {
        let file = InertText.escaped(file, maxLength: InertText.fileNameLimit)
        let message = InertText.escaped(message)
        return path.isEmpty
            ? "\(severity): \(file): \(message)" : "\(severity): \(file): \(Self.shortened(path)): \(message)"
    }

    /// The longest JSON path an error line shows, in characters: a path 256 levels deep
    /// (or through a huge key) keeps its first and last ``pathLimit``/2 characters.
    public static let pathLimit = 160

    /// `path`, inert and cut in the middle to ``pathLimit`` characters. Complexity: O(length).
    public static func shortened(_ path: String) -> String {
        let inert = InertText.escaped(path)
        guard inert.count > pathLimit else { return inert }
        return String(inert.prefix(pathLimit / 2)) + "…" + String(inert.suffix(pathLimit / 2 - 1))
    }
}
