import Explorer
import Glibc

/// One interactive session, from the checks to the restored terminal.
@MainActor
enum Session {
    /// Runs the explorer on `files` (or the demos when there are none); returns the process
    /// exit status. Every refusal happens before the screen is touched, as one line on
    /// standard error. With `watch` and one file, saves of the file reload it.
    static func run(files: [String], tour: Bool, animations: Bool, watch: Bool) -> Int32 {
        let unicode = CursesScreen.prepareEnvironment()
        if let problem = TerminalPreflight.problem() {
            printError(problem)
            return 1
        }
        let opened: DocumentSource.Opened
        // A watched file that does not load yet: the problem panel until a save fixes it.
        var firstProblem: (line: String, panel: FileProblem)?
        switch DocumentSource.load(files: files) {
        case .success(let o): opened = o
        case .failure(let error):
            guard watch, files.count == 1, let panel = LiveFiles.firstOpenProblem(path: files[0]) else {
                printError(error.message)
                return 1
            }
            opened = DocumentSource.Opened(documents: [DocumentSource.waiting(path: files[0])])
            firstProblem = (error.message, panel)
        }
        let warnings = opened.warnings
        var neverLoaded = false
        let status = withScreen(unicode: unicode, animations: animations) { screen, options in
            let size = screen.size
            let model = ExplorerModel(
                documents: opened.documents, columns: size.columns, rows: size.rows, options: options)
            var loop = EventLoop(model: model, screen: screen)
            if files.count == 1, watch { loop.files = LiveFiles(paths: files, now: loop.now) }
            if tour || files.isEmpty {
                loop.model.startTour(now: loop.now)
            }
            if let notice = opened.notice { loop.model.notify(notice) }
            if let notice = warningNotice(warnings) { loop.model.notify(notice) }
            if let firstProblem { loop.model.showFileProblem(firstProblem.panel) }
            if let crash = getenv("TESSERA_TEST_CRASH"), crash.pointee != 0 {
                // For the end-to-end tests: prove that a crash restores the terminal.
                loop.draw()
                fatalError("TESSERA_TEST_CRASH is set: crashing on purpose after the first frame")
            }
            loop.run()
            neverLoaded =
                firstProblem != nil && loop.model.fileProblem != nil && loop.model.document.data?.sections == []
            return loop.endingSignal
        } after: {
            warnings.forEach(printError)
        }
        // Quit before the file ever loaded: the error it has now (or had), and status 1.
        if neverLoaded, let firstProblem {
            if case .failure(let error) = DocumentSource.load(file: files[0]) {
                printError(error.message)
            } else {
                printError(firstProblem.line)
            }
            return 1
        }
        return status
    }

    /// Runs two scenarios side by side (`tessera compare`); returns the exit status.
    static func compare(left: String, right: String, animations: Bool, watch: Bool) -> Int32 {
        let unicode = CursesScreen.prepareEnvironment()
        if let problem = TerminalPreflight.problem() {
            printError(problem)
            return 1
        }
        var documents: [ExplorerDocument] = []
        var warnings: [[String]] = []
        for path in [left, right] {
            switch DocumentSource.load(file: path) {
            case .success(let o):
                documents += o.documents
                warnings.append(o.warnings)
            case .failure(let error):
                printError(error.message)
                return 1
            }
        }
        return withScreen(unicode: unicode, animations: animations) { screen, options in
            let size = screen.size
            let model = CompareModel(
                left: documents[0], right: documents[1], titles: (left, right), columns: size.columns,
                rows: size.rows, options: options)
            var loop = EventLoop(model: model, screen: screen)
            if watch { loop.files = LiveFiles(paths: [left, right], now: loop.now) }
            for (pane, lines) in warnings.enumerated() {
                if let notice = warningNotice(lines) { loop.model.notify(notice, pane: pane) }
            }
            loop.run()
            return loop.endingSignal
        } after: {
            warnings.joined().forEach(printError)
        }
    }

    /// Starts the screen, runs `body`, restores the terminal, runs `after`, and ends the
    /// process by the signal that ended the loop, if one did.
    static func withScreen(
        unicode: Bool, animations: Bool, _ body: (CursesScreen, ExplorerModel.Options) -> Int32?, after: () -> Void
    ) -> Int32 {
        let screen = CursesScreen()
        if let problem = screen.start(unicode: unicode, mouse: true) {
            printError(problem)
            return 1
        }
        // The body returns the terminating signal that ended the loop, if any: the process
        // dies of it once the terminal is restored (Docs/terminal.md, "Signals").
        let ending = body(screen, ExplorerModel.Options(animations: animations, glyphs: unicode ? .unicode : .ascii))
        screen.stop()
        after()
        if let signal = ending { TerminalSignals.terminate(by: signal) }
        TerminalSignals.uninstall()
        return 0
    }

    /// The footer notice for a file's unknown-key warnings: the first, and how many more
    /// (all of them are printed on standard error when the session ends).
    static func warningNotice(_ warnings: [String]) -> String? {
        guard let first = warnings.first else { return nil }
        return warnings.count > 1 ? first + " (+\(warnings.count - 1) more)" : first
    }

    /// False when TESSERA_ANIMATIONS turns animations off (0, no, off, false, none).
    static func animationsAllowedByEnvironment() -> Bool {
        guard let raw = getenv("TESSERA_ANIMATIONS") else { return true }
        let value = String(cString: raw).lowercased()
        return !["0", "no", "off", "false", "none"].contains(value)
    }

    /// Writes one line to standard error (inert, see ``StandardError``).
    static func printError(_ message: String) {
        StandardError.writeLine(message)
    }
}
