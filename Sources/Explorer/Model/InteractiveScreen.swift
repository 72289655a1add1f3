import TerminalCanvas

/// What the terminal's event loop drives: one explorer (``ExplorerModel``) or two side
/// by side (``CompareModel``). Everything is a function of the events and the clock
/// value given, so tests drive both exactly as the terminal does.
public protocol InteractiveScreen: Sendable {
    /// Applies one input event at time `now` (seconds).
    mutating func handle(_ event: InputEvent, now: Double)
    /// Advances animations (and the tour) to `now`; true when the screen changed.
    mutating func tick(now: Double) -> Bool
    /// When the loop must wake up next without input, or `nil` to sleep until input: the
    /// one animation clock (``ExplorerModel/nextDeadline(after:)``), never before `now`.
    func nextDeadline(after now: Double) -> Double?
    /// The whole screen at `now`.
    func compose(now: Double) -> CellGrid
    /// Set when the user asked to quit.
    var shouldQuit: Bool { get }
    /// Whether the terminal should report the mouse.
    var mouseCapture: Bool { get }
    /// Set by Ctrl-L; the backend repaints once and clears it.
    var repaintRequested: Bool { get set }
    /// How many scenario files are on screen (each one can be watched).
    var paneCount: Int { get }
    /// Replaces pane `pane`'s document with a new version of its file (see
    /// ``ExplorerModel/reload(_:now:)``).
    mutating func reload(pane: Int, with document: ExplorerDocument, now: Double)
    /// Shows or clears the problem with pane `pane`'s file.
    mutating func showFileProblem(_ problem: FileProblem?, pane: Int)
    /// Shows a one-line notice in pane `pane`'s footer until the next key.
    mutating func notify(_ text: String, pane: Int)
    /// The pictures the `P` key asked for (``PictureRequest``), by pane, cleared: the app
    /// writes them and reports each with ``notify(_:pane:)``.
    mutating func takePictureRequests() -> [PanePicture]
}

/// A picture to save, and the pane whose footer reports it.
public struct PanePicture: Sendable {
    /// The pane (0 when there is one).
    public var pane: Int
    /// What to save.
    public var request: PictureRequest
}

extension ExplorerModel: InteractiveScreen {
    public var paneCount: Int { 1 }

    public mutating func takePictureRequests() -> [PanePicture] {
        takePictureRequest().map { [PanePicture(pane: 0, request: $0)] } ?? []
    }

    public func compose(now: Double) -> CellGrid { ScreenComposer().compose(self, now: now) }

    public mutating func reload(pane: Int, with document: ExplorerDocument, now: Double) {
        reload(document, now: now)
    }

    public mutating func showFileProblem(_ problem: FileProblem?, pane: Int) {
        showFileProblem(problem)
    }

    public mutating func notify(_ text: String, pane: Int) {
        notify(text)
    }
}
