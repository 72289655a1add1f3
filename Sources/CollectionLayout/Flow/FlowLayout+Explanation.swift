extension FlowLayout: DebuggableLayout {
    /// A cell: its line in its section and its place on it, found by walking the
    /// section's frames (a new line starts where an item does not lie after the previous
    /// one across the scroll axis). A header or footer: its section, and whether it is
    /// pinned at `contentOffset`. Complexity: O(items of the section).
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? {
        guard case .cell = key.category else {
            guard let owner = sectionReason(for: key) else { return nil }
            let property =
                key.category == .supplementary(kind: ElementKind.footer)
                ? "sectionFootersPinToVisibleBounds" : "sectionHeadersPinToVisibleBounds"
            let pinned = pinnedReason(for: key, contentOffset: contentOffset, by: property)
            return LayoutExplanation([owner] + (pinned.map { [$0] } ?? []))
        }
        guard let position = store.position(of: key.indexPath), store.cell(at: key.indexPath) != nil else { return nil }
        let section = key.indexPath.section
        let start = store.sectionStarts[section]
        let end = store.sectionStarts[section + 1]
        let frames = store.cellFrames
        let cross = scrollDirection.cross
        func startsLine(_ p: Int) -> Bool { p == start || frames[p].min(cross) <= frames[p - 1].min(cross) }
        var line = 0
        var lineStart = start
        for p in start...position where startsLine(p) {
            line += 1
            lineStart = p
        }
        var lineEnd = position + 1
        while lineEnd < end && !startsLine(lineEnd) { lineEnd += 1 }
        return LayoutExplanation([.line(line, place: position - lineStart + 1, of: lineEnd - lineStart)])
    }
}
