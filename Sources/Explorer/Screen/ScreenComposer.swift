import CollectionLayout
import TerminalCanvas

/// Turns the explorer's state into one full-screen ``CellGrid``: the status bar (row 0),
/// the content area (the query result painted by the canvas `tessera render` uses, and
/// the overlays on it), the key-hint footer (last row), and the help overlay on top.
public struct ScreenComposer: Sendable {
    /// Creates a composer.
    public init() {}

    /// The screen for `model` at time `now`.
    ///
    /// The elements are painted straight into the screen's rows below the status bar
    /// (one grid per frame); only a frame with an overlay that is laid out in the
    /// content area's own coordinates (the debug outline, the inspector, the no-layout
    /// notice) paints a separate content grid and copies it in. Both give the same cells.
    public func compose(_ model: ExplorerModel, now: Double) -> CellGrid {
        var screen = CellGrid(columns: model.screenColumns, rows: model.screenRows)
        if model.isTooSmall {
            drawTooSmall(model, into: &screen)
            return screen
        }
        if hasOverlay(model, now: now) {
            screen.draw(content(model, now: now), column: 0, row: 1)
        } else {
            _ = paintElements(model, now: now, into: &screen, row: 1)
        }
        FileProblemPanel.draw(
            model.fileProblem, contentRows: model.contentRows, glyphs: model.options.glyphs, into: &screen, top: 1)
        StatusBar.draw(model.statusLine, into: &screen, row: 0)
        StatusBar.drawFooter(model.footerLine, into: &screen, row: screen.rows - 1)
        if model.showHelp { HelpOverlay.draw(scroll: model.helpScroll, glyphs: model.options.glyphs, into: &screen) }
        return screen
    }

    /// The content area: the painted elements (or the running animation) and the
    /// debug and inspector overlays.
    public func content(_ model: ExplorerModel, now: Double) -> CellGrid {
        var grid = CellGrid(columns: model.contentColumns, rows: model.contentRows)
        guard model.layout != nil else {
            let text = model.layoutError ?? "Nothing to show"
            Overlays.centered(
                [text, "Tab switches to another layout"], glyphSet: model.options.glyphs.glyphSet, into: &grid)
            return grid
        }
        guard paintElements(model, now: now, into: &grid, row: 0) else { return grid }
        let canvas = model.canvas
        if model.showDebug { Overlays.debug(model, into: &grid) }
        model.doctorMarks?.draw(mapping: canvas.mapping, glyphSet: model.options.glyphs.glyphSet, into: &grid)
        if model.focusMode, let focused = model.focusedAttributes {
            Overlays.inspector(model, focused: focused, box: canvas.mapping.cells(for: focused.frame), into: &grid)
        }
        return grid
    }

    /// True when ``content(_:now:)`` draws more than the elements: a notice instead of
    /// a layout, or (outside an animation) the debug outline or the inspector.
    private func hasOverlay(_ model: ExplorerModel, now: Double) -> Bool {
        guard model.layout != nil else { return true }
        if let transition = model.transition, !transition.isFinished(at: now) { return false }
        return model.showDebug || model.doctorMarks != nil || (model.focusMode && model.focusedAttributes != nil)
    }

    /// Paints the elements (or the running animation) into the content area's rows of
    /// `grid`, which start at `row`. Returns false for an animation frame (which gets no
    /// overlays). Requires a layout.
    private func paintElements(_ model: ExplorerModel, now: Double, into grid: inout CellGrid, row: Int) -> Bool {
        if let transition = model.transition, !transition.isFinished(at: now) {
            // Transition frames are in cells relative to the screen.
            let cells = Canvas(
                columns: model.contentColumns, rows: model.contentRows, contentOffset: .zero,
                mapping: CellMapping(columnsPerPoint: 1, cellAspect: 1), glyphSet: model.options.glyphs.glyphSet)
            cells.paint(
                transition.attributes(at: now), appearances: transition.appearances, into: &grid, column: 0, row: row)
            return false
        }
        let document = model.document
        let layout = model.layout
        model.canvas.paint(model.visible.elements, into: &grid, column: 0, row: row) {
            document.appearance($0, in: layout)
        }
        return true
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
