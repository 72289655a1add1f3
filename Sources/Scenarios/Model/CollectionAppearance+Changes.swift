import CollectionLayout

extension CollectionAppearance {
    /// The identifiers present in both `old` and `new` whose content differs: the size
    /// keys (`CollectionData.changedItems(since:)`) or the title, `old`'s under `oldAppearance`
    /// and `new`'s under this appearance. These are the items a snapshot diff reloads.
    /// Complexity: O(n) hashing.
    public func changedItems(
        in new: CollectionData, since old: CollectionData, oldAppearance: CollectionAppearance
    ) -> Set<String> {
        var changed = new.changedItems(since: old)
        guard self != oldAppearance else { return changed }
        var before = Set<String>()
        before.reserveCapacity(old.itemCount)
        for section in old.sections { for i in section.items.indices { before.insert(section.items.id(at: i)) } }
        for section in new.sections {
            for i in section.items.indices {
                let id = section.items.id(at: i)
                if before.contains(id), itemTitle(id: id) != oldAppearance.itemTitle(id: id) { changed.insert(id) }
            }
        }
        return changed
    }
}
