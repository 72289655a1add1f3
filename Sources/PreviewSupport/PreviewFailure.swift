/// Why a preview could not be built or stopped answering. Every message is already inert
/// (``InertText``): the user's file names, compiler messages and crash reports are
/// sanitised before they get here.
public struct PreviewFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The toolchain or the preview library is missing.
        case setup
        /// The user's files did not compile: ``lines`` are `FILE:LINE:COLUMN: error: ...`.
        case compile
        /// The preview process died (a trap, a signal, the memory cap) or stopped
        /// answering (a hang); it is gone.
        case process
        /// The user's code broke a rule the child checks (an attribute for an index path
        /// the data source does not have); the process is still alive.
        case layout
    }

    /// What went wrong.
    public var kind: Kind
    /// A one-line summary.
    public var summary: String
    /// The details, one per line (compiler errors, the crash report's last lines).
    public var lines: [String]

    /// Creates a failure.
    public init(_ kind: Kind, _ summary: String, lines: [String] = []) {
        self.kind = kind
        self.summary = summary
        self.lines = lines
    }

    /// `error: SUMMARY` and then the lines, for standard error (one line each).
    public var messageLines: [String] { ["error: \(summary)"] + lines }

    /// ``messageLines`` joined with newlines.
    public var description: String { messageLines.joined(separator: "\n") }
}
