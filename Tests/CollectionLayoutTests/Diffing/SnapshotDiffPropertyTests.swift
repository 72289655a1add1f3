import TestSupport
import Testing

@testable import CollectionLayout

/// Random snapshot pairs: the diff, replayed with the independent UIKit model, rebuilds
/// the new snapshot; the engine's own validation accepts it; the moves are exactly the
/// matched items minus a longest increasing subsequence (computed here by brute force).
@Suite struct SnapshotDiffPropertyTests {
    @Test func diffsReplayToTheNewSnapshotWithMinimalMoves() throws {
        var rng = SeededGenerator(seed: 0xD1FF)
        for round in 0..<3_000 {
            let (old, new) = RandomSnapshots.pair(using: &rng)
            let reloaded = Set(new.items.flatMap { $0 }.filter { _ in Int.random(in: 0..<10, using: &rng) == 0 })
            let d = SnapshotDiffer.diff(
                oldSections: old.ids, oldItems: old.items, newSections: new.ids, newItems: new.items, reloaded: reloaded
            )
            let label = "round \(round): \(old) -> \(new)"
            // 1. The independent replay rebuilds the new snapshot (reloads replaced by marker values).
            let replay = UIKitBatchModel.replay(
                d.batch, old: zip(old.ids, old.items).map { ($0, $1) }, newCounts: new.items.map(\.count),
                newSection: { new.ids[$0] }, newItem: { new.items[$0.section][$0.item] })
            guard case .accepted(let rebuilt) = replay else {
                Issue.record("\(label): the model rejects the diff \(d.batch): \(replay)")
                return
            }
            #expect(rebuilt.map(\.id) == new.ids, "\(label)")
            #expect(rebuilt.map(\.items) == new.items, "\(label) \(d.batch)")
            // 2. The engine validates it too.
            #expect(throws: Never.self, "\(label)") {
                try d.batch.validate(oldItemCounts: old.items.map(\.count), newItemCounts: new.items.map(\.count))
            }
            // 3. Minimal moves: per surviving section, same-section matches minus their LIS,
            //    plus every cross-section match between surviving sections.
            #expect(
                d.batch.movedItems.count + movedReloads(d, reloaded, old, new) == expectedMoves(old, new),
                "\(label) \(d.batch)")
            // 4. The maps are the identity pairing.
            let oldFlat = old.items.flatMap { $0 }
            let newFlat = new.items.flatMap { $0 }
            for (o, n) in d.oldToNew.enumerated() {
                #expect(n < 0 ? !newFlat.contains(oldFlat[o]) : newFlat[Int(n)] == oldFlat[o], "\(label)")
            }
            #expect(d.newToOld.count == newFlat.count)
        }
    }

    /// Reloaded items that would move are listed as a delete and an insert instead.
    func movedReloads(_ d: SnapshotDiff, _ reloaded: Set<Int>, _ old: RandomSnapshots.Side, _ new: RandomSnapshots.Side)
        -> Int
    {
        let newFlat = new.items.flatMap { $0 }
        return d.batch.insertedItems.filter { p in
            let id = new.items[p.section][p.item]
            return reloaded.contains(id) && old.items.flatMap { $0 }.contains(id) && newFlat.contains(id)
        }.count
    }

    func expectedMoves(_ old: RandomSnapshots.Side, _ new: RandomSnapshots.Side) -> Int {
        var moves = 0
        for (t, sid) in new.ids.enumerated() {
            guard let s = old.ids.firstIndex(of: sid) else { continue }
            var same: [Int] = []
            for id in new.items[t] {
                if let i = old.items[s].firstIndex(of: id) {
                    same.append(i)
                } else if let from = old.items.firstIndex(where: { $0.contains(id) }), new.ids.contains(old.ids[from]) {
                    moves += 1
                }
            }
            moves += same.count - bruteForceLIS(same)
        }
        return moves
    }

    /// O(n^2) dynamic programming: the length of the longest strictly increasing subsequence.
    func bruteForceLIS(_ v: [Int]) -> Int {
        var best = [Int](repeating: 1, count: v.count)
        for i in v.indices { for j in 0..<i where v[j] < v[i] { best[i] = max(best[i], best[j] + 1) } }
        return best.max() ?? 0
    }

    @Test func longestIncreasingSubsequenceMatchesBruteForce() {
        var rng = SeededGenerator(seed: 0x115)
        for _ in 0..<2_000 {
            let v = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int32.random(in: 0...30, using: &rng) }
            var marks: [Bool] = []
            LongestIncreasingSubsequence.mark(v, into: &marks)
            let picked = v.indices.filter { marks[$0] }.map { v[$0] }
            #expect(zip(picked, picked.dropFirst()).allSatisfy { $0 < $1 })
            #expect(picked.count == bruteForceLIS(v.map(Int.init)))
        }
    }
}

/// Random pairs of sectioned snapshots with unique identifiers.
enum RandomSnapshots {
    typealias Side = (ids: [Int], items: [[Int]])

    static func pair(using rng: inout SeededGenerator) -> (Side, Side) {
        var nextID = 0
        func fresh() -> Int {
            nextID += 1
            return nextID
        }
        let sectionCount = Int.random(in: 0...4, using: &rng)
        let old: Side = (
            (0..<sectionCount).map { -1 - $0 },
            (0..<sectionCount).map { _ in (0..<Int.random(in: 0...8, using: &rng)).map { _ in fresh() } }
        )
        var ids = old.ids
        var items = old.items
        // Section edits.
        if !ids.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 {
            let s = Int.random(in: 0..<ids.count, using: &rng)
            ids.remove(at: s)
            items.remove(at: s)
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let at = Int.random(in: 0...ids.count, using: &rng)
            ids.insert(-100 - fresh(), at: at)
            items.insert((0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() }, at: at)
        }
        if ids.count > 1 && Int.random(in: 0..<4, using: &rng) == 0 {
            let s = Int.random(in: 0..<ids.count, using: &rng)
            let t = Int.random(in: 0..<ids.count, using: &rng)
            let (i, v) = (ids.remove(at: s), items.remove(at: s))
            ids.insert(i, at: t)
            items.insert(v, at: t)
        }
        // Item edits.
        for _ in 0..<Int.random(in: 0...6, using: &rng) where !items.isEmpty {
            let s = Int.random(in: 0..<items.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: if !items[s].isEmpty { items[s].remove(at: Int.random(in: 0..<items[s].count, using: &rng)) }
            case 1: items[s].insert(fresh(), at: Int.random(in: 0...items[s].count, using: &rng))
            case 2:
                if !items[s].isEmpty {
                    let v = items[s].remove(at: Int.random(in: 0..<items[s].count, using: &rng))
                    let t = Int.random(in: 0..<items.count, using: &rng)
                    items[t].insert(v, at: Int.random(in: 0...items[t].count, using: &rng))
                }
            default: items[s].shuffle(using: &rng)
            }
        }
        return (old, (ids, items))
    }
}
