import CollectionLayout

extension CollectionAppearance {
    /// The titles `title` gives the headers and cells of `context`, and the colour names
    /// `backgroundColorName` gives the sections' `background` decorations, keyed by the
    /// identifiers `CollectionData(context:)` generates ("section-S" sections, "S-I"
    /// items). Complexity: O(n) calls of `title`.
    public init(
        context: LayoutContext, title: (LayoutAttributes) -> String?,
        backgroundColorName: (LayoutAttributes) -> String? = { _ in nil }
    ) {
        self.init()
        for (s, metrics) in context.sections.enumerated() {
            let at = IndexPath(item: 0, section: s)
            let header = LayoutAttributes(
                category: .supplementary(kind: ElementKind.header), indexPath: at, frame: .zero)
            let background = LayoutAttributes(
                category: .decoration(kind: ElementKind.background), indexPath: at, frame: .zero)
            let section = Section(title: title(header), background: backgroundColorName(background))
            if section != Section() { sections["section-\(s)"] = section }
            for i in 0..<metrics.itemCount {
                let cell = LayoutAttributes(category: .cell, indexPath: IndexPath(item: i, section: s), frame: .zero)
                if let text = title(cell) { itemTitles[CollectionItems.Pattern.id(section: s, item: i)] = text }
            }
        }
    }
}
