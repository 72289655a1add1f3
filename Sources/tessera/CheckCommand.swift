import ArgumentParser
import Scenarios

/// `tessera check FILE... [--format text|json]`: validates scenario files without a
/// terminal. Parses the arguments; ``ScenarioCheck`` does the work.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate scenario files and report every problem found.",
        discussion: """
            Reads each FILE and reports every problem it can find (up to \(ScenarioCheck.problemLimit) per \
            file), unknown keys included, one per line as FILE:LINE:COLUMN: error: PATH: MESSAGE, \
            the form editors jump to; a clean file prints FILE: ok. --format json prints one \
            array of {file, line, column, path, message} instead. Exits 1 when any file has a \
            problem.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("The scenario files (JSON).", valueName: "file"))
    var files: [String]

    @Option(name: .long, help: ArgumentHelp("Output format: text or json.", valueName: "format"))
    var format: Format = .text

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scenario file") }
    }

    func run() throws {
        let reports = files.map { ScenarioCheck.check(path: $0) }
        print(format == .json ? ScenarioCheck.json(reports) : ScenarioCheck.text(reports), terminator: "")
        if reports.contains(where: { !$0.isClean }) { throw ExitCode.failure }
    }
}
