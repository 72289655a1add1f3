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
    /// The fingerprint of the key that authenticated, once one has.
    var fingerprint: String?
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

    /// Records why the connection ends, unless a reason was recorded already.
    func end(_ reason: String) {
        if endReason == nil { endReason = reason }
    }

    /// The log line, with the duration up to `now`. O(1).
    func logEntry(now: NIODeadline) -> (message: Logger.Message, text: String) {
        let reason =
            endReason
            ?? (fingerprint == nil
                ? (refusedFingerprint == nil ? "closed before authenticating" : "key refused")
                : "client disconnected")
        let key = fingerprint ?? refusedFingerprint.map { "\($0) (refused)" } ?? "none"
        let seconds = Double((now - started).nanoseconds) / 1e9
        let duration = String(Int((seconds * 10).rounded()) / 10) + "." + String(Int((seconds * 10).rounded()) % 10)
        let text = "visitor \(address) key \(key) lasted \(duration) s: \(reason)"
        return ("\(text)", text)
    }
}
