import CollectionLayout

/// Breaks a valid batch the ways a hand-written `performBatchUpdates` goes wrong: an
/// index out of range (past the end, negative, huge), an index given twice or in two
/// roles, an operation dropped or added, a moved item sent to a deleted section, an
/// announced count off by one, a section count that does not match.
public enum BatchDamage {
    /// Damages `batch` (and sometimes `counts`) once; returns what it did.
    public static func apply<G: RandomNumberGenerator>(
        to batch: inout BatchUpdate, counts: inout [Int], oldCounts: [Int], using g: inout G
    ) -> String {
        let sectionCount = max(1, max(oldCounts.count, counts.count))
        func section() -> Int {
            [0, sectionCount - 1, sectionCount, -1, Int.random(in: 0..<sectionCount, using: &g), 1 << 40][
                Int.random(in: 0..<6, using: &g)]
        }
        func item(_ s: Int) -> Int {
            let n = oldCounts.indices.contains(s) ? oldCounts[s] : 3
            return [0, max(0, n - 1), n, n + 1, -1, Int.random(in: 0...max(0, n), using: &g), Int.max][
                Int.random(in: 0..<7, using: &g)]
        }
        func path() -> IndexPath {
            let s = section()
            return IndexPath(item: item(s), section: s)
        }
        switch Int.random(in: 0..<12, using: &g) {
        case 0:
            batch.deletedItems.append(path())
            return "extra delete"
        case 1:
            batch.insertedItems.append(path())
            return "extra insert"
        case 2:
            batch.movedItems.append(.init(from: path(), to: path()))
            return "extra move"
        case 3:
            batch.reloadedItems.append(path())
            return "extra reload"
        case 4:
            batch.deletedSections.append(section())
            return "extra section delete"
        case 5:
            batch.insertedSections.append(section())
            return "extra section insert"
        case 6:
            batch.movedSections.append(.init(from: section(), to: section()))
            return "extra section move"
        case 7:
            if let first = batch.deletedItems.first {
                batch.reloadedItems.append(first)
            } else {
                batch.deletedItems += [path(), path()]
            }
            return "deleted and reloaded"
        case 8:
            if !batch.insertedItems.isEmpty {
                batch.insertedItems.removeLast()
            } else if !batch.deletedItems.isEmpty {
                batch.deletedItems.removeLast()
            } else if !batch.movedItems.isEmpty {
                batch.movedItems.removeLast()
            }
            return "operation dropped"
        case 9:
            if !counts.isEmpty {
                let s = Int.random(in: 0..<counts.count, using: &g)
                counts[s] += Bool.random(using: &g) ? 1 : -1
            }
            return "count off by one"
        case 10:
            if Bool.random(using: &g) || counts.isEmpty { counts.append(0) } else { counts.removeLast() }
            return "section count off"
        default:
            if let m = batch.movedItems.first {
                batch.movedItems.append(.init(from: m.from, to: path()))
            } else {
                batch.movedItems.append(.init(from: path(), to: path()))
            }
            return "item moved twice"
        }
    }
}
