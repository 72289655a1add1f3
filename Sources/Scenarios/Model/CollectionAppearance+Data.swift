import CollectionLayout

extension CollectionAppearance {
    /// The appearance the data's own display fields give (titles, supplementary titles,
    /// background and item colours). Complexity: O(explicit items).
    public init(data: CollectionData) {
        self.init()
        for (s, section) in data.sections.enumerated() {
            sections[section.id] = Section(
                title: section.title, supplementaryTitles: section.supplementaryTitles,
                background: section.metrics.background, itemColors: section.itemColors)
            if let pattern = section.items.pattern {
                if let title = pattern.title {
                    generatedTitles[pattern.section] = GeneratedTitle(count: pattern.count, title: title)
                }
                _ = s
                continue
            }
            for item in section.items { if let title = item.title { itemTitles[item.id] = title } }
        }
    }
}
