import Explorer
import PreviewSupport
import Scenarios

/// The Swift files of a `tessera preview` session: polls their ``FileWatcher``s, and on a
/// save rebuilds (cached by content) and restarts the preview process, reloading the
/// explorer where it was (``InteractiveScreen/reload(pane:with:now:)`` keeps the scroll
/// position and focus). A compile error shows its `FILE:LINE:COLUMN: error:` lines in the
/// problem panel over the last good layout; a child that crashes, hangs or runs out of
/// memory shows what happened and waits for the fixing save. The app never exits because
/// of the user's code.
@MainActor
struct PreviewFiles {
    let request: PreviewBuild.Request
    let timeout: Double
    let memoryMB: Int
    private var watchers: [FileWatcher]
    /// The session on screen (`nil` until a build succeeds).
    private(set) var session: PreviewSession?
    /// The session replaced by the last reload, kept alive until the next one so the
    /// explorer's transition can still ask it for frames.
    private var previous: PreviewSession?
    /// True once the current session's failure is on screen.
    private var failureShown = false

    init(request: PreviewBuild.Request, timeout: Double, memoryMB: Int, now: Double) {
        self.request = request
        self.timeout = timeout
        self.memoryMB = memoryMB
        watchers = request.files.map { FileWatcher(path: $0, now: now) }
    }

    /// The next moment a watcher wants to look.
    var nextCheck: Double? { watchers.map(\.nextCheck).min() }

    /// Builds and starts the preview; the document to show, or the failure.
    func open() -> Result<(ExplorerDocument, PreviewSession), PreviewFailure> {
        let session: PreviewSession
        do {
            session = try PreviewSession(request, timeout: timeout, memoryMB: memoryMB)
        } catch {
            return .failure(error)
        }
        do {
            let loaded = try PreviewScenario.load(session: session, file: request.files.last ?? "preview")
            var document = DocumentSource.document(loaded: loaded)
            document.sourceFile = request.files.last
            return .success((document, session))
        } catch {
            let failure = session.failure ?? PreviewFailure(.layout, error.description)
            session.stop()
            return .failure(failure)
        }
    }

    /// Adopts `session` as the one on screen.
    mutating func adopt(_ session: PreviewSession) {
        previous?.stop()
        previous = self.session
        self.session = session
        failureShown = false
    }

    /// Looks at the files (rebuilding on a save) and at the running child (showing its
    /// failure once). Returns true when the screen may have changed.
    mutating func poll<Model: InteractiveScreen>(into model: inout Model, now: Double) -> Bool {
        var changed = false
        if let failure = session?.failure, !failureShown {
            failureShown = true
            model.showFileProblem(Self.panel(failure, shown: "the last frame"), pane: 0)
            changed = true
        }
        var saved = false
        for i in watchers.indices {
            if case .changed = watchers[i].poll(now: now) { saved = true }
        }
        guard saved else { return changed }
        model.notify("Building \(request.files.count == 1 ? request.files[0] : "the preview")...", pane: 0)
        switch open() {
        case .failure(let failure):
            model.showFileProblem(Self.panel(failure, shown: "the last good layout"), pane: 0)
        case .success(let (document, session)):
            adopt(session)
            model.reload(pane: 0, with: document, now: now)
            let built = session.product.cached ? "from the cache" : "in \(Self.seconds(session.product.seconds))"
            model.notify("Rebuilt \(built) and reloaded", pane: 0)
        }
        return true
    }

    /// The problem panel for a failure.
    static func panel(_ failure: PreviewFailure, shown: String) -> FileProblem {
        let title: String
        switch failure.kind {
        case .compile: title = "\(failure.summary); showing \(shown) until a save fixes it"
        case .process, .layout: title = "the preview stopped; showing \(shown) until a save fixes it"
        case .setup: title = failure.summary
        }
        let lines = failure.kind == .compile ? failure.lines : [failure.summary] + failure.lines
        return FileProblem(title: title, lines: lines)
    }

    static func seconds(_ s: Double) -> String {
        let tenths = Int((s * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
