/// Computes the ``SnapshotDiff`` between two sectioned lists of identifiers: Heckel-style
/// matching through a hash table, common prefix and suffix trimmed first and the items
/// that run in step linked by a walk, and a longest increasing subsequence for the
/// minimal set of moves (see Docs/diffing.md).
///
/// Identifiers must be unique across all sections on each side (a ``Snapshot``
/// guarantees it). With a repeated identifier each old and new index is still paired at
/// most once, so the batch stays valid, but which copies pair is not specified.
///
/// Complexity: O(n + m) expected for n old and m new items, plus O(k log k) for the k
/// matched items of a reordered section; a section whose items are unchanged costs one
/// array comparison, and a common prefix or suffix, or items in step, are matched
/// without hashing.
public enum SnapshotDiffer {
    /// The diff from (`oldSections`, `oldItems`) to (`newSections`, `newItems`), where
    /// `oldItems[s]` are the identifiers of old section `s`. `reloaded` and
    /// `reconfigured` are identifiers marked for reload or reconfiguration in the new
    /// snapshot.
    @inlinable
    public static func diff<SectionID: Hashable, ItemID: Hashable>(
        oldSections: [SectionID], oldItems: [[ItemID]], newSections: [SectionID], newItems: [[ItemID]],
        reloaded: Set<ItemID> = [], reconfigured: Set<ItemID> = []
    ) -> SnapshotDiff {
        diff(oldSections: oldSections, oldItems: oldItems, newSections: newSections, newItems: newItems) { maps in
            (
                reloaded.isEmpty ? FlatIndexSet(bound: 0) : maps.newPositions(of: reloaded, in: newItems),
                reconfigured.isEmpty ? FlatIndexSet(bound: 0) : maps.newPositions(of: reconfigured, in: newItems)
            )
        }
    }

    /// The diff from (`oldSections`, `oldItems`) to (`newSections`, `newItems`), where an
    /// item present on both sides is reloaded when `isReloaded(oldPath, newPath)` says so:
    /// the same batch as passing the set of those items' identifiers as `reloaded`, without
    /// building it. `isReloaded` is asked once per matched item, after matching, with
    /// the item's old and new index paths (a caller compares the two versions there).
    ///
    /// Complexity: as ``diff(oldSections:oldItems:newSections:newItems:reloaded:reconfigured:)``,
    /// plus one call and O(log sections) per matched item; memory for the marks is one
    /// bit per new item.
    @inlinable
    public static func diff<SectionID: Hashable, ItemID: Hashable>(
        oldSections: [SectionID], oldItems: [[ItemID]], newSections: [SectionID], newItems: [[ItemID]],
        isReloaded: (_ old: IndexPath, _ new: IndexPath) -> Bool
    ) -> SnapshotDiff {
        diff(oldSections: oldSections, oldItems: oldItems, newSections: newSections, newItems: newItems) { maps in
            (maps.newPositions(where: isReloaded), FlatIndexSet(bound: 0))
        }
    }

    /// The one diff both entry points run: sections matched, items matched, then
    /// `marks` gives the reloaded and reconfigured new positions from the item maps.
    @inlinable
    static func diff<SectionID: Hashable, ItemID: Hashable>(
        oldSections: [SectionID], oldItems: [[ItemID]], newSections: [SectionID], newItems: [[ItemID]],
        marks: (ItemMatcher<ItemID>) -> (reloaded: FlatIndexSet, reconfigured: FlatIndexSet)
    ) -> SnapshotDiff {
        precondition(
            oldSections.count == oldItems.count && newSections.count == newItems.count,
            "one item list per section")
        var batch = BatchUpdate()
        let sections = matchSections(old: oldSections, new: newSections, into: &batch)
        var maps = ItemMatcher(oldItems: oldItems, newItems: newItems)
        maps.match(sectionNewToOld: sections.newToOld)
        let marked = marks(maps)
        var emitter = BatchEmitter(
            maps: maps, sectionOldToNew: sections.oldToNew, sectionNewToOld: sections.newToOld,
            reloaded: marked.reloaded, reconfigured: marked.reconfigured)
        emitter.emit(into: &batch)
        return SnapshotDiff(batch: batch, oldToNew: maps.oldToNew, newToOld: maps.newToOld)
    }

    /// Matches section identifiers, records section deletes, inserts and (minimal) moves.
    @inlinable
    static func matchSections<SectionID: Hashable>(
        old: [SectionID], new: [SectionID], into batch: inout BatchUpdate
    ) -> (oldToNew: [Int], newToOld: [Int]) {
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        if old == new {
            return (Array(old.indices), Array(new.indices))
        }
        var index: [SectionID: Int] = [:]
        index.reserveCapacity(old.count)
        for (s, id) in old.enumerated() where index[id] == nil { index[id] = s }
        for (t, id) in new.enumerated() {
            if let s = index.removeValue(forKey: id) {
                oldToNew[s] = t
                newToOld[t] = s
            }
        }
        batch.deletedSections = old.indices.filter { oldToNew[$0] < 0 }
        batch.insertedSections = new.indices.filter { newToOld[$0] < 0 }
        let matched = new.indices.filter { newToOld[$0] >= 0 }
        var keep: [Bool] = []
        LongestIncreasingSubsequence.mark(matched.map { Int32(newToOld[$0]) }, into: &keep)
        for (k, t) in matched.enumerated() where !keep[k] {
            batch.movedSections.append(.init(from: newToOld[t], to: t))
        }
        return (oldToNew, newToOld)
    }
}
