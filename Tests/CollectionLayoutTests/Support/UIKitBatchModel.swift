@testable import CollectionLayout

/// An independent model of UIKit's batch-update semantics, written the plain way the
/// WWDC18 sample mutates its data: check every rule with sets, then remove deletes and
/// move sources in descending old order, insert inserts and move targets in ascending
/// new order. Returns the new data, or the rule the batch breaks.
enum UIKitBatchModel {
    typealias Section = (id: Int, items: [Int])

    /// The model's verdict.
    enum Outcome {
        case accepted([Section])
        case rejected(BatchUpdateRule)
    }

    static func replay(
        _ b: BatchUpdate, old: [Section], newCounts: [Int],
        newSection: (Int) -> Int, newItem: (IndexPath) -> Int
    ) -> Outcome {
        let oldS = old.count
        let newS = newCounts.count
        // Section rules.
        let secOld = b.deletedSections + b.movedSections.map(\.from) + b.reloadedSections
        if secOld.contains(where: { $0 < 0 || $0 >= oldS }) { return .rejected(.sectionOutOfRange) }
        if oldS - b.deletedSections.count + b.insertedSections.count != newS {
            return .rejected(.invalidNumberOfSections)
        }
        let secNew = b.insertedSections + b.movedSections.map(\.to)
        if secNew.contains(where: { $0 < 0 || $0 >= newS }) { return .rejected(.sectionOutOfRange) }
        if let r = conflicts(b.deletedSections, b.movedSections.map(\.from), b.reloadedSections) { return .rejected(r) }
        if let r = conflictsNew(b.insertedSections, b.movedSections.map(\.to)) { return .rejected(r) }
        let deletedS = Set(b.deletedSections)
        let reloadedS = Set(b.reloadedSections)
        let insertedS = Set(b.insertedSections)
        // Item rules, old side.
        let itemOld = b.deletedItems + b.movedItems.map(\.from) + b.reloadedItems
        for p in itemOld {
            if p.section < 0 || p.section >= oldS { return .rejected(.sectionOutOfRange) }
            if deletedS.contains(p.section) || reloadedS.contains(p.section) {
                return .rejected(.itemChangeInChangedSection)
            }
            if p.item < 0 || p.item >= old[p.section].items.count { return .rejected(.itemOutOfRange) }
        }
        // New side sections: find what each new section is, by replaying the sections.
        var sections: [(id: Int, items: [Int], fresh: Bool)?] = old.map { ($0.id, $0.items, false) }
        var movedSectionValues: [Int: (id: Int, items: [Int], fresh: Bool)] = [:]
        for m in b.movedSections { movedSectionValues[m.to] = sections[m.from] }
        for s in Set(b.deletedSections + b.movedSections.map(\.from)).sorted(by: >) { sections.remove(at: s) }
        var inserts: [(Int, (id: Int, items: [Int], fresh: Bool))] = b.insertedSections.map {
            ($0, (newSection($0), [], true))
        }
        inserts += movedSectionValues.map { ($0.key, $0.value) }
        for (t, v) in inserts.sorted(by: { $0.0 < $1.0 }) { sections.insert(v, at: t) }
        // Map new section index -> old section index (nil when inserted).
        var newToOld: [Int?] = Array(repeating: nil, count: newS)
        var keptOld = (0..<oldS).filter { !deletedS.contains($0) && !b.movedSections.map(\.from).contains($0) }
            .makeIterator()
        let movedTo = Dictionary(uniqueKeysWithValues: b.movedSections.map { ($0.to, $0.from) })
        for t in 0..<newS where !insertedS.contains(t) { newToOld[t] = movedTo[t] ?? keptOld.next() }
        for p in b.insertedItems + b.movedItems.map(\.to) {
            if p.section < 0 || p.section >= newS { return .rejected(.sectionOutOfRange) }
            guard let s = newToOld[p.section], !reloadedS.contains(s) else {
                return .rejected(.itemChangeInChangedSection)
            }
        }
        if let r = conflicts(b.deletedItems, b.movedItems.map(\.from), b.reloadedItems) { return .rejected(r) }
        if let r = conflictsNew(b.insertedItems, b.movedItems.map(\.to)) { return .rejected(r) }
        // Items: take out deletes and move sources (descending, old coordinates).
        var work: [[Int]] = old.map(\.items)
        var movedValues: [IndexPath: Int] = [:]
        for m in b.movedItems { movedValues[m.to] = work[m.from.section][m.from.item] }
        for p in Set(b.deletedItems + b.movedItems.map(\.from)).sorted(by: >) { work[p.section].remove(at: p.item) }
        // Rebuild the sections with the remaining items, in new order.
        var result: [Section] = []
        for t in 0..<newS {
            if let s = newToOld[t], !reloadedS.contains(s) {
                result.append((sections[t]!.id, work[s]))
            } else if let s = newToOld[t] {
                result.append((old[s].id, (0..<newCounts[t]).map { newItem(IndexPath(item: $0, section: t)) }))
            } else {
                result.append((sections[t]!.id, (0..<newCounts[t]).map { newItem(IndexPath(item: $0, section: t)) }))
            }
        }
        // Inserts and move targets, ascending, new coordinates.
        var arriving: [(IndexPath, Int)] = b.insertedItems.map { ($0, newItem($0)) }
        arriving += movedValues.map { ($0.key, $0.value) }
        for (p, v) in arriving.sorted(by: { $0.0 < $1.0 }) {
            if p.item > result[p.section].items.count { return .rejected(.itemOutOfRange) }
            result[p.section].items.insert(v, at: p.item)
        }
        for t in 0..<newS where result[t].items.count != newCounts[t] { return .rejected(.invalidNumberOfItems) }
        // Reloads: the item at the reload's new place is replaced.
        for p in b.reloadedItems {
            let value = old[p.section].items[p.item]
            for t in 0..<newS {
                if let i = result[t].items.firstIndex(of: value) {
                    result[t].items[i] = newItem(IndexPath(item: i, section: t))
                }
            }
        }
        for p in b.reconfiguredItems
        where !(newCounts.indices.contains(p.section) && (0..<newCounts[p.section]).contains(p.item)) {
            return .rejected(.itemOutOfRange)
        }
        return .accepted(result)
    }

    /// Old-side conflicts: a location deleted twice, deleted and moved, moved twice,
    /// deleted and reloaded, moved and reloaded, reloaded twice.
    static func conflicts<T: Hashable>(_ deletes: [T], _ moves: [T], _ reloads: [T]) -> BatchUpdateRule? {
        if Set(deletes).count != deletes.count { return .sameChangeTwice }
        if !Set(deletes).isDisjoint(with: moves) { return .deleteAndMoveSameLocation }
        if Set(moves).count != moves.count { return .twoMovesFromSameLocation }
        if !Set(deletes).isDisjoint(with: reloads) { return .deleteAndReloadSameLocation }
        if !Set(moves).isDisjoint(with: reloads) { return .reloadAndMoveSameLocation }
        if Set(reloads).count != reloads.count { return .sameChangeTwice }
        return nil
    }

    /// New-side conflicts: inserted twice, inserted and a move target, two moves to one place.
    static func conflictsNew<T: Hashable>(_ inserts: [T], _ moves: [T]) -> BatchUpdateRule? {
        if Set(inserts).count != inserts.count { return .sameChangeTwice }
        if !Set(inserts).isDisjoint(with: moves) { return .insertAndMoveSameLocation }
        if Set(moves).count != moves.count { return .twoMovesToSameLocation }
        return nil
    }
}
