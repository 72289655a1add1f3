import CollectionLayout

/// Selection, as a collection view's: Enter on the focused cell selects it (again:
/// deselects it), one item at a time. The selection belongs to the item, not the place:
/// a batch update carries it to the item's new index path, a reload of the file finds
/// the item by its identifier, and deleting the item ends it.
extension ExplorerModel {
    /// Enter: selects the focused cell, or deselects it when it is the selected one.
    mutating func toggleSelection() {
        guard focusMode, let key = focus, key.category == .cell else {
            return say("Focus a cell first (f), then Enter selects it")
        }
        tap(key.indexPath, deselectingSelected: true)
    }

    /// A tap on the cell at `path`, as a collection view with single selection handles
    /// it, with the delegate's calls in UIKit's order (``selectionEvents``): the highlight
    /// while the finger is down (`shouldHighlightItemAt`, `didHighlightItemAt`), its end
    /// (`didUnhighlightItemAt`), then the selection: `shouldSelectItemAt`, the previous
    /// item's `didDeselectItemAt` when another one was selected, and `didSelectItemAt`.
    /// With `deselectingSelected` (the Enter key), a tap on the selected item deselects it
    /// (`shouldDeselectItemAt`, `didDeselectItemAt`); a click selects it again.
    mutating func tap(_ path: IndexPath, deselectingSelected: Bool) {
        var events = ["shouldHighlightItemAt \(path)", "didHighlightItemAt \(path)", "didUnhighlightItemAt \(path)"]
        if deselectingSelected, selection?.indexPath == path {
            selection = nil
            selectionEvents = events + ["shouldDeselectItemAt \(path)", "didDeselectItemAt \(path)"]
            return say("Deselected item \(path)")
        }
        events.append("shouldSelectItemAt \(path)")
        var calls: [String] = []
        if let previous = selection?.indexPath, previous != path { calls.append("didDeselectItemAt \(previous)") }
        calls.append("didSelectItemAt \(path)")
        selectionEvents = events + calls
        let id = document.data?.item(at: path)?.id ?? CollectionItems.Pattern.id(section: path.section, item: path.item)
        selection = (id, path)
        say("Selected \(id) (section \(path.section), item \(path.item)): " + calls.joined(separator: ", "))
    }

    /// After a batch update: the selected item at its new place, or no selection when it
    /// was deleted. A reloaded item stays selected. Complexity: O(1).
    mutating func carrySelection(through mapping: UpdateMapping) {
        guard let current = selection else { return }
        if let moved = mapping.newIndexPath(forOld: current.indexPath) {
            selection = (current.id, moved)
        } else {
            selection = nil
        }
    }

    /// After the document was replaced (a reload of the watched file): the selected item
    /// found again by identifier. Complexity: O(n) for n items, once per reload.
    mutating func findSelectionAgain() {
        guard let current = selection else { return }
        guard let data = document.data else {
            selection = nil
            return
        }
        if let item = data.item(at: current.indexPath), item.id == current.id { return }
        for (s, section) in data.sections.enumerated() {
            if let i = section.items.indices.first(where: { section.items.id(at: $0) == current.id }) {
                selection = (current.id, IndexPath(item: i, section: s))
                return
            }
        }
        selection = nil
    }
}
