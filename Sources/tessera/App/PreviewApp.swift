import Explorer
import PreviewSupport

/// `tessera preview` in the explorer: the first build, then the event loop with the
/// Swift files watched (``PreviewFiles``).
@MainActor
enum PreviewApp {
    /// Builds `request` and explores it; returns the exit status. A build that fails at
    /// the start opens the explorer on the problem panel and waits for a fixing save
    /// (quitting before one prints the errors and exits 1). Setup problems (no terminal,
    /// no compiler, the library missing) print one message and exit 1 before the screen
    /// is touched.
    static func run(request: PreviewBuild.Request, timeout: Double, memoryMB: Int) -> Int32 {
        let unicode = CursesScreen.prepareEnvironment()
        if let problem = TerminalPreflight.problem() {
            Session.printError(problem)
            return 1
        }
        do {
            _ = try PreviewToolchain.locate()
        } catch {
            error.messageLines.forEach(Session.printError)
            return 1
        }
        var files = PreviewFiles(request: request, timeout: timeout, memoryMB: memoryMB, now: 0)
        var firstFailure: PreviewFailure?
        var document: ExplorerDocument
        switch files.open() {
        case .success(let (opened, session)):
            document = opened
            files.adopt(session)
        case .failure(let failure):
            guard failure.kind != .setup else {
                failure.messageLines.forEach(Session.printError)
                return 1
            }
            firstFailure = failure
            document = DocumentSource.waiting(path: request.files.last ?? "preview")
        }
        var lastFailure: PreviewFailure?
        let status = Session.withScreen(unicode: unicode, animations: true) { screen, options in
            let size = screen.size
            let model = ExplorerModel(documents: [document], columns: size.columns, rows: size.rows, options: options)
            var loop = EventLoop(model: model, screen: screen)
            var watched = PreviewFiles(request: request, timeout: timeout, memoryMB: memoryMB, now: loop.now)
            if let session = files.session { watched.adopt(session) }
            loop.previewFiles = watched
            if let firstFailure {
                loop.model.showFileProblem(PreviewFiles.panel(firstFailure, shown: "nothing"))
            } else if let session = files.session {
                let built =
                    session.product.cached ? "from the cache" : "in \(PreviewFiles.seconds(session.product.seconds))"
                loop.model.notify("Built \(built); your code runs in its own process (log: \(session.process.logPath))")
            }
            loop.run()
            if loop.previewFiles?.session == nil { lastFailure = firstFailure }
            loop.previewFiles?.session?.stop()
            return loop.endingSignal
        } after: {
        }
        if let lastFailure {
            lastFailure.messageLines.forEach(Session.printError)
            return 1
        }
        return status
    }
}
