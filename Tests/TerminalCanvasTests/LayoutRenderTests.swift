import CollectionLayout
import Testing

@testable import TerminalCanvas

/// A layout with fixed frames and a brute-force query, to drive ``Canvas/render``.
struct FixedLayout: CollectionViewLayout {
    var elements: [LayoutAttributes]
    var name: String { "Fixed" }
    var scrollAxis: Axis { .vertical }
    var contentSize: Size {
        elements.reduce(Rect.zero) { $0.union($1.frame) }.size
    }
    mutating func prepare(for context: LayoutContext) throws(LayoutError) {}
    func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
        LayoutQuery(elements: elements.filter { $0.frame.intersects(rect) }, probes: elements.count)
    }
    func allElements(contentOffset: Point) -> [LayoutAttributes] { elements }
    func element(at indexPath: IndexPath) -> LayoutAttributes? {
        elements.first { $0.category == .cell && $0.indexPath == indexPath }
    }
    func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes? {
        elements.first { $0.category == .supplementary(kind: kind) && $0.indexPath == indexPath }
    }
}

@Suite struct LayoutRenderTests {
    /// Ten 20 x 12-point cells stacked with 4-point gaps in a 20-point-wide viewport.
    let layout = FixedLayout(
        elements: (0..<10).map {
            LayoutAttributes(
                category: .cell, indexPath: IndexPath(item: $0, section: 0),
                frame: Rect(x: 0, y: Double($0) * 16, width: 20, height: 12))
        } + [
            LayoutAttributes(
                category: .decoration(kind: ElementKind.background), indexPath: IndexPath(item: 0, section: 0),
                frame: Rect(x: 0, y: 0, width: 20, height: 156), zIndex: -1)
        ])

    @Test func renderQueriesAndPaintsLikePaintingEverything() {
        for y in stride(from: 0.0, through: 160, by: 3) {
            let canvas = Canvas(columns: 20, rows: 7, viewportWidth: 20, contentOffset: Point(x: 0, y: y))
            let table = AppearanceTable(itemTitles: [(0..<10).map { "Item \($0)" }], sectionBackgrounds: ["red"])
            #expect(canvas.render(layout, appearances: table) == canvas.paint(layout.elements, appearances: table))
        }
    }

    @Test func clampingShowsTheEndOfTheContent() {
        let canvas = Canvas(columns: 20, rows: 7, viewportWidth: 20, contentOffset: Point(x: 0, y: 10_000))
            .clamped(to: layout.contentSize)
        #expect(canvas.contentOffset == Point(x: 0, y: 156 - 14))
        let grid = canvas.render(layout, title: { "Item \($0.indexPath.item)" }, backgroundColorName: { _ in "red" })
        // 12-point cells are 6 rows high; the last one ends the content, over the
        // background's bottom edge. Row 0 is the gap above it, inside the background.
        #expect(
            grid.text() == """
                │                  │
                ┌──────────────────┐
                │Item 9            │
                │                  │
                │                  │
                │                  │
                └──────────────────┘
                """)
        #expect(grid[0, 0].style.foreground == .named("red"))
        #expect(grid[0, 1].style.foreground == .section(0))
        let top = Canvas(columns: 20, rows: 7, viewportWidth: 20, contentOffset: Point(x: -5, y: -50)).clamped(
            to: layout.contentSize)
        #expect(top.contentOffset == .zero && top.mapping.originRow == 0)
    }
}
