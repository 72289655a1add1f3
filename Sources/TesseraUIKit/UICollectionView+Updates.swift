import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// The changes recorded inside one `performBatchUpdates` block, in UIKit's coordinates
/// (deletes, reloads and move sources before the batch; inserts and move targets after).
struct BatchRecorder {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections: [Int] = []
    var deletedItems: [Foundation.IndexPath] = []
    var insertedItems: [Foundation.IndexPath] = []
    var movedItems: [(from: Foundation.IndexPath, to: Foundation.IndexPath)] = []
    var reloadedItems: [Foundation.IndexPath] = []
    var reconfiguredItems: [Foundation.IndexPath] = []
    var completions: [(Bool) -> Void] = []

    /// The engine's batch (index paths of any other length than 2 are dropped here and
    /// noted by the caller).
    var engineBatch: BatchUpdate {
        func path(_ p: Foundation.IndexPath) -> CollectionLayout.IndexPath { CollectionLayout.IndexPath(p) }
        return BatchUpdate(
            deletedSections: deletedSections, insertedSections: insertedSections,
            movedSections: movedSections.map { BatchUpdate.Move(from: $0.from, to: $0.to) },
            reloadedSections: reloadedSections, deletedItems: deletedItems.map(path),
            insertedItems: insertedItems.map(path),
            movedItems: movedItems.map { BatchUpdate.Move(from: path($0.from), to: path($0.to)) },
            reloadedItems: reloadedItems.map(path), reconfiguredItems: reconfiguredItems.map(path))
    }

    /// Every recorded index path has two indices.
    var hasOnlyTwoIndexPaths: Bool {
        let all =
            deletedItems + insertedItems + reloadedItems + reconfiguredItems + movedItems.flatMap { [$0.from, $0.to] }
        return all.allSatisfy { $0.count == 2 }
    }

    /// The update items in the order Tessera hands them to
    /// `prepare(forCollectionViewUpdates:)` (UIKit does not document its order): section
    /// deletes (descending), section inserts (ascending), item deletes (descending), item
    /// inserts (ascending), section reloads, item reloads (ascending), section moves,
    /// item moves (by destination). A section change's index path has item `NSNotFound`.
    var updateItems: [UICollectionViewUpdateItem] {
        func sectionPath(_ s: Int) -> Foundation.IndexPath { Foundation.IndexPath(item: NSNotFound, section: s) }
        var items: [UICollectionViewUpdateItem] = []
        for s in deletedSections.sorted(by: >) {
            items.append(UICollectionViewUpdateItem(before: sectionPath(s), after: nil, action: .delete))
        }
        for s in insertedSections.sorted() {
            items.append(UICollectionViewUpdateItem(before: nil, after: sectionPath(s), action: .insert))
        }
        for p in deletedItems.sorted(by: >) {
            items.append(UICollectionViewUpdateItem(before: p, after: nil, action: .delete))
        }
        for p in insertedItems.sorted() {
            items.append(UICollectionViewUpdateItem(before: nil, after: p, action: .insert))
        }
        for s in reloadedSections.sorted() {
            items.append(UICollectionViewUpdateItem(before: sectionPath(s), after: sectionPath(s), action: .reload))
        }
        for p in (reloadedItems + reconfiguredItems).sorted() {
            items.append(UICollectionViewUpdateItem(before: p, after: p, action: .reload))
        }
        for m in movedSections.sorted(by: { $0.to < $1.to }) {
            items.append(
                UICollectionViewUpdateItem(before: sectionPath(m.from), after: sectionPath(m.to), action: .move))
        }
        for m in movedItems.sorted(by: { $0.to < $1.to }) {
            items.append(UICollectionViewUpdateItem(before: m.from, after: m.to, action: .move))
        }
        return items
    }
}

extension CollectionLayout.IndexPath {
    /// The engine's index path for a two-index Foundation path (`[section, item]`).
    init(_ path: Foundation.IndexPath) {
        self.init(item: path.count > 1 ? path[1] : 0, section: path.count > 0 ? path[0] : 0)
    }
}

