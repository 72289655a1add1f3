import ArgumentParser
import Scenarios

/// `tessera diff OLD.json NEW.json`: the batch update between two scenarios' section and
/// item identifiers, as JSON.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the batch update between two scenarios as JSON.",
        discussion: """
            Matches sections and items by id and prints one UIKit-style batch: \
            deletedSections, insertedSections, movedSections, deletedItems, insertedItems, \
            movedItems, reloadedItems. Deletes and move sources are in OLD's coordinates, \
            inserts and move targets in NEW's; an index path is [section, item]. Moves are \
            minimal; nothing is listed inside inserted or deleted sections; an item whose \
            title or size changed is reloaded. A bad file prints one line \
            'error: FILE: PATH: PROBLEM' on standard error and exits 1.
            """
    )

    @Argument(help: ArgumentHelp("The scenario before the change (JSON).", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The scenario after the change (JSON).", valueName: "new"))
    var new: String

    func run() throws {
        let scenarios: (old: Scenario, new: Scenario)
        do {
            scenarios = try ScenarioDiff.load(oldPath: old, newPath: new)
        } catch {
            StandardError.writeLine(error.description)
            throw ExitCode.failure
        }
        StandardError.writeWarnings(scenarios.old.warnings + scenarios.new.warnings)
        // Written as it is produced, in 64 KiB chunks: a batch of millions of changes is
        // never one string.
        var out = ChunkedOutput(sink: StandardOutput.write)
        ScenarioDiff.write(ScenarioDiff.diff(from: scenarios.old, to: scenarios.new).batch, to: &out)
        out.finish()
    }
}
