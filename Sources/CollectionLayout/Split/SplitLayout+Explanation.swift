extension SplitLayout: DebuggableLayout {
    /// Any element of a laid-out section: the side its section is on and the left
    /// side's ratio; a header also says when it is pinned at `contentOffset`.
    /// Complexity: O(log extras).
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? {
        let section = key.indexPath.section
        guard section >= 0, section < sectionSides.count, let side = sectionSides[section] else { return nil }
        switch key.category {
        case .cell:
            guard store.cell(at: key.indexPath) != nil else { return nil }
            return LayoutExplanation([.side(side, ratio: leftSideRatio)])
        case .supplementary, .decoration:
            guard let owner = sectionReason(for: key) else { return nil }
            var reasons: [LayoutExplanation.Reason] = [owner, .side(side, ratio: leftSideRatio)]
            if let pinned = pinnedReason(for: key, contentOffset: contentOffset, by: "sectionPinToVisibleBounds") {
                reasons.append(pinned)
            }
            return LayoutExplanation(reasons)
        }
    }
}