extension UICollectionView {
    /// Inserts sections (in a batch update, or as one of its own).
    public func insertSections(_ sections: IndexSet) { recordOrPerform { $0.insertedSections += sections } }
    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet) { recordOrPerform { $0.deletedSections += sections } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordOrPerform { $0.movedSections.append((section, newSection)) }
    }
    /// Inserts items.
    public func insertItems(at indexPaths: [Foundation.IndexPath]) {
        recordOrPerform { $0.insertedItems += indexPaths }
    }
    /// Deletes items.
    public func deleteItems(at indexPaths: [Foundation.IndexPath]) {
        recordOrPerform { $0.deletedItems += indexPaths }
    }
    /// Moves an item.
    public func moveItem(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) {
        recordOrPerform { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Records a change in the open batch, or performs it as a batch of its own.
    func recordOrPerform(_ change: (inout BatchRecorder) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
        } else {
            pendingBatch = BatchRecorder()
            change(&pendingBatch!)
            finishBatch(oldCounts: counts ?? ensureCounts())
        }
    }

    /// Animates several changes as one, as UIKit does: the data source's counts (and the
    /// layout) are brought up to date first; `updates` changes the model and records the
    /// changes (`insertItems`, `deleteSections`, ...); then the new counts are asked and
    /// the batch is checked against UIKit's rules (the engine's `BatchUpdate` validation).
    ///
    /// A valid batch: the layout is invalidated with a context whose
    /// `invalidateDataSourceCounts` is true, prepared (`prepare()`), told the changes
    /// (`prepare(forCollectionViewUpdates:)`, order in ``BatchRecorder/updateItems``),
    /// asked for the appearing and disappearing items' attributes, the visible views are
    /// updated, `finalizeCollectionViewUpdates()` is called, then `completion(true)`.
    ///
    /// A batch UIKit would reject (it raises `NSInternalInconsistencyException`): the
    /// rule and UIKit's message go to ``tesseraProblems`` and
    /// ``tesseraLastBatchUpdateError``, the collection view reloads its data, and
    /// `completion(false)` is called. Nested calls join the outer batch.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            updates?()
            if let completion { pendingBatch?.completions.append(completion) }
            return
        }
        prepareLayoutIfNeeded()
        let old = ensureCounts()
        pendingBatch = BatchRecorder()
        if let completion { pendingBatch?.completions.append(completion) }
        updates?()
        finishBatch(oldCounts: old)
    }

    /// Validates and applies the open batch (see ``performBatchUpdates(_:completion:)``).
    private func finishBatch(oldCounts: [Int]) {
        guard let recorded = pendingBatch else { return }
        pendingBatch = nil
        counts = nil
        let newCounts = ensureCounts()
        let batch = recorded.engineBatch
        let mapping: UpdateMapping
        do throws(BatchUpdateError) {
            guard recorded.hasOnlyTwoIndexPaths else {
                throw BatchUpdateError(
                    rule: .itemOutOfRange, message: "an index path of a collection view has two indices (section, item)"
                )
            }
            mapping = try batch.mapping(oldItemCounts: oldCounts, newItemCounts: newCounts)
        } catch {
            tesseraLastBatchUpdateError = error
            tesseraNote("Invalid batch update: \(error)")
            dataDidChange()
            collectionViewLayout.invalidateLayout()
            for completion in recorded.completions { completion(false) }
            return
        }
        tesseraLastBatchUpdateError = nil
        tesseraLastBatchUpdate = batch
        remapVisibleCells(mapping)
        let context = type(of: collectionViewLayout).makeContext()
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        let items = recorded.updateItems
        collectionViewLayout.prepare(forCollectionViewUpdates: items)
        var appearing: [Foundation.IndexPath: UICollectionViewLayoutAttributes] = [:]
        var disappearing: [Foundation.IndexPath: UICollectionViewLayoutAttributes] = [:]
        for item in items where item.updateAction == .insert || item.updateAction == .move {
            if let p = item.indexPathAfterUpdate, p.item != NSNotFound {
                appearing[p] =
                    collectionViewLayout.initialLayoutAttributesForAppearingItem(at: p)?.copy()
                    as? UICollectionViewLayoutAttributes
            }
        }
        for item in items where item.updateAction == .delete || item.updateAction == .move {
            if let p = item.indexPathBeforeUpdate, p.item != NSNotFound {
                disappearing[p] =
                    collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: p)?.copy()
                    as? UICollectionViewLayoutAttributes
            }
        }
        tesseraLastAppearingAttributes = appearing
        tesseraLastDisappearingAttributes = disappearing
        updateVisibleViews()
        collectionViewLayout.finalizeCollectionViewUpdates()
        for completion in recorded.completions { completion(true) }
    }

    /// Carries the visible cells to their new index paths; deleted and reloaded ones are
    /// recycled.
    private func remapVisibleCells(_ mapping: UpdateMapping) {
        var moved: [Foundation.IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellMap {
            let engine = CollectionLayout.IndexPath(path)
            if let target = mapping.newIndexPath(forOld: engine), !mapping.reloadedItems.contains(target) {
                moved[Foundation.IndexPath(item: target.item, section: target.section)] = cell
            } else {
                recycle(cell)
            }
        }
        visibleCellMap = moved
        for (_, views) in visibleSupplementaryMap { for (_, view) in views { recycle(view) } }
        visibleSupplementaryMap = [:]
    }
}
