import CollectionLayout
import InertText

/// `tessera diff OLD NEW`: the batch update between two scenarios' section and item
/// identifiers, as JSON. The command is a thin wrapper around this, so tests exercise the
/// same path.
///
/// Items present in both files whose title or size keys differ are reloaded (or, when
/// they also move, deleted and inserted, as UIKit requires).
public enum ScenarioDiff {
    /// The diff between two decoded scenarios.
    public static func diff(from old: Scenario, to new: Scenario) -> SnapshotDiff {
        let changed = new.data.changedItems(since: old.data)
        return SnapshotDiffer.diff(
            oldSections: old.sections.map(\.id), oldItems: old.sections.map { Array($0.items.lazy.map(\.id)) },
            newSections: new.sections.map(\.id), newItems: new.sections.map { Array($0.items.lazy.map(\.id)) },
            reloaded: changed)
    }

    /// Loads both files and returns the diff as JSON text (one object, a final newline).
    public static func text(oldPath: String, newPath: String) throws(ScenarioError) -> String {
        try textAndWarnings(oldPath: oldPath, newPath: newPath).text
    }

    /// Loads both files and returns the diff as JSON text, with the unknown-key warnings
    /// of both files (OLD's first) for the command to print, as `dump` and `render` do.
    public static func textAndWarnings(oldPath: String, newPath: String) throws(ScenarioError)
        -> (text: String, warnings: [ScenarioError])
    {
        let old = try Scenario.load(path: oldPath)
        let new = try Scenario.load(path: newPath)
        return (json(diff(from: old, to: new).batch), old.warnings + new.warnings)
    }

    /// The batch as JSON: `deletedSections`, `insertedSections`, `movedSections`,
    /// `deletedItems`, `insertedItems`, `movedItems`, `reloadedItems`; an index path is
    /// `[section, item]`, a move is `{"from": ..., "to": ...}`.
    public static func json(_ batch: BatchUpdate) -> String {
        func path(_ p: IndexPath) -> String { JSONText.array([String(p.section), String(p.item)]) }
        func move(_ from: String, _ to: String) -> String { JSONText.object([("from", from), ("to", to)]) }
        let list = { (values: [String]) in JSONText.array(values) }
        return JSONText.objectBlock([
            ("deletedSections", list(batch.deletedSections.map(String.init))),
            ("insertedSections", list(batch.insertedSections.map(String.init))),
            ("movedSections", list(batch.movedSections.map { move(String($0.from), String($0.to)) })),
            ("deletedItems", list(batch.deletedItems.map(path))),
            ("insertedItems", list(batch.insertedItems.map(path))),
            ("movedItems", list(batch.movedItems.map { move(path($0.from), path($0.to)) })),
            ("reloadedItems", list(batch.reloadedItems.map(path))),
        ])
    }
}
