import CollectionLayout
import Scenarios

/// The editing keys: hand-written batches (insert, delete, move, reload, sections, a
/// mixed batch, and batches UIKit rejects) and snapshot applies
/// (shuffle, random snapshot, undo).
extension ExplorerModel {
    private func counts(_ change: (inout [Int]) -> Void) -> [Int] {
        var c = document.editableData.itemCounts
        change(&c)
        return c
    }

    /// A new item shaped like the one at `model` (its size keys), titled "New N" in `appearance`.
    private mutating func newItem(like model: IndexPath?, titledIn appearance: inout CollectionAppearance)
        -> CollectionData.Item
    {
        let id = freshID("new")
        let metrics = model.flatMap { document.editableData.item(at: $0)?.metrics } ?? .unspecified
        appearance.itemTitles[id] = "New \(updateHistory.newIdentifierCount)"
        return CollectionData.Item(id: id, metrics: metrics)
    }

    /// `i`: inserts a new item after the target item (or first in the first section).
    mutating func insertItemAfterTarget(now: Double) {
        let data = document.editableData
        guard !data.sections.isEmpty else { return say("No section to insert into: I inserts a section") }
        let at =
            editTarget.map { IndexPath(item: $0.item + 1, section: $0.section) }
            ?? IndexPath(item: 0, section: editSection ?? 0)
        var appearance = document.editableAppearance
        let item = newItem(like: editTarget, titledIn: &appearance)
        perform(
            BatchUpdate(insertedItems: [at]), newItemCounts: counts { $0[at.section] += 1 }, label: "Insert \(at)",
            now: now, appearance: appearance
        ) { _ in item }
        if focusMode { focus = ElementKey(category: .cell, indexPath: at) }
    }

    /// `x`: deletes the target item.
    mutating func deleteTarget(now: Double) {
        guard let at = editTarget else { return say("No item to delete here") }
        perform(
            BatchUpdate(deletedItems: [at]), newItemCounts: counts { $0[at.section] -= 1 }, label: "Delete \(at)",
            now: now
        ) { _ in
            CollectionData.Item(id: "unused")
        }
    }

    /// `>` / `<`: moves the target item one place later or earlier, across section ends.
    mutating func moveTarget(by step: Int, now: Double) {
        guard let from = editTarget else { return say("No item to move here") }
        let c = document.editableData.itemCounts
        var to = IndexPath(item: from.item + step, section: from.section)
        var newCounts = c
        if to.item < 0 || to.item >= c[from.section] {
            // Past the section's end: into the neighbouring section (first or last place).
            let next = from.section + step
            guard c.indices.contains(next) else {
                return say("\(from) is already at the \(step > 0 ? "end" : "start")")
            }
            newCounts[from.section] -= 1
            newCounts[next] += 1
            to = IndexPath(item: step > 0 ? 0 : c[next], section: next)
        }
        perform(
            BatchUpdate(movedItems: [.init(from: from, to: to)]), newItemCounts: newCounts,
            label: "Move \(from) to \(to)", now: now
        ) { _ in
            CollectionData.Item(id: "unused")
        }
        if focusMode { focus = ElementKey(category: .cell, indexPath: to) }
    }

    /// `r`: reloads the target item with new content (its title gets the next version).
    mutating func reloadTarget(now: Double) {
        guard let at = editTarget, let item = document.editableData.item(at: at) else {
            return say("No item to reload here")
        }
        var appearance = document.editableAppearance
        appearance.itemTitles[item.id] = Self.nextVersion(of: appearance.itemTitle(id: item.id) ?? item.id)
        perform(
            BatchUpdate(reloadedItems: [at]), newItemCounts: counts { _ in }, label: "Reload \(at)", now: now,
            appearance: appearance
        ) { _ in item }
    }

