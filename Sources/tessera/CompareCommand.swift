import ArgumentParser

/// `tessera compare A.json B.json`: two scenarios side by side, scrolling in sync.
/// Parses the arguments; ``Session/compare(left:right:animations:watch:)`` runs it.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Explore two scenarios side by side.",
        discussion: """
            Shows A and B side by side, each half titled with its file name. Every key of \
            the single view acts on both halves (switch layouts, tune, zoom, focus), and they \
            scroll in sync: the half with the shorter content follows the other. Both files \
            are watched, so editing B shows it diverge from A; --no-watch turns that off.
            """
    )

    @Argument(help: ArgumentHelp("The scenario on the left (JSON).", valueName: "a"))
    var left: String

    @Argument(help: ArgumentHelp("The scenario on the right (JSON).", valueName: "b"))
    var right: String

    @Flag(name: .customLong("no-animation"), help: "Switch layouts without animating (also TESSERA_ANIMATIONS=0).")
    var noAnimation = false

    @Flag(name: .customLong("no-watch"), help: "Do not reload the files when they are saved.")
    var noWatch = false

    func run() throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            Session.compare(
                left: left, right: right, animations: !noAnimation && Session.animationsAllowedByEnvironment(),
                watch: !noWatch)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
