import ArgumentParser
import Logging
import TesseraServer

/// `tessera serve`: the explorer over SSH. Parses the options; ``TesseraServer`` checks
/// them, reads the keys and scenarios, and serves.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the explorer over SSH: each visitor gets their own session, no shell.",
        usage: Usage.serve,
        discussion: """
            Visitors join with `ssh -p PORT HOST` and get the explorer on the SCENARIO files \
            (or the demos' tour), with the same keys as `tessera FILE`; q ends their session. \
            Commands, shells, sftp and port, agent and X11 forwarding are refused. Visitors \
            authenticate with a public key listed in --authorized-keys (ed25519 or ECDSA); \
            with --allow-anyone everyone gets in, with or without a key pair. One source \
            address may open --per-source-rate connections at once and as many per minute \
            after that, and hold --per-source-startups connections that have not \
            authenticated; more are closed before any SSH, with a line in the log. The host key (ed25519, OpenSSH format) is created \
            on the first run, by default in $XDG_STATE_HOME/tessera/host_ed25519 or \
            ~/.local/state/tessera/host_ed25519. One log line per connection goes to standard \
            error. SIGTERM or SIGINT tells every visitor and stops within 5 seconds.
            """
    )

    @Option(help: "TCP port (0 picks a free one; the log says which).")
    var port = 2222

    @Option(name: .customLong("listen"), help: ArgumentHelp("Address to listen on.", valueName: "address"))
    var listen = "127.0.0.1"

    @Option(name: .customLong("host-key"), help: ArgumentHelp("The ed25519 host key file.", valueName: "file"))
    var hostKey: String?

    @Option(
        name: .customLong("authorized-keys"),
        help: ArgumentHelp("OpenSSH authorized_keys file of who may join.", valueName: "file"))
    var authorizedKeys: String?

    @Flag(
        name: .customLong("allow-anyone"),
        help: "Let in anyone, with any key or none (a public demo: plain `ssh -p PORT HOST`).")
    var allowAnyone = false

    @Option(name: .customLong("max-sessions"), help: "Sessions at once; more visitors are turned away.")
    var maxSessions = 32

    @Option(
        name: .customLong("idle-timeout"),
        help: ArgumentHelp("Close a session after this many seconds without a key.", valueName: "seconds"))
    var idleTimeout = 600

    @Option(
        name: .customLong("per-source-rate"),
        help: "New connections one address may open at once, and per minute after that.")
    var perSourceRate = ServeOptions.defaultPerSourceRate

    @Option(
        name: .customLong("per-source-startups"),
        help: "Connections one address may hold that have not authenticated yet.")
    var perSourceStartups = ServeOptions.defaultPerSourceStartups

    @Argument(help: ArgumentHelp("Scenario files to serve (default: the demos' tour).", valueName: "scenario"))
    var scenarios: [String] = []

    func run() throws {
        var options = ServeOptions(
            port: port, listenAddress: listen, hostKeyPath: hostKey, authorizedKeysPath: authorizedKeys,
            allowAnyone: allowAnyone, maxSessions: maxSessions, idleTimeoutSeconds: idleTimeout, scenarios: scenarios)
        options.perSourceRate = perSourceRate
        options.perSourceStartups = perSourceStartups
        do throws(ServeError) {
            let configuration = try options.validated()
            let demos = configuration.tour ? ((try? DemoLocator.locate().get().files) ?? []) : []
            guard let executable = ServeSetup.currentExecutable() else {
                throw ServeError("cannot find the tessera executable (/proc/self/exe)")
            }
            let setup = try ServeSetup.prepare(configuration, demoFiles: demos, executable: executable)
            LoggingSystem.bootstrap(StreamLogHandler.standardError)
            try SSHServer.run(setup, logger: Logger(label: "tessera.serve"))
        } catch {
            StandardError.writeLine(error.description)
            throw ExitCode.failure
        }
    }
}