    /// "Lake" -> "Lake v2" -> "Lake v3".
    static func nextVersion(of title: String) -> String {
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        if words.count > 1, let last = words.last, last.first == "v", let n = Int(last.dropFirst()) {
            return words.dropLast().joined(separator: " ") + " v\(n + 1)"
        }
        return title + " v2"
    }

    /// `I`: inserts a section of three new items after the target section, styled like it.
    mutating func insertSectionAfterTarget(now: Double) {
        let data = document.editableData
        let after = editSection ?? (data.sections.count - 1)
        let t = after + 1
        let template = data.sections.indices.contains(after) ? data.sections[after] : CollectionData.Section(id: "")
        let modelItem = template.items.isEmpty ? nil : IndexPath(item: 0, section: after)
        let sectionID = freshID("section")
        var appearance = document.editableAppearance
        let items = (0..<3).map { _ in newItem(like: modelItem, titledIn: &appearance) }
        var section = template
        section.id = sectionID
        section.items = CollectionItems(items)
        var look = appearance.section(template.id)
        look.title = "New section \(updateHistory.newIdentifierCount)"
        appearance.sections[sectionID] = look
        perform(
            BatchUpdate(insertedSections: [t]), newItemCounts: counts { $0.insert(3, at: t) },
            label: "Insert section \(t)", now: now, appearance: appearance,
            makeItem: { items[$0.item] }, makeSection: { _ in section })
    }

    /// `X`: deletes the target section.
    mutating func deleteTargetSection(now: Double) {
        guard let s = editSection, document.editableData.sections.indices.contains(s) else {
            return say("No section to delete")
        }
        perform(
            BatchUpdate(deletedSections: [s]), newItemCounts: counts { $0.remove(at: s) }, label: "Delete section \(s)",
            now: now
        ) { _ in
            CollectionData.Item(id: "unused")
        }
    }

    /// `z`: shuffles the target section's items (a new snapshot, diffed).
    mutating func shuffleTargetSection(now: Double) {
        guard let s = editSection else { return say("No section to shuffle") }
        var data = document.editableData
        var rng = SplitMix64(seed: UInt64(updateHistory.nextUpdateNumber() &+ 1) &* 0x9E37_79B9)
        data.sections[s].items.shuffle(using: &rng)
        apply(data, label: "Shuffle section \(s)", now: now)
    }

    /// `R`: a random snapshot: about a tenth of the items deleted, as many new ones
    /// inserted, a twentieth moved (some across sections).
    mutating func applyRandomSnapshot(now: Double) {
        var data = document.editableData
        var appearance = document.editableAppearance
        guard !data.sections.isEmpty else { return say("No section to change") }
        var rng = SplitMix64(seed: UInt64(updateHistory.updateCount &+ 7) &* 0xD1B5_4A32_D192_ED03)
        let total = data.itemCounts.reduce(0, +)
        let changes = max(1, total / 10)
        for _ in 0..<changes where data.itemCounts.reduce(0, +) > 0 {
            let s = data.sections.indices.filter { !data.sections[$0].items.isEmpty }.randomElement(using: &rng)!
            data.sections[s].items.remove(at: Int.random(in: 0..<data.sections[s].items.count, using: &rng))
        }
        for _ in 0..<changes {
            let s = Int.random(in: 0..<data.sections.count, using: &rng)
            let model = data.sections[s].items.first?.metrics ?? .unspecified
            let id = freshID("new")
            appearance.itemTitles[id] = "New \(updateHistory.newIdentifierCount)"
            let item = CollectionData.Item(id: id, metrics: model)
            data.sections[s].items.insert(item, at: Int.random(in: 0...data.sections[s].items.count, using: &rng))
        }
        for _ in 0..<max(1, total / 20) where data.itemCounts.reduce(0, +) > 1 {
            let s = data.sections.indices.filter { !data.sections[$0].items.isEmpty }.randomElement(using: &rng)!
            let item = data.sections[s].items.remove(at: Int.random(in: 0..<data.sections[s].items.count, using: &rng))
            let t = Int.random(in: 0..<data.sections.count, using: &rng)
            data.sections[t].items.insert(item, at: Int.random(in: 0...data.sections[t].items.count, using: &rng))
        }
        apply(data, appearance: appearance, label: "Random snapshot", now: now)
    }

