import Explorer
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
                let count = report.errors.count
                model.showFileProblem(
                    FileProblem(
                        title: "\(path): \(count) problem\(count == 1 ? "" : "s"), showing the last good layout",
                        lines: report.errors.map(ScenarioCheck.line)),
                    pane: pane)
                return
            }
            model.reload(pane: pane, with: DocumentSource.document(loaded: loaded), now: now)
            if let first = report.warnings.first {
                let more = report.warnings.count > 1 ? " (+\(report.warnings.count - 1) more)" : ""
                model.notify(first.warningDescription + more, pane: pane)
            } else {
                model.notify("Reloaded \(name)", pane: pane)
            }
        }
    }
}
