extension PluginLayout: DebuggableLayout {
    /// Any element: the plugin arranging its section (the last plugin repeats for later
    /// sections); a staggered cell adds its round-robin column; a header or footer its
    /// section and whether a sticky effect holds it at `contentOffset`.
    /// Complexity: O(log extras).
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? {
        let section = key.indexPath.section
        guard section >= 0, !sections.isEmpty else { return nil }
        let plugin = sections[Swift.min(section, sections.count - 1)]
        switch key.category {
        case .cell:
            guard store.cell(at: key.indexPath) != nil else { return nil }
            var reasons: [LayoutExplanation.Reason] = [.plugin(plugin.name)]
            if case .staggered(let staggered) = plugin {
                let c = Swift.max(1, staggered.columns)
                reasons.append(.column(key.indexPath.item % c + 1, of: c, shortest: false, top: 0))
            }
            return LayoutExplanation(reasons)
        case .supplementary, .decoration:
            guard let owner = sectionReason(for: key) else { return nil }
            var reasons: [LayoutExplanation.Reason] = [.plugin(plugin.name), owner]
            if let pinned = pinnedReason(for: key, contentOffset: contentOffset, by: "sticky") {
                reasons.append(pinned)
            }
            return LayoutExplanation(reasons)
        }
    }
}
