import ArgumentParser
import Explorer
import Glibc

/// `tessera [FILE.json]`: the interactive explorer (the default subcommand).
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Explore a scenario's layouts interactively (the default command).",
        discussion: OpenCommand.discussion
    )

    @Argument(help: "A scenario file (JSON). Without one, the tour of the demos opens.")
    var file: String?

    @Flag(help: "Play the scripted tour (scroll, switch layouts, tweak, inspect); any key takes over.")
    var tour = false

    @Flag(name: .customLong("no-animation"), help: "Switch layouts without animating (also TESSERA_ANIMATIONS=0).")
    var noAnimation = false

    func run() throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            Session.run(file: file, tour: tour, animations: !noAnimation && Session.animationsAllowedByEnvironment())
        }
        if status != 0 { throw ExitCode(status) }
    }

    static var discussion: String {
        """
        `tessera FILE.json` explores that scenario interactively (the default command, \
        `open`). `tessera` alone opens every demo scenario (Demos/*.json) and plays the \
        tour; --tour plays it for a FILE too; any key takes over. --no-animation switches \
        layouts without animating. Demos are looked for in $TESSERA_DEMOS, then ./Demos, \
        then Demos/ beside the executable or in its parent directories, then \
        ../share/tessera/Demos next to it.

        KEYS
        \(KeyBindings.text().map { "  " + $0 }.joined(separator: "\n"))

        ENVIRONMENT
          NO_COLOR=1            no colours (bold and reverse video stay)
          TESSERA_ANIMATIONS=0  no animations (like --no-animation)
          TESSERA_DEMOS=DIR     where the tour's scenarios are
          TERM, LANG            terminal type and locale (not UTF-8: ASCII symbols, VT100 lines)

        tessera needs a terminal: when standard input or output is not one, or TERM is \
        unknown or `dumb`, it says so and exits 1 without touching the screen; use \
        `tessera render FILE.json` for text output. If it ever crashes, the terminal is \
        restored before the crash report prints.
        """
    }
}
