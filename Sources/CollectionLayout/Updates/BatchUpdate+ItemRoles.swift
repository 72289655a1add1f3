extension BatchUpdate {
    /// The item part of validation: what each touched location does, checked against
    /// UIKit's rules, and the per-section tallies for the count rule.
    struct ItemRoles {
        private enum OldRole { case delete, move, reload }
        private var oldRoles: [IndexPath: OldRole] = [:]
        /// Per old section: item indices that leave it (deleted or moved out).
        private var leaving: [Int: Set<Int>] = [:]
        /// Per new section: fixed positions (inserts map to nil, move targets to their source).
        private var arriving: [Int: [Int: IndexPath?]] = [:]
        private var deletes: [Int: Int] = [:], movesOut: [Int: Int] = [:]
        private var inserts: [Int: Int] = [:], movesIn: [Int: Int] = [:]

        init(_ batch: BatchUpdate, sections: SectionMap, oldItemCounts: [Int], newCount: Int) throws(BatchUpdateError) {
            func fail(_ rule: BatchUpdateRule, _ paths: [IndexPath], _ message: String) -> BatchUpdateError {
                BatchUpdateError(rule: rule, indexPaths: paths, message: message)
            }
            func checkOld(_ p: IndexPath, _ verb: String) throws(BatchUpdateError) {
                guard oldItemCounts.indices.contains(p.section) else {
                    throw fail(
                        .sectionOutOfRange, [p],
                        "attempt to \(verb) item \(p.item) from section \(p.section), but there are only \(Plural.count(oldItemCounts.count, "section")) before the update"
                    )
                }
                if sections.deleted.contains(p.section) || sections.reloaded.contains(p.section) {
                    let what = sections.deleted.contains(p.section) ? "deleted" : "reloaded"
                    throw fail(
                        .itemChangeInChangedSection, [p],
                        "attempt to \(verb) item \(p) from section \(p.section), which is being \(what)")
                }
                guard (0..<oldItemCounts[p.section]).contains(p.item) else {
                    throw fail(
                        .itemOutOfRange, [p],
                        "attempt to \(verb) item \(p.item) from section \(p.section) which only contains \(Plural.count(oldItemCounts[p.section], "item")) before the update"
                    )
                }
            }
            func checkNew(_ p: IndexPath, _ verb: String) throws(BatchUpdateError) {
                guard (0..<newCount).contains(p.section) else {
                    throw fail(
                        .sectionOutOfRange, [p],
                        "attempt to \(verb) item \(p.item) into section \(p.section), but there are only \(Plural.count(newCount, "section")) after the update"
                    )
                }
                if let s = sections.newToOld[p.section], !sections.reloaded.contains(s) { return }
                let what = sections.newToOld[p.section] == nil ? "inserted" : "reloaded"
                throw fail(
                    .itemChangeInChangedSection, [p],
                    "attempt to \(verb) item \(p) into section \(p.section), which is being \(what)")
            }
            for p in batch.deletedItems {
                try checkOld(p, "delete")
                if oldRoles[p] != nil { throw fail(.sameChangeTwice, [p], "attempt to delete item \(p) twice") }
                oldRoles[p] = .delete
                leaving[p.section, default: []].insert(p.item)
                deletes[p.section, default: 0] += 1
            }
            for move in batch.movedItems {
                try checkOld(move.from, "move")
                switch oldRoles[move.from] {
                case .delete:
                    throw fail(
                        .deleteAndMoveSameLocation, [move.from],
                        "attempt to perform a delete and a move from the same index path \(move.from)")
                case .move:
                    throw fail(.twoMovesFromSameLocation, [move.from], "attempt to move item \(move.from) twice")
                default: oldRoles[move.from] = .move
                }
                leaving[move.from.section, default: []].insert(move.from.item)
                movesOut[move.from.section, default: 0] += 1
            }
            for p in batch.reloadedItems {
                try checkOld(p, "reload")
                switch oldRoles[p] {
                case .delete:
                    throw fail(
                        .deleteAndReloadSameLocation, [p], "attempt to delete and reload the same index path \(p)")
                case .move:
                    throw fail(.reloadAndMoveSameLocation, [p], "attempt to reload and move the same index path \(p)")
                case .reload: throw fail(.sameChangeTwice, [p], "attempt to reload item \(p) twice")
                case nil: oldRoles[p] = .reload
                }
            }
            for p in batch.insertedItems {
                try checkNew(p, "insert")
                if arriving[p.section]?[p.item] != nil {
                    throw fail(.sameChangeTwice, [p], "attempt to insert item \(p) twice")
                }
                arriving[p.section, default: [:]][p.item] = .some(nil)
                inserts[p.section, default: 0] += 1
            }
            for move in batch.movedItems {
                try checkNew(move.to, "move")
                switch arriving[move.to.section]?[move.to.item] {
                case .some(.none):
                    throw fail(
                        .insertAndMoveSameLocation, [move.to],
                        "attempt to perform an insert and a move to the same index path \(move.to)")
                case .some(.some(let other)):
                    throw fail(
                        .twoMovesToSameLocation, [other, move.from, move.to],
                        "attempt to move items \(other) and \(move.from) to the same index path \(move.to)")
                case .none: arriving[move.to.section, default: [:]][move.to.item] = .some(move.from)
                }
                movesIn[move.to.section, default: 0] += 1
            }
        }

        /// The new section `t`'s items, by their old index paths (`nil`: inserted): fixed
        /// positions first, the old section `s`'s remaining items in order around them.
        func fill(newSection t: Int, oldSection s: Int, oldCount: Int, newCount: Int) throws(BatchUpdateError)
            -> [IndexPath?]
        {
            let fixed = arriving[t] ?? [:]
            let gone = leaving[s] ?? []
            let derived = oldCount - gone.count + fixed.count
            guard derived == newCount else {
                let (i, d, mi, mo) = (inserts[t] ?? 0, deletes[s] ?? 0, movesIn[t] ?? 0, movesOut[s] ?? 0)
                throw BatchUpdateError(
                    rule: .invalidNumberOfItems, sections: [t],
                    message:
                        "invalid number of items in section \(t). The number of items contained in an existing section after the update (\(newCount)) must be equal to the number of items contained in that section before the update (\(oldCount)), plus or minus the number of items inserted or deleted from that section (\(i) inserted, \(d) deleted) and plus or minus the number of items moved into or out of that section (\(mi) moved in, \(mo) moved out)."
                )
            }
            if let bad = fixed.keys.filter({ $0 < 0 || $0 >= newCount }).min() {
                let p = IndexPath(item: bad, section: t)
                let verb = fixed[bad] == .some(nil) ? "insert" : "move"
                throw BatchUpdateError(
                    rule: .itemOutOfRange, indexPaths: [p],
                    message:
                        "attempt to \(verb) item \(bad) into section \(t), but there are only \(Plural.count(newCount, "item")) in section \(t) after the update"
                )
            }
            var next = 0
            var result: [IndexPath?] = []
            result.reserveCapacity(newCount)
            for position in 0..<newCount {
                if let source = fixed[position] {
                    result.append(source)
                    continue
                }
                while gone.contains(next) { next += 1 }
                result.append(IndexPath(item: next, section: s))
                next += 1
            }
            return result
        }
    }
}
