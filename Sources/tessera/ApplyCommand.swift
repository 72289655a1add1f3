import ArgumentParser
import Scenarios

/// `tessera apply FILE.json BATCH.json`: a hand-written batch update applied to a scenario,
/// checked with UIKit's rules; prints the resulting attributes as `dump` does.
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply a batch update to a scenario and print the resulting layout as JSON.",
        discussion: """
            BATCH is the JSON 'tessera diff' prints (deletedSections, insertedSections, \
            movedSections, reloadedSections, deletedItems, insertedItems, movedItems, \
            reloadedItems; an index path is [section, item]), optionally with newItemCounts, \
            the item count of every section after the batch, as a data source would report \
            it (default: the counts the batch implies). A batch UIKit rejects prints one line \
            naming the rule and exits 1; otherwise the output is what 'tessera dump' prints \
            for the data after the batch.
            """
    )

    @Argument(help: ArgumentHelp("The scenario file (JSON).", valueName: "file"))
    var file: String

    @Argument(help: ArgumentHelp("The batch update (JSON, as 'tessera diff' prints).", valueName: "batch"))
    var batch: String

    @Flag(name: .long, help: "Give each cell its item's id and title, to see where the items went.")
    var items = false

    func run() throws {
        do {
            let options = DumpOptions(items: items)
            let (text, warnings) = try BatchApplication.textAndWarnings(
                scenarioPath: file, batchPath: batch, options: options)
            StandardError.writeWarnings(warnings)
            print(text, terminator: "")
        } catch {
            StandardError.writeLine(error.description)
            throw ExitCode.failure
        }
    }
}
