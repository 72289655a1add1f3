import TesseraUIKit

/// The data source of every layout here: plain cells, `counts` items per section.
final class Numbers: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// The data sources, alive as long as the tests (a collection view holds its data source weakly).
@MainActor let forty = Numbers([40])
@MainActor let twoSections = Numbers([30, 10])

/// A collection view of `layout` at 390 x 844 on `data`.
@MainActor func preview(_ layout: UICollectionViewLayout, data: Numbers = forty) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.dataSource = data
    return view
}

/// A list of full-width rows, 50 pt tall with 10 pt between them, every section after the
/// last: written the way an iOS developer writes a custom layout (a cache filled in
/// `prepare()`, a filter for the query, a lookup by index path). The correct one; the
/// layouts of the rules are this one with one mistake each.
class ListLayout: UICollectionViewLayout {
    var rowHeight: CGFloat { 50 }
    var spacing: CGFloat { 10 }

    var cache: [UICollectionViewLayoutAttributes] = []
    var byIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var contentHeight: CGFloat = 0

    var contentWidth: CGFloat { collectionView?.bounds.width ?? 0 }

    override var collectionViewContentSize: CGSize { CGSize(width: contentWidth, height: contentHeight) }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        cache.removeAll()
        byIndexPath.removeAll()
        contentHeight = 0
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                add(indexPath, frame: frame(for: indexPath, y: y))
                y += rowHeight + spacing
            }
        }
        contentHeight = max(0, y - spacing)
    }

    /// The row's frame at `y` (the rules' layouts change it).
    func frame(for indexPath: IndexPath, y: CGFloat) -> CGRect {
        CGRect(x: 0, y: y, width: contentWidth, height: rowHeight)
    }

    func add(_ indexPath: IndexPath, frame: CGRect) {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        cache.append(attributes)
        byIndexPath[indexPath] = attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        byIndexPath[indexPath]
    }
}

/// The list, asking to be invalidated on every scroll (as a layout with pinned headers or
/// a stretchy first row does): correct, and its scroll step costs a prepare.
final class InvalidatesOnEveryScroll: ListLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// A flow layout's delegate that sizes each item from its own model, by index path.
final class Widths: NSObject, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = (0..<40).map { CGFloat(60 + ($0 * 37) % 120) }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: widths[indexPath.item], height: 44)
    }
}

@MainActor let widths = Widths()

/// Forty tags in a flow layout, sized by ``Widths``.
@MainActor func tags() -> UICollectionView {
    let view = preview(UICollectionViewFlowLayout())
    view.delegate = widths
    return view
}
