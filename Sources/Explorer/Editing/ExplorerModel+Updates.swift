import CollectionLayout
import Scenarios

extension ExplorerModel {
    /// The item the editing keys act on: the focused cell, else the first cell on screen.
    var editTarget: IndexPath? {
        let sections = document.context.sections
        if let f = focus, f.category == .cell, sections.indices.contains(f.indexPath.section),
            (0..<sections[f.indexPath.section].itemCount).contains(f.indexPath.item)
        {
            return f.indexPath
        }
        let cells = visible.elements.filter {
            $0.category == .cell && $0.frame.intersects(viewport.visibleRect(at: offset))
        }
        return cells.min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }?.indexPath
    }

    /// The section the section keys act on: the target item's, else the first on screen.
    var editSection: Int? {
        if let ip = editTarget { return ip.section }
        if let f = focus { return f.indexPath.section }
        return visible.elements.first?.indexPath.section ?? (document.context.sections.isEmpty ? nil : 0)
    }

    /// A fresh identifier for a new item or section.
    mutating func freshID(_ prefix: String) -> String {
        let taken = Set(document.editableData.sections.flatMap { [$0.id] + $0.items.map(\.id) })
        var id = "\(prefix)-\(updateHistory.nextIdentifierNumber())"
        while taken.contains(id) {
            id = "\(prefix)-\(updateHistory.nextIdentifierNumber())"
        }
        return id
    }

    /// Applies a hand-written batch the way a data source does inside
    /// `performBatchUpdates`: the batch is validated against the counts before and
    /// `newItemCounts` after; inserted items and sections come from `makeItem` and
    /// `makeSection` (which also give reloaded items their new content), and the result
    /// is shown with `appearance` (default: the document's). A rejected batch changes
    /// nothing and shows UIKit's rule.
    mutating func perform(
        _ batch: BatchUpdate, newItemCounts: [Int], label: String, now: Double, appearance: CollectionAppearance? = nil,
        makeItem: (IndexPath) -> CollectionData.Item,
        makeSection: (Int) -> CollectionData.Section = { CollectionData.Section(id: "section-\($0)") }
    ) {
        let old = document.editableData
        let mapping: UpdateMapping
        do {
            mapping = try batch.mapping(oldItemCounts: old.itemCounts, newItemCounts: newItemCounts)
        } catch {
            updateHistory.record(UpdateReport(batch: BatchUpdate(), rejection: error))
            say("UIKit rejects this batch (\(error.rule.title)): \(label). \(error.message)")
            return
        }
        show(
            old.applying(mapping, insertedItem: makeItem, insertedSection: makeSection), appearance: appearance,
            mapping: mapping, report: UpdateReport(batch: batch), label: label, now: now)
    }

    /// Applies new data through a snapshot diff, as `apply(_:animatingDifferences:)`
    /// does: the batch from the current snapshot to the new one (items whose content
    /// changed, in size keys or title, are reloaded), timed for the status bar. The new
    /// data is shown with `appearance` (default: the document's).
    mutating func apply(_ newData: CollectionData, appearance: CollectionAppearance? = nil, label: String, now: Double)
    {
        let old = document.editableData
        let oldAppearance = document.editableAppearance
        let newAppearance = appearance ?? oldAppearance
        let reloaded = newAppearance.changedItems(in: newData, since: old, oldAppearance: oldAppearance)
        var diff = SnapshotDiff(batch: BatchUpdate(), oldToNew: [], newToOld: [])
        let seconds = options.stopwatch {
            diff = SnapshotDiffer.diff(
                oldSections: old.sections.map(\.id), oldItems: old.sections.map { $0.items.map(\.id) },
                newSections: newData.sections.map(\.id), newItems: newData.sections.map { $0.items.map(\.id) },
                reloaded: reloaded)
        }
        do {
            let mapping = try diff.batch.mapping(oldItemCounts: old.itemCounts, newItemCounts: newData.itemCounts)
            show(
                newData, appearance: newAppearance, mapping: mapping,
                report: UpdateReport(batch: diff.batch, diffMicros: seconds * 1e6), label: label, now: now)
        } catch {
            // A diff always yields a valid batch; say so loudly if it ever does not.
            updateHistory.lastUpdate = UpdateReport(batch: diff.batch, rejection: error)
            say("\(label): the diff produced a batch UIKit would reject (\(error)); please report this")
        }
    }

    /// Shows `newData` after a validated batch: re-prepares the layout (restoring the old
    /// data if the layout cannot show the new one), carries the anchor and the focus
    /// through `mapping`, records undo and animates.
    mutating func show(
        _ newData: CollectionData, appearance: CollectionAppearance? = nil, mapping: UpdateMapping,
        report: UpdateReport, label: String, now: Double
    ) {
        let oldDocument = document
        // A data source elsewhere (a preview's) changes first, whichever layout is on screen.
        let backed = session.configurations.lazy.compactMap { $0 as? any DataSourceBackedLayout }.first
        if let backed {
            do {
                try backed.performBatchUpdates(report.batch, newItemCounts: newData.itemCounts)
            } catch {
                say("\(label) not applied: \(error.message)")
                return
            }
        }
        document = oldDocument.replacingData(newData, appearance: appearance)
        prepareCurrentLayout()
        if backed == nil, let error = layoutError {
            document = oldDocument
            prepareCurrentLayout()
            requery()
            say("\(label) not applied: \(error)")
            return
        }
        let oldFocus = focus
        relayout(now: now, .update(from: oldDocument, mapping: mapping))
        if let f = oldFocus { focus = f.mapped(by: mapping) }
        carrySelection(through: mapping)
        recordUndo(oldDocument.editableContent)
        updateHistory.record(report)
        say("\(label): \(report.batch.summary)")
    }

    /// Keeps `content` for undo: at most 100 steps, and fewer for large collections (about
    /// a million items in all), since each step may hold a copy of a changed section.
    mutating func recordUndo(_ content: DocumentContent) { session.recordUndo(content) }

    /// Undoes the last update by applying the data before it (through a diff, animated).
    mutating func undo(now: Double) {
        guard let previous = session.undoStack.popLast() else {
            say("Nothing to undo")
            return
        }
        let depth = session.undoStack.count
        let current = document.editableContent
        apply(previous.data, appearance: previous.appearance, label: "Undo", now: now)
        // Undo itself is not undoable: drop the entry `apply` just recorded.
        if session.undoStack.count > depth { session.undoStack.removeLast() }
        // A change of section settings only (the `o` key's side) moves no item: say what
        // came back rather than the empty batch's "no changes".
        if lastUpdate?.batch == BatchUpdate(), lastUpdate?.rejection == nil, current != previous {
            say("Undo: " + Self.restoredSettings(from: current.data, to: previous.data))
        }
    }

    /// What an undo that moves no item restored: "section 0 back on the left side", or
    /// "section settings restored". Complexity: O(sections).
    static func restoredSettings(from current: CollectionData, to previous: CollectionData) -> String {
        var sides: [String] = []
        for (s, section) in previous.sections.enumerated()
        where current.sections.indices.contains(s) && current.sections[s].metrics.side != section.metrics.side {
            sides.append("section \(s) back on the \((section.metrics.side ?? .left).rawValue) side")
        }
        return sides.isEmpty ? "section settings restored" : sides.joined(separator: ", ")
    }
}
