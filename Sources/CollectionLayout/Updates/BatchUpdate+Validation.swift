extension BatchUpdate {
    /// Checks the batch against the item counts before and after it, as `UICollectionView`
    /// does at the end of `performBatchUpdates`.
    ///
    /// - Throws: ``BatchUpdateError`` naming the first UIKit rule the batch breaks.
    /// - Complexity: O(c + m) for c changes and m items in the sections items move in or
    ///   out of.
    public func validate(oldItemCounts: [Int], newItemCounts: [Int]) throws(BatchUpdateError) {
        _ = try mapping(oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
    }

    /// Validates the batch (see ``validate(oldItemCounts:newItemCounts:)``) and computes
    /// where every section and item goes, with UIKit's semantics: deletes and move sources
    /// leave in old coordinates, inserts and move targets land in new coordinates, every
    /// other element keeps its order. Complexity: O(c + n) for c changes and n items.
    public func mapping(oldItemCounts: [Int], newItemCounts: [Int]) throws(BatchUpdateError) -> UpdateMapping {
        // A negative count (a data source's bug) is rejected before any array is sized by it.
        for (counts, when) in [(oldItemCounts, "before"), (newItemCounts, "after")] {
            if let s = counts.firstIndex(where: { $0 < 0 }) {
                throw BatchUpdateError(
                    rule: .invalidNumberOfItems, sections: [s],
                    message: "invalid number of items in section \(s): \(counts[s]) items \(when) the update; "
                        + "a section never holds a negative number of items")
            }
        }
        let sections = try sectionMapping(oldCount: oldItemCounts.count, newCount: newItemCounts.count)
        let roles = try ItemRoles(self, sections: sections, oldItemCounts: oldItemCounts, newCount: newItemCounts.count)
        var itemNewToOld: [[IndexPath?]] = []
        itemNewToOld.reserveCapacity(newItemCounts.count)
        for (t, newCount) in newItemCounts.enumerated() {
            guard let s = sections.newToOld[t], !sections.reloaded.contains(s) else {
                itemNewToOld.append(Array(repeating: nil, count: newCount))
                continue
            }
            itemNewToOld.append(
                try roles.fill(newSection: t, oldSection: s, oldCount: oldItemCounts[s], newCount: newCount))
        }
        var itemOldToNew: [[IndexPath?]] = oldItemCounts.map { Array(repeating: nil, count: $0) }
        for (t, sources) in itemNewToOld.enumerated() {
            for (i, source) in sources.enumerated() {
                if let source { itemOldToNew[source.section][source.item] = IndexPath(item: i, section: t) }
            }
        }
        for path in reconfiguredItems
        where
            !(newItemCounts.indices.contains(path.section)
            && (0..<newItemCounts[path.section]).contains(path.item))
        {
            throw BatchUpdateError(
                rule: .itemOutOfRange, indexPaths: [path],
                message: "attempt to reconfigure item \(path), which is not in the collection after the update")
        }
        let reloaded = Set(reloadedItems.compactMap { itemOldToNew[$0.section][$0.item] })
        return UpdateMapping(
            sectionOldToNew: sections.oldToNew, sectionNewToOld: sections.newToOld,
            itemOldToNew: itemOldToNew, itemNewToOld: itemNewToOld, reloadedItems: reloaded)
    }

    /// The section part of the mapping, after the section rules.
    struct SectionMap {
        var oldToNew: [Int?]
        var newToOld: [Int?]
        var reloaded: Set<Int>
        var inserted: Set<Int>
        var deleted: Set<Int>
    }

    private func sectionMapping(oldCount: Int, newCount: Int) throws(BatchUpdateError) -> SectionMap {
        func fail(_ rule: BatchUpdateRule, _ sections: [Int], _ message: String) -> BatchUpdateError {
            BatchUpdateError(rule: rule, sections: sections, message: message)
        }
        func checkOld(_ s: Int, _ verb: String) throws(BatchUpdateError) {
            guard (0..<oldCount).contains(s) else {
                throw fail(
                    .sectionOutOfRange, [s],
                    "attempt to \(verb) section \(s), but there are only \(Plural.count(oldCount, "section")) before the update"
                )
            }
        }
        func checkNew(_ s: Int, _ verb: String) throws(BatchUpdateError) {
            guard (0..<newCount).contains(s) else {
                throw fail(
                    .sectionOutOfRange, [s],
                    "attempt to \(verb) section \(s), but there are only \(Plural.count(newCount, "section")) after the update"
                )
            }
        }
        // Old side: each section is at most one of deleted, move source, reloaded.
        var oldRole: [Int: String] = [:]
        for s in deletedSections {
            try checkOld(s, "delete")
            if oldRole[s] != nil { throw fail(.sameChangeTwice, [s], "attempt to delete section \(s) twice") }
            oldRole[s] = "delete"
        }
        for move in movedSections {
            try checkOld(move.from, "move")
            switch oldRole[move.from] {
            case "delete":
                throw fail(
                    .deleteAndMoveSameLocation, [move.from],
                    "attempt to perform a delete and a move from the same section (\(move.from))")
            case "move":
                throw fail(.twoMovesFromSameLocation, [move.from], "attempt to move section \(move.from) twice")
            default: oldRole[move.from] = "move"
            }
        }
        for s in reloadedSections {
            try checkOld(s, "reload")
            switch oldRole[s] {
            case "delete":
                throw fail(.deleteAndReloadSameLocation, [s], "attempt to delete and reload the same section (\(s))")
            case "move":
                throw fail(.reloadAndMoveSameLocation, [s], "attempt to reload and move the same section (\(s))")
            case "reload": throw fail(.sameChangeTwice, [s], "attempt to reload section \(s) twice")
            default: oldRole[s] = "reload"
            }
        }
        let expected = oldCount - deletedSections.count + insertedSections.count
        guard expected == newCount else {
            throw fail(
                .invalidNumberOfSections, [],
                "The number of sections contained in the collection view after the update (\(newCount)) must be equal to the number of sections contained in the collection view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
            )
        }
        // New side: each section is at most one of inserted, move target.
        var fixed: [Int: Int?] = [:]
        for s in insertedSections {
            try checkNew(s, "insert")
            if fixed[s] != nil { throw fail(.sameChangeTwice, [s], "attempt to insert section \(s) twice") }
            fixed[s] = .some(nil)
        }
        for move in movedSections {
            try checkNew(move.to, "move to")
            switch fixed[move.to] {
            case .some(.none):
                throw fail(
                    .insertAndMoveSameLocation, [move.to],
                    "attempt to perform an insert and a move to the same section (\(move.to))")
            case .some(.some):
                throw fail(.twoMovesToSameLocation, [move.to], "attempt to move two sections to section \(move.to)")
            case .none: fixed[move.to] = .some(move.from)
            }
        }
        var rest = (0..<oldCount).filter { oldRole[$0] == nil || oldRole[$0] == "reload" }.makeIterator()
        var newToOld: [Int?] = []
        newToOld.reserveCapacity(newCount)
        for t in 0..<newCount { newToOld.append(fixed[t] ?? rest.next()) }
        var oldToNew = [Int?](repeating: nil, count: oldCount)
        for (t, s) in newToOld.enumerated() { if let s { oldToNew[s] = t } }
        return SectionMap(
            oldToNew: oldToNew, newToOld: newToOld, reloaded: Set(reloadedSections),
            inserted: Set(insertedSections), deleted: Set(deletedSections))
    }
}
