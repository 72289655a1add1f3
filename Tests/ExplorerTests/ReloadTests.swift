import CollectionLayout
import Explorer
import TerminalCanvas
import Testing

/// Reloading a watched file: the new version replaces the document, the user keeps the
/// place (element by index path, focus, layout choice), and a bad save shows its
/// problems over the last good layout.
@Suite struct ReloadTests {
    /// Like ``TestDocuments/grid``, with headers `header` points tall and `initial` as
    /// the file's own layout.
    static func document(header: Double = 24, items: Int = 12, initial: Int = 0) -> ExplorerDocument {
        let base = TestDocuments.grid(sections: 3, items: items)
        let context = LayoutContext(
            containerSize: base.viewport,
            sections: (0..<3).map { _ in SectionMetrics(itemCount: items, headerHeight: header) },
            itemMetrics: .uniform(.unspecified))
        return ExplorerDocument(
            name: base.name, context: context, choices: base.choices, initialChoice: initial, title: base.title)
    }

    /// The first fully visible cell and its screen row (in points from the top).
    private func firstCell(_ m: ExplorerModel) -> (IndexPath, Double)? {
        let cells = m.visible.elements.filter { $0.category == .cell && $0.frame.minY >= m.offset.y }
        guard let first = cells.min(by: { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }) else {
            return nil
        }
        return (first.indexPath, first.frame.minY - m.offset.y)
    }

    @Test func theScrollPositionFollowsTheSameCell() throws {
        var m = Fixture.model(columns: 60, rows: 16, documents: [Self.document()])
        for _ in 0..<12 { m.handle(.key(.character("j")), now: 0) }
        let (path, row) = try #require(firstCell(m))
        #expect(path.section >= 0 && m.offset.y > 0)
        m.reload(Self.document(header: 60), now: 1)
        let cell = try #require(
            m.layout?.attributes(for: ElementKey(category: .cell, indexPath: path), contentOffset: m.offset))
        // The same cell, within one row of where it was (offsets snap to whole cells).
        #expect(abs((cell.frame.minY - m.offset.y) - row) <= m.viewport.pointsPerRow)
        #expect(m.document.context.sections[0].headerHeight == 60)
    }

    @Test func theFocusIsKeptWhileItsElementExists() {
        var m = Fixture.model(columns: 60, rows: 16, documents: [Self.document()])
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.right), now: 0)
        let focus = m.focus
        #expect(focus != nil)
        m.reload(Self.document(header: 40), now: 1)
        #expect(m.focusMode)
        #expect(m.focus == focus)
        // Fewer items: the focused one is gone, so is the focus.
        m.reload(Self.document(items: 0), now: 2)
        #expect(m.focus == nil)
        #expect(!m.focusMode)
    }

    @Test func theLayoutChoiceIsKeptUnlessTheFilesOwnWasShowing() {
        var m = Fixture.model(columns: 60, rows: 16, documents: [Self.document()])
        // Showing the file's own layout: a file that now asks for Grid 2 shows Grid 2.
        m.reload(Self.document(initial: 1), now: 1)
        #expect(m.layoutName == "Grid 2")
        // The user switched away from the file's layout: the choice is kept by name.
        m.handle(.key(.tab), now: 2)
        #expect(m.layoutName == "Grid 3")
        m.reload(Self.document(header: 30, initial: 1), now: 3)
        #expect(m.layoutName == "Grid 3")
    }

    @Test func theChangeAnimates() {
        var m = Fixture.model(columns: 60, rows: 16, documents: [Self.document()], animations: true)
        m.reload(Self.document(header: 60), now: 1)
        let t = m.transition
        #expect(t != nil)
        #expect(t?.start == 1)
        #expect(t?.tracks.contains { $0.from.frame != $0.to.frame } == true)
    }

    @Test func aProblemShowsOverTheLastGoodLayoutUntilTheNextGoodVersion() {
        var m = Fixture.model(columns: 48, rows: 10, documents: [Self.document()])
        let before = ScreenComposer().compose(m, now: 0).textLines
        m.showFileProblem(
            FileProblem(
                title: "f.json: 1 problem",
                lines: ["f.json:4:30: error: layout.minimumLineSpacing: must be a finite number >= 0, got -1"]))
        let lines = ScreenComposer().compose(m, now: 0).textLines
        #expect(
            Array(lines[1...5]) == [
                "┌ f.json: 1 problem ───────────────────────────┐",
                "│ f.json:4:30: error:                          │",
                "│ layout.minimumLineSpacing: must be a finite  │",
                "│ number >= 0, got -1                          │",
                "└──────────────────────────────────────────────┘",
            ])
        // The rest of the screen is the last good layout.
        #expect(lines[0] == before[0])
        #expect(Array(lines[6...]) == Array(before[6...]))
        m.reload(Self.document(), now: 1)
        #expect(m.fileProblem == nil)
        #expect(ScreenComposer().compose(m, now: 1).textLines == before)
    }

    @Test func problemTextIsInert() {
        var m = Fixture.model(columns: 60, rows: 12, documents: [Self.document()])
        m.showFileProblem(FileProblem(title: "a\u{1B}[2J.json", lines: ["bad \u{9B}31m"]))
        let text = ScreenComposer().compose(m, now: 0).textLines.joined(separator: "\n")
        #expect(text.contains("a\\u{1B}[2J.json"))
        #expect(text.contains("bad \\u{9B}31m"))
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    }

    @Test func aLongProblemListIsCutToTwoThirdsOfTheContent() {
        var m = Fixture.model(columns: 60, rows: 12, documents: [Self.document()])
        m.showFileProblem(FileProblem(title: "f.json: 9 problems", lines: (1...9).map { "problem \($0)" }))
        let lines = ScreenComposer().compose(m, now: 0).textLines
        // 10 content rows: a panel of 6 rows, 4 lines inside, the last one counting the rest.
        #expect(lines[2] == "│ problem 1" + String(repeating: " ", count: 48) + "│")
        #expect(lines[4].contains("problem 3"))
        #expect(lines[5].contains("│ 6 more lines (tessera check shows all) "))
        #expect(lines[6].hasPrefix("└──"))
    }
}
