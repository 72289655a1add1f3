import CollectionLayout
import Scenarios

/// The `e` key on a file with remote updates (`"remoteUpdates"`, such as the WWDC18
/// sample's three data sets in `Demos/wwdc-friends.json`): each press plays the next set,
/// in the file's order, the way the sample does.
///
/// 1. A refresh: the data goes back to the file's, without animation, and the "updated"
///    markers are cleared (the sample's pull-to-refresh).
/// 2. The reloads, without animation: each reloaded item gets the cyan "updated" marker,
///    which stays on the item (by identifier) wherever it goes.
/// 3. One animated batch of the deletes, inserts and moves; the data changes in the
///    sample's canonical steps (`CollectionData.planning(_:inSection:)`).
///
/// The footer names the set ("Sample set 2/3: reload 3, move 3->0, delete 2") and the
/// status bar shows the animated batch. `u` undoes the whole press, refresh included.
extension ExplorerModel {
    /// Plays the next set of the document's remote updates (after the last, the first
    /// again). Complexity: O(n + u log u) for the plan, a diff-free batch and one prepare.
    mutating func playNextRemoteUpdateSet(now: Double) {
        let sets = document.remoteUpdates
        guard !sets.isEmpty else { return say("This file has no remote updates") }
        let k = document.nextRemoteUpdate % sets.count
        document.nextRemoteUpdate = k + 1
        let label =
            "Sample set \(k + 1)/\(sets.count): " + Self.describe(sets[k], appearance: document.initialAppearance)
        let fresh = document.initialData ?? document.editableData
        let freshAppearance = document.initialData == nil ? document.editableAppearance : document.initialAppearance
        guard let first = fresh.sections.first, !first.items.isEmpty else {
            return say("\(label): the update button is off while the list is empty")
        }
        let plan: CollectionData.ItemUpdatePlan
        do {
            plan = try fresh.planning(sets[k], inSection: 0)
        } catch {
            updateHistory.record(UpdateReport(batch: BatchUpdate(), rejection: error))
            return say("UIKit rejects this set (\(error.rule.title)): \(label). \(error.message)")
        }
        let before = document.editableContent
        var refreshed = document.replacingData(fresh, appearance: freshAppearance)
        refreshed.updatedItems = Set(plan.reloadedIDs)
        document = refreshed
        prepareCurrentLayout()
        requery()
        findSelectionAgain()
        let depth = session.undoStack.count
        show(plan.data, mapping: plan.mapping, report: UpdateReport(batch: plan.batch), label: label, now: now)
        // Undo goes back to the data before the refresh, not to the refreshed data.
        if session.undoStack.count > depth {
            session.undoStack[session.undoStack.count - 1] = before
        }
        // What UIKit sees, in order: the refresh (`reloadData`), the unanimated reloads,
        // then the animated batch; not only the last.
        if document.editableData == plan.data {
            var steps: [String] = []
            let (was, now) = (before.data.itemCount, fresh.itemCount)
            if before != DocumentContent(data: fresh, appearance: freshAppearance) {
                steps.append(was == now ? "refreshed" : "refreshed (\(was) → \(now) items)")
            }
            if !plan.reloadedIDs.isEmpty { steps.append("\(plan.reloadedIDs.count) reloaded") }
            let batch = plan.batch.summary
            if !steps.isEmpty { say("\(label): " + steps.joined(separator: ", ") + ", then " + batch) }
        }
    }

    /// "reload 3, move 3->0, delete 2": the set in the sample's words, in its order (an
    /// inserted item by its title in `appearance`, else its id).
    static func describe(_ updates: [ItemUpdate], appearance: CollectionAppearance = CollectionAppearance()) -> String {
        guard !updates.isEmpty else { return "no change" }
        return updates.map { update in
            switch update {
            case .delete(let i): return "delete \(i)"
            case .reload(let i): return "reload \(i)"
            case .move(let from, let to): return "move \(from)->\(to)"
            case .insert(let item, let at):
                return "insert \(TextCells.sanitized(appearance.itemTitle(id: item.id) ?? item.id)) at \(at)"
            }
        }.joined(separator: ", ")
    }
}
