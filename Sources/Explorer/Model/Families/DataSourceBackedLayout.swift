import CollectionLayout

/// A layout configuration whose data lives with someone else: `tessera preview`'s, whose
/// data source is the user's code in the preview process. The explorer hands it each validated batch
/// (the editing keys, undo, snapshots) before it prepares any layout on the new data, so
/// that the user's model and layout see UIKit's `performBatchUpdates` sequence.
public protocol DataSourceBackedLayout: LayoutConfiguration {
    /// Applies `batch`, after which the data has `newItemCounts`; throws the reason when
    /// the data's owner cannot or will not (the batch is then not applied anywhere).
    func performBatchUpdates(_ batch: BatchUpdate, newItemCounts: [Int]) throws(LayoutError)
}
