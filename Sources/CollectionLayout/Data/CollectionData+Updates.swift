extension CollectionData {
    /// The data after a validated batch update: surviving sections and items carried to
    /// their new places by `mapping`, new sections made by `insertedSection` (with the
    /// items the mapping gives them), and inserted or reloaded items made by
    /// `insertedItem` at their new index paths. `mapping` must come from this data's item
    /// counts (`BatchUpdate.mapping(oldItemCounts:newItemCounts:)`).
    /// Complexity: O(items after).
    public func applying(
        _ mapping: UpdateMapping, insertedItem: (IndexPath) -> Item, insertedSection: (Int) -> Section
    ) -> CollectionData {
        let items = mapping.apply(to: sections.map(\.items), insertedItem: insertedItem)
        var newSections = mapping.applyToSections(sections, insertedSection: insertedSection)
        for s in newSections.indices { newSections[s].items = CollectionItems(items[s]) }
        return CollectionData(sections: newSections)
    }
}

extension CollectionData {
    /// Identifiers present in both whose size keys differ (the items a diff reloads for
    /// a change of size; whoever holds titles adds the items whose title changed).
    /// Complexity: O(n) hashing.
    public func changedItems(since old: CollectionData) -> Set<String> {
        var before: [String: Item] = [:]
        before.reserveCapacity(old.sections.reduce(0) { $0 + $1.items.count })
        for section in old.sections { for item in section.items { before[item.id] = item } }
        var changed = Set<String>()
        for section in sections {
            for item in section.items where before[item.id].map({ $0 != item }) ?? false { changed.insert(item.id) }
        }
        return changed
    }
}
