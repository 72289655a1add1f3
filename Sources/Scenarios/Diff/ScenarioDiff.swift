import CollectionLayout
import InertText

/// `tessera diff OLD NEW`: the batch update between two scenarios' section and item
/// identifiers, as JSON. The command is a thin wrapper around this, so tests exercise the
/// same path.
///
/// Items present in both files whose title or size keys differ are reloaded (or, when
/// they also move, deleted and inserted, as UIKit requires).
///
/// Memory: the items are matched by 64-bit keys (``DiffKeys``: 8 bytes per item, none
/// made for a `count` section's generated ids), reloads are found by comparing each
/// matched pair in place, one bit per item, and ``write(_:to:)`` streams the JSON.
public enum ScenarioDiff {
    /// The diff between two decoded scenarios. Item ids must be unique within each (as
    /// decoding guarantees). Complexity: O(items) expected, plus O(k log k) for the k
    /// matched items of a reordered section; O(items) hashing only for explicit ids
    /// that do not read as generated ones.
    public static func diff(from old: Scenario, to new: Scenario) -> SnapshotDiff {
        var keys = DiffKeys()
        let oldKeys = keys.keys(of: old.data)
        let newKeys = keys.keys(of: new.data)
        let oldSections = old.sections
        let newSections = new.sections
        let titlesMayDiffer = old.appearance != new.appearance
        return SnapshotDiffer.diff(
            oldSections: oldSections.map(\.id), oldItems: oldKeys,
            newSections: newSections.map(\.id), newItems: newKeys
        ) { o, n in
            // Same id on both sides: reloaded when the size keys or the title differ
            // (titles are the appearance's, by id; equal appearances give equal titles).
            let a = oldSections[o.section].items
            let b = newSections[n.section].items
            if a.metrics(at: o.item) != b.metrics(at: n.item) { return true }
            guard titlesMayDiffer else { return false }
            let id = b.id(at: n.item)
            return new.appearance.itemTitle(id: id) != old.appearance.itemTitle(id: id)
        }
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
        let (old, new) = try load(oldPath: oldPath, newPath: newPath)
        return (json(diff(from: old, to: new).batch), old.warnings + new.warnings)
    }

    /// Loads OLD, then NEW (so a bad OLD is the error reported when both are bad), with
    /// every check `dump` makes. Complexity: O(size of both files + sections).
    public static func load(oldPath: String, newPath: String) throws(ScenarioError) -> (old: Scenario, new: Scenario) {
        let old = try Scenario.load(path: oldPath)
        let new = try Scenario.load(path: newPath)
        return (old, new)
    }

    /// The batch as JSON: `deletedSections`, `insertedSections`, `movedSections`,
    /// `deletedItems`, `insertedItems`, `movedItems`, `reloadedItems`; an index path is
    /// `[section, item]`, a move is `{"from": ..., "to": ...}`. Complexity: O(output size).
    public static func json(_ batch: BatchUpdate) -> String {
        var out = ""
        write(batch, to: &out)
        return out
    }

    /// Writes ``json(_:)``'s text to `out` as it goes, formatted as bytes and handed over
    /// in blocks of 64 KiB (``DiffJSONWriter``), so a batch of millions of changes never
    /// exists as one string (`tessera diff` writes into 64 KiB chunks). Complexity:
    /// O(output size).
    public static func write<Out: TextOutputStream>(_ batch: BatchUpdate, to out: inout Out) {
        var writer = DiffJSONWriter<Out>()
        writer.write(batch, to: &out)
    }
}
