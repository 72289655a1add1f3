import CollectionLayout
import Explorer
import TerminalCanvas
import Testing

/// `tessera compare`: two explorers side by side under their file names, every key
/// to both, scrolling in sync.
@Suite struct CompareTests {
    private func model(left: ExplorerDocument, right: ExplorerDocument, columns: Int = 81, rows: Int = 12)
        -> CompareModel
    {
        CompareModel(
            left: left, right: right, titles: ("a.json", "b.json"), columns: columns, rows: rows,
            options: Fixture.options())
    }

    @Test func theHalvesSplitTheWidthAroundARule() {
        #expect(CompareModel.paneWidths(columns: 81) == (40, 40))
        #expect(CompareModel.paneWidths(columns: 80) == (39, 40))
        let m = model(left: TestDocuments.grid(), right: TestDocuments.grid())
        #expect(m.panes.map(\.screenColumns) == [40, 40])
        #expect(m.panes.map(\.screenRows) == [11, 11])
    }

    @Test func eachHalfIsTheSingleViewUnderItsTitle() {
        let m = model(left: TestDocuments.grid(name: "Left"), right: TestDocuments.grid(name: "Right"))
        let screen = m.compose(now: 0).textLines
        let single = ScreenComposer().compose(m.panes[0], now: 0).textLines
        let other = ScreenComposer().compose(m.panes[1], now: 0).textLines
        #expect(
            screen[0] == " A: a.json" + String(repeating: " ", count: 30) + "│ B: b.json"
                + String(repeating: " ", count: 30))
        for row in 1..<12 {
            #expect(screen[row] == single[row - 1] + "│" + other[row - 1])
        }
        // The title row is bold reverse video.
        #expect(m.compose(now: 0)[2, 0].style.reverse)
    }

    @Test func everyKeyGoesToBothHalves() {
        var m = model(left: TestDocuments.grid(), right: TestDocuments.grid())
        m.handle(.key(.tab), now: 0)
        #expect(m.panes.map(\.layoutName) == ["Grid 2", "Grid 2"])
        m.handle(.key(.character("f")), now: 0)
        #expect(m.panes.map(\.focusMode) == [true, true])
        m.handle(.key(.character("q")), now: 0)
        #expect(m.shouldQuit)
    }

    @Test func theyScrollInSyncTheShorterFollowing() {
        var m = model(
            left: TestDocuments.grid(sections: 1, items: 30), right: TestDocuments.grid(sections: 3, items: 30))
        #expect(m.panes[1].maxOffset.y > m.panes[0].maxOffset.y)
        for _ in 0..<5 { m.handle(.key(.character("j")), now: 0) }
        #expect(m.panes[0].offset.y > 0)
        #expect(m.panes[0].offset == m.panes[1].offset)
        // Past the end of the shorter one: it stays at its end, the longer goes on.
        m.handle(.key(.end), now: 0)
        #expect(m.panes[1].offset.y == m.panes[1].maxOffset.y)
        #expect(m.panes[0].offset.y == m.panes[0].maxOffset.y)
        // Back up: the shorter one follows the longer one again.
        m.handle(.key(.home), now: 0)
        for _ in 0..<3 { m.handle(.key(.character("j")), now: 0) }
        #expect(m.panes[0].offset == m.panes[1].offset)
    }

    @Test func aClickGoesToTheHalfUnderIt() {
        var m = model(left: TestDocuments.grid(), right: TestDocuments.grid())
        // Row 1 of the screen is the halves' status bars; the content starts at row 2.
        m.handle(.click(column: 45, row: 6), now: 0)
        #expect(!m.panes[0].focusMode)
        #expect(m.panes[1].focusMode)
        #expect(m.panes[1].focus?.category == .cell)
        m.handle(.click(column: 40, row: 6), now: 0)  // the rule
        #expect(!m.panes[0].focusMode)
    }

    @Test func reloadingOneHalfLeavesTheOther() {
        var m = model(left: TestDocuments.grid(), right: TestDocuments.grid())
        m.reload(pane: 1, with: ReloadTests.document(header: 60), now: 1)
        #expect(m.panes[1].document.context.sections[0].headerHeight == 60)
        #expect(m.panes[0].document.context.sections[0].headerHeight == 24)
        m.showFileProblem(FileProblem(title: "b.json was deleted", lines: []), pane: 1)
        #expect(m.panes[0].fileProblem == nil)
        #expect(m.compose(now: 1).textLines[2].contains("b.json was deleted"))
        m.notify("Reloaded b", pane: 1)
        #expect(m.panes[0].message == nil)
        #expect(m.panes[1].message == "Reloaded b")
    }

    @Test func resizingSplitsTheNewWidth() {
        var m = model(left: TestDocuments.grid(), right: TestDocuments.grid())
        m.handle(.resize(columns: 101, rows: 20), now: 0)
        #expect(m.panes.map(\.screenColumns) == [50, 50])
        #expect(m.panes.map(\.screenRows) == [19, 19])
        #expect(m.compose(now: 0).columns == 101)
    }
}
