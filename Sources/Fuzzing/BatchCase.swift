import CollectionLayout
import Explorer

/// One fuzzed batch update: a valid batch made by diffing the data before and after a
/// random edit (deleted, inserted, moved and reloaded items and sections), then, in
/// most cases, broken on purpose (an index out of range or repeated, an operation
/// dropped or added, a section count off by one), applied to the explorer's model as a
/// client's `performBatchUpdates`. A rejected batch must leave the data and the
/// layout exactly as they were; an applied one must give the counts it announced and
/// keep every surviving item's identity.
public struct BatchCase: Sendable {
    /// The case's index in its run.
    public var index: Int
    /// Which base document the batch applies to.
    public var base: Int
    /// The batch.
    public var batch: BatchUpdate
    /// The item counts the batch announces.
    public var newItemCounts: [Int]
    /// How the batch was broken, or "valid".
    public var damage: String

    /// Creates a case by hand.
    public init(index: Int, base: Int, batch: BatchUpdate, newItemCounts: [Int], damage: String) {
        self.index = index
        self.base = base
        self.batch = batch
        self.newItemCounts = newItemCounts
        self.damage = damage
    }

    /// Case `index` of the run seeded `seed`, over `bases` (the data of each base
    /// document). Complexity: O(items) for the edit and the diff.
    public static func make(seed: UInt64, index: Int, bases: [CollectionData]) -> BatchCase {
        var g = FuzzSeed.generator(seed: seed, index: index)
        let base = bases.isEmpty ? 0 : Int.random(in: 0..<bases.count, using: &g)
        let old = bases.isEmpty ? Snapshot<String, String>() : bases[base].snapshot
        let new = randomEdit(of: old, using: &g)
        var batch = new.difference(from: old).batch
        var counts = new.itemCounts
        var damage = "valid"
        if Int.random(in: 0..<10, using: &g) < 7 {
            damage = BatchDamage.apply(to: &batch, counts: &counts, oldCounts: old.itemCounts, using: &g)
        }
        return BatchCase(index: index, base: base, batch: batch, newItemCounts: counts, damage: damage)
    }

    /// What a case came to when it kept its promises.
    public enum Outcome: Sendable, Hashable {
        /// Applied; the data has the announced counts and every survivor's identity.
        case applied
        /// Rejected by UIKit's rules, the data and the layout as they were.
        case rejected
        /// Valid, but the layout cannot show the result; the data and layout as they were.
        case notShown
    }

    /// Applies the case to `model` (showing base document `base`) and checks it.
    /// Complexity: the validation plus one prepare of the model's layout.
    public func run(on model: inout ExplorerModel, now: Double) -> Result<Outcome, FuzzFailure> {
        let before = model.document.editableData
        let beforeContent = model.layout?.contentSize
        let beforeTotal = model.totalElements
        let expected = try? batch.mapping(oldItemCounts: before.itemCounts, newItemCounts: newItemCounts)
        let result = model.performClientBatch(batch, newItemCounts: newItemCounts, now: now)
        let after = model.document.editableData
        let unchanged =
            after == before && model.layout?.contentSize == beforeContent && model.totalElements == beforeTotal
        switch result {
        case .rejected(let rejection):
            if expected != nil {
                return .failure(FuzzFailure("the model rejected a batch its validation accepts: \(rejection.message)"))
            }
            if !unchanged {
                return .failure(FuzzFailure("a rejected batch (\(rejection.rule.title)) changed the data or layout"))
            }
            return .success(.rejected)
        case .notShown(let why):
            if expected == nil { return .failure(FuzzFailure("the model tried to show a batch UIKit rejects")) }
            if !unchanged { return .failure(FuzzFailure("a batch the layout cannot show changed the data: \(why)")) }
            return .success(.notShown)
        case .applied:
            break
        }
        guard let mapping = expected else {
            return .failure(FuzzFailure("the model applied a batch its validation rejects"))
        }
        if after.itemCounts != newItemCounts {
            return .failure(FuzzFailure("applied: counts \(after.itemCounts), announced \(newItemCounts)"))
        }
        for (s, section) in before.sections.enumerated() {
            for (i, item) in section.items.enumerated() {
                guard let to = mapping.newIndexPath(forOld: IndexPath(item: i, section: s)) else { continue }
                if after.item(at: to)?.id != item.id {
                    return .failure(FuzzFailure("applied: item \(item.id) at \(to) lost its identity"))
                }
            }
        }
        return .success(.applied)
    }

    /// A random edit of `old`: some items and sections deleted, inserted, moved and
    /// reloaded.
    static func randomEdit<G: RandomNumberGenerator>(of old: Snapshot<String, String>, using g: inout G)
        -> Snapshot<String, String>
    {
        var sections = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0) ?? []) }
        var fresh = 0
        func newID(_ prefix: String) -> String {
            fresh += 1
            return "fuzz-\(prefix)-\(fresh)"
        }
        for _ in 0..<Int.random(in: 0...6, using: &g) {
            switch Int.random(in: 0..<8, using: &g) {
            case 0 where !sections.isEmpty:
                sections.remove(at: Int.random(in: 0..<sections.count, using: &g))
            case 1:
                let at = Int.random(in: 0...sections.count, using: &g)
                sections.insert((newID("s"), (0..<Int.random(in: 0...3, using: &g)).map { _ in newID("i") }), at: at)
            case 2 where sections.count > 1:
                let s = sections.remove(at: Int.random(in: 0..<sections.count, using: &g))
                sections.insert(s, at: Int.random(in: 0...sections.count, using: &g))
            case 3, 4:
                let s = Int.random(in: 0..<max(1, sections.count), using: &g)
                guard sections.indices.contains(s), !sections[s].1.isEmpty else { continue }
                sections[s].1.remove(at: Int.random(in: 0..<sections[s].1.count, using: &g))
            case 5:
                let s = Int.random(in: 0..<max(1, sections.count), using: &g)
                guard sections.indices.contains(s) else { continue }
                sections[s].1.insert(newID("i"), at: Int.random(in: 0...sections[s].1.count, using: &g))
            default:
                // An item moved, within or across sections.
                let from = Int.random(in: 0..<max(1, sections.count), using: &g)
                let to = Int.random(in: 0..<max(1, sections.count), using: &g)
                guard sections.indices.contains(from), sections.indices.contains(to), !sections[from].1.isEmpty
                else { continue }
                let item = sections[from].1.remove(at: Int.random(in: 0..<sections[from].1.count, using: &g))
                sections[to].1.insert(item, at: Int.random(in: 0...sections[to].1.count, using: &g))
            }
        }
        var new = Snapshot<String, String>()
        try? new.appendSections(sections.map(\.0))
        for (id, items) in sections where !items.isEmpty { try? new.appendItems(items, toSection: id) }
        let survivors = new.itemIdentifiers.filter { old.indexPath(for: $0) != nil }
        if !survivors.isEmpty, Bool.random(using: &g) {
            try? new.reloadItems([survivors[Int.random(in: 0..<survivors.count, using: &g)]])
        }
        return new
    }
}
