import ArgumentParser
import Scenarios

/// `tessera dump FILE [--rect X,Y,W,H] [--offset X,Y] [--width W]`: the prepared
/// layout's attributes as JSON (the contract in Docs/scenario-format.md).
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a scenario's layout attributes as JSON.",
        discussion: """
            Prints one JSON object: the content size and the elements (cells in index-path \
            order, then supplementary views, then decorations). With --rect, only the elements \
            whose frames intersect that rectangle (touching edges do not count). A bad file \
            prints one line 'error: FILE: PATH: PROBLEM' on standard error and exits 1.
            """
    )

    @Argument(help: ArgumentHelp("The scenario file (JSON).", valueName: "file"))
    var file: String

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "Only the elements intersecting this rectangle, in points.", valueName: "x,y,w,h"))
    var rect: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "The content offset to query at (pinned headers, scroll effects). Default: 0,0.",
            valueName: "x,y"))
    var offset: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Replace the viewport width (a rotation), in points.", valueName: "w"))
    var width: String?

    @Flag(name: .long, help: "Give each cell its item's id and title.")
    var items = false

    @OptionGroup var strips: StripOffsetOption

    /// The parsed flag values.
    func options() throws(DumpOptionError) -> DumpOptions {
        var options = DumpOptions(items: items)
        if let rect { options.rect = try DumpOptions.parseRect(rect) }
        if let offset { options.contentOffset = try DumpOptions.parseOffset(offset) }
        if let width { options.width = try DumpOptions.parseWidth(width) }
        for (section, offset) in try strips.offsets() { options.stripOffsets[section] = offset }
        return options
    }

    func validate() throws {
        do {
            _ = try options()
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        var out = ChunkedOutput(sink: StandardOutput.write)
        do {
            let options = try options()
            var loaded = try LoadedScenario.load(path: file, width: options.width)
            try loaded.setStripOffsets(options.stripOffsets)
            StandardError.writeWarnings(loaded.scenario.warnings)
            try ScenarioDump.write(of: loaded, options: options, to: &out)
        } catch let error as ScenarioError {
            StandardError.writeLine(error.description)
            throw ExitCode.failure
        }
        out.finish()
    }
}
