/// Where every section and item of a collection goes in one validated ``BatchUpdate``:
/// the old-to-new and new-to-old maps UIKit computes to animate a batch.
///
/// `nil` in an old-to-new map means the section or item is deleted (or, for items,
/// removed with its section); `nil` in a new-to-old map means it is inserted. A reloaded
/// item maps to its new place and is listed in ``reloadedItems`` (it cross-fades); a
/// reloaded section keeps its place but its items are all deleted and inserted.
public struct UpdateMapping: Hashable, Sendable {
    /// Per old section: its new index, or `nil` when deleted.
    public var sectionOldToNew: [Int?]
    /// Per new section: its old index, or `nil` when inserted.
    public var sectionNewToOld: [Int?]
    /// Per old section, per item: its new index path, or `nil` when it disappears.
    public var itemOldToNew: [[IndexPath?]]
    /// Per new section, per item: its old index path, or `nil` when it appears.
    public var itemNewToOld: [[IndexPath?]]
    /// Reloaded items, in new coordinates.
    public var reloadedItems: Set<IndexPath>

    /// Item counts before the batch.
    public var oldItemCounts: [Int] { itemOldToNew.map(\.count) }
    /// Item counts after the batch.
    public var newItemCounts: [Int] { itemNewToOld.map(\.count) }

    /// The mapping of a batch that changes nothing.
    public static func identity(itemCounts: [Int]) -> UpdateMapping {
        UpdateMapping(
            sectionOldToNew: itemCounts.indices.map { $0 }, sectionNewToOld: itemCounts.indices.map { $0 },
            itemOldToNew: itemCounts.enumerated().map { s, n in (0..<n).map { IndexPath(item: $0, section: s) } },
            itemNewToOld: itemCounts.enumerated().map { s, n in (0..<n).map { IndexPath(item: $0, section: s) } },
            reloadedItems: [])
    }

    /// The new index path of the old item at `indexPath`, or `nil`.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard itemOldToNew.indices.contains(indexPath.section) else { return nil }
        let items = itemOldToNew[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The old index path of the new item at `indexPath`, or `nil`.
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard itemNewToOld.indices.contains(indexPath.section) else { return nil }
        let items = itemNewToOld[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The new index of old section `section`, or `nil`.
    public func newSection(forOld section: Int) -> Int? {
        sectionOldToNew.indices.contains(section) ? sectionOldToNew[section] : nil
    }

    /// The old index of new section `section`, or `nil`.
    public func oldSection(forNew section: Int) -> Int? {
        sectionNewToOld.indices.contains(section) ? sectionNewToOld[section] : nil
    }

    /// The data after the batch: surviving items carried from `old` to their new places,
    /// the others made by `insertedItem` at their new index paths. `old` must have the
    /// item counts the batch was validated against. Complexity: O(items after).
    public func apply<Items: RandomAccessCollection>(
        to old: [Items], insertedItem: (IndexPath) -> Items.Element
    ) -> [[Items.Element]] where Items.Index == Int {
        itemNewToOld.enumerated().map { section, sources in
            sources.enumerated().map { item, source in
                if let source, !reloadedItems.contains(IndexPath(item: item, section: section)) {
                    return old[source.section][source.item]
                }
                return insertedItem(IndexPath(item: item, section: section))
            }
        }
    }

    /// The section values after the batch: surviving sections carried from `old`, the
    /// others made by `insertedSection` at their new index. Complexity: O(sections).
    public func applyToSections<Section>(_ old: [Section], insertedSection: (Int) -> Section) -> [Section] {
        sectionNewToOld.enumerated().map { index, source in source.map { old[$0] } ?? insertedSection(index) }
    }
}
