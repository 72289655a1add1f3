import TesseraUIKit

/// The data source doctor puts in front of a preview's own: it keeps every item the
/// user's code makes, but decides how many there are. Item `i` of section `s` is the
/// user's item `items[s][i]`, so doctor can scale the data to 1K, 10K or 100K items (the
/// user's items repeated) and insert and delete items of its own without asking the
/// user's model to change.
///
/// The layout sees only the counts (`numberOfItems(inSection:)`); cells and supplementary
/// views, when the collection view asks, come from the user's data source at the mapped
/// index path. A layout that reads its own model by index path (a delegate it calls with
/// the index path, an array it indexes) sees index paths beyond that model when the data
/// is scaled: doctor reports such a layout as one that cannot be scaled.
@MainActor
public final class DoctorDataSource: NSObject, UICollectionViewDataSource {
    /// The user's data source (held strongly: the collection view holds its data source weakly).
    public let original: (any UICollectionViewDataSource)?
    /// For each section, the user's item index of each item.
    public private(set) var items: [[Int]]

    /// The user's data as it is: item `i` is the user's item `i`.
    public init(original: (any UICollectionViewDataSource)?, counts: [Int]) {
        self.original = original
        items = counts.map { Array(0..<$0) }
        super.init()
    }

    /// The counts scaled by one factor to about `target` items in all (each section that
    /// has items keeps at least one), the user's items repeated in order.
    /// Complexity: O(target).
    public init(original: (any UICollectionViewDataSource)?, counts: [Int], scaledTo target: Int) {
        self.original = original
        let total = counts.reduce(0, +)
        let factor = total > 0 ? Double(target) / Double(total) : 1
        items = counts.map { count in
            guard count > 0 else { return [] }
            let scaled = max(1, Int((Double(count) * factor).rounded()))
            return (0..<scaled).map { $0 % count }
        }
        super.init()
    }

    /// The item counts, per section.
    public var counts: [Int] { items.map(\.count) }

    /// Inserts a copy of the user's item that item `source` maps to (the user's first item
    /// when the section is empty), at `item` of `section`.
    public func insert(item: Int, section: Int, copying source: Int) {
        let copied = items[section].indices.contains(source) ? items[section][source] : 0
        items[section].insert(copied, at: item)
    }

    /// Deletes `item` of `section`.
    public func delete(item: Int, section: Int) {
        items[section].remove(at: item)
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let original else { return UICollectionViewCell(frame: .zero) }
        return original.collectionView(collectionView, cellForItemAt: mapped(indexPath))
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let original else { return UICollectionReusableView(frame: .zero) }
        return original.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: mapped(indexPath))
    }

    /// The user's index path of `indexPath` (supplementary index paths past the items are
    /// kept as they are).
    func mapped(_ indexPath: IndexPath) -> IndexPath {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.item)
        else { return indexPath }
        return IndexPath(item: items[indexPath.section][indexPath.item], section: indexPath.section)
    }
}
