import ArgumentParser
import Headless
import InertText
import Scenarios

/// `tessera render FILE [--columns C] [--rows R] [--offset Y] [--ascii] [--format F]`: the
/// frame the interactive app shows in its content area, printed as plain text (the
/// default: no escape codes, no terminal needed), as text with ANSI colours, or as an SVG
/// picture in points. Parses the arguments; ``FrameRendering`` draws.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one frame of a scenario as text, ANSI text or SVG.",
        discussion: """
            Draws what the interactive app shows in its content area for a terminal of the \
            given size: the viewport's width fills the columns (a cell is twice as tall as \
            wide), the content is scrolled to --offset along the layout's scroll axis (clamped \
            to the content), and every row is printed with trailing spaces trimmed. A bad file \
            prints one line 'error: FILE: PATH: PROBLEM' on standard error and exits 1. \
            --format ansi adds the app's colours and attributes as escape sequences (and a reset \
            at the end of every styled line); --format svg draws the whole layout as an SVG \
            picture in points, one rectangle per element with its title; with --columns, --rows \
            or --offset it draws that frame instead, clipped to it. The default frame is 80 \
            columns by 24 rows.
            """
    )

    @Argument(help: ArgumentHelp("The scenario file (JSON).", valueName: "file"))
    var file: String

    @Option(name: .long, help: ArgumentHelp("Width of the frame in columns (default 80).", valueName: "c"))
    var columns: Int?

    @Option(name: .long, help: ArgumentHelp("Height of the frame in rows (default 24).", valueName: "r"))
    var rows: Int?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "The content offset in points along the scroll axis (or X,Y). Default: 0.", valueName: "y"))
    var offset: String?

    @OptionGroup var strips: StripOffsetOption

    @Flag(name: .long, help: "Draw with ASCII characters only (+ - | # and ...).")
    var ascii = false

    @Option(
        name: .long,
        help: ArgumentHelp("Output: text (the default), ansi (with colours) or svg (a picture).", valueName: "format"))
    var format: FrameRendering.Format = .text

    func validate() throws {
        for (name, value) in [("--columns", columns ?? 80), ("--rows", rows ?? 24)]
        where !(1...FrameRendering.maximumSide).contains(value) {
            throw ValidationError("\(name) must be from 1 to \(FrameRendering.maximumSide), got \(value)")
        }
        do {
            _ = try strips.offsets()
        } catch {
            throw ValidationError(error.description)
        }
        if let offset {
            guard FrameRendering.RequestedOffset.parse(offset) != nil else {
                throw ValidationError(
                    "--offset: expected a number Y or two numbers X,Y, got \(InertText.quoted(offset))")
            }
        }
    }

    func run() throws {
        var loaded: LoadedScenario
        do {
            loaded = try LoadedScenario.load(path: file)
            try loaded.setStripOffsets(strips.offsets())
        } catch let error as DumpOptionError {
            StandardError.writeLine("error: \(error.description)")
            throw ExitCode.failure
        } catch {
            StandardError.writeLine("\(error)")
            throw ExitCode.failure
        }
        StandardError.writeWarnings(loaded.scenario.warnings)
        let requested = offset.flatMap { FrameRendering.RequestedOffset.parse($0) } ?? .zero
        let whole = format == .svg && columns == nil && rows == nil && offset == nil
        let output =
            whole
            ? FrameRendering.wholeSVG(loaded)
            : FrameRendering.output(
                loaded, format: format, columns: columns ?? 80, rows: rows ?? 24, offset: requested, ascii: ascii)
        print(output, terminator: output.hasSuffix("\n") ? "" : "\n")
    }
}

extension FrameRendering.Format: ExpressibleByArgument {}
