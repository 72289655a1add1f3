import ArgumentParser
import Headless

/// `tessera new FAMILY [FILE] [--force]`: writes a small, commented starting scenario.
/// Parses the arguments; ``ScenarioTemplate`` has the texts and does the writing.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a starting scenario for a layout family.",
        discussion: """
            FAMILY is one of: \(ScenarioTemplate.Family.allCases.map(\.rawValue).joined(separator: ", ")). \
            The scenario is small, valid, shows the family's main knobs under their UIKit names \
            and explains them in its "notes" key. Without FILE it is printed to standard \
            output; with FILE, what was written and how to open it is. An existing FILE is \
            never overwritten unless --force is given.
            """
    )

    @Argument(help: ArgumentHelp("The layout family.", valueName: "family"))
    var family: String

    @Argument(help: ArgumentHelp("Where to write the scenario (default: standard output).", valueName: "file"))
    var file: String?

    @Flag(name: .long, help: "Overwrite FILE if it exists.")
    var force = false

    func validate() throws {
        guard ScenarioTemplate.Family(rawValue: family) != nil else {
            let names = ScenarioTemplate.Family.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown family; expected one of: \(names)")
        }
    }

    func run() throws {
        guard let family = ScenarioTemplate.Family(rawValue: family) else { throw ExitCode.failure }
        guard let file else {
            print(ScenarioTemplate.text(for: family), terminator: "")
            return
        }
        do {
            try ScenarioTemplate.write(family, to: file, force: force)
        } catch {
            StandardError.writeLine(error.description)
            throw ExitCode.failure
        }
        print(ScenarioTemplate.confirmation(family, file: file))
    }
}
