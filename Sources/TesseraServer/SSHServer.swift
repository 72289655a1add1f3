import Dispatch
import Glibc
import InertText
import Logging
import NIOCore
import NIOPosix
import NIOSSH

/// `tessera serve`: the explorer over SSH for anyone invited, with no account, no shell
/// and nothing to install.
///
/// **Design: one process per session on a pty.** Each visitor who asks for a shell gets
/// a pseudo-terminal and a child process running this same `tessera` executable as
/// `tessera open FILE...` (``ChildLaunch``), with TERM and the size from their pty request
/// and window changes passed on as `TIOCSWINSZ` (the child gets SIGWINCH). Why:
/// - a visitor who crashes, hangs or floods their explorer does it in their own process;
///   the server and the other visitors go on, and the kernel frees everything at exit;
/// - the engine, the explorer model and the ncurses front end run unchanged, exactly as
///   `tessera FILE` runs locally, so a session over SSH sends the same bytes per frame;
/// - the alternative, one process drawing every visitor's canvas straight into its
///   channel, would need a second terminal back end and would share one heap and one
///   crash among all visitors.
///
/// The child is started by a small C function (`CPty`) that forks, makes the pty its
/// controlling terminal and execs with no Swift code between fork and exec (unsafe in a
/// threaded process). Its environment is only TERM and LANG; it gets exactly the scenario
/// paths checked at start; exec, subsystem and forwarding requests are refused, so no
/// shell and no other file is ever reachable.
///
/// The SSH protocol is apple/swift-nio-ssh; the host key is ed25519 (``HostKeyStore``),
/// visitors authenticate with public keys (``AuthorizedKeys``) or, with `--allow-anyone`,
/// any key. Every connection logs one line through swift-log (``VisitorConnection``).
/// Everything runs on one event loop thread (``ServerState``).
public enum SSHServer {
    /// Listens and serves until SIGTERM or SIGINT, then tells every visitor, ends their
    /// explorers and returns within ``shutdownLimit``. Throws only when it cannot listen.
    public static func run(_ setup: ServeSetup, logger: Logger) throws(ServeError) {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let loop = group.next()
        let state = ServerState(setup: setup, logger: logger, loop: loop)
        let configuration = setup.configuration

        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(
                ChannelOptions.writeBufferWaterMark, value: .init(low: 16 * 1024, high: 64 * 1024)
            )
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try Self.accept(channel, state: state)
                }
            }
        let listener: Channel
        do {
            listener = try bootstrap.bind(host: configuration.listenAddress, port: configuration.port).wait()
        } catch let error as IOError {
            throw ServeError(
                "cannot listen on \(configuration.listenAddress) port \(configuration.port): "
                    + SmallFile.describe(error.errnoCode))
        } catch {
            throw ServeError("cannot listen on \(configuration.listenAddress) port \(configuration.port): \(error)")
        }
        let bound = listener.localAddress.map { "\($0.ipAddress ?? "?"):\($0.port ?? 0)" } ?? "?"
        if setup.hostKeyCreated {
            logger.notice("created the host key \(InertText.escaped(configuration.hostKeyPath))")
        }
        for note in setup.notes { logger.warning("\(note)") }
        let access =
            switch configuration.access {
            case .anyone: "anyone (--allow-anyone)"
            case .authorizedKeys(let path): "the \(setup.authorizedKeys?.count ?? 0) keys of \(path)"
            }
        let started =
            "listening on \(bound), host key \(setup.hostKeyFingerprint); \(Plural.count(setup.launch.scenarios.count, "scenario")); "
            + "open to \(access); at most \(Plural.count(configuration.maxSessions, "session")), "
            + "idle timeout \(configuration.idleTimeoutSeconds) s; per source address at most "
            + "\(configuration.throttle.rate) new connections at once and per minute, "
            + "\(configuration.throttle.startups) authenticating"
        logger.notice("\(InertText.escaped(started))")

        let done = loop.makePromise(of: Void.self)
        let signals = [SIGTERM, SIGINT].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                loop.execute { Self.shutDown(state: state, listener: listener, done: done) }
            }
            source.resume()
            return source
        }
        defer {
            for source in signals { source.cancel() }
        }
        try? done.futureResult.wait()
        logger.notice("stopped")
    }

    /// How long shutdown may take, from the signal to the return of ``run(_:logger:)``.
    public static let shutdownLimit = TimeAmount.seconds(5)

    /// Sets up one accepted TCP connection: the SSH handler and the log line at close.
    static func accept(_ channel: Channel, state: ServerState) throws {
        let address = channel.remoteAddress.map { "\($0.ipAddress ?? "?"):\($0.port ?? 0)" } ?? "?"
        guard state.connections.count < SessionLimit.connectionCap(maxSessions: state.limit.maximum) else {
            // Before any SSH: too many connections are open (most cannot be visitors).
            state.logger.info("visitor \(address) lasted 0.0 s: too many connections")
            channel.close(promise: nil)
            return
        }
        let source = channel.remoteAddress?.ipAddress ?? "?"
        let now = NIODeadline.now().uptimeNanoseconds
        if case .refuse(let why, let log, let suppressed) = state.throttle.admit(source, now: now) {
            // Before any SSH, as OpenSSH's MaxStartups does: no key exchange is spent on it.
            if log {
                state.logger.notice("\(Self.throttleLine(why, address: address, state: state, suppressed: suppressed))")
            }
            var line = channel.allocator.buffer(capacity: 96)
            line.writeString("tessera serve: too many connections from your address; try again in a minute.\r\n")
            channel.writeAndFlush(line).assumeIsolated().whenComplete { _ in channel.close(promise: nil) }
            return
        }
        let connection = VisitorConnection(address: address, started: .now())
        connection.onAuthenticated = { state.throttle.authenticated(source) }
        let id = ObjectIdentifier(channel)
        state.connections[id] = channel
        var serverConfiguration = SSHServerConfiguration(
            hostKeys: [state.setup.hostKey],
            userAuthDelegate: VisitorAuthentication(keys: state.setup.authorizedKeys, connection: connection),
            globalRequestDelegate: RefuseGlobalRequests())
        // The library's AES-GCM first, then aes256-ctr with an encrypt-then-MAC HMAC, so
        // the MAC the key exchange advertises is one that is implemented and used.
        serverConfiguration.transportProtectionSchemes.append(AES256CTRHMACSHA256ETMTransportProtection.self)
        let handler = NIOSSHHandler(
            role: .server(serverConfiguration), allocator: channel.allocator,
            inboundChildChannelInitializer: { child, type in
                switch type {
                case .session:
                    return child.eventLoop.makeCompletedFuture {
                        try child.pipeline.syncOperations.addHandler(
                            SessionHandler(server: state, connection: connection))
                    }
                case .directTCPIP(let target):
                    let host = InertText.quoted(target.targetHost)
                    connection.end("refused forwarding to \(host):\(target.targetPort)")
                    return child.eventLoop.makeFailedFuture(ForwardingRefused())
                case .forwardedTCPIP:
                    connection.end("refused a forwarded channel")
                    return child.eventLoop.makeFailedFuture(ForwardingRefused())
                }
            })
        try channel.pipeline.syncOperations.addHandler(handler)
        try channel.pipeline.syncOperations.addHandler(ConnectionEvents(connection: connection))
        let grace = TimeAmount.seconds(Int64(min(120, state.setup.configuration.idleTimeoutSeconds)))
        let loginTimer = channel.eventLoop.assumeIsolated().scheduleTask(in: grace) {
            if !connection.isAuthenticated {
                connection.end("not authenticated within \(grace.nanoseconds / 1_000_000_000) s")
                channel.close(promise: nil)
            }
        }
        channel.closeFuture.assumeIsolated().whenComplete { _ in
            loginTimer.cancel()
            state.connections[id] = nil
            state.throttle.closed(source, authenticated: connection.isAuthenticated)
            let entry = connection.logEntry(now: .now())
            state.logger.info(entry.message)
        }
    }

    /// The log line of a connection refused by the per-source limits.
    static func throttleLine(
        _ why: SourceThrottle.Refusal, address: String, state: ServerState, suppressed: Int
    ) -> String {
        let limits = state.throttle.limits
        let rule =
            switch why {
            case .rate: "more than \(limits.rate) new connections from one address in a minute (--per-source-rate)"
            case .startups:
                "\(limits.startups) connections from one address still authenticating (--per-source-startups)"
            }
        let more = suppressed > 0 ? "; \(Plural.count(suppressed, "more refusal")) since the last line" : ""
        return InertText.escaped("rate limit: refused \(address): \(rule)\(more)")
    }

    /// Stops listening, tells every visitor and ends every explorer; completes `done`
    /// when all sessions are gone or the time is up, after closing every connection.
    static func shutDown(state: ServerState, listener: Channel, done: EventLoopPromise<Void>) {
        guard !state.shuttingDown else { return }
        state.shuttingDown = true
        state.logger.notice("shutting down: \(Plural.count(state.sessions.count, "session"))")
        listener.close(promise: nil)
        for session in state.sessions.values {
            session.end(reason: "server shutting down", message: ServerState.goodbye)
        }
        let deadline = NIODeadline.now() + shutdownLimit - .milliseconds(1500)
        func finishWhenIdle() {
            if state.sessions.isEmpty || NIODeadline.now() >= deadline {
                // Give the last exit statuses a moment to leave, then close what is left.
                state.loop.assumeIsolated().scheduleTask(in: .milliseconds(200)) {
                    let closing = state.connections.values.map { $0.close() }
                    EventLoopFuture.andAllComplete(closing, on: state.loop).whenComplete { _ in
                        done.succeed()
                    }
                }
                return
            }
            state.loop.assumeIsolated().scheduleTask(in: .milliseconds(50)) { finishWhenIdle() }
        }
        finishWhenIdle()
    }
}

/// The error that refuses a port-forwarding channel.
struct ForwardingRefused: Error {}

/// The connection's own events: an error is recorded as the reason it ended (and closes
/// it); a change of writability is passed to its sessions, which read their pty only while
/// the connection's write buffer is under the high-water mark.
final class ConnectionEvents: ChannelInboundHandler {
    typealias InboundIn = Any

    let connection: VisitorConnection

    init(connection: VisitorConnection) {
        self.connection = connection
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        connection.end("error: \(error)")
        context.close(promise: nil)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        for session in connection.sessions.values { session.connectionWritabilityChanged() }
        context.fireChannelWritabilityChanged()
    }
}
