extension MosaicLayout: DebuggableLayout {
    /// A cell: its band, the band's pattern (the segment's name) and its slot in it,
    /// found by replaying the pattern sequence, which depends only on the item count.
    /// Complexity: O(item / 2), no allocation.
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? {
        guard case .cell = key.category, key.indexPath.section == 0, store.cell(at: key.indexPath) != nil
        else { return nil }
        let count = store.cellCount
        var segment = MosaicSegment.fullWidth
        var first = 0
        var band = 1
        while first + segment.tileCount <= key.indexPath.item {
            first += segment.tileCount
            band += 1
            segment = segment.next(remaining: count - first)
        }
        let slots = Swift.min(segment.tileCount, count - first)
        return LayoutExplanation([
            .segment(segment.name, band: band, slot: key.indexPath.item - first + 1, of: slots)
        ])
    }
}

extension MosaicSegment {
    /// The pattern's name, as Apple's sample spells it.
    var name: String { rawValue }
}
