import Glibc
import InertText

/// What `tessera serve` was asked for, before any check: the command line as values.
///
/// ``validated()`` turns it into a ``ServeConfiguration`` or one ``ServeError``.
public struct ServeOptions: Sendable, Equatable {
    /// TCP port to listen on; 0 lets the system pick one (the log says which).
    public var port: Int
    /// Address to listen on. Loopback unless the operator says otherwise.
    public var listenAddress: String
    /// The host key file; nil means the default under the user's state directory.
    public var hostKeyPath: String?
    /// The OpenSSH authorized_keys file that lists who may join.
    public var authorizedKeysPath: String?
    /// Lets any client in, whatever its key: the explicit switch for a public demo.
    public var allowAnyone: Bool
    /// How many sessions may run at once; more visitors get one line and are closed.
    public var maxSessions: Int
    /// Seconds without a key from the visitor after which a session is closed.
    public var idleTimeoutSeconds: Int
    /// The scenario files to serve; empty serves the demos (``ServeConfiguration/tour``).
    public var scenarios: [String]
    /// New connections one source address may open at once, and per minute after that.
    public var perSourceRate: Int = ServeOptions.defaultPerSourceRate
    /// Unauthenticated connections one source address may hold at once.
    public var perSourceStartups: Int = ServeOptions.defaultPerSourceStartups

    /// The default of `--per-source-rate`.
    public static let defaultPerSourceRate = 20
    /// The default of `--per-source-startups`.
    public static let defaultPerSourceStartups = 8
    /// The largest `--per-source-rate` and `--per-source-startups`.
    public static let perSourceCeiling = 100_000

    /// The defaults of the command line: port 2222 on 127.0.0.1, 32 sessions, 10 minutes.
    public init(
        port: Int = 2222, listenAddress: String = "127.0.0.1", hostKeyPath: String? = nil,
        authorizedKeysPath: String? = nil, allowAnyone: Bool = false, maxSessions: Int = 32,
        idleTimeoutSeconds: Int = 600, scenarios: [String] = []
    ) {
        self.port = port
        self.listenAddress = listenAddress
        self.hostKeyPath = hostKeyPath
        self.authorizedKeysPath = authorizedKeysPath
        self.allowAnyone = allowAnyone
        self.maxSessions = maxSessions
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.scenarios = scenarios
    }

    /// The largest `--max-sessions`: each session is a process and a pty.
    public static let sessionCeiling = 4096
    /// The largest `--idle-timeout`: one week.
    public static let idleCeiling = 7 * 24 * 3600

    /// Checks the numbers and the choice of authentication; file contents are read later
    /// (``ServeSetup``). O(number of scenarios).
    /// - Parameter environment: looks up a variable (for the host key's default path).
    public func validated(environment: (String) -> String? = ServeOptions.processEnvironment) throws(ServeError)
        -> ServeConfiguration
    {
        guard (0...65535).contains(port) else {
            throw ServeError("--port: \(port) is not a TCP port (0...65535, 0 picks a free one)")
        }
        guard !listenAddress.isEmpty else { throw ServeError("--listen: the address is empty") }
        guard (1...Self.sessionCeiling).contains(maxSessions) else {
            throw ServeError("--max-sessions: \(maxSessions) is not between 1 and \(Self.sessionCeiling)")
        }
        guard (1...Self.idleCeiling).contains(idleTimeoutSeconds) else {
            throw ServeError("--idle-timeout: \(idleTimeoutSeconds) is not between 1 and \(Self.idleCeiling) seconds")
        }
        guard (1...Self.perSourceCeiling).contains(perSourceRate) else {
            throw ServeError("--per-source-rate: \(perSourceRate) is not between 1 and \(Self.perSourceCeiling)")
        }
        guard (1...Self.perSourceCeiling).contains(perSourceStartups) else {
            throw ServeError(
                "--per-source-startups: \(perSourceStartups) is not between 1 and \(Self.perSourceCeiling)")
        }
        let access: ServeConfiguration.Access
        switch (authorizedKeysPath, allowAnyone) {
        case (.some, true):
            throw ServeError("--authorized-keys and --allow-anyone: choose one")
        case (nil, false):
            throw ServeError(
                "who may join? give --authorized-keys FILE (OpenSSH format) or --allow-anyone for a public demo")
        case (.some(let path), false): access = .authorizedKeys(path: path)
        case (nil, true): access = .anyone
        }
        let hostKey: String
        if let hostKeyPath {
            hostKey = hostKeyPath
        } else if let path = HostKeyStore.defaultPath(environment: environment) {
            hostKey = path
        } else {
            throw ServeError("--host-key: neither XDG_STATE_HOME nor HOME is set; name the host key file")
        }
        return ServeConfiguration(
            port: port, listenAddress: listenAddress, hostKeyPath: hostKey, access: access,
            maxSessions: maxSessions, idleTimeoutSeconds: idleTimeoutSeconds, scenarios: scenarios,
            tour: scenarios.isEmpty,
            throttle: SourceThrottle.Limits(rate: perSourceRate, startups: perSourceStartups))
    }

    /// The process environment, for ``validated(environment:)``.
    public static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// A checked `tessera serve` configuration.
public struct ServeConfiguration: Sendable, Equatable {
    /// Who may join.
    public enum Access: Sendable, Equatable {
        /// Keys listed in this OpenSSH authorized_keys file.
        case authorizedKeys(path: String)
        /// Any client (`--allow-anyone`).
        case anyone
    }

    public var port: Int
    public var listenAddress: String
    public var hostKeyPath: String
    public var access: Access
    public var maxSessions: Int
    public var idleTimeoutSeconds: Int
    /// The scenario files each visitor's explorer opens, as given; ``ServeSetup`` makes
    /// them absolute and checks each.
    public var scenarios: [String]
    /// Plays the tour: true when the demos are served.
    public var tour: Bool
    /// The per-source limits on new and unauthenticated connections.
    public var throttle = SourceThrottle.Limits(
        rate: ServeOptions.defaultPerSourceRate, startups: ServeOptions.defaultPerSourceStartups)
}

/// Why `tessera serve` cannot start: one line, printed as `error: MESSAGE`.
public struct ServeError: Error, Equatable, CustomStringConvertible {
    /// The problem, already inert (file names and contents go through ``InertText``).
    public var message: String

    /// An error whose message is made inert.
    public init(_ message: String) {
        self.message = InertText.escaped(message)
    }

    /// An error whose message is inert already (such as a ``ScenarioError``'s line
    /// without its `error: ` prefix).
    init(inertMessage: String) {
        self.message = inertMessage
    }

    /// `error: MESSAGE`, one line.
    public var description: String { "error: \(message)" }
}
