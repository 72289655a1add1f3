import CollectionLayout
import TerminalCanvas

/// Turns the explorer's state into one full-screen ``CellGrid``: the status bar (row 0),
/// the content area (the query result painted by the canvas `tessera render` uses, and
/// the overlays on it), the key-hint footer (last row), and the help overlay on top.
public struct ScreenComposer: Sendable {
    /// Creates a composer.
    public init() {}

    /// The screen for `model` at time `now`.
    public func compose(_ model: ExplorerModel, now: Double) -> CellGrid {
        var screen = CellGrid(columns: model.screenColumns, rows: model.screenRows)
        if model.isTooSmall {
            drawTooSmall(model, into: &screen)
            return screen
        }
        screen.draw(content(model, now: now), column: 0, row: 1)
        StatusBar.draw(model, into: &screen, row: 0)
        StatusBar.drawFooter(model, into: &screen, row: screen.rows - 1)
        if model.showHelp { HelpOverlay.draw(model, into: &screen) }
        return screen
    }

    /// The content area: the painted elements (or the running animation) and the
    /// debug and inspector overlays.
    public func content(_ model: ExplorerModel, now: Double) -> CellGrid {
        var grid = CellGrid(columns: model.contentColumns, rows: model.contentRows)
        guard model.layout != nil else {
            let text = model.layoutError ?? "Nothing to show"
            Overlays.centered([text, "Tab switches to another layout"], glyphSet: model.options.glyphs.glyphSet, into: &grid)
            return grid
        }
        let document = model.document
        if let transition = model.transition, !transition.isFinished(at: now) {
            // Transition frames are in cells relative to the screen.
            let cells = Canvas(
                columns: grid.columns, rows: grid.rows, contentOffset: .zero,
                mapping: CellMapping(columnsPerPoint: 1, cellAspect: 1), glyphSet: model.options.glyphs.glyphSet)
            cells.paint(transition.attributes(at: now), appearances: transition.appearances, into: &grid)
            return grid
        }
        let canvas = model.canvas
        canvas.paint(model.visible.elements, into: &grid, appearance: document.appearance)
        if model.showDebug { Overlays.debug(model, into: &grid) }
        if model.focusMode, let focused = model.focusedAttributes {
            Overlays.inspector(model, focused: focused, box: canvas.mapping.cells(for: focused.frame), into: &grid)
        }
        return grid
    }

    func drawTooSmall(_ model: ExplorerModel, into grid: inout CellGrid) {
        let g = model.options.glyphs
        Overlays.centered(
            [
                "Too small: \(model.screenColumns)\(g.times)\(model.screenRows)",
                "Needs \(ExplorerModel.minimumColumns)\(g.times)\(ExplorerModel.minimumRows)",
                "q quits",
            ], glyphSet: g.glyphSet, into: &grid)
    }
}
