/// One change to a section's items, in the form a server sends them in Apple's WWDC 2018
/// collection view sample ("remote updates"): every index counts in the section's items
/// as they are before the list of changes is applied.
public enum ItemUpdate: Hashable, Sendable {
    /// Removes the item at this index.
    case delete(Int)
    /// Puts a new item at this index (of the items after the change).
    case insert(CollectionData.Item, at: Int)
    /// Moves the item at `from` to `to` (an index of the items after the change).
    case move(from: Int, to: Int)
    /// Gives the item at this index new content; it stays where it is.
    case reload(Int)
}

extension CollectionData {
    /// How a data source applies a list of ``ItemUpdate``s the way the WWDC 2018 sample
    /// does: two transactions.
    ///
    /// 1. Without animation, a batch of only the reloads (``reloads``): the reloaded
    ///    items are marked as updated and redrawn.
    /// 2. One animated batch of everything else (``batch``): the deletes, inserts and
    ///    moves as the collection view is told them. The data source changes its own
    ///    array canonically: every move becomes a delete at its source and an insert of
    ///    that item at its destination; all deletes run in descending index order, then
    ///    all inserts in ascending order of destination. ``data`` is the result.
    public struct ItemUpdatePlan: Hashable, Sendable {
        /// The section the updates change.
        public var section: Int
        /// The first, unanimated batch: the reloads only (empty when there are none).
        public var reloads: BatchUpdate
        /// The second, animated batch: deletes, inserts and moves.
        public var batch: BatchUpdate
        /// The identifiers of the reloaded items, in the order of the updates.
        public var reloadedIDs: [String]
        /// The data after both batches, as the data source's canonical steps leave it.
        public var data: CollectionData
        /// Where the animated batch takes every item, as UIKit reads ``batch``.
        public var mapping: UpdateMapping
    }

    /// The plan for `updates` on section `section`, checked with UIKit's rules: the
    /// reloads as one batch, the rest as another (so a reloaded item may also move, as in
    /// the sample). Throws the rule a batch breaks, or ``BatchUpdateRule/itemOutOfRange``
    /// when the canonical steps would index past the items (nothing is changed then).
    /// Complexity: O(n + u log u) for n items in the section and u updates.
    public func planning(_ updates: [ItemUpdate], inSection section: Int) throws(BatchUpdateError) -> ItemUpdatePlan {
        guard sections.indices.contains(section) else {
            throw BatchUpdateError(
                rule: .sectionOutOfRange, sections: [section],
                message:
                    "attempt to update items of section \(section), but there are only \(Plural.count(sections.count, "section"))"
            )
        }
        func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
        var reloaded: [Int] = []
        var deletes: [Int] = []
        var inserts: [(item: Item, index: Int)] = []
        var moves: [(from: Int, to: Int)] = []
        for update in updates {
            switch update {
            case .delete(let i): deletes.append(i)
            case .insert(let item, let i): inserts.append((item, i))
            case .move(let from, let to): moves.append((from, to))
            case .reload(let i): reloaded.append(i)
            }
        }
        let counts = itemCounts
        let reloads = BatchUpdate(reloadedItems: reloaded.map(path))
        _ = try reloads.mapping(oldItemCounts: counts, newItemCounts: counts)
        let batch = BatchUpdate(
            deletedItems: deletes.map(path), insertedItems: inserts.map { path($0.index) },
            movedItems: moves.map { BatchUpdate.Move(from: path($0.from), to: path($0.to)) })
        var newCounts = counts
        newCounts[section] += inserts.count - deletes.count
        let mapping = try batch.mapping(oldItemCounts: counts, newItemCounts: newCounts)

        // The data source's own steps, on its array.
        let old = Array(sections[section].items)
        var items = old
        let removed = deletes + moves.map(\.from)
        let added = inserts + moves.map { (item: old[$0.from], index: $0.to) }
        for i in removed.sorted(by: >) { items.remove(at: i) }
        for insertion in added.sorted(by: { $0.index < $1.index }) {
            guard insertion.index <= items.count else {
                throw BatchUpdateError(
                    rule: .itemOutOfRange, indexPaths: [path(insertion.index)],
                    message:
                        "attempt to insert item \(insertion.index) into section \(section), which has \(Plural.count(items.count, "item")) at that step"
                )
            }
            items.insert(insertion.item, at: insertion.index)
        }
        var data = self
        data.sections[section].items = CollectionItems(items)
        return ItemUpdatePlan(
            section: section, reloads: reloads, batch: batch, reloadedIDs: reloaded.map { old[$0].id }, data: data,
            mapping: mapping)
    }
}
