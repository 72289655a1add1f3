import CollectionLayout
import Explorer

/// A small hand-made layout for the explorer's tests: sections of square-ish cells in
/// `columns` columns with `spacing`, a header per section when the data has one, and a
/// section background decoration.
struct TestGridLayout: StoreBackedLayout {
    var columns: Int
    var spacing: Double
    var itemHeight: Double
    var label: String

    init(columns: Int = 3, spacing: Double = 8, itemHeight: Double = 40, label: String = "Grid") {
        self.columns = columns
        self.spacing = spacing
        self.itemHeight = itemHeight
        self.label = label
    }

    var name: String { label }
    var scrollAxis: Axis { .vertical }
    private(set) var store = ElementStore()
    private(set) var contentSize = Size.zero

    mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        guard columns > 0 else { throw LayoutError(path: "layout.columns", message: "must be at least 1") }
        let width = context.containerSize.width
        let itemWidth = (width - spacing * Double(columns + 1)) / Double(columns)
        guard itemWidth > 0 else { throw LayoutError(path: "layout.columns", message: "too many for the width") }
        var frames: [Rect] = []
        var extras: [LayoutAttributes] = []
        var y = 0.0
        for (s, section) in context.sections.enumerated() {
            let top = y
            if section.headerHeight > 0 {
                extras.append(
                    LayoutAttributes(
                        category: .supplementary(kind: ElementKind.header), indexPath: IndexPath(item: 0, section: s),
                        frame: Rect(x: 0, y: y, width: width, height: section.headerHeight), zIndex: 1))
                y += section.headerHeight
            }
            y += spacing
            for i in 0..<section.itemCount {
                let column = i % columns
                let row = i / columns
                let h = context.itemMetrics(IndexPath(item: i, section: s)).height ?? itemHeight
                frames.append(
                    Rect(
                        x: spacing + Double(column) * (itemWidth + spacing),
                        y: y + Double(row) * (itemHeight + spacing),
                        width: itemWidth, height: h))
            }
            let rows = (section.itemCount + columns - 1) / columns
            y += Double(rows) * (itemHeight + spacing)
            extras.append(
                LayoutAttributes(
                    category: .decoration(kind: ElementKind.background), indexPath: IndexPath(item: 0, section: s),
                    frame: Rect(x: 0, y: top, width: width, height: y - top), zIndex: -1))
        }
        store = ElementStore(
            axis: .vertical, sectionItemCounts: context.itemCounts, cellFrames: frames, extras: extras)
        contentSize = Size(width: width, height: y)
    }
}

/// Documents built on ``TestGridLayout``.
enum TestDocuments {
    /// `sections` sections of `items` items each, headers 24 pt tall, two layouts
    /// (3 and 2 columns).
    static func grid(name: String = "Test", sections: Int = 3, items: Int = 12, width: Double = 320) -> ExplorerDocument
    {
        let context = LayoutContext(
            containerSize: Size(width: width, height: 480),
            sections: (0..<sections).map { _ in SectionMetrics(itemCount: items, headerHeight: 24) },
            itemMetrics: .uniform(.unspecified))
        return ExplorerDocument(
            name: name, context: context,
            choices: [
                LayoutChoice(
                    name: "Grid 3", configuration: UnpreparedLayout(TestGridLayout(columns: 3, label: "Grid 3"))),
                LayoutChoice(
                    name: "Grid 2", configuration: UnpreparedLayout(TestGridLayout(columns: 2, label: "Grid 2"))),
            ],
            title: { a in
                switch a.category {
                case .cell: return "Item \(a.indexPath.section)-\(a.indexPath.item)"
                case .supplementary: return "Section \(a.indexPath.section)"
                case .decoration: return nil
                }
            })
    }
}
