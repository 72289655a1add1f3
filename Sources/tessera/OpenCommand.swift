import ArgumentParser
import Explorer
import Glibc

/// `tessera [FILE.json ...]`: the interactive explorer (the default subcommand).
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Explore a scenario's layouts interactively (the default command).",
        discussion: OpenCommand.discussion
    )

    @Argument(help: "Scenario files (JSON); n and p go from one to the next. Without one, the tour of the demos opens.")
    var files: [String] = []

    @Flag(help: "Play the scripted tour (scroll, switch layouts, tweak, inspect); any key takes over.")
    var tour = false

    @Flag(name: .customLong("no-animation"), help: "Switch layouts without animating (also TESSERA_ANIMATIONS=0).")
    var noAnimation = false

    @Flag(name: .customLong("no-watch"), help: "Do not reload FILE when it is saved (several files are not watched).")
    var noWatch = false

    func run() throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            Session.run(
                files: files, tour: tour, animations: !noAnimation && Session.animationsAllowedByEnvironment(),
                watch: !noWatch)
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

        FILE is watched: each save (in place or by rename) shows the new layout within a \
        second, animated, keeping the scroll position and focus. A save that is not valid \
        keeps the last good layout and shows the problems (line, column, path); a deleted \
        file is reported and picked up again when it returns. A watched file that does not \
        load when the explorer starts shows its problems and waits for a save that fixes \
        it (quitting before then prints its error and exits 1). --no-watch turns this off.

        KEYS
        \(keyLines().joined(separator: "\n"))

        ENVIRONMENT
          NO_COLOR=1            no colours (bold and reverse video stay)
          TESSERA_ANIMATIONS=0  no animations (like --no-animation)
          TESSERA_DEMOS=DIR     where the tour's scenarios are
          TERM, LANG            terminal type and locale (a locale that is not UTF-8
                                gets ASCII symbols and VT100 line drawing)

        tessera needs a terminal: when standard input or output is not one, or TERM is \
        unknown or `dumb`, it says so and exits 1 without touching the screen; use \
        `tessera render FILE.json` for text output. If it ever crashes, the terminal is \
        restored before the crash report prints.
        """
    }

    /// Help lines must stay below this width: ArgumentParser wraps a longer line of the
    /// discussion at 80 columns and continues it at column 0, out of its table.
    static let helpWidth = 79

    /// The key table for `--help`, indented by two, each row that is too long wrapped at
    /// a space with its continuation under the action column.
    static func keyLines(width: Int = helpWidth) -> [String] {
        KeyBindings.text(width: width)
    }
}
