import Explorer
import Glibc

/// One interactive session, from the checks to the restored terminal.
@MainActor
enum Session {
    /// Runs the explorer; returns the process exit status. Every refusal happens before
    /// the screen is touched, as one line on standard error.
    static func run(files: [String], tour: Bool, animations: Bool) -> Int32 {
        let unicode = CursesScreen.prepareEnvironment()
        if let problem = TerminalPreflight.problem() {
            printError(problem)
            return 1
        }
        let opened: DocumentSource.Opened
        switch DocumentSource.load(files: files) {
        case .success(let o): opened = o
        case .failure(let error):
            printError(error.message)
            return 1
        }
        let screen = CursesScreen()
        if let problem = screen.start(unicode: unicode, mouse: true) {
            printError(problem)
            return 1
        }
        let size = screen.size
        let options = ExplorerModel.Options(animations: animations, glyphs: unicode ? .unicode : .ascii)
        let model = ExplorerModel(documents: opened.documents, columns: size.columns, rows: size.rows, options: options)
        var loop = EventLoop(model: model, screen: screen, composer: ScreenComposer())
        if tour || files.isEmpty {
            loop.model.startTour(now: loop.now)
        }
        if let notice = opened.notice { loop.model.notify(notice) }
        if let crash = getenv("TESSERA_TEST_CRASH"), crash.pointee != 0 {
            // For the end-to-end tests: prove that a crash restores the terminal.
            loop.draw()
            fatalError("TESSERA_TEST_CRASH is set: crashing on purpose after the first frame")
        }
        loop.run()
        screen.stop()
        return 0
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
