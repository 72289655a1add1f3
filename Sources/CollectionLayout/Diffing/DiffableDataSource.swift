/// The state side of `UICollectionViewDiffableDataSource`: owns the current snapshot and
/// turns every new snapshot into one batch update diffed from it (never from a
/// caller-supplied "old" snapshot, the cause of UIKit's "Invalid update" crashes).
public struct DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The snapshot on screen (reload and reconfigure marks cleared).
    public private(set) var snapshot: Snapshot<SectionID, ItemID>

    /// Starts from `snapshot` (default: empty).
    public init(snapshot: Snapshot<SectionID, ItemID> = Snapshot()) {
        self.snapshot = snapshot.clearingMarks()
    }

    /// What one apply did: the diff and where every section and item went.
    public struct Applied: Sendable {
        /// The batch and the identity maps.
        public var diff: SnapshotDiff
        /// The validated mapping, for animations (``LayoutTransition``).
        public var mapping: UpdateMapping
    }

    /// Makes `new` current and returns the batch from the previous snapshot to it, with
    /// its mapping. Complexity: that of ``SnapshotDiffer``, plus O(n) for the mapping.
    ///
    /// - Throws: never in practice: the diff emits batches UIKit accepts by construction
    ///   (the property tests replay thousands); if one were rejected, the snapshot stays.
    public mutating func apply(_ new: Snapshot<SectionID, ItemID>) throws(BatchUpdateError) -> Applied {
        let diff = new.difference(from: snapshot)
        let mapping = try diff.batch.mapping(oldItemCounts: snapshot.itemCounts, newItemCounts: new.itemCounts)
        snapshot = new.clearingMarks()
        return Applied(diff: diff, mapping: mapping)
    }
}
