/// The difference between two snapshots: one UIKit-style batch and the full identity maps.
///
/// The batch is minimal in moves (matched items minus a longest increasing subsequence)
/// and valid under UIKit's rules by construction. Its lists are sorted: deletes, inserts
/// and reloads by index path, moves by destination: nothing is listed inside deleted or
/// inserted sections, a reloaded item that moves is a delete and an insert, reconfigures
/// are in new coordinates.
public struct SnapshotDiff: Sendable {
    /// The changes, ready for one `performBatchUpdates`-style transaction.
    public var batch: BatchUpdate
    /// Per flat old item index (items numbered across sections in order): its flat new
    /// index, or -1 when the identifier is gone. Items that change section through an
    /// inserted or deleted section keep their identity here even though the batch
    /// lists them as a delete and an insert, so an animation can move them.
    public var oldToNew: [Int32]
    /// Per flat new item index: its flat old index, or -1 for a new identifier.
    public var newToOld: [Int32]

    /// Creates a diff.
    public init(batch: BatchUpdate, oldToNew: [Int32], newToOld: [Int32]) {
        self.batch = batch
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }
}
