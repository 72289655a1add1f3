import Glibc
import NIOSSH
import Scenarios

/// Everything a running server needs, read and checked before it listens: the host key,
/// who may join, and the resolved scenario files. Nothing here is read again later, so a
/// visitor reaches only what was checked at start.
public struct ServeSetup: Sendable {
    /// The configuration it was made from.
    public var configuration: ServeConfiguration
    /// The host key.
    public var hostKey: NIOSSHPrivateKey
    /// The host key's fingerprint (for the start-up log line).
    public var hostKeyFingerprint: String
    /// Whether this run created the host key file.
    public var hostKeyCreated: Bool
    /// The keys that may join; nil lets anyone in.
    public var authorizedKeys: Set<NIOSSHPublicKey>?
    /// Notes about skipped authorized_keys lines, for the log.
    public var notes: [String]
    /// How each visitor's explorer starts.
    public var launch: ChildLaunch

    /// Reads and checks everything. `demoFiles` are served when the configuration names no
    /// scenario (the tour). Each scenario must load as it would in `tessera FILE`, so a
    /// broken file fails here with its one line instead of in every visitor's session.
    /// O(size of the files).
    public static func prepare(_ configuration: ServeConfiguration, demoFiles: [String], executable: String)
        throws(ServeError) -> ServeSetup
    {
        let files = configuration.tour ? demoFiles : configuration.scenarios
        guard !files.isEmpty else {
            throw ServeError("no demo scenarios found; name the scenario files to serve")
        }
        var resolved: [String] = []
        for file in files {
            do {
                _ = try LoadedScenario.load(path: file)
            } catch {
                var line = error.description
                if line.hasPrefix("error: ") { line.removeFirst(7) }
                throw ServeError(inertMessage: line)
            }
            guard let absolute = SmallFile.resolved(file) else {
                throw ServeError("\(file): \(SmallFile.describe(errno))")
            }
            resolved.append(absolute)
        }
        var keys: Set<NIOSSHPublicKey>?
        var notes: [String] = []
        if case .authorizedKeys(let path) = configuration.access {
            let text: String
            do {
                text = try SmallFile.read(path).text
            } catch {
                throw ServeError("\(path): \(HostKeyStore.describe(error))")
            }
            let parsed = AuthorizedKeys(parsing: text)
            guard !parsed.keys.isEmpty else {
                let why = parsed.notes.first.map { " (\($0))" } ?? ""
                throw ServeError("\(path): no usable public key\(why)")
            }
            keys = parsed.keys
            notes = parsed.notes.map { "\(path): \($0)" }
        }
        let hostKey = try HostKeyStore.loadOrCreate(path: configuration.hostKeyPath)
        return ServeSetup(
            configuration: configuration, hostKey: hostKey.sshKey, hostKeyFingerprint: hostKey.fingerprint,
            hostKeyCreated: hostKey.created, authorizedKeys: keys, notes: notes,
            launch: ChildLaunch(executable: executable, scenarios: resolved, tour: configuration.tour))
    }

    /// The running executable's absolute path, from `/proc/self/exe`.
    public static func currentExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink("/proc/self/exe", &buffer, 4096)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
