import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// What a preview's model adopts so that `tessera preview`'s batch keys (insert, delete,
/// move) can change it, as an app changes its model inside `performBatchUpdates`.
///
/// Not UIKit: the explorer plays the app, and only the preview's code knows its model.
/// The preview process looks for it on the collection view's `dataSource`, then its
/// `delegate`, then its layout. Inside the batch it calls
/// ``tesseraPreview(_:apply:)`` once, then records the changes on the collection view
/// (`deleteItems`, `insertItems`, `moveItem`, ...): the layout then sees UIKit's sequence,
/// `prepare(forCollectionViewUpdates:)`, `prepare()`, the queries and the appearing and
/// disappearing items' attributes. Guard it with `#if !canImport(UIKit)` in a file that
/// also builds for iOS:
///
/// ```swift
/// extension PhotoStore: TesseraPreviewEditable {
///     func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate) {
///         update.apply(to: &photos, section: 0) { _ in Photo(name: "New", height: 140) }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol TesseraPreviewEditable: AnyObject {
    /// Changes the model as `update` says (its ``TesseraPreviewUpdate/apply(to:inserting:)``
    /// helpers do it for arrays).
    func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate)
}

/// One batch of the explorer's changes, as the model must see them: for every index path
/// after the batch, the index path it had before (or `nil` for an inserted item), and the
/// same for sections.
public struct TesseraPreviewUpdate: Sendable {
    /// The engine's mapping of the batch (validated against UIKit's rules).
    let mapping: UpdateMapping

    /// An update with `mapping`.
    init(mapping: UpdateMapping) {
        self.mapping = mapping
    }

    /// Item counts before the batch.
    public var oldItemCounts: [Int] { mapping.oldItemCounts }
    /// Item counts after the batch.
    public var newItemCounts: [Int] { mapping.newItemCounts }

    /// The index path before the batch of the item at `indexPath` after it, or `nil` when
    /// the item is inserted. Complexity: O(1).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard indexPath.count == 2,
            let old = mapping.oldIndexPath(
                forNew: CollectionLayout.IndexPath(item: indexPath[1], section: indexPath[0]))
        else { return nil }
        return IndexPath(item: old.item, section: old.section)
    }

    /// The index before the batch of section `section` after it, or `nil` when inserted.
    public func oldSection(forNew section: Int) -> Int? { mapping.oldSection(forNew: section) }

    /// Rebuilds a model of sections of items: each surviving item carried to its new
    /// place, inserted ones made by `make` at their new index paths. Complexity: O(items).
    public func apply<Item>(to sections: inout [[Item]], inserting make: (IndexPath) -> Item) {
        let old = sections
        sections = mapping.itemNewToOld.enumerated().map { s, items in
            items.enumerated().map { i, from in
                if let from, old.indices.contains(from.section), old[from.section].indices.contains(from.item) {
                    return old[from.section][from.item]
                }
                return make(IndexPath(item: i, section: s))
            }
        }
    }

    /// The same for a model that is one array of items shown in section `section` (the
    /// other sections' items must not move into or out of it).
    public func apply<Item>(to items: inout [Item], section: Int = 0, inserting make: (IndexPath) -> Item) {
        guard mapping.itemNewToOld.indices.contains(section) else { return }
        let old = items
        items = mapping.itemNewToOld[section].enumerated().map { i, from in
            if let from, from.section == section, old.indices.contains(from.item) { return old[from.item] }
            return make(IndexPath(item: i, section: section))
        }
    }
}

extension UICollectionView {
    /// `tessera preview`'s batch: `performBatchUpdates` in which `record` records the
    /// changes (`insertItems`, `deleteSections`, ...) and `editable` changes the model to
    /// match (it is told the batch's mapping, computed against the counts before and
    /// `newItemCounts`). The batch is then validated against the data source's own new
    /// counts, as UIKit does (``tesseraLastBatchUpdateError`` when it breaks a rule).
    /// Complexity: the user's code, plus O(items) for the mapping.
    public func tesseraPerformPreviewBatch(
        editable: (any TesseraPreviewEditable)?, newItemCounts: [Int], record: () -> Void
    ) {
        withoutActuallyEscaping(record) { record in
            performBatchUpdates {
                record()
                guard let editable, let recorded = self.pendingBatch, let old = self.counts else { return }
                guard
                    let mapping = try? recorded.engineBatch.mapping(oldItemCounts: old, newItemCounts: newItemCounts)
                else { return }
                editable.tesseraPreview(self, apply: TesseraPreviewUpdate(mapping: mapping))
            }
        }
    }

    /// The object of a preview that can change its model: the data source, else the
    /// delegate, else the layout, when it adopts ``TesseraPreviewEditable``.
    public var tesseraPreviewEditable: (any TesseraPreviewEditable)? {
        (dataSource as? any TesseraPreviewEditable) ?? (delegate as? any TesseraPreviewEditable)
            ?? (collectionViewLayout as? any TesseraPreviewEditable)
    }
}
