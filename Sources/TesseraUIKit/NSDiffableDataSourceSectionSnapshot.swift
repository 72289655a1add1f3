/// `NSDiffableDataSourceSectionSnapshot`: one section's items as a tree (an outline), each
/// item expanded or collapsed. ``visibleItems`` (the items whose ancestors are all
/// expanded, depth first) are what the section shows once applied with
/// `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`.
/// A misuse UIKit asserts on (a duplicate item, an unknown parent or neighbour) is
/// ignored and recorded in ``problems``. Complexity: edits are O(n) in the section's items.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Every item, depth first (a parent before its children).
    public private(set) var items: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// What UIKit would have asserted on, in order.
    public private(set) var problems: [String] = []

    /// An empty section snapshot.
    public init() {}

    /// The items with no parent, in order.
    public var rootItems: [ItemIdentifierType] { items.filter { parents[$0] == nil } }

    /// The items shown: those whose ancestors are all expanded, depth first. O(n).
    public var visibleItems: [ItemIdentifierType] { items.filter(isVisible) }

    /// Whether `item` is in the snapshot. O(n).
    public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }

    /// The parent of `item`, or `nil` for a root item.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }

    /// The depth of `item` (0 for a root item).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let p = parents[current] {
            level += 1
            current = p
        }
        return level
    }

    /// The position of `item` in ``items``, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of `item` is expanded (and `item` is in the snapshot).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let p = parents[current] {
            guard expanded.contains(p) else { return false }
            current = p
        }
        return true
    }

    /// Appends `newItems` as the last children of `parent` (at the end, without one).
    public mutating func append(_ newItems: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard accept(newItems) else { return }
        guard let parent else {
            items += newItems
            return
        }
        guard let p = items.firstIndex(of: parent) else {
            return problems.append("append(_:to:): the parent \(parent) is not in the section snapshot")
        }
        insert(newItems, at: endOfSubtree(p), parent: parent)
    }

    /// Inserts `newItems` before `item`, as its siblings.
    public mutating func insert(_ newItems: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard accept(newItems) else { return }
        guard let i = items.firstIndex(of: item) else {
            return problems.append("insert(_:before:): \(item) is not in the section snapshot")
        }
        insert(newItems, at: i, parent: parents[item])
    }

    /// Inserts `newItems` after `item` (and its children), as its siblings.
    public mutating func insert(_ newItems: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard accept(newItems) else { return }
        guard let i = items.firstIndex(of: item) else {
            return problems.append("insert(_:after:): \(item) is not in the section snapshot")
        }
        insert(newItems, at: endOfSubtree(i), parent: parents[item])
    }

    /// Deletes `deleted` and their children.
    public mutating func delete(_ deleted: [ItemIdentifierType]) {
        var gone = Set(deleted)
        for item in items where parents[item].map(gone.contains) == true { gone.insert(item) }
        items.removeAll { gone.contains($0) }
        for item in gone {
            parents[item] = nil
            expanded.remove(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        items = []
        parents = [:]
        expanded = []
    }

    /// Expands `toExpand`: their children become visible (where their ancestors are).
    public mutating func expand(_ toExpand: [ItemIdentifierType]) {
        for item in toExpand where contains(item) { expanded.insert(item) }
    }

    /// Collapses `toCollapse`: their descendants are hidden.
    public mutating func collapse(_ toCollapse: [ItemIdentifierType]) {
        for item in toCollapse { expanded.remove(item) }
    }

    /// The snapshot of `root`'s subtree (with `root` itself when `includingParent`).
    public func snapshot(of root: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard let r = items.firstIndex(of: root) else { return result }
        let range = (r + 1)..<endOfSubtree(r)
        if includingParent { result.items.append(root) }
        result.items += items[range]
        for item in result.items {
            if item != root, let p = parents[item], includingParent || p != root { result.parents[item] = p }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// The index after the last descendant of the item at `i` (depth-first order keeps a
    /// subtree contiguous).
    private func endOfSubtree(_ i: Int) -> Int {
        let depth = level(of: items[i])
        var end = i + 1
        while end < items.count && level(of: items[end]) > depth { end += 1 }
        return end
    }

    private mutating func insert(_ newItems: [ItemIdentifierType], at i: Int, parent: ItemIdentifierType?) {
        items.insert(contentsOf: newItems, at: i)
        if let parent { for item in newItems { parents[item] = parent } }
    }

    /// False (and a problem) when an item is already present or repeated.
    private mutating func accept(_ newItems: [ItemIdentifierType]) -> Bool {
        var seen = Set(items)
        for item in newItems where !seen.insert(item).inserted {
            problems.append("the item \(item) is already in the section snapshot")
            return false
        }
        return true
    }
}
