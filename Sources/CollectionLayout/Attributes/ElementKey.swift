/// The identity of an element within one prepared layout: its category (with its kind)
/// and its index path. Animations pair elements of two layouts by key.
public struct ElementKey: Hashable, Sendable {
    /// Cell, supplementary view or decoration (with its kind).
    public var category: ElementCategory
    /// The element's index path.
    public var indexPath: IndexPath

    /// The key of `attributes`.
    public init(_ attributes: LayoutAttributes) {
        category = attributes.category
        indexPath = attributes.indexPath
    }

    /// Creates a key.
    public init(category: ElementCategory, indexPath: IndexPath) {
        self.category = category
        self.indexPath = indexPath
    }

    /// The key this element has after a batch update described by `mapping`, or `nil`
    /// when it disappears: cells follow the item map, supplementary views and
    /// decorations follow their section.
    public func mapped(by mapping: UpdateMapping) -> ElementKey? {
        remapped(item: mapping.newIndexPath(forOld:), section: mapping.newSection(forOld:))
    }

    /// The key this element had before the batch update described by `mapping`, or `nil`
    /// when it appears.
    public func unmapped(by mapping: UpdateMapping) -> ElementKey? {
        remapped(item: mapping.oldIndexPath(forNew:), section: mapping.oldSection(forNew:))
    }

    private func remapped(item: (IndexPath) -> IndexPath?, section: (Int) -> Int?) -> ElementKey? {
        let path: IndexPath?
        switch category {
        case .cell: path = item(indexPath)
        case .supplementary, .decoration:
            path = section(indexPath.section).map { IndexPath(item: indexPath.item, section: $0) }
        }
        return path.map { ElementKey(category: category, indexPath: $0) }
    }
}

extension CollectionViewLayout {
    /// The attributes of the element `key` names, adjusted for `contentOffset`, or `nil`
    /// when the layout has no such element.
    public func attributes(for key: ElementKey, contentOffset: Point) -> LayoutAttributes? {
        switch key.category {
        case .cell: return element(at: key.indexPath)
        case .supplementary(let kind):
            return supplementary(ofKind: kind, at: key.indexPath, contentOffset: contentOffset)
        case .decoration(let kind): return decoration(ofKind: kind, at: key.indexPath)
        }
    }
}
