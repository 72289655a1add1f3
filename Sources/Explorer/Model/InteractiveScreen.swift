import TerminalCanvas

/// What the terminal's event loop drives: one explorer (``ExplorerModel``) or two side
/// by side (``CompareModel``). Everything is a function of the events and the clock
/// value given, so tests drive both exactly as the terminal does.
public protocol InteractiveScreen: Sendable {
    /// Applies one input event at time `now` (seconds).
    mutating func handle(_ event: InputEvent, now: Double)
    /// Advances animations (and the tour) to `now`; true when the screen changed.
    mutating func tick(now: Double) -> Bool
    /// When the loop must wake up next without input, or `nil` to sleep until input.
    func wakeDeadline(after now: Double) -> Double?
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

    /// When to wake up next: the model's deadline, except that while an animation runs
    /// its frames sit on a fixed clock counted from its start (the duration split into
    /// equal steps no shorter than 1 / ``framesPerSecond``, the last one exactly at its
    /// end). "One frame from now" let the time spent drawing add up, so the final frame
    /// landed late (260-300 ms for a 250 ms animation). A tour step due earlier still
    /// comes first.
    public func wakeDeadline(after now: Double) -> Double? {
        let modelDeadline = nextDeadline(after: now)
        guard let transition, transition.duration > 0, !transition.isFinished(at: now) else {
            return modelDeadline
        }
        let steps = max(1, (transition.duration * Self.framesPerSecond).rounded(.down))
        let step = transition.duration / steps
        let done = max(0, ((now - transition.start) / step).rounded(.down))
        let frame = max(now, min(transition.start + transition.duration, transition.start + (done + 1) * step))
        guard let tourStep = tour?.nextTime else { return frame }
        return min(frame, max(now, tourStep))
    }
}
