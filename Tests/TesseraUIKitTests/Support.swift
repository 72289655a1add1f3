import TesseraUIKit

/// A data source of `counts[s]` plain cells per section, registered as "cell", counting
/// the calls it gets.
final class CountingSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    private(set) var countCalls = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        countCalls += 1
        return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        countCalls += 1
        return counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "\(indexPath.section)-\(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }
}

/// Photo heights for ``ColumnsLayout`` (the Columns example's own file, compiled here
/// through the symlink `Layouts/ColumnsLayout.swift`).
final class Heights: ColumnsLayoutDelegate {
    let heights: [CGFloat]
    init(_ heights: [CGFloat]) { self.heights = heights }
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        heights[indexPath.item]
    }
}

/// The example's layout, subclassed as an app might: counts its prepares and reads the
/// collection view lazily on first use (it must be set by then).
final class CountingColumnsLayout: ColumnsLayout {
    private(set) var prepareCount = 0
    private lazy var insetsAtFirstUse: UIEdgeInsets = collectionView!.contentInset

    override func prepare() {
        super.prepare()
        prepareCount += 1
        _ = insetsAtFirstUse
    }
}

/// A layout that records every call the collection view makes, in order.
final class RecordingLayout: UICollectionViewLayout {
    var log: [String] = []
    var invalidateOnBoundsChange = true
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        log.append("prepare bounds=\(collectionView!.bounds.size.width)")
        let count = collectionView!.numberOfSections > 0 ? collectionView!.numberOfItems(inSection: 0) : 0
        frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 50, width: collectionView!.bounds.width, height: 50) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("elements")
        // Interiors overlapping, as Core Graphics' `intersects` answers (Foundation's on
        // Linux also counts touching edges; Docs/uikit.md).
        return frames.enumerated().filter { !$0.element.intersection(rect).isEmpty }.map { i, frame in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = frame
            return a
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("should old=\(collectionView!.bounds.origin.y) new=\(newBounds.origin.y)")
        return invalidateOnBoundsChange
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log.append("context old=\(collectionView!.bounds.origin.y)")
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append(
            "invalidate bounds=\(collectionView?.bounds.origin.y ?? -1) everything=\(context.invalidateEverything) "
                + "counts=\(context.invalidateDataSourceCounts)")
        super.invalidateLayout(with: context)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        log.append(
            "updates "
                + updateItems.map { item in
                    let before = item.indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                    let after = item.indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-"
                    return "\(item.updateAction)(\(before)>\(after))"
                }.joined(separator: " "))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalize")
    }
}

/// `(x, y, width, height)` of a rectangle, for compact expectations.
func quad(_ r: CGRect) -> [CGFloat] { [r.minX, r.minY, r.width, r.height] }
