import ArgumentParser
import CollectionLayout
import Scenarios
import TerminalCanvas

/// `tessera render FILE [--columns C] [--rows R] [--offset Y] [--ascii]`: the frame the
/// interactive app shows in its content area, printed as plain text (no escape codes,
/// no terminal needed).
///
/// The picture is drawn by the same call the app makes each frame,
/// ``Canvas/render(_:title:backgroundColorName:)``, on a canvas whose scale fits the
/// scenario's viewport width into the columns and whose offset is clamped to the
/// scroll range, as the app clamps it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one frame of a scenario as text.",
        discussion: """
            Draws what the interactive app shows in its content area for a terminal of the \
            given size: the viewport's width fills the columns (a cell is twice as tall as \
            wide), the content is scrolled to --offset along the layout's scroll axis (clamped \
            to the content), and every row is printed with trailing spaces trimmed. A bad file \
            prints one line 'error: FILE: PATH: PROBLEM' on standard error and exits 1.
            """
    )

    /// The largest accepted grid side: far beyond any terminal, small enough that a
    /// typo cannot ask for gigabytes.
    static let maximumSide = 1_000

    @Argument(help: ArgumentHelp("The scenario file (JSON).", valueName: "file"))
    var file: String

    @Option(name: .long, help: ArgumentHelp("Width of the frame in columns.", valueName: "c"))
    var columns: Int = 80

    @Option(name: .long, help: ArgumentHelp("Height of the frame in rows.", valueName: "r"))
    var rows: Int = 24

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            "The content offset in points along the scroll axis (or X,Y). Default: 0.", valueName: "y"))
    var offset: String?

    @Flag(name: .long, help: "Draw with ASCII characters only (+ - | # and ...).")
    var ascii = false

    func validate() throws {
        for (name, value) in [("--columns", columns), ("--rows", rows)] where !(1...Self.maximumSide).contains(value) {
            throw ValidationError("\(name) must be from 1 to \(Self.maximumSide), got \(value)")
        }
        if let offset {
            guard Self.parseOffset(offset) != nil else {
                throw ValidationError("--offset: expected a number Y or two numbers X,Y, got \"\(offset)\"")
            }
        }
    }

    func run() throws {
        let loaded: LoadedScenario
        do {
            loaded = try LoadedScenario.load(path: file)
        } catch {
            StandardError.writeLine(error.description)
            throw ExitCode.failure
        }
        let glyphSet: GlyphSet = ascii ? .ascii : .unicode
        let requested = offset.flatMap { Self.parseOffset($0) } ?? .zero
        let contentOffset = Self.contentOffset(requested, axis: loaded.layout.scrollAxis)
        let grid = Canvas(
            columns: columns, rows: rows, viewportWidth: loaded.containerSize.width,
            contentOffset: contentOffset, glyphSet: glyphSet
        )
        .clamped(to: loaded.layout.contentSize)
        .render(loaded.layout, title: loaded.title(for:), backgroundColorName: loaded.backgroundColorName(for:))
        print(grid.text(glyphs: glyphSet))
    }

    /// What `--offset` says: one number (along the scroll axis) or `X,Y`.
    enum RequestedOffset: Equatable {
        case alongScrollAxis(Double)
        case point(Point)
    }

    /// The content offset for `requested` on a layout scrolling along `axis`.
    static func contentOffset(_ requested: RequestedOffset, axis: Axis) -> Point {
        switch requested {
        case .point(let point):
            return point
        case .alongScrollAxis(let value):
            return axis == .vertical ? Point(x: 0, y: value) : Point(x: value, y: 0)
        }
    }

    /// Parses `Y` or `X,Y` (plain finite decimal numbers), or `nil`.
    static func parseOffset(_ text: String) -> RequestedOffset? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { part -> Double? in
            let trimmed = part.filter { $0 != " " }
            guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }),
                let value = Double(trimmed), value.isFinite
            else { return nil }
            return value
        }
        guard values.count == parts.count else { return nil }
        switch values.count {
        case 1: return .alongScrollAxis(values[0])
        case 2: return .point(Point(x: values[0], y: values[1]))
        default: return nil
        }
    }
}

extension RenderCommand.RequestedOffset {
    /// Zero along the scroll axis.
    static let zero = RenderCommand.RequestedOffset.alongScrollAxis(0)
}
