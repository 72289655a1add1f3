extension CompositionalLayout: DebuggableLayout {
    /// A cell: its section, the section group's arrangement and width, and, when every
    /// group instance holds the same number of cells (nothing in the group is sized by
    /// the data), which group and which item of it, from the cell count of the group's
    /// template that `prepare` solved (kept per section, not per element). A
    /// supplementary view or decoration: its section and whether a pin holds it at
    /// `contentOffset`. Complexity: O(1) for a cell, O(log extras) otherwise.
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? {
        let s = key.indexPath.section
        guard s >= 0, s < prepared.sectionStarts.count - 1 else { return nil }
        guard case .cell = key.category else {
            guard let kind = key.category.kind,
                let stored = prepared.extra(key.category, at: key.indexPath)
            else { return nil }
            var reasons: [LayoutExplanation.Reason] = [.ofSection(kind: kind, section: s + 1)]
            if case .supplementary = key.category,
                let shown = supplementary(ofKind: kind, at: key.indexPath, contentOffset: contentOffset),
                shown.frame != stored.frame
            {
                reasons.append(.pinned(kind: kind, by: "pinToVisibleBounds"))
            }
            return LayoutExplanation(reasons)
        }
        let count = prepared.sectionStarts[s + 1] - prepared.sectionStarts[s]
        guard key.indexPath.item >= 0, key.indexPath.item < count else { return nil }
        guard s < prepared.sectionGroups.count else { return nil }
        let summary = prepared.sectionGroups[s]
        let perGroup = summary.cellsPerGroup
        return LayoutExplanation([
            .group(
                section: s + 1, group: perGroup.map { key.indexPath.item / $0 + 1 }, arrangement: summary.arrangement,
                width: Self.words(summary.width), item: perGroup.map { key.indexPath.item % $0 + 1 })
        ])
    }

    /// A dimension as the API spells it: "fractionalWidth 0.5", "absolute 100".
    static func words(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .fractionalWidth(let f): return "fractionalWidth \(LayoutExplanation.number(f))"
        case .fractionalHeight(let f): return "fractionalHeight \(LayoutExplanation.number(f))"
        case .absolute(let v): return "absolute \(LayoutExplanation.number(v))"
        case .estimated(let v): return "estimated \(LayoutExplanation.number(v))"
        }
    }
}
