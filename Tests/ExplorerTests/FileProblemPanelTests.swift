import Explorer
import TerminalCanvas
import Testing

/// ``FileProblemPanel`` takes only what it draws (the problem, the content rows, the
/// glyphs), so it is tested without a model.
@Suite struct FileProblemPanelTests {
    @Test func aProblemIsAFramedPanelWithItsTitleOnTheBorder() {
        var grid = CellGrid(columns: 30, rows: 8)
        let problem = FileProblem(title: "feed.json", lines: ["4:30: error: layout.cellPadding: must be >= 0"])
        FileProblemPanel.draw(problem, contentRows: 20, glyphs: .unicode, into: &grid, top: 1)
        #expect(
            grid.textLines.prefix(5) == [
                "                              ",
                "┌ feed.json ─────────────────┐",
                "│ 4:30: error:               │",
                "│ layout.cellPadding: must   │",
                "│ be >= 0                    │",
            ])
    }

    @Test func noProblemOrTooNarrowDrawsNothing() {
        var grid = CellGrid(columns: 30, rows: 8)
        FileProblemPanel.draw(nil, contentRows: 6, glyphs: .unicode, into: &grid, top: 1)
        #expect(grid == CellGrid(columns: 30, rows: 8))
        var narrow = CellGrid(columns: 7, rows: 8)
        FileProblemPanel.draw(
            FileProblem(title: "t", lines: ["x"]), contentRows: 6, glyphs: .ascii, into: &narrow, top: 0)
        #expect(narrow == CellGrid(columns: 7, rows: 8))
    }
}

/// ``HelpOverlay`` takes only the scroll position and the glyphs.
@Suite struct HelpOverlayValueTests {
    @Test func theOverlayDrawsFromItsScrollAlone() {
        var top = CellGrid(columns: 80, rows: 12)
        HelpOverlay.draw(scroll: 0, glyphs: .ascii, into: &top)
        var scrolled = CellGrid(columns: 80, rows: 12)
        HelpOverlay.draw(scroll: 3, glyphs: .ascii, into: &scrolled)
        #expect(top != scrolled)
        #expect(top.textLines.contains { $0.contains("Scroll") })
        var clamped = CellGrid(columns: 80, rows: 12)
        HelpOverlay.draw(scroll: -4, glyphs: .ascii, into: &clamped)
        #expect(clamped == top)
        let m = Fixture.model(rows: 12, glyphs: .ascii)
        var viaModel = CellGrid(columns: 80, rows: 12)
        HelpOverlay.draw(scroll: m.helpScroll, glyphs: m.options.glyphs, into: &viaModel)
        #expect(viaModel == top)
    }
}
