/// The last step of ``SnapshotDiffer``: turns the identity maps into one batch that
/// UIKit accepts: deletes and reloads in old coordinates, inserts, reconfigures and move
/// targets in new coordinates, moves only for matched items off the longest increasing
/// subsequence of their section, nothing inside inserted or deleted sections, and a
/// reloaded item that moves split into a delete and an insert.
@usableFromInline
struct BatchEmitter<ItemID: Hashable> {
    @usableFromInline let maps: ItemMatcher<ItemID>
    @usableFromInline let sectionOldToNew: [Int]
    @usableFromInline let sectionNewToOld: [Int]
    /// Flat new indices of items marked for reload.
    @usableFromInline let reloaded: FlatIndexSet
    /// Flat new indices of items marked for reconfiguration.
    @usableFromInline let reconfigured: FlatIndexSet

    @inlinable init(
        maps: ItemMatcher<ItemID>, sectionOldToNew: [Int], sectionNewToOld: [Int], reloaded: FlatIndexSet,
        reconfigured: FlatIndexSet
    ) {
        self.maps = maps
        self.sectionOldToNew = sectionOldToNew
        self.sectionNewToOld = sectionNewToOld
        self.reloaded = reloaded
        self.reconfigured = reconfigured
    }

    /// Appends the item changes to `batch` (its section changes are already there).
    @inlinable mutating func emit(into batch: inout BatchUpdate) {
        var leaving = Set<Int>()  // reloaded items that move: their new flat index
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 && !maps.unchanged[t] {
            emitSection(new: t, old: s, into: &batch, reloadedMoves: &leaving)
        }
        emitDeletes(into: &batch)
        reloaded.forEachInOrder { n in
            guard !leaving.contains(n), let (old, _) = survivingPair(n) else { return }
            batch.reloadedItems.append(old)
        }
        reconfigured.forEachInOrder { n in
            guard let (_, new) = survivingPair(n) else { return }
            batch.reconfiguredItems.append(new)
        }
        // Emitted in order except around reloads that move and cross-section moves:
        // sort only when needed (a linear check).
        Self.sortIfNeeded(&batch.deletedItems, by: <)
        Self.sortIfNeeded(&batch.insertedItems, by: <)
        Self.sortIfNeeded(&batch.movedItems) { $0.to < $1.to }
        Self.sortIfNeeded(&batch.reloadedItems, by: <)
    }

    @inlinable static func sortIfNeeded<T>(_ values: inout [T], by less: (T, T) -> Bool) {
        var i = 1
        while i < values.count {
            if less(values[i], values[i - 1]) {
                values.sort(by: less)
                return
            }
            i += 1
        }
    }

    /// The old and new index paths of new item `n` when both its sections survive.
    @inlinable func survivingPair(_ n: Int) -> (IndexPath, IndexPath)? {
        let o = Int(maps.newToOld[n])
        guard o >= 0 else { return nil }
        let newPath = maps.newPath(n)
        let oldPath = maps.oldPath(o)
        guard sectionNewToOld[newPath.section] >= 0, sectionOldToNew[oldPath.section] >= 0 else { return nil }
        return (oldPath, newPath)
    }

    @inlinable func emitMove(
        from: IndexPath, to: IndexPath, flat: Int, into batch: inout BatchUpdate, reloadedMoves: inout Set<Int>
    ) {
        if reloaded.contains(flat) {
            batch.deletedItems.append(from)
            batch.insertedItems.append(to)
            reloadedMoves.insert(flat)
        } else {
            batch.movedItems.append(.init(from: from, to: to))
        }
    }

    @inlinable func emitSection(new t: Int, old s: Int, into batch: inout BatchUpdate, reloadedMoves: inout Set<Int>) {
        let base = maps.newBase[t]
        let oldBase = maps.oldBase[s]
        let oldEnd = oldBase + maps.oldItems[s].count
        let middle = maps.newMiddle[t]
        // Same-section matches: the new item index and its old item index (filled through
        // buffers: no per-element uniqueness checks), then trimmed to their count.
        var positions = [Int](repeating: 0, count: middle.count)
        var sources = [Int32](repeating: 0, count: middle.count)
        var same = 0
        maps.newToOld.withUnsafeBufferPointer { newToOld in
            positions.withUnsafeMutableBufferPointer { positions in
                sources.withUnsafeMutableBufferPointer { sources in
                    for i in middle {
                        let o = Int(newToOld[base &+ i])
                        if o < 0 {
                            batch.insertedItems.append(IndexPath(item: i, section: t))
                        } else if o >= oldBase && o < oldEnd {
                            positions[same] = i
                            sources[same] = Int32(truncatingIfNeeded: o &- oldBase)
                            same &+= 1
                        } else {
                            let from = maps.oldPath(o)
                            if sectionOldToNew[from.section] < 0 {
                                batch.insertedItems.append(IndexPath(item: i, section: t))
                            } else {
                                emitMove(
                                    from: from, to: IndexPath(item: i, section: t), flat: base &+ i, into: &batch,
                                    reloadedMoves: &reloadedMoves)
                            }
                        }
                    }
                }
            }
        }
        positions.removeLast(positions.count - same)
        sources.removeLast(sources.count - same)
        guard !sources.isEmpty else { return }
        var stays: [Bool] = []
        LongestIncreasingSubsequence.mark(sources, into: &stays)
        for k in sources.indices where !stays[k] {
            emitMove(
                from: IndexPath(item: Int(sources[k]), section: s), to: IndexPath(item: positions[k], section: t),
                flat: base + positions[k], into: &batch, reloadedMoves: &reloadedMoves)
        }
    }

    /// Old items of surviving sections that are gone, or went into an inserted section.
    @inlinable func emitDeletes(into batch: inout BatchUpdate) {
        // Only an inserted section can take an item whose identity survives.
        let anyInserted = sectionNewToOld.contains { $0 < 0 }
        maps.oldToNew.withUnsafeBufferPointer { oldToNew in
            for (s, t) in sectionOldToNew.enumerated() where t >= 0 {
                let base = maps.oldBase[s]
                for i in maps.oldMiddle[s] {
                    let n = Int(oldToNew[base &+ i])
                    if n < 0 || (anyInserted && sectionNewToOld[maps.newPath(n).section] < 0) {
                        batch.deletedItems.append(IndexPath(item: i, section: s))
                    }
                }
            }
        }
    }
}
