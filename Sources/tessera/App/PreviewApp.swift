import Explorer
import Glibc
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
        // Before the screen opens (the first build and run): a progress line on standard
        // error while the user's code has not answered; Ctrl-C ends it all (the terminal is
        // not raw yet, and the child ends itself when the explorer goes).
        PreviewProcess.whileWaiting = { seconds, doing in
            let shown = Double(Int(seconds * 10)) / 10
            MainActor.assumeIsolated {
                progress("Running your code (\(doing)): \(shown) s of \(timeout) s (Ctrl-C: stop)")
            }
            return false
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
        PreviewProcess.whileWaiting = nil
        progress(nil)
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
            PreviewProcess.whileWaiting = { seconds, doing in
                MainActor.assumeIsolated { busy(screen: screen, seconds: seconds, doing: doing, timeout: timeout) }
            }
            defer { PreviewProcess.whileWaiting = nil }
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

    /// Rewrites standard error's last line with `text` (nothing when it is not a terminal);
    /// `nil` clears it when something was written.
    static func progress(_ text: String?) {
        guard isatty(2) != 0 else { return }
        if text != nil { progressShown = true } else if !progressShown { return }
        var bytes = Array(("\r\u{1B}[K" + (text ?? "")).utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
    private static var progressShown = false

    /// While the user's code has not answered: a busy line on the bottom row, and the keys
    /// typed meanwhile; `Esc` or `s` stops the layout (the problem panel then says so and
    /// waits for the fixing save), `q` or Ctrl-C stops it and quits. Other keys are dropped.
    static func busy(screen: CursesScreen, seconds: Double, doing: String, timeout: Double) -> Bool {
        let shown = Double(Int(seconds * 10)) / 10
        screen.showBusyLine(
            " Running your code (\(doing)): \(shown) s of \(timeout) s · Esc: stop it · q: stop and quit ")
        for event in screen.readPending() {
            switch event {
            case .key(.escape), .key(.character("s")): return true
            case .key(.character("q")), .key(.ctrl("c")):
                screen.queueQuit()
                return true
            default: continue
            }
        }
        return false
    }
}
