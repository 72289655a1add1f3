import CollectionLayout
import TerminalCanvas

/// Turns the explorer's state into one full-screen ``CellGrid``: the status bar (row 0),
/// the content area (the painted query result and the overlays on it), the key-hint
/// footer (last row), and the help overlay on top.
public struct ScreenComposer: Sendable {
    /// Paints the elements.
    public var painter: any ElementPainter

    /// Creates a composer.
    public init(painter: any ElementPainter) {
        self.painter = painter
    }

    /// The screen for `model` at time `now`.
    public func compose(_ model: ExplorerModel, now: Double) -> CellGrid {
        var screen = CellGrid(columns: model.screenColumns, rows: model.screenRows)
        if model.isTooSmall {
            drawTooSmall(model, into: &screen)
            return screen
        }
        var content = CellGrid(columns: model.contentColumns, rows: model.contentRows)
        drawContent(model, now: now, into: &content)
        for y in 0..<content.rows {
            for x in 0..<content.columns { screen[x, y + 1] = content[x, y] }
        }
        StatusBar.draw(model, into: &screen, row: 0)
        StatusBar.drawFooter(model, into: &screen, row: screen.rows - 1)
        if model.showHelp { HelpOverlay.draw(model, into: &screen) }
        return screen
    }

    func drawContent(_ model: ExplorerModel, now: Double, into grid: inout CellGrid) {
        guard model.layout != nil else {
            let text = model.layoutError ?? "Nothing to show"
            Overlays.centered([text, "Tab switches to another layout"], into: &grid)
            return
        }
        let v = model.viewport
        let title = model.document.title
        if let transition = model.transition, !transition.isFinished(at: now) {
            let frames = transition.attributes(at: now)
            let rect = Rect(x: 0, y: 0, width: Double(grid.columns), height: Double(grid.rows))
            painter.paint(frames, visibleRect: rect, pointsPerColumn: 1, pointsPerRow: 1, title: title, into: &grid)
            return
        }
        let visibleRect = v.visibleRect(at: model.offset)
        painter.paint(
            model.visible.elements, visibleRect: visibleRect, pointsPerColumn: v.pointsPerColumn,
            pointsPerRow: v.pointsPerRow, title: title, into: &grid)
        if model.showDebug { Overlays.debug(model, into: &grid) }
        if model.focusMode, let focused = model.focusedAttributes {
            let span = CellSpan(
                frame: focused.frame, visibleRect: visibleRect, pointsPerColumn: v.pointsPerColumn,
                pointsPerRow: v.pointsPerRow)
            Overlays.highlight(span, into: &grid)
            Overlays.inspector(model, focused: focused, span: span, into: &grid)
        }
    }

    func drawTooSmall(_ model: ExplorerModel, into grid: inout CellGrid) {
        let g = model.options.glyphs
        Overlays.centered(
            [
                "Too small: \(model.screenColumns)\(g.times)\(model.screenRows)",
                "Needs \(ExplorerModel.minimumColumns)\(g.times)\(ExplorerModel.minimumRows)",
                "q quits",
            ], into: &grid)
    }
}
