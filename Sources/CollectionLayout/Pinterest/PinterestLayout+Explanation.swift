extension PinterestLayout: DebuggableLayout {
    /// A cell: the column it went to, the shortest when it was placed (leftmost on
    /// ties), and that column's bottom then (its frame's top less the padding). A banner:
    /// its number, the item it follows and the tallest column's bottom. A view of the
    /// client's own kind: that it belongs to the section. Re-derived from
    /// the frame and the configuration. Complexity: O(log n).
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? {
        switch key.category {
        case .cell:
            guard let cell = store.cell(at: key.indexPath), contentSize.width > 0 else { return nil }
            let columnWidth = contentSize.width / Double(numberOfColumns)
            let column = Swift.min(numberOfColumns - 1, Swift.max(0, Int(cell.frame.midX / columnWidth)))
            return LayoutExplanation([
                .column(column + 1, of: numberOfColumns, shortest: true, top: cell.frame.minY - cellPadding)
            ])
        case .supplementary(let kind) where kind == ElementKind.banner:
            guard let banner = store.extra(key.category, at: key.indexPath), let every = numberOfItemsBeforeAds
            else { return nil }
            let number = key.indexPath.item + 1
            return LayoutExplanation([.banner(number, afterItem: number * every, top: banner.frame.minY - cellPadding)])
        case .supplementary(let kind):
            // A view of the client's own kind (`supplementaries`): it belongs to the section.
            guard store.extra(key.category, at: key.indexPath) != nil else { return nil }
            return LayoutExplanation([.ofSection(kind: kind, section: key.indexPath.section + 1)])
        default:
            return nil
        }
    }
}
