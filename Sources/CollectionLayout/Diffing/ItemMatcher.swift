/// The item half of ``SnapshotDiffer``: pairs old and new item identifiers into flat
/// index maps, trimming unchanged sections, prefixes and suffixes before hashing.
@usableFromInline
struct ItemMatcher<ItemID: Hashable> {
    @usableFromInline let oldItems: [[ItemID]]
    @usableFromInline let newItems: [[ItemID]]
    /// Flat index of the first item of each old section.
    @usableFromInline let oldBase: [Int]
    /// Flat index of the first item of each new section.
    @usableFromInline let newBase: [Int]
    /// Flat old index to flat new index, -1 when unmatched.
    @usableFromInline var oldToNew: [Int32]
    /// Flat new index to flat old index, -1 when unmatched.
    @usableFromInline var newToOld: [Int32]
    /// Per old section: the range of its items that trimming did not match.
    @usableFromInline var oldMiddle: [Range<Int>]
    /// Per new section: the range of its items that trimming did not match.
    @usableFromInline var newMiddle: [Range<Int>]
    /// Per new section: true when its items equal its old section's (nothing to do).
    @usableFromInline var unchanged: [Bool]

    @inlinable init(oldItems: [[ItemID]], newItems: [[ItemID]]) {
        self.oldItems = oldItems
        self.newItems = newItems
        oldBase = Self.bases(oldItems)
        newBase = Self.bases(newItems)
        oldToNew = [Int32](repeating: -1, count: (oldBase.last ?? 0) + (oldItems.last?.count ?? 0))
        newToOld = [Int32](repeating: -1, count: (newBase.last ?? 0) + (newItems.last?.count ?? 0))
        oldMiddle = oldItems.map { 0..<$0.count }
        newMiddle = newItems.map { 0..<$0.count }
        unchanged = [Bool](repeating: false, count: newItems.count)
    }

    @inlinable static func bases(_ items: [[ItemID]]) -> [Int] {
        var bases: [Int] = []
        bases.reserveCapacity(items.count)
        var total = 0
        for section in items {
            bases.append(total)
            total += section.count
        }
        return bases
    }

    /// Links `count` items in order from `old` and `new` on (an unchanged run).
    @inlinable mutating func linkRun(old: Int, new: Int, count: Int) {
        guard count > 0 else { return }
        oldToNew.withUnsafeMutableBufferPointer { o in
            for i in 0..<count { o[old &+ i] = Int32(truncatingIfNeeded: new &+ i) }
        }
        newToOld.withUnsafeMutableBufferPointer { n in
            for i in 0..<count { n[new &+ i] = Int32(truncatingIfNeeded: old &+ i) }
        }
    }

    /// Fills the maps. `sectionNewToOld[t]` is new section t's old section or -1.
    @inlinable mutating func match(sectionNewToOld: [Int]) {
        // Sections that survive: skip equal ones, trim the rest, then walk their middles.
        var walked = 0
        for (t, s) in sectionNewToOld.enumerated() where s >= 0 {
            let a = oldItems[s]
            let b = newItems[t]
            let (ob, nb) = (oldBase[s], newBase[t])
            if a == b {
                linkRun(old: ob, new: nb, count: a.count)
                unchanged[t] = true
                oldMiddle[s] = 0..<0
                newMiddle[t] = 0..<0
                continue
            }
            var prefix = 0
            let shorter = min(a.count, b.count)
            while prefix < shorter && a[prefix] == b[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
            linkRun(old: ob, new: nb, count: prefix)
            linkRun(old: ob + a.count - suffix, new: nb + b.count - suffix, count: suffix)
            oldMiddle[s] = prefix..<(a.count - suffix)
            newMiddle[t] = prefix..<(b.count - suffix)
            walked &+= walk(old: s, new: t)
        }
        // Everything left unlinked (including whole deleted and inserted sections) is hashed.
        let remaining = oldMiddle.reduce(0) { $0 + $1.count } - walked
        guard remaining > 0 else { return }
        let table = IdentifierTable<ItemID>(capacityFor: remaining)
        oldToNew.withUnsafeBufferPointer { oldToNew in
            for (s, range) in oldMiddle.enumerated() {
                let base = oldBase[s]
                oldItems[s].withUnsafeBufferPointer { section in
                    for i in range where oldToNew[base &+ i] < 0 {
                        table.insert(section[i], Int32(truncatingIfNeeded: base &+ i))
                    }
                }
            }
        }
        let newMiddle = self.newMiddle
        let newItems = self.newItems
        let newBase = self.newBase
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in
            newToOld.withUnsafeMutableBufferPointer { newToOld in
                for (t, range) in newMiddle.enumerated() {
                    let base = newBase[t]
                    newItems[t].withUnsafeBufferPointer { section in
                        for i in range where newToOld[base &+ i] < 0 {
                            let o = Int(table.value(of: section[i]))
                            guard o >= 0, oldToNew[o] < 0 else { continue }
                            oldToNew[o] = Int32(truncatingIfNeeded: base &+ i)
                            newToOld[base &+ i] = Int32(truncatingIfNeeded: o)
                        }
                    }
                }
            }
        }
    }

    /// The old section of flat old index `flat` (binary search over the bases).
    @inlinable func oldPath(_ flat: Int) -> IndexPath {
        Self.path(flat, bases: oldBase)
    }

    /// The new index path of flat new index `flat`.
    @inlinable func newPath(_ flat: Int) -> IndexPath {
        Self.path(flat, bases: newBase)
    }

    @inlinable static func path(_ flat: Int, bases: [Int]) -> IndexPath {
        var lo = 0
        var hi = bases.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if bases[mid] <= flat { lo = mid } else { hi = mid - 1 }
        }
        // Empty sections share a base with the next one: take the last section starting here.
        return IndexPath(item: flat - bases[lo], section: lo)
    }

    /// Flat new indices of the identifiers in `ids` (a scan of the new items).
    @inlinable func newPositions(of ids: Set<ItemID>, in items: [[ItemID]]) -> FlatIndexSet {
        var found = FlatIndexSet(bound: newToOld.count)
        for (t, section) in items.enumerated() {
            for (i, id) in section.enumerated() where ids.contains(id) { found.insert(newBase[t] + i) }
        }
        return found
    }

    /// Flat new indices of the matched items for which `isMarked(old, new)` is true, asked
    /// once per matched pair with both index paths.
    @inlinable func newPositions(where isMarked: (_ old: IndexPath, _ new: IndexPath) -> Bool) -> FlatIndexSet {
        var found = FlatIndexSet(bound: newToOld.count)
        for (t, section) in newItems.enumerated() {
            let base = newBase[t]
            for i in 0..<section.count {
                let o = Int(newToOld[base &+ i])
                if o >= 0 && isMarked(oldPath(o), IndexPath(item: i, section: t)) { found.insert(base &+ i) }
            }
        }
        return found
    }
}
