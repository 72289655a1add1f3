import Logging
import NIOCore

/// One SSH connection's facts for its log line: where it came from, the key it
/// authenticated with, how long it lasted and why it ended.
///
/// Lives on the server's event loop; the authentication delegate and the sessions of the
/// connection write to it, the connection's close writes the line.
final class VisitorConnection {
    /// The peer, `ADDRESS:PORT`.
    let address: String
    /// When the connection was accepted.
    let started: NIODeadline
    /// How the visitor authenticated, once they have.
    private(set) var method: VisitorAuthenticationMethod?
    /// Whether the visitor has authenticated.
    var isAuthenticated: Bool { method != nil }
    /// The fingerprint of the last key that was refused, for a failed connection's line.
    var refusedFingerprint: String?
    /// The first reason given for the end; later ones are dropped.
    private(set) var endReason: String?
    /// The sessions open on this connection.
    var sessions: [ObjectIdentifier: SessionHandler] = [:]

    init(address: String, started: NIODeadline) {
        self.address = address
        self.started = started
    }

    /// Called once, when the visitor authenticates (the per-source limits count it).
    var onAuthenticated: (() -> Void)?

    /// Records that the visitor authenticated, and how.
    func authenticated(method: VisitorAuthenticationMethod) {
        if self.method == nil { onAuthenticated?() }
        self.method = method
    }

    /// Records why the connection ends, unless a reason was recorded already.
    func end(_ reason: String) {
        if endReason == nil { endReason = reason }
    }

    /// The log line, with the duration up to `now`. O(1).
    func logEntry(now: NIODeadline) -> (message: Logger.Message, text: String) {
        let reason =
            endReason
            ?? (method == nil
                ? (refusedFingerprint == nil ? "closed before authenticating" : "key refused")
                : "client disconnected")
        let key = method?.logText ?? refusedFingerprint.map { "key \($0) (refused)" } ?? "not authenticated"
        let seconds = Double((now - started).nanoseconds) / 1e9
        let duration = String(Int((seconds * 10).rounded()) / 10) + "." + String(Int((seconds * 10).rounded()) % 10)
        let text = "visitor \(address) \(key) lasted \(duration) s: \(reason)"
        return ("\(text)", text)
    }
}
