import TestSupport
import Testing

@testable import CollectionLayout

/// Random batches, valid and not, against the independent UIKit model: the engine
/// accepts exactly the batches the model accepts and produces the same data.
@Suite struct BatchUpdatePropertyTests {
    @Test func engineAgreesWithTheUIKitModel() {
        var rng = SeededGenerator(seed: 0xBA7C4)
        var accepted = 0
        var rejected = 0
        for round in 0..<6_000 {
            let old: [UIKitBatchModel.Section] = (0..<Int.random(in: 0...4, using: &rng)).map { s in
                (id: s, items: (0..<Int.random(in: 0...6, using: &rng)).map { s * 100 + $0 })
            }
            let (batch, newCounts) = RandomBatches.make(old: old.map(\.items.count), using: &rng)
            let newItem: (IndexPath) -> Int = { 10_000 + $0.section * 100 + $0.item }
            let newSection: (Int) -> Int = { 1_000 + $0 }
            let model = UIKitBatchModel.replay(
                batch, old: old, newCounts: newCounts, newSection: newSection, newItem: newItem)
            let engine = Result { () throws(BatchUpdateError) -> UpdateMapping in
                try batch.mapping(oldItemCounts: old.map(\.items.count), newItemCounts: newCounts)
            }
            switch (model, engine) {
            case (.accepted(let expected), .success(let mapping)):
                let items = mapping.apply(to: old.map(\.items), insertedItem: newItem)
                let ids = mapping.applyToSections(old.map(\.id), insertedSection: newSection)
                #expect(items == expected.map(\.items), "round \(round): \(batch)")
                #expect(ids == expected.map(\.id), "round \(round): \(batch)")
                if items != expected.map(\.items) { return }
                accepted += 1
            case (.rejected, .failure):
                rejected += 1
            case (.accepted, .failure(let error)):
                Issue.record(
                    "round \(round): engine rejected a batch the model accepts: \(error) \(batch) old \(old.map(\.items.count)) new \(newCounts)"
                )
                return
            case (.rejected(let rule), .success):
                Issue.record(
                    "round \(round): engine accepted a batch the model rejects (\(rule)): \(batch) old \(old.map(\.items.count)) new \(newCounts)"
                )
                return
            }
        }
        // Both kinds must be well represented for the test to mean anything.
        #expect(accepted > 1_500)
        #expect(rejected > 1_500)
    }
}

/// Random batches: mostly plausible, sometimes with one rule broken on purpose.
enum RandomBatches {
    static func make(old counts: [Int], using rng: inout SeededGenerator) -> (BatchUpdate, [Int]) {
        var b = BatchUpdate()
        let oldS = counts.count
        var sectionPool = Array(0..<oldS).shuffled(using: &rng)
        // Sections: a few deleted, moved, reloaded.
        if !sectionPool.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 {
            b.deletedSections.append(sectionPool.removeLast())
        }
        if !sectionPool.isEmpty && Int.random(in: 0..<8, using: &rng) == 0 {
            b.reloadedSections.append(sectionPool.removeLast())
        }
        let movingSections =
            !sectionPool.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 ? [sectionPool.removeLast()] : []
        let insertedCount = Int.random(in: 0..<5, using: &rng) == 0 ? 1 : 0
        let newS = oldS - b.deletedSections.count + insertedCount
        var targets = Array(0..<newS).shuffled(using: &rng)
        for _ in 0..<insertedCount where !targets.isEmpty { b.insertedSections.append(targets.removeLast()) }
        for s in movingSections where !targets.isEmpty {
            b.movedSections.append(.init(from: s, to: targets.removeLast()))
        }
        // Which old section lands where (valid batches only; used to size the new sections).
        let mapping = try? BatchUpdate(
            deletedSections: b.deletedSections, insertedSections: b.insertedSections, movedSections: b.movedSections,
            reloadedSections: b.reloadedSections
        ).mapping(oldItemCounts: counts, newItemCounts: (0..<newS).map { _ in 0 }.enumerated().map { _, _ in 0 })
        let newToOld: [Int?] = mapping?.sectionNewToOld ?? Array(repeating: nil, count: newS)
        // Items of sections that stay put or move.
        let itemSections = (0..<oldS).filter { !b.deletedSections.contains($0) && !b.reloadedSections.contains($0) }
        var oldPaths = itemSections.flatMap { s in (0..<counts[s]).map { IndexPath(item: $0, section: s) } }.shuffled(
            using: &rng)
        let take = { (n: Int, pool: inout [IndexPath]) -> [IndexPath] in
            let k = min(n, pool.count)
            defer { pool.removeLast(k) }
            return Array(pool.suffix(k))
        }
        b.deletedItems = take(Int.random(in: 0...2, using: &rng), &oldPaths)
        let moveSources = take(Int.random(in: 0...2, using: &rng), &oldPaths)
        b.reloadedItems = take(Int.random(in: 0...1, using: &rng), &oldPaths)
        // New counts of the surviving sections, then targets inside them.
        var newCounts = newToOld.map { s -> Int in s.map { counts[$0] } ?? Int.random(in: 0...3, using: &rng) }
        for p in b.deletedItems + moveSources { if let t = newToOld.firstIndex(of: p.section) { newCounts[t] -= 1 } }
        let receiving = (0..<newS).filter { t in newToOld[t].map { !b.reloadedSections.contains($0) } ?? false }
        var arrivals: [IndexPath] = []
        for _ in 0..<(moveSources.count + Int.random(in: 0...2, using: &rng)) where !receiving.isEmpty {
            let t = receiving.randomElement(using: &rng)!
            newCounts[t] += 1
            arrivals.append(IndexPath(item: 0, section: t))
        }
        // Place arrivals at distinct positions within their section's new count.
        var used = Set<IndexPath>()
        arrivals = arrivals.map { a in
            var p = IndexPath(item: Int.random(in: 0..<max(1, newCounts[a.section]), using: &rng), section: a.section)
            while used.contains(p) { p.item = (p.item + 1) % max(1, newCounts[a.section]) }
            used.insert(p)
            return p
        }
        for (k, source) in moveSources.enumerated() where k < arrivals.count {
            b.movedItems.append(.init(from: source, to: arrivals[k]))
        }
        b.insertedItems = Array(arrivals.dropFirst(min(moveSources.count, arrivals.count)))
        // Break a rule now and then.
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: if let d = b.deletedItems.first { b.movedItems.append(.init(from: d, to: d)) }
        case 1:
            if let i = b.insertedItems.first, let m = b.movedItems.first {
                b.movedItems[0] = .init(from: m.from, to: i)
            }
        case 2: if !newCounts.isEmpty { newCounts[Int.random(in: 0..<newCounts.count, using: &rng)] += 1 }
        case 3: b.deletedItems.append(IndexPath(item: 9, section: max(0, oldS - 1)))
        case 4: if let r = b.reloadedItems.first { b.deletedItems.append(r) }
        case 5: if let d = b.deletedSections.first { b.deletedItems.append(IndexPath(item: 0, section: d)) }
        case 6:
            // One past the end: counts add up, the position does not.
            if let t = receiving.randomElement(using: &rng) {
                newCounts[t] += 1
                b.insertedItems.append(IndexPath(item: newCounts[t], section: t))
            }
        case 7: if let m = b.movedItems.first { b.movedItems.append(.init(from: m.from, to: m.to)) }
        default: break
        }
        return (b, newCounts.map { max(0, $0) })
    }
}
