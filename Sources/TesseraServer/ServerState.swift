import Logging
import NIOCore

/// The running server's shared state: the setup, the session count and the live
/// sessions, for limits and shutdown.
///
/// Every connection, session and timer runs on the server's one event loop (``loop``), and
/// this object is touched only there; that confinement, not a lock, is what makes it safe
/// to share, hence `@unchecked Sendable`.
final class ServerState: @unchecked Sendable {
    let setup: ServeSetup
    let logger: Logger
    let loop: EventLoop
    var limit: SessionLimit
    /// Sessions whose explorer is running.
    var sessions: [ObjectIdentifier: SessionHandler] = [:]
    /// Open connections, to close at shutdown.
    var connections: [ObjectIdentifier: Channel] = [:]
    var shuttingDown = false
    /// Per-source limits on new and unauthenticated connections.
    var throttle: SourceThrottle
    /// Called (on the loop) when a session's slot is given back.
    var onSessionEnded: (() -> Void)?

    /// What every visitor reads when the server stops.
    static let goodbye = "tessera serve is shutting down. Goodbye!"

    init(setup: ServeSetup, logger: Logger, loop: EventLoop) {
        self.setup = setup
        self.logger = logger
        self.loop = loop
        self.limit = SessionLimit(maximum: setup.configuration.maxSessions)
        self.throttle = SourceThrottle(limits: setup.configuration.throttle)
    }

    func sessionEnded() {
        onSessionEnded?()
    }
}
