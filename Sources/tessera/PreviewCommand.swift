import ArgumentParser
import Headless
import InertText
import PreviewSupport
import Scenarios

/// `tessera preview FILE.swift... [--entry NAME] [--swift-version 6] [--dump | --render]`:
/// the user's own UIKit layout, built against TesseraUIKit and run in its own process,
/// in the explorer or printed as `dump` and `render` print a scenario. See Docs/preview.md.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Build your own UIKit layout code and explore it (or --dump / --render it).",
        discussion: """
            The files are your layout file(s), unchanged apart from `import TesseraUIKit` in \
            place of `import UIKit`, plus a file with a top-level `func preview() -> \
            UICollectionView` (another name with --entry) that builds the collection view with \
            its layout and data source, as viewDidLoad would. They are compiled with swiftc \
            (Swift 5 language mode unless --swift-version 6; builds are cached under \
            $XDG_CACHE_HOME/tessera/preview) and run in a child process: a crash, a hang \
            (--timeout) or a runaway allocation (--memory) is reported, never fatal. What the \
            code prints goes to a log, never into the output.

            Without --dump or --render the explorer opens; each save of a file rebuilds and \
            reloads where you were, and a compile error shows as FILE:LINE:COLUMN: error: \
            lines in the problem panel until a save fixes it. --dump prints what `tessera \
            dump` prints (with --rect, --offset X,Y, --width, --items); --render what \
            `tessera render` prints (with --columns, --rows, --offset, --ascii, --format). A \
            file that does not compile, or a layout that fails, prints its error on standard \
            error and exits 1.
            """
    )

    @Argument(help: ArgumentHelp("Your Swift files.", valueName: "file.swift"))
    var files: [String]

    @Option(help: ArgumentHelp("The entry function: func NAME() -> UICollectionView.", valueName: "name"))
    var entry = "preview"

    @Option(name: .customLong("swift-version"), help: ArgumentHelp("Swift language mode: 5 or 6.", valueName: "n"))
    var swiftVersion = 5

    @Flag(help: "Print the layout's attributes as JSON, as `tessera dump` does.")
    var dump = false

    @Flag(help: "Print one frame as text, as `tessera render` does.")
    var render = false

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("--dump: only the elements intersecting this rectangle.", valueName: "x,y,w,h"))
    var rect: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("The content offset (--dump: X,Y; --render: Y or X,Y).", valueName: "offset"))
    var offset: String?

    @Option(name: .long, help: ArgumentHelp("--dump: replace the viewport width.", valueName: "w"))
    var width: String?

    @Flag(name: .long, help: "--dump: give each cell its item's id and title.")
    var items = false

    @Option(name: .long, help: ArgumentHelp("--render: width in columns.", valueName: "c"))
    var columns: Int = 80

    @Option(name: .long, help: ArgumentHelp("--render: height in rows.", valueName: "r"))
    var rows: Int = 24

    @Flag(name: .long, help: "--render: ASCII characters only.")
    var ascii = false

    @Option(name: .long, help: ArgumentHelp("--render: text, ansi or svg.", valueName: "format"))
    var format: FrameRendering.Format = .text

    @Option(help: ArgumentHelp("Seconds each call into your code may take. Default: 10.", valueName: "s"))
    var timeout: Double = PreviewProcess.defaultTimeout

    @Option(help: ArgumentHelp("Memory cap of your code's process in MiB. Default: 4096.", valueName: "mb"))
    var memory: Int = PreviewProcess.defaultMemoryMB

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one Swift file") }
        guard [5, 6].contains(swiftVersion) else { throw ValidationError("--swift-version must be 5 or 6") }
        guard !(dump && render) else { throw ValidationError("--dump and --render cannot be combined") }
        guard PreviewBuild.isValidEntry(entry) else {
            throw ValidationError("--entry: \(InertText.quoted(entry)) is not a Swift function name")
        }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout must be a number > 0") }
        guard memory >= 64 else { throw ValidationError("--memory must be at least 64 (MiB)") }
        if dump {
            do { _ = try dumpOptions() } catch { throw ValidationError(error.description) }
        }
        if render {
            for (name, value) in [("--columns", columns), ("--rows", rows)]
            where !(1...FrameRendering.maximumSide).contains(value) {
                throw ValidationError("\(name) must be from 1 to \(FrameRendering.maximumSide), got \(value)")
            }
            if let offset, FrameRendering.RequestedOffset.parse(offset) == nil {
                throw ValidationError(
                    "--offset: expected a number Y or two numbers X,Y, got \(InertText.quoted(offset))")
            }
        }
    }

    func dumpOptions() throws(DumpOptionError) -> DumpOptions {
        var options = DumpOptions(items: items)
        if let rect { options.rect = try DumpOptions.parseRect(rect) }
        if let offset { options.contentOffset = try DumpOptions.parseOffset(offset) }
        if let width { options.width = try DumpOptions.parseWidth(width) }
        return options
    }

    var request: PreviewBuild.Request {
        PreviewBuild.Request(files: files, entry: entry, swiftVersion: swiftVersion)
    }

    func run() throws {
        guard dump || render else {
            let status = MainActor.assumeIsolated { () -> Int32 in
                PreviewApp.run(request: request, timeout: timeout, memoryMB: memory)
            }
            if status != 0 { throw ExitCode(status) }
            return
        }
        let output: String
        do {
            output = try headless()
        } catch {
            error.messageLines.forEach(StandardError.writeLine)
            throw ExitCode.failure
        }
        StandardOutput.write(Array(output.utf8))
    }

    /// The dump or the frame, or the failure (a build, the child, the layout).
    func headless() throws(PreviewFailure) -> String {
        let session = try PreviewSession(request, timeout: timeout, memoryMB: memory)
        defer { session.stop() }
        let file = files.last ?? "preview"
        let loaded: LoadedScenario
        do {
            let width = dump ? (try? dumpOptions())?.width : nil
            loaded = try PreviewScenario.load(session: session, file: file, width: width)
        } catch {
            throw session.failure ?? PreviewFailure(.layout, error.description)
        }
        var out = ""
        if dump {
            do {
                try ScenarioDump.write(of: loaded, options: try dumpOptions(), to: &out)
            } catch let error as ScenarioError {
                throw session.failure ?? PreviewFailure(.layout, error.description)
            } catch {
                throw PreviewFailure(.layout, "\(error)")
            }
        } else {
            let requested = offset.flatMap { FrameRendering.RequestedOffset.parse($0) } ?? .zero
            out = FrameRendering.output(
                loaded, format: format, columns: columns, rows: rows, offset: requested, ascii: ascii)
            if !out.hasSuffix("\n") { out += "\n" }
        }
        if let failure = session.failure { throw failure }
        return out
    }
}
