import Explorer
import Glibc
import Scenarios

/// The watched scenario files of a session, one per pane: polls their
/// ``FileWatcher``s and turns each save into a reload (``InteractiveScreen/reload(pane:with:now:)``),
/// each bad save into a ``FileProblem`` over the last good layout, and a deleted file
/// into a notice until it comes back. The app never exits because of a file.
@MainActor
struct LiveFiles {
    /// Per pane, its watcher (`nil`: not watched).
    private var watchers: [FileWatcher?]

    /// Watches `paths` (pane by pane) from `now`; an empty list watches nothing.
    init(paths: [String], now: Double) {
        watchers = paths.map { FileWatcher(path: $0, now: now) }
    }

    /// The next moment a watcher wants to look, or `nil` when nothing is watched.
    var nextCheck: Double? { watchers.compactMap { $0?.nextCheck }.min() }

    /// Looks at every file that is due and applies what changed to `model`. Returns
    /// true when the screen may have changed.
    mutating func poll<Model: InteractiveScreen>(into model: inout Model, now: Double) -> Bool {
        var changed = false
        for pane in watchers.indices {
            guard var watcher = watchers[pane] else { continue }
            let change = watcher.poll(now: now)
            watchers[pane] = watcher
            guard let change else { continue }
            changed = true
            apply(change, path: watcher.path, pane: pane, to: &model, now: now)
        }
        return changed
    }

    /// The panel for a file that does not load: its problems, one per line, and what the
    /// screen shows meanwhile (`shown`).
    static func problem(path: String, report: ScenarioCheck.Report, shown: String) -> FileProblem {
        // Every problem `tessera check` counts, unknown keys included, in file order.
        let problems = report.problems
        let count = problems.count
        return FileProblem(
            title: "\(path): \(count) problem\(count == 1 ? "" : "s"), showing \(shown)",
            lines: problems.map(ScenarioCheck.line))
    }

    /// The panel for a watched file that does not load when the session starts, or `nil`
    /// when the session should refuse it instead (one line, exit 1): only a regular file
    /// is waited for, since a save can fix it (a missing file, a directory, a FIFO or a
    /// device cannot become a scenario by saving).
    static func firstOpenProblem(path: String) -> FileProblem? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let report = ScenarioCheck.check(path: path)
        guard report.loaded == nil else { return nil }
        return problem(path: path, report: report, shown: "nothing until a save fixes it")
    }

    private func apply<Model: InteractiveScreen>(
        _ change: FileChangeDetector<FileWatcher.Signature>.Change, path: String, pane: Int, to model: inout Model,
        now: Double
    ) {
        let name = Scenario.defaultName(forFile: path)
        switch change {
        case .deleted:
            model.showFileProblem(
                FileProblem(
                    title: "\(path) was deleted",
                    lines: ["The last good layout stays on screen; it reloads when the file is back."]),
                pane: pane)
        case .changed:
            let report = ScenarioCheck.check(path: path)
            guard let loaded = report.loaded else {
                model.showFileProblem(
                    Self.problem(path: path, report: report, shown: "the last good layout"), pane: pane)
                // The panel lists the file's problems as they are now; a footer notice
                // about an earlier version of the file (an unknown key since fixed) goes.
                model.notify("", pane: pane)
                return
            }
            // The notice first: the reload adds to it when it resets a live change.
            if let first = report.warnings.first {
                let more = report.warnings.count > 1 ? " (+\(report.warnings.count - 1) more)" : ""
                model.notify(first.warningDescription + more, pane: pane)
            } else {
                model.notify("Reloaded \(name)", pane: pane)
            }
            model.reload(pane: pane, with: DocumentSource.document(loaded: loaded), now: now)
        }
    }
}
