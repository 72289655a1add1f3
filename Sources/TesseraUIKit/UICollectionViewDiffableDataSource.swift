import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// `UICollectionViewDiffableDataSource`: a data source that owns a snapshot and turns
/// every applied snapshot into one batch update diffed by the engine (its
/// `DiffableDataSource`: minimal moves, valid under UIKit's rules by construction).
///
/// It makes itself the collection view's data source in its initialiser (the collection
/// view holds it weakly, as in UIKit: keep it alive). `apply` of a first snapshot, or one
/// without animation, reloads the data; later animated ones run the diff's batch through
/// `performBatchUpdates`, so the layout's `prepare(forCollectionViewUpdates:)` sees it.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource
{
    /// Makes the cell for an item.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    typealias Engine = DiffableDataSource<BoxedID<SectionIdentifierType>, BoxedID<ItemIdentifierType>>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes supplementary views (`nil`: a plain view, noted as a problem).
    open var supplementaryViewProvider: SupplementaryViewProvider?
    var engine = Engine()

    /// A data source for `collectionView`; it becomes the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(engine: engine.snapshot)
    }

    /// Makes `snapshot` current: diffed against the current one and applied as one batch
    /// update (reloaded data for a first or unanimated apply); `completion` runs after.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        for problem in snapshot.problems { collectionView?.tesseraNote("snapshot: \(problem)") }
        guard let view = collectionView else {
            _ = try? engine.apply(snapshot.engine)
            completion?()
            return
        }
        let first = view.counts == nil
        let applied: Engine.Applied
        do throws(BatchUpdateError) {
            applied = try engine.apply(snapshot.engine)
        } catch {
            view.tesseraNote("the snapshot's diff was rejected: \(error)")
            engine = Engine(snapshot: snapshot.engine)
            view.reloadData()
            completion?()
            return
        }
        if first || !animatingDifferences {
            view.reloadData()
        } else {
            let batch = applied.diff.batch
            view.performBatchUpdates {
                view.deleteSections(IndexSet(batch.deletedSections))
                view.insertSections(IndexSet(batch.insertedSections))
                for m in batch.movedSections { view.moveSection(m.from, toSection: m.to) }
                view.reloadSections(IndexSet(batch.reloadedSections))
                view.deleteItems(at: batch.deletedItems.map(Self.path))
                view.insertItems(at: batch.insertedItems.map(Self.path))
                for m in batch.movedItems { view.moveItem(at: Self.path(m.from), to: Self.path(m.to)) }
                view.reloadItems(at: batch.reloadedItems.map(Self.path))
                view.reconfigureItems(at: batch.reconfiguredItems.map(Self.path))
            }
        }
        completion?()
    }

    /// Makes `snapshot` current and reloads the data (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    private static func path(_ p: CollectionLayout.IndexPath) -> IndexPath {
        IndexPath(item: p.item, section: p.section)
    }

    /// The item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return engine.snapshot.itemIdentifier(at: CollectionLayout.IndexPath(indexPath))?.value
    }

    /// The index path of `itemIdentifier`, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        engine.snapshot.indexPath(for: BoxedID(value: itemIdentifier)).map(Self.path)
    }

    /// The section at `index`, or `nil` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let ids = engine.snapshot.sectionIdentifiers
        return ids.indices.contains(index) ? ids[index].value : nil
    }

    /// The index of `identifier`, or `nil` (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        engine.snapshot.indexOfSection(BoxedID(value: sectionIdentifier))
    }

    // MARK: UICollectionViewDataSource

    /// The snapshot's section count.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { engine.snapshot.numberOfSections }

    /// The snapshot's item count of `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let counts = engine.snapshot.itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell provider's cell (a plain cell, noted, when it returns `nil`).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        collectionView.tesseraNote("the cell provider returned no cell for \(indexPath)")
        return UICollectionViewCell(tesseraReuseIdentifier: "")
    }

    /// The supplementary view provider's view (a plain view, noted, without one).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        collectionView.tesseraNote(
            "no supplementary view of kind '\(kind)' at \(indexPath): set supplementaryViewProvider")
        return UICollectionReusableView(tesseraReuseIdentifier: "")
    }
}

extension UICollectionViewDiffableDataSource: TesseraPreviewEditable {
    /// `tessera preview`'s batch keys on a diffable data source: its current snapshot is
    /// rebuilt from `update` (surviving identifiers carried to their new places) without
    /// an `apply` (the batch is already open). Inserted items and sections get fresh
    /// identifiers when their type is `String` (`"New 1"`), `Int` (one above the largest)
    /// or `UUID`; for other types the change is refused with a note in
    /// ``UICollectionView/tesseraProblems`` (nothing changes, and UIKit's count rule then
    /// rejects the batch). Complexity: O(items).
    public func tesseraPreview(_ collectionView: UICollectionView, apply update: TesseraPreviewUpdate) {
        let old = engine.snapshot
        let oldSections = old.sectionIdentifiers.map(\.value)
        var takenSections = Set(oldSections)
        var takenItems = Set(old.itemIdentifiers.map(\.value))
        var next = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        for (s, count) in update.newItemCounts.enumerated() {
            let section: SectionIdentifierType
            if let from = update.oldSection(forNew: s), oldSections.indices.contains(from) {
                section = oldSections[from]
            } else if let fresh = Self.freshIdentifier(taken: takenSections) {
                section = fresh
                takenSections.insert(fresh)
            } else {
                collectionView.tesseraNote(
                    "a preview cannot make a new section identifier of type \(SectionIdentifierType.self)")
                return
            }
            next.appendSections([section])
            var items: [ItemIdentifierType] = []
            for i in 0..<count {
                if let from = update.oldIndexPath(forNew: IndexPath(item: i, section: s)),
                    let id = old.itemIdentifier(at: CollectionLayout.IndexPath(from))?.value
                {
                    items.append(id)
                } else if let fresh = Self.freshIdentifier(taken: takenItems) {
                    items.append(fresh)
                    takenItems.insert(fresh)
                } else {
                    collectionView.tesseraNote(
                        "a preview cannot make a new item identifier of type \(ItemIdentifierType.self)")
                    return
                }
            }
            next.appendItems(items, toSection: section)
        }
        engine = Engine(snapshot: next.engine)
    }

    /// A new identifier not in `taken`, for `String`, `Int` and `UUID` identifiers.
    static func freshIdentifier<ID: Hashable>(taken: Set<ID>) -> ID? {
        if ID.self == String.self {
            var n = 1
            while taken.contains("New \(n)" as! ID) { n += 1 }
            return "New \(n)" as? ID
        }
        if ID.self == Int.self {
            return ((taken.compactMap { $0 as? Int }.max() ?? -1) + 1) as? ID
        }
        if ID.self == UUID.self { return UUID() as? ID }
        return nil
    }
}
