import CollectionLayout
import TerminalCanvas
import Testing

@testable import Explorer

/// What a newcomer sees first (issue 26): a status bar that keeps the scenario's name,
/// messages that keep their end, overlays that read as on top, and a tour that names
/// its keys.
@Suite struct NewcomerScreenTests {
    let composer = ScreenComposer()

    func model(columns: Int, rows: Int = 24, name: String = "Pinterest feed") -> ExplorerModel {
        Fixture.model(columns: columns, rows: rows, documents: [TestDocuments.grid(name: name, width: 480)])
    }

    @Test func at100ColumnsEverythingFits() {
        let m = model(columns: 100)
        let line = composer.compose(m, now: 0).trimmedLines[0]
        #expect(line == " Pinterest feed · Grid 3 (1/2) │ 14/42 │ 7.5 µs, 29 probes │ y 0 0% │ 480×211 pt")
    }

    @Test func at70ColumnsTheNameStillStays() {
        let m = model(columns: 70)
        let line = composer.compose(m, now: 0).trimmedLines[0]
        #expect(line == " Pinterest feed · Grid 3 (1/2) │ 22/42 │ y 0 0% │ 480×302 pt")
        #expect(!line.contains("µs"))
    }

    @Test func aNameTooLongForTheBarShrinksOnlyAfterTheFiguresWent() {
        let m = model(columns: 60, name: "A rather long scenario name for a status bar")
        let line = composer.compose(m, now: 0).trimmedLines[0]
        #expect(line.hasPrefix(" A rather long"))
        #expect(line.contains("… · Grid 3 (1/2) │ 25/42 │ y 0 0% │ 480×352 pt"))
        #expect(!line.contains("µs"))
        #expect(TextCells.width(of: line) <= 60)
    }

    @Test func aMessageTooLongForTheFooterWrapsAndKeepsItsEnd() {
        var m = model(columns: 60, rows: 16)
        m.notify(
            "feed.json: layout.numberOfItemsBeforeAd: unknown key \"numberOfItemsBeforeAd\" "
                + "(did you mean \"numberOfItemsBeforeAds\"?)")
        let lines = composer.compose(m, now: 0).trimmedLines
        #expect(
            Array(lines.suffix(3)) == [
                " feed.json: layout.numberOfItemsBeforeAd: unknown key",
                " \"numberOfItemsBeforeAd\" (did you mean",
                " \"numberOfItemsBeforeAds\"?)",
            ])
        // One that fits keeps the key hints beside it.
        m.notify("Reloaded feed")
        let footer = composer.compose(m, now: 0).trimmedLines.last ?? ""
        #expect(footer.hasPrefix(" Reloaded feed  q quit  ? help"))
    }

    @Test func theHelpHasAMarginAndSaysWhichKeysWorkWhileItIsOpen() {
        var m = model(columns: 140, rows: 40)
        m.handle(.key(.character("?")), now: 0)
        let lines = composer.compose(m, now: 0).textLines
        guard let top = lines.firstIndex(where: { $0.contains("┌ Keys ") }),
            let bottom = lines.lastIndex(where: { $0.contains("└") && $0.contains("other keys close it and act") })
        else {
            Issue.record(Comment(rawValue: "no help panel:\n" + lines.joined(separator: "\n")))
            return
        }
        let topCells = Array(lines[top])
        let left =
            topCells.indices.first { i in
                i + 6 < topCells.count && String(topCells[i...(i + 6)]) == "┌ Keys "
            } ?? 0
        #expect(left >= 1, "\(lines[top])")
        guard left >= 1 else { return }
        // The row above and the row below the panel are blank across it and a column either side.
        for row in [top - 1, bottom + 1] where row >= 1 && row <= lines.count - 2 {
            let cells = Array(lines[row])
            #expect(cells[(left - 1)...(left + 1)].allSatisfy { $0 == " " }, "row \(row): \(lines[row])")
        }
        for row in top...bottom {
            let cells = Array(lines[row])
            #expect(cells[left - 1] == " ", "row \(row): \(lines[row])")
        }
        #expect(!lines.joined().contains("┌┌") && !lines.joined().contains("┐┐"))
        // A key that is not the help's closes it and acts (G: to the bottom).
        var short = model(columns: 120, rows: 24)
        short.handle(.key(.character("?")), now: 0)
        short.handle(.key(.character("G")), now: 0)
        #expect(!short.showHelp)
        #expect(short.offset.y == 496)
    }

    @Test func theTourNamesEachKeyInWordsAndTheFirstKeyActs() {
        var m = Fixture.model(
            columns: 100, rows: 30, documents: [TestDocuments.grid(name: "A"), TestDocuments.grid(name: "B")])
        m.startTour(now: 0)
        _ = m.tick(now: 0)
        #expect(m.message == "Demo 1/2: A (n next demo, any other key takes over)")
        var t = 0.0
        var captions: [String] = []
        while t < 30, m.document.name == "A" {
            t += 0.05
            if m.tick(now: t), let text = m.message, captions.last != text { captions.append(text) }
        }
        #expect(captions.contains("↓ → scrolls one line down"))
        #expect(captions.contains("Tab → next layout 2/2: Grid 2"))
        #expect(captions.contains("1 → back to layout 1/2: Grid 3"))
        #expect(captions.contains("u → undoes the last update"))
        // No raw figures: no points with decimals, no internal names.
        #expect(!captions.contains { $0.contains(" of ") && $0.contains(" pt (") })
        // `n` skips to the next demo and the tour goes on.
        m.startTour(now: t)
        _ = m.tick(now: t)
        let before = m.document.name
        m.handle(.key(.character("n")), now: t)
        #expect(m.tour != nil)
        #expect(m.document.name != before)
        #expect(m.message?.hasPrefix("Demo 2/2") == true)
        // The first other key stops the tour and does what it does: `?` opens the help.
        m.handle(.key(.character("?")), now: t)
        #expect(m.tour == nil)
        #expect(m.showHelp)
        #expect(m.message == "Tour stopped, you have the controls (? for help)")
    }

    @Test func aFullTourIsShort() {
        let m = Fixture.model(documents: (0..<12).map { TestDocuments.grid(name: "D\($0)") })
        let seconds = TourScript.steps(for: m).reduce(0) { $0 + $1.delay }
        // Twelve demos, as in Demos/: under five minutes for the whole loop (it was seven).
        #expect(seconds < 300, "\(seconds) s")
    }
}
