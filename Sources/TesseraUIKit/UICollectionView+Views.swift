import Foundation

extension UICollectionView {
    // MARK: Registration

    /// Registers the cell class dequeued for `identifier` (a subclass of
    /// ``UICollectionViewCell``; `nil` removes the registration).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the supplementary view class dequeued for `kind` and `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[elementKind, default: [:]][identifier] = viewClass
    }

    /// A cell of the class registered for `identifier`: a recycled one (after its
    /// `prepareForReuse()`) or a new one. An identifier with no registered cell class gives
    /// a plain ``UICollectionViewCell`` and a noted problem (UIKit raises).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reusePool[identifier]?.popLast() as? UICollectionViewCell {
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] as? UICollectionViewCell.Type else {
            note(
                "could not dequeue a cell with identifier '\(identifier)' at \(indexPath): register a "
                    + "UICollectionViewCell subclass for it with register(_:forCellWithReuseIdentifier:)")
            return UICollectionViewCell(tesseraReuseIdentifier: identifier)
        }
        return type.init(tesseraReuseIdentifier: identifier)
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`
    /// (a noted problem and a plain view when none is registered).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let view = reusePool[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = supplementaryClasses[elementKind]?[identifier] as? UICollectionReusableView.Type else {
            note(
                "could not dequeue a supplementary view of kind '\(elementKind)' with identifier '\(identifier)' "
                    + "at \(indexPath): register a class for it with "
                    + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
            return UICollectionReusableView(tesseraReuseIdentifier: identifier)
        }
        let view = type.init(tesseraReuseIdentifier: identifier)
        view.poolKey = key
        return view
    }

    /// Puts a view that left the screen in the reuse pool.
    func recycle(_ view: UICollectionReusableView) {
        guard let id = view.poolKey else { return }
        view.removeFromSuperview()
        reusePool[id, default: []].append(view)
    }

    // MARK: Visible views

    /// Asks the layout for the elements in the bounds and brings the visible cells and
    /// supplementary views up to date, dequeuing new ones from the data source (cells only
    /// for index paths the data source has; others are noted as problems).
    func updateVisibleViews() {
        guard let source = dataSource else { return }
        let counts = ensureCounts()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var supplementary: [String: [IndexPath: UICollectionReusableView]] = [:]
        for a in attributes {
            let path = a.indexPath
            switch a.representedElementCategory {
            case .cell:
                guard path.count == 2, counts.indices.contains(path.section),
                    (0..<counts[path.section]).contains(path.item)
                else {
                    note(
                        "layoutAttributesForElements(in:) returned a cell at \(path), which the data source does "
                            + "not have (\(counts.count) sections)")
                    continue
                }
                if let cell = visibleCellMap.removeValue(forKey: path) ?? cells[path] {
                    cell.frame = a.frame
                    cell.apply(a)
                    cells[path] = cell
                } else {
                    let cell = source.collectionView(self, cellForItemAt: path)
                    cell.frame = a.frame
                    cell.apply(a)
                    addSubview(cell)
                    cells[path] = cell
                    delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
                }
            case .supplementaryView:
                let kind = a.representedElementKind ?? ""
                if let view = visibleSupplementaryMap[kind]?.removeValue(forKey: path) ?? supplementary[kind]?[path] {
                    view.frame = a.frame
                    view.apply(a)
                    supplementary[kind, default: [:]][path] = view
                } else {
                    let view = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
                    view.frame = a.frame
                    view.apply(a)
                    addSubview(view)
                    supplementary[kind, default: [:]][path] = view
                    delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
                }
            case .decorationView:
                continue
            }
        }
        for (path, cell) in visibleCellMap {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            recycle(cell)
        }
        for (_, views) in visibleSupplementaryMap { for (_, view) in views { recycle(view) } }
        visibleCellMap = cells
        visibleSupplementaryMap = supplementary
    }

    /// The index paths of the cells on screen after the last layout pass, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellMap.keys.sorted() }

    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleCellMap[$0] } }

    /// The cell on screen at `indexPath`, or `nil`.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellMap[indexPath] }

    /// The index path of a cell on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellMap.first { $0.value === cell }?.key
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleSupplementaryMap[elementKind]?[indexPath]
    }

    /// The supplementary views on screen of `elementKind`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementaryMap[elementKind]?[$0]
        }
    }

    /// The index paths of the supplementary views on screen of `elementKind`, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        (visibleSupplementaryMap[elementKind]?.keys).map { $0.sorted() } ?? []
    }

    // MARK: Queries

    /// The layout's attributes of the cell at `indexPath` (the layout is prepared first if
    /// it is invalid).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index path of the cell whose frame contains `point`, or `nil`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Scrolls so that the item is at `scrollPosition`, then lets the layout adjust the
    /// offset (`targetContentOffset(forProposedContentOffset:)`).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        contentOffset = collectionViewLayout.targetContentOffset(forProposedContentOffset: offset)
    }

    // MARK: Selection

    /// The selected items, in order.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    /// Selects an item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedItems = []
            return
        }
        if !allowsMultipleSelection { selectedItems = [] }
        selectedItems.insert(indexPath)
        visibleCellMap[indexPath]?.isSelected = true
    }

    /// Deselects an item.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        visibleCellMap[indexPath]?.isSelected = false
    }
}

/// `UICollectionViewTransitionLayout`: between two layouts; answers the current layout's
/// attributes before half-way and the next one's after.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout transitioned from.
    public let currentLayout: UICollectionViewLayout
    /// The layout transitioned to.
    public let nextLayout: UICollectionViewLayout
    /// From 0 (current) to 1 (next).
    open var transitionProgress: CGFloat = 0

    /// A transition between two layouts.
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Not available from archives.
    public required init?(coder: NSCoder) { nil }

    private var shown: UICollectionViewLayout { transitionProgress < 0.5 ? currentLayout : nextLayout }

    /// The shown layout's size.
    open override var collectionViewContentSize: CGSize { shown.collectionViewContentSize }
    /// The shown layout's elements.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        shown.layoutAttributesForElements(in: rect)
    }
    /// The shown layout's cell.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        shown.layoutAttributesForItem(at: indexPath)
    }
}
