import TesseraUIKit

// One layout per rule of `tessera doctor`, each ``ListLayout`` with the one mistake that
// breaks that rule, as it is found in real code.

/// query-misses-element: rows without spacing, the visible ones computed arithmetically,
/// rounding the last row down, so the row cut by the rectangle's bottom edge is left out.
final class RoundsLastRowDown: ListLayout {
    override var spacing: CGFloat { 0 }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let pitch = rowHeight + spacing
        let first = max(0, Int(rect.minY / pitch))
        let last = min(cache.count - 1, Int(rect.maxY / pitch) - 1)
        guard first <= last else { return [] }
        return Array(cache[first...last])
    }
}

/// query-returns-extra: the filter checks only that a row starts above the rectangle's
/// bottom, so every row above the rectangle comes back too.
final class ForgetsTheTopEdge: ListLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.minY <= rect.maxY }
    }
}

/// duplicate-element: the first row is "pinned" by adding it again when it is on screen.
final class PinsTheFirstRowTwice: ListLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var visible = cache.filter { $0.frame.intersects(rect) }
        if let first = cache.first, first.frame.intersects(rect) { visible.append(first) }
        return visible
    }
}

/// item-attributes-disagree: the lookup computes the frame again and forgets the spacing.
final class LookupForgetsSpacing: ListLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: 0, y: CGFloat(indexPath.item) * rowHeight, width: contentWidth, height: rowHeight)
        return attributes
    }
}

/// missing-cell: only the first section is laid out; the data source has two.
final class FirstSectionOnly: ListLayout {
    override func prepare() {
        guard let collectionView else { return }
        cache.removeAll()
        byIndexPath.removeAll()
        var y: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            add(indexPath, frame: frame(for: indexPath, y: y))
            y += rowHeight + spacing
        }
        contentHeight = max(0, y - spacing)
    }
}

/// non-finite-value: each row of a download list fades with its progress, `done / total`;
/// one download has a total of zero, and 0 / 0 is NaN.
final class FadesByProgress: ListLayout {
    let progress: [(done: CGFloat, total: CGFloat)] = [(1, 2), (3, 4), (0, 0), (5, 5)]

    override func prepare() {
        super.prepare()
        for attributes in cache {
            let download = progress[attributes.indexPath.item % progress.count]
            attributes.alpha = download.done / download.total
        }
    }
}

/// negative-size: row heights from the model's durations, one of which ends before it starts.
final class HeightFromADuration: ListLayout {
    let durations: [CGFloat] = [50, 80, -20, 60, 40]

    override func prepare() {
        guard let collectionView else { return }
        cache.removeAll()
        byIndexPath.removeAll()
        var y: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let height = durations[item % durations.count]
            add(indexPath, frame: CGRect(x: 0, y: y, width: contentWidth, height: height))
            y += max(height, 0) + spacing
        }
        contentHeight = max(0, y - spacing)
    }
}

/// content-size-too-small: the content height counts the rows but not the spacing.
final class ContentWithoutSpacing: ListLayout {
    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: CGFloat(cache.count) * rowHeight)
    }
}

/// prepare-not-repeatable: the running offset is a property that `prepare()` never resets,
/// so each layout pass starts where the last one ended.
final class OffsetNeverReset: ListLayout {
    var yOffset: CGFloat = 0

    override func prepare() {
        guard let collectionView else { return }
        cache.removeAll()
        byIndexPath.removeAll()
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            add(indexPath, frame: frame(for: indexPath, y: yOffset))
            yOffset += rowHeight + spacing
        }
        contentHeight = max(0, yOffset - spacing)
    }
}

/// update-differs-from-prepare: the cache is built once (`guard cache.isEmpty`), so an
/// inserted or deleted item never reaches it.
final class CachesOnce: ListLayout {
    override func prepare() {
        guard cache.isEmpty else { return }
        super.prepare()
    }
}

/// cost-superlinear: each row's position is found by looking through every row placed
/// before it, so `prepare()` is quadratic.
final class SearchesEveryRowBefore: ListLayout {
    override func prepare() {
        guard let collectionView else { return }
        cache.removeAll()
        byIndexPath.removeAll()
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let bottom = cache.map(\.frame.maxY).max().map { $0 + spacing } ?? 0
            let indexPath = IndexPath(item: item, section: 0)
            add(indexPath, frame: frame(for: indexPath, y: bottom))
        }
        contentHeight = cache.last?.frame.maxY ?? 0
    }
}

/// Two faults at once: the quadratic search of ``SearchesEveryRowBefore`` behind the
/// build-once cache of ``CachesOnce``. Its re-prepares cost nothing, so the cost must be
/// taken from the first pass for the quadratic growth to show.
final class SearchesOnceQuadratically: ListLayout {
    override func prepare() {
        guard cache.isEmpty, let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let bottom = cache.map(\.frame.maxY).max().map { $0 + spacing } ?? 0
            let indexPath = IndexPath(item: item, section: 0)
            add(indexPath, frame: frame(for: indexPath, y: bottom))
        }
        contentHeight = cache.last?.frame.maxY ?? 0
    }
}
