import CollectionLayout

extension ExplorerModel {
    /// Applies a batch written by a client (a script, the fuzzer) to the current
    /// document, as `performBatchUpdates` does: validated against the item counts before
    /// and `newItemCounts` after with UIKit's rules, then animated like the editing
    /// keys' batches. Inserted items and sections get fresh identifiers (`client-N…`)
    /// and no title; reloaded items keep their content.
    ///
    /// A rejected batch changes no data and no layout; the status bar names the rule.
    /// So does a valid batch whose result the current layout cannot show (a Mosaic with
    /// no section). Complexity: the validation, O(n) for the new data, and one prepare
    /// of the current layout.
    public mutating func performClientBatch(_ batch: BatchUpdate, newItemCounts: [Int], now: Double)
        -> ClientBatchResult
    {
        updateHistory.forgetLastUpdate()
        let prefix = freshID("client")
        let old = document.editableData
        // A reloaded item keeps its identifier and content (the mapping knows its source).
        let mapping = try? batch.mapping(oldItemCounts: old.itemCounts, newItemCounts: newItemCounts)
        perform(
            batch, newItemCounts: newItemCounts, label: "Client batch", now: now,
            makeItem: { ip in
                if let source = mapping?.oldIndexPath(forNew: ip), let item = old.item(at: source) { return item }
                return CollectionData.Item(id: "\(prefix).\(ip.section).\(ip.item)")
            },
            makeSection: { CollectionData.Section(id: "\(prefix).section-\($0)") })
        if let rejection = lastUpdate?.rejection { return .rejected(rejection) }
        return lastUpdate == nil ? .notShown(message ?? "") : .applied
    }
}

/// What ``ExplorerModel/performClientBatch(_:newItemCounts:now:)`` did.
public enum ClientBatchResult: Sendable, Hashable {
    /// The batch was applied and is animating.
    case applied
    /// UIKit's rules reject the batch; nothing changed.
    case rejected(BatchUpdateError)
    /// The batch is valid but the current layout cannot show its result (the message
    /// says why); nothing changed.
    case notShown(String)
}
