import CollectionLayout
import TerminalCanvas

/// Two scenarios side by side (`tessera compare A.json B.json`): each half is a full
/// explorer (status bar, content, footer) under a title row naming its file, with a
/// rule between them. Every key goes to both halves, so they switch layouts, tune,
/// zoom and scroll together; after each event the half with the shorter content
/// follows the other's scroll position (clamped to its own content), so they scroll in
/// sync. A click goes to the half under it.
public struct CompareModel: Sendable {
    /// The two halves, left then right.
    public internal(set) var panes: [ExplorerModel]
    /// The title of each half (its file name), as given.
    public let titles: [String]
    /// Terminal width in cells.
    public internal(set) var screenColumns: Int
    /// Terminal height in cells.
    public internal(set) var screenRows: Int

    /// Opens `left` and `right` on a `columns` x `rows` terminal.
    public init(
        left: ExplorerDocument, right: ExplorerDocument, titles: (String, String), columns: Int, rows: Int,
        options: ExplorerModel.Options = .init()
    ) {
        screenColumns = max(1, columns)
        screenRows = max(1, rows)
        let widths = Self.paneWidths(columns: screenColumns)
        let paneRows = max(1, screenRows - 1)
        panes = [
            ExplorerModel(documents: [left], columns: widths.left, rows: paneRows, options: options),
            ExplorerModel(documents: [right], columns: widths.right, rows: paneRows, options: options),
        ]
        self.titles = [TextCells.sanitized(titles.0), TextCells.sanitized(titles.1)]
    }

    /// The widths of the halves: the columns minus one for the rule, the left half
    /// taking the smaller share of an odd remainder.
    public static func paneWidths(columns: Int) -> (left: Int, right: Int) {
        let room = max(2, columns - 1)
        return (room / 2, room - room / 2)
    }

    /// Makes the half with the smaller scroll range follow the other's offset.
    mutating func syncScroll() {
        func range(_ m: ExplorerModel) -> Double {
            let axis = m.layout?.scrollAxis ?? .vertical
            return m.maxOffset[axis]
        }
        let leader = range(panes[1]) > range(panes[0]) ? 1 : 0
        let follower = 1 - leader
        let target = panes[leader].offset
        if panes[follower].offset != target {
            panes[follower].scroll(to: target)
        }
    }
}

extension CompareModel: InteractiveScreen {
    public mutating func handle(_ event: InputEvent, now: Double) {
        switch event {
        case .resize(let columns, let rows):
            screenColumns = max(1, columns)
            screenRows = max(1, rows)
            let widths = Self.paneWidths(columns: screenColumns)
            panes[0].handle(.resize(columns: widths.left, rows: max(1, screenRows - 1)), now: now)
            panes[1].handle(.resize(columns: widths.right, rows: max(1, screenRows - 1)), now: now)
        case .click(let column, let row):
            let left = Self.paneWidths(columns: screenColumns).left
            if column < left {
                panes[0].handle(.click(column: column, row: row - 1), now: now)
            } else if column > left {
                panes[1].handle(.click(column: column - left - 1, row: row - 1), now: now)
            }
        default:
            panes[0].handle(event, now: now)
            panes[1].handle(event, now: now)
        }
        syncScroll()
    }

    public mutating func tick(now: Double) -> Bool {
        let a = panes[0].tick(now: now)
        let b = panes[1].tick(now: now)
        return a || b
    }

    public func nextDeadline(after now: Double) -> Double? {
        let deadlines = panes.compactMap { $0.nextDeadline(after: now) }
        return deadlines.min()
    }

    public var shouldQuit: Bool { panes.contains { $0.shouldQuit } }

    public var mouseCapture: Bool { panes[0].mouseCapture }

    public var repaintRequested: Bool {
        get { panes.contains { $0.repaintRequested } }
        set {
            for i in panes.indices { panes[i].repaintRequested = newValue }
        }
    }

    public var paneCount: Int { 2 }

    public mutating func reload(pane: Int, with document: ExplorerDocument, now: Double) {
        guard panes.indices.contains(pane) else { return }
        panes[pane].reload(document, now: now)
        // The reloaded half keeps its place by element; then both line up again.
        syncScroll()
    }

    public mutating func showFileProblem(_ problem: FileProblem?, pane: Int) {
        guard panes.indices.contains(pane) else { return }
        panes[pane].showFileProblem(problem)
    }

    public mutating func notify(_ text: String, pane: Int) {
        guard panes.indices.contains(pane) else { return }
        panes[pane].notify(text)
    }

    /// Each half saves its own picture, next to its own file.
    public mutating func takePictureRequests() -> [PanePicture] {
        panes.indices.flatMap { i in panes[i].takePictureRequest().map { [PanePicture(pane: i, request: $0)] } ?? [] }
    }

    /// The screen: the title row (each file name over its half, in reverse video), the
    /// two halves, and a vertical rule between them. Complexity: two explorer frames.
    public func compose(now: Double) -> CellGrid {
        var screen = CellGrid(columns: screenColumns, rows: screenRows)
        let widths = Self.paneWidths(columns: screenColumns)
        let glyphSet = panes[0].options.glyphs.glyphSet
        let composer = ScreenComposer()
        screen.draw(composer.compose(panes[0], now: now), column: 0, row: 1)
        screen.draw(composer.compose(panes[1], now: now), column: widths.left + 1, row: 1)
        for row in 0..<screenRows {
            screen[widths.left, row] = Cell(content: .line(.vertical), style: .plain)
        }
        let titleStyle = CellStyle(bold: true, reverse: true)
        for (i, (x, width)) in [(0, widths.left), (widths.left + 1, widths.right)].enumerated() {
            TextCells.fill(&screen, x: x, y: 0, columns: width, style: titleStyle)
            let label = (i == 0 ? "A: " : "B: ") + titles[i]
            TextCells.write(
                TextCells.clipped(" " + label, to: width, glyphSet: glyphSet), into: &screen, x: x, y: 0,
                maxColumns: width, style: titleStyle, glyphSet: glyphSet)
        }
        return screen
    }
}
