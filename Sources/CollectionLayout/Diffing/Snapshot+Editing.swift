extension Snapshot {
    private static func text(_ id: some Hashable) -> String { String(describing: id) }

    private func checkNew(sections: [SectionID]) throws(SnapshotError) {
        var seen = Set<SectionID>()
        for id in sections where sectionIndex[id] != nil || !seen.insert(id).inserted {
            throw SnapshotError(.duplicateSection, identifier: Self.text(id))
        }
    }

    private func checkNew(items: [ItemID]) throws(SnapshotError) {
        var seen = Set<ItemID>()
        seen.reserveCapacity(items.count)
        for id in items where itemSection[id] != nil || !seen.insert(id).inserted {
            throw SnapshotError(.duplicateItem, identifier: Self.text(id))
        }
    }

    private func index(of section: SectionID) throws(SnapshotError) -> Int {
        guard let s = sectionIndex[section] else {
            throw SnapshotError(.unknownSection, identifier: Self.text(section))
        }
        return s
    }

    private func path(of item: ItemID) throws(SnapshotError) -> IndexPath {
        guard let p = indexPath(for: item) else { throw SnapshotError(.unknownItem, identifier: Self.text(item)) }
        return p
    }

    // MARK: Sections

    /// Appends empty sections. Throws for an identifier already present or given twice.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        try insertSections(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts empty sections before `section`.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID)
        throws(SnapshotError)
    {
        try insertSections(identifiers, at: try index(of: section))
    }

    /// Inserts empty sections after `section`.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID)
        throws(SnapshotError)
    {
        try insertSections(identifiers, at: try index(of: section) + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionID], at position: Int) throws(SnapshotError) {
        try checkNew(sections: identifiers)
        sectionIdentifiers.insert(contentsOf: identifiers, at: position)
        sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: position)
        reindexSections()
    }

    /// Deletes sections and their items; unknown identifiers are an error.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        let doomed = Set(identifiers)
        for id in identifiers { _ = try index(of: id) }
        for (s, id) in sectionIdentifiers.enumerated() where doomed.contains(id) {
            for item in sectionItems[s] {
                itemSection[item] = nil
                reloadedItemIdentifiers.remove(item)
                reconfiguredItemIdentifiers.remove(item)
            }
        }
        let kept = sectionIdentifiers.indices.filter { !doomed.contains(sectionIdentifiers[$0]) }
        sectionIdentifiers = kept.map { sectionIdentifiers[$0] }
        sectionItems = kept.map { sectionItems[$0] }
        reloadedSectionIdentifiers.subtract(doomed)
        reindexSections()
    }

    /// Moves `section` before `other`.
    public mutating func moveSection(_ section: SectionID, beforeSection other: SectionID) throws(SnapshotError) {
        try moveSection(section, relativeTo: other, after: false)
    }

    /// Moves `section` after `other`.
    public mutating func moveSection(_ section: SectionID, afterSection other: SectionID) throws(SnapshotError) {
        try moveSection(section, relativeTo: other, after: true)
    }

    private mutating func moveSection(_ section: SectionID, relativeTo other: SectionID, after: Bool)
        throws(SnapshotError)
    {
        let from = try index(of: section)
        _ = try index(of: other)
        guard section != other else { throw SnapshotError(.moveRelativeToItself, identifier: Self.text(section)) }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        reindexSections()
        let to = try index(of: other) + (after ? 1 : 0)
        sectionIdentifiers.insert(section, at: to)
        sectionItems.insert(items, at: to)
        reindexSections()
    }

    /// Marks every item of `identifiers` for reload (Apple: reloads the data within the
    /// sections).
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(SnapshotError) {
        for id in identifiers { _ = try index(of: id) }
        for id in identifiers {
            reloadedSectionIdentifiers.insert(id)
            reloadedItemIdentifiers.formUnion(sectionItems[sectionIndex[id]!])
        }
    }

    // MARK: Items

    /// Appends items to `section`, or to the last section when `nil`. Complexity: O(k)
    /// for k items.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(SnapshotError)
    {
        guard let target = section ?? sectionIdentifiers.last else { throw SnapshotError(.noSection, identifier: "") }
        let s = try index(of: target)
        try checkNew(items: identifiers)
        itemSection.reserveCapacity(itemSection.count + identifiers.count)
        for id in identifiers { itemSection[id] = target }
        sectionItems[s].append(contentsOf: identifiers)
    }

    /// Inserts items before `item`.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) throws(SnapshotError) {
        let p = try path(of: item)
        try insertItems(identifiers, at: p)
    }

    /// Inserts items after `item`.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) throws(SnapshotError) {
        let p = try path(of: item)
        try insertItems(identifiers, at: IndexPath(item: p.item + 1, section: p.section))
    }

    private mutating func insertItems(_ identifiers: [ItemID], at p: IndexPath) throws(SnapshotError) {
        try checkNew(items: identifiers)
        let section = sectionIdentifiers[p.section]
        for id in identifiers { itemSection[id] = section }
        sectionItems[p.section].insert(contentsOf: identifiers, at: p.item)
    }

    /// Deletes items; unknown identifiers are an error.
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for id in identifiers where itemSection[id] == nil {
            throw SnapshotError(.unknownItem, identifier: Self.text(id))
        }
        let doomed = Set(identifiers)
        var touched = Set<Int>()
        for id in doomed {
            if let section = itemSection.removeValue(forKey: id), let s = sectionIndex[section] { touched.insert(s) }
            reloadedItemIdentifiers.remove(id)
            reconfiguredItemIdentifiers.remove(id)
        }
        for s in touched { sectionItems[s].removeAll { doomed.contains($0) } }
    }

    /// Deletes every item, keeping the sections.
    public mutating func deleteAllItems() {
        sectionItems = sectionItems.map { _ in [] }
        itemSection = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Moves `item` before `other` (possibly into another section).
    public mutating func moveItem(_ item: ItemID, beforeItem other: ItemID) throws(SnapshotError) {
        try moveItem(item, relativeTo: other, after: false)
    }

    /// Moves `item` after `other` (possibly into another section).
    public mutating func moveItem(_ item: ItemID, afterItem other: ItemID) throws(SnapshotError) {
        try moveItem(item, relativeTo: other, after: true)
    }

    private mutating func moveItem(_ item: ItemID, relativeTo other: ItemID, after: Bool) throws(SnapshotError) {
        let from = try path(of: item)
        _ = try path(of: other)
        guard item != other else { throw SnapshotError(.moveRelativeToItself, identifier: Self.text(item)) }
        sectionItems[from.section].remove(at: from.item)
        let to = try path(of: other)
        sectionItems[to.section].insert(item, at: to.item + (after ? 1 : 0))
        itemSection[item] = sectionIdentifiers[to.section]
    }

    /// Marks items for reload: the diff lists them as reloads (or, when they move, as a
    /// delete and an insert).
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for id in identifiers where itemSection[id] == nil {
            throw SnapshotError(.unknownItem, identifier: Self.text(id))
        }
        reloadedItemIdentifiers.formUnion(identifiers)
    }

    /// Marks items for reconfiguration: updated in place after the batch.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(SnapshotError) {
        for id in identifiers where itemSection[id] == nil {
            throw SnapshotError(.unknownItem, identifier: Self.text(id))
        }
        reconfiguredItemIdentifiers.formUnion(identifiers)
    }
}
