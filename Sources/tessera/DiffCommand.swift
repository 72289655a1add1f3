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
        do {
            let (text, warnings) = try ScenarioDiff.textAndWarnings(oldPath: old, newPath: new)
            StandardError.writeWarnings(warnings)
            print(text, terminator: "")
        } catch {
            StandardError.writeLine(error.description)
            throw ExitCode.failure
        }
    }
}
