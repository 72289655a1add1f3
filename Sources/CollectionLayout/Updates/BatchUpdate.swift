/// One `performBatchUpdates` transaction: the section and item changes UIKit's
/// `UICollectionView` takes inside its update block, as a value.
///
/// Coordinates follow UIKit: deletes, reloads and move sources are in the collection's
/// **old** coordinates (before the batch); inserts and move targets in its **new**
/// coordinates (after the batch). Reconfigures are applied after the batch, in new
/// coordinates, and never change the structure.
///
/// Validate a batch against the item counts before and after it with
/// ``validate(oldItemCounts:newItemCounts:)``, which names the UIKit rule a bad batch
/// breaks; ``mapping(oldItemCounts:newItemCounts:)`` validates it too and says where every
/// section and item went, and ``UpdateMapping/apply(to:insertedItem:)`` applies that to
/// sectioned data.
public struct BatchUpdate: Hashable, Sendable {
    /// A move from one location to another.
    public struct Move<Location: Hashable & Sendable>: Hashable, Sendable {
        /// Where the element was, in old coordinates.
        public var from: Location
        /// Where it goes, in new coordinates.
        public var to: Location

        /// Creates a move.
        @inlinable public init(from: Location, to: Location) {
            self.from = from
            self.to = to
        }
    }

    /// Sections removed, by old index.
    public var deletedSections: [Int]
    /// Sections added, by new index.
    public var insertedSections: [Int]
    /// Sections moved, old index to new index (their items move with them).
    public var movedSections: [Move<Int>]
    /// Sections whose every item is replaced, by old index.
    public var reloadedSections: [Int]
    /// Items removed, in old coordinates.
    public var deletedItems: [IndexPath]
    /// Items added, in new coordinates.
    public var insertedItems: [IndexPath]
    /// Items moved, old to new coordinates (possibly across sections).
    public var movedItems: [Move<IndexPath>]
    /// Items whose cell is replaced, in old coordinates.
    public var reloadedItems: [IndexPath]
    /// Items whose cell is updated in place after the batch, in new coordinates.
    public var reconfiguredItems: [IndexPath]

    /// Creates a batch; every change list is optional.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [Move<Int>] = [],
        reloadedSections: [Int] = [], deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [],
        movedItems: [Move<IndexPath>] = [], reloadedItems: [IndexPath] = [], reconfiguredItems: [IndexPath] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.reloadedSections = reloadedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
    }

    /// True when the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// A one-line summary: "-2 +1 moved 3 reloaded 0" style counts of items and sections.
    public var summary: String {
        var parts: [String] = []
        func add(_ count: Int, _ label: String) { if count > 0 { parts.append("\(count) \(label)") } }
        add(deletedItems.count, "deleted")
        add(insertedItems.count, "inserted")
        add(movedItems.count, "moved")
        add(reloadedItems.count + reconfiguredItems.count, "reloaded")
        add(deletedSections.count, "sections deleted")
        add(insertedSections.count, "sections inserted")
        add(movedSections.count, "sections moved")
        add(reloadedSections.count, "sections reloaded")
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }
}
