/// The state of a collection's data by identifier, like `NSDiffableDataSourceSnapshot`:
/// sections of items, each identified by a unique `Hashable` value.
///
/// Item identifiers are unique across the whole snapshot, section identifiers among the
/// sections; every mutation that would break that throws a ``SnapshotError`` naming the
/// identifier and changes nothing. ``difference(from:)`` computes the one batch that turns
/// another snapshot into this one.
public struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The sections, in order.
    public internal(set) var sectionIdentifiers: [SectionID] = []
    /// Per section (parallel to ``sectionIdentifiers``), its items in order.
    var sectionItems: [[ItemID]] = []
    /// Section identifier to its index.
    var sectionIndex: [SectionID: Int] = [:]
    /// Item identifier to the identifier of the section holding it.
    var itemSection: [ItemID: SectionID] = [:]
    /// Items marked with ``reloadItems(_:)``.
    public internal(set) var reloadedItemIdentifiers: Set<ItemID> = []
    /// Items marked with ``reconfigureItems(_:)``.
    public internal(set) var reconfiguredItemIdentifiers: Set<ItemID> = []
    /// Sections marked with ``reloadSections(_:)``.
    public internal(set) var reloadedSectionIdentifiers: Set<SectionID> = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections. Complexity: O(1).
    public var numberOfItems: Int { itemSection.count }
    /// Every item identifier, section by section. Complexity: O(n).
    public var itemIdentifiers: [ItemID] { sectionItems.flatMap { $0 } }
    /// Per section, its item identifiers (parallel to ``sectionIdentifiers``).
    public var itemIdentifiersBySection: [[ItemID]] { sectionItems }
    /// Item counts per section.
    public var itemCounts: [Int] { sectionItems.map(\.count) }

    /// The items of `section`, or `nil` when the snapshot has no such section.
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID]? {
        sectionIndex[section].map { sectionItems[$0] }
    }

    /// The number of items in `section` (0 when the snapshot has no such section).
    public func numberOfItems(inSection section: SectionID) -> Int {
        sectionIndex[section].map { sectionItems[$0].count } ?? 0
    }

    /// The section holding `item`, or `nil`.
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { itemSection[item] }

    /// The index of `section`, or `nil`.
    public func indexOfSection(_ section: SectionID) -> Int? { sectionIndex[section] }

    /// The index of `item` within its section, or `nil`. Complexity: O(section length).
    public func indexOfItem(_ item: ItemID) -> Int? { indexPath(for: item)?.item }

    /// The index path of `item`, or `nil`. Complexity: O(section length).
    public func indexPath(for item: ItemID) -> IndexPath? {
        guard let section = itemSection[item], let s = sectionIndex[section],
            let i = sectionItems[s].firstIndex(of: item)
        else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The item at `indexPath`, or `nil` when out of range.
    public func itemIdentifier(at indexPath: IndexPath) -> ItemID? {
        guard sectionItems.indices.contains(indexPath.section),
            sectionItems[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The batch that turns `old` into this snapshot, with the reloads and reconfigures
    /// marked on this snapshot. See ``SnapshotDiffer``.
    public func difference(from old: Snapshot) -> SnapshotDiff {
        SnapshotDiffer.diff(
            oldSections: old.sectionIdentifiers, oldItems: old.sectionItems,
            newSections: sectionIdentifiers, newItems: sectionItems,
            reloaded: reloadedItemIdentifiers, reconfigured: reconfiguredItemIdentifiers)
    }

    /// This snapshot with its reload and reconfigure marks cleared (the state after an
    /// apply).
    public func clearingMarks() -> Snapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    /// Rebuilds ``sectionIndex`` from ``sectionIdentifiers``. Complexity: O(sections).
    mutating func reindexSections() {
        sectionIndex.removeAll(keepingCapacity: true)
        for (i, id) in sectionIdentifiers.enumerated() { sectionIndex[id] = i }
    }
}