    /// `e`: the file's remote updates when it has some (``playNextRemoteUpdateSet(now:)``);
    /// otherwise a mixed batch of Tessera's own in the target section, in one
    /// transaction: delete item 3, reload item 2, move item 1 to 4, insert a new item at 0.
    mutating func playRemoteUpdates(now: Double) {
        if !document.remoteUpdates.isEmpty { return playNextRemoteUpdateSet(now: now) }
        let data = document.editableData
        guard let s = editSection ?? data.sections.indices.first, data.sections.indices.contains(s),
            data.sections[s].items.count >= 5
        else {
            return say("The mixed batch needs a section of at least 5 items")
        }
        let p = { IndexPath(item: $0, section: s) }
        var appearance = document.editableAppearance
        let reloaded = data.sections[s].items[2]
        appearance.itemTitles[reloaded.id] = Self.nextVersion(of: appearance.itemTitle(id: reloaded.id) ?? reloaded.id)
        let fresh = newItem(like: p(0), titledIn: &appearance)
        let batch = BatchUpdate(
            deletedItems: [p(3)], insertedItems: [p(0)], movedItems: [.init(from: p(1), to: p(4))],
            reloadedItems: [p(2)])
        perform(batch, newItemCounts: data.itemCounts, label: "Mixed batch", now: now, appearance: appearance) {
            $0 == p(0) ? fresh : reloaded
        }
    }

    /// `!`: a batch UIKit rejects, a different rule each time, to see the rule named. The
    /// first four are the illegal combinations the WWDC18 sample names, in its order: a
    /// move with a delete of the same item, a move with an insert at its destination, two
    /// moves to one place, and an index path out of range; then more of UIKit's rules.
    mutating func tryRejectedBatch(now: Double) {
        let data = document.editableData
        guard let at = editTarget else { return say("Focus an item first: ! tries a batch UIKit rejects on it") }
        let c = data.itemCounts
        let first = IndexPath(item: 0, section: at.section)
        let other = IndexPath(item: at.item == 0 ? 1 : 0, section: at.section)
        let examples: [(String, BatchUpdate, [Int])] = [
            (
                "Delete and move \(at)",
                BatchUpdate(deletedItems: [at], movedItems: [.init(from: at, to: first)]),
                counts { $0[at.section] -= 1 }
            ),
            (
                "Move \(at) to \(first) and insert at \(first)",
                BatchUpdate(insertedItems: [first], movedItems: [.init(from: at, to: first)]),
                counts { $0[at.section] += 1 }
            ),
            (
                "Move \(at) and \(other) both to \(first)",
                BatchUpdate(movedItems: [.init(from: at, to: first), .init(from: other, to: first)]), c
            ),
            (
                "Delete an item past the end of section \(at.section)",
                BatchUpdate(deletedItems: [IndexPath(item: c[at.section], section: at.section)]),
                counts { $0[at.section] -= 1 }
            ),
            ("Insert without adding an item", BatchUpdate(insertedItems: [at]), c),
            ("Delete \(at) twice", BatchUpdate(deletedItems: [at, at]), counts { $0[at.section] -= 2 }),
            (
                "Insert past the end",
                BatchUpdate(insertedItems: [IndexPath(item: c[at.section] + 1, section: at.section)]),
                counts { $0[at.section] += 1 }
            ),
            (
                "Delete and reload \(at)", BatchUpdate(deletedItems: [at], reloadedItems: [at]),
                counts { $0[at.section] -= 1 }
            ),
        ]
        let (label, batch, newCounts) = examples[updateHistory.nextUpdateNumber() % examples.count]
        perform(batch, newItemCounts: newCounts, label: label, now: now) { _ in CollectionData.Item(id: "unused") }
    }
}
