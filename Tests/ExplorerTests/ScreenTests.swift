import CollectionLayout
import TerminalCanvas
import TestSupport
import Testing

@testable import Explorer

/// Whole-screen compositions as text: the explorer's own chrome over the canvas's
/// picture of the test document.
@Suite struct ScreenTests {
    let composer = ScreenComposer()

    /// 120 columns (full status labels) on a 480-pt document: 4 pt per column, 8 per row.
    func model(columns: Int = 120, rows: Int = 24, glyphs: Glyphs = .unicode) -> ExplorerModel {
        Fixture.model(columns: columns, rows: rows, documents: [TestDocuments.grid(width: 480)], glyphs: glyphs)
    }

    @Test func statusBarShowsNameCountsQueryOffsetAndViewport() {
        var m = model()
        let probes = m.visible.probes
        var lines = composer.compose(m, now: 0).trimmedLines
        #expect(
            lines[0] == " Test · Grid 3 (1/2) │ 14/42 elements │ query 7.5 µs, \(probes) probes │ y 0 (0%) │ 480×176 pt"
        )
        m.handle(.key(.end), now: 0)
        lines = composer.compose(m, now: 0).trimmedLines
        #expect(lines[0].hasSuffix("│ y 496 (100%) │ 480×176 pt"))
        m.handle(.key(.character("+")), now: 0)
        lines = composer.compose(m, now: 0).trimmedLines
        #expect(lines[0].contains("│ y 496 (89%) x 0 │ 320×117 pt, zoom 1.5x"))
    }

    @Test func statusBarIsReverseVideoAcrossTheWholeRow() {
        let screen = composer.compose(model(), now: 0)
        for x in 0..<screen.columns { #expect(screen[x, 0].style.reverse) }
        #expect(screen[1, 0].style.bold)
    }

    @Test func footerShowsKeyHintsThenMessages() {
        var m = model()
        var lines = composer.compose(m, now: 0).trimmedLines
        #expect(lines[23] == " q quit  ? help  ↑↓ scroll  Tab layout  c/s/a/v tweak  w width  f focus  d debug")
        m.handle(.key(.tab), now: 0)
        lines = composer.compose(m, now: 0).trimmedLines
        #expect(lines[23].hasPrefix(" Layout 2/2: Grid 2  q quit  ? help"))
        m.handle(.key(.character("f")), now: 0)
        lines = composer.compose(m, now: 0).trimmedLines
        #expect(lines[23].hasPrefix(" Focus mode: arrows move the focus, Esc leaves  ↑↓←→ move focus  Esc leave focus"))
    }

    @Test func asciiGlyphsWithoutUTF8() {
        let m = model(glyphs: .ascii)
        let lines = composer.compose(m, now: 0).trimmedLines
        #expect(
            lines[0]
                == " Test - Grid 3 (1/2) | 14/42 elements | query 7.5 us, \(m.visible.probes) probes | y 0 (0%) | 480x176 pt"
        )
        #expect(lines[23].hasPrefix(" q quit  ? help  Up/Dn scroll"))
        let asciiStatus = lines[0].unicodeScalars.allSatisfy { $0.isASCII }
        let asciiFooter = lines[23].unicodeScalars.allSatisfy { $0.isASCII }
        #expect(asciiStatus)
        #expect(asciiFooter)
        let screen = composer.compose(m, now: 0)
        for cell in screen.cells {
            if case .character(let c, _) = cell.content { #expect(c.isASCII) }
        }
    }

    @Test func narrowTerminalsClipTheStatusBarWithAnEllipsis() {
        let m = model(columns: 40, rows: 12)
        let lines = composer.compose(m, now: 0).textLines
        // Too narrow for the full fields: the query figures go first, then the counts; the
        // name goes only when even "Test · " does not fit.
        #expect(lines[0].hasPrefix(" Grid 3 (1/2) │ y 0 0% │ 480×240 pt"))
        #expect(lines.allSatisfy { TextCells.width(of: $0) == 40 })
    }

    @Test func aLongScenarioNameShrinksOnlyAfterTheFiguresWent() {
        let m = Fixture.model(
            columns: 80, rows: 24,
            documents: [TestDocuments.grid(name: "A rather long scenario name for a status bar", width: 320)])
        let line = composer.compose(m, now: 0).trimmedLines[0]
        #expect(line.hasPrefix(" A rather l"))
        #expect(line.contains("… · Grid 3 (1/2) │ 14/42 │ y 0 0% │"))
        #expect(!line.contains("µs"))
        #expect(line.hasSuffix("│ y 0 0% │ 320×176 pt"))
        #expect(TextCells.width(of: line) <= 80)
    }

    @Test func afterAnUpdateTheBatchShowsWhereThereIsRoom() {
        var m = Fixture.model(
            columns: 100, rows: 24,
            documents: [TestDocuments.grid(name: "A rather long scenario name for a status bar", width: 320)])
        m.handle(.key(.character("e")), now: 0)
        var line = composer.compose(m, now: 1).trimmedLines[0]
        #expect(line.hasPrefix(" A rather long"))
        #expect(line.hasSuffix("│ y 0 0% │ 320×141 pt │ -1 +1 ~1 r1"))
        #expect(TextCells.width(of: line) <= 100)
        // At 80 columns the name (shortened) stays, the figures go; the footer has the batch.
        m.handle(.resize(columns: 80, rows: 24), now: 2)
        let screen = composer.compose(m, now: 3).trimmedLines
        line = screen[0]
        #expect(line.hasPrefix(" A rather") && line.contains("│ y 0 0% │ 320×176 pt"))
        #expect(screen[23].hasPrefix(" Mixed batch: 1 deleted, 1 inserted, 1 moved, 1 reloaded"))
        // A rejected batch: the rule in the footer, "rejected" in the bar when it fits.
        m.handle(.resize(columns: 110, rows: 24), now: 4)
        m.handle(.key(.character("!")), now: 5)
        let rejected = composer.compose(m, now: 6).trimmedLines
        #expect(rejected[0].hasSuffix("│ rejected"))
        // The message is longer than the footer: it wraps over the rows above, whole.
        let footer = rejected.suffix(4).map { String($0.drop { $0 == " " }) }.joined(separator: " ")
        #expect(
            footer.contains(
                "UIKit rejects this batch (delete and move from the same location): Delete and move [0, 0]."))
    }

    @Test func tooSmallShowsANoticeAndOnlyQuitWorks() {
        var m = model(columns: 20, rows: 6)
        #expect(m.isTooSmall)
        let text = composer.compose(m, now: 0).trimmedText
        #expect(text.contains("Too small: 20×6"))
        #expect(text.contains("Needs 32×8"))
        m.handle(.key(.down), now: 0)
        #expect(m.offset == .zero)
        m.handle(.resize(columns: 100, rows: 24), now: 0)
        #expect(!m.isTooSmall)
        m.handle(.resize(columns: 10, rows: 3), now: 0)
        m.handle(.key(.character("q")), now: 0)
        #expect(m.shouldQuit)
    }

    @Test func helpOverlayListsEveryKeyAndScrolls() {
        var m = model(columns: 100, rows: 50)
        m.handle(.key(.character("?")), now: 0)
        let text = composer.compose(m, now: 0).trimmedText
        for group in KeyBindings.groups(.unicode) {
            #expect(text.contains(group.title))
            for b in group.bindings { #expect(text.contains(b.keys), "\(b.keys)") }
        }
        #expect(text.contains("┌ Keys ─"))
        m.handle(.key(.escape), now: 0)
        #expect(!m.showHelp)

        var small = model(columns: 80, rows: 20)
        small.handle(.key(.character("?")), now: 0)
        #expect(small.maxHelpScroll > 0)
        let first = composer.compose(small, now: 0).trimmedText
        #expect(first.contains("j k scroll"))
        for _ in 0..<100 { small.handle(.key(.down), now: 0) }
        #expect(small.helpScroll == small.maxHelpScroll)
        let last = composer.compose(small, now: 0).trimmedText
        #expect(last.contains("quit"))
        #expect(small.showHelp)
        small.handle(.key(.character("x")), now: 0)
        #expect(!small.showHelp)
    }

    @Test func inspectorShowsTheFocusedElement() {
        var m = model()
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.down), now: 0)
        let text = composer.compose(m, now: 0).trimmedText
        #expect(text.contains("Inspector"))
        #expect(text.contains("category   cell"))
        #expect(text.contains("index path section 0, item 3"))
        #expect(text.contains("title      Item 0-3"))
        #expect(text.contains("origin     x 8, y 80"))
        #expect(text.contains("size       149.3×40 pt"))
        #expect(text.contains("zIndex     0"))
    }

    @Test func debugOverlayOutlinesTheQueryRectangle() {
        var m = model()
        m.handle(.key(.character("d")), now: 0)
        let screen = composer.compose(m, now: 0)
        let lines = screen.textLines
        // Content rows 4...17 (inset 4 rows), columns 24...95; the outline sits one cell outside.
        #expect(lines[1 + 3].contains("┌─ query x 96 y 32 288×112 pt ─"))
        #expect(lines[1 + 18].contains("elements · \(m.visible.probes) probes · 7.5 µs"))
    }

    @Test func textFromTheFileShowsAsVisibleEscapesInTheStatusBarTitlesAndInspector() {
        var doc = TestDocuments.grid(name: "Evil\u{9B}2J\u{202E}", sections: 1, items: 3, width: 480)
        doc.title = { a in a.category == .cell ? "t\u{1B}[2J\u{85}\u{7}\(a.indexPath.item)" : "H\u{2066}" }
        var m = Fixture.model(columns: 96, rows: 14, documents: [doc])
        m.handle(.key(.character("f")), now: 0)
        let screen = ScreenComposer().compose(m, now: 0)
        for cell in screen.cells {
            if case .character(let c, _) = cell.content { #expect(!TextCells.isUnsafe(c)) }
        }
        #expect(
            screen.trimmedText == #"""
                 Evil\u{9B}2J\u{202E} · Grid 3 (1/2) │ 5/5 │ 7.5 µs, 12 probes │ y 0 100% │ 480×120 pt
                ┌H\u{2066}──────────────────────────────────────────── ┌ Inspector ───────────────────────────┐
                └───────────────────────────────────────────────────── │ category   cell                      │
                │                                                      │ kind       —                         │
                │ ┌───────────────────────────┐  ┌──────────────────── │ index path section 0, item 0         │
                │ │t\u{1B}[2J\u{85}\u{7}0     │  │t\u{1B}[2J\u{85}\u{7 │ title      t\u{1B}[2J\u{85}\u{7}0    │
                │ │                           │  │                     │ origin     x 8, y 32                 │
                │ └───────────────────────────┘  └──────────────────── │ size       149.3×40 pt               │
                └───────────────────────────────────────────────────── │ zIndex     0                         │
                                                                       │ alpha      1                         │
                                                                       └──────────────────────────────────────┘


                 Focus mode: arrows move the focus, Esc leaves  ↑↓←→ move focus  Esc leave focus
                """#)
    }
}

extension CellGrid {
    var trimmedLines: [String] { trimmedText.components(separatedBy: "\n") }
}

extension String {
    func components(separatedBy separator: Character) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}

/// The help overlay's width and the inspector's corner.
@Suite struct OverlayPlacementTests {
    let composer = ScreenComposer()

    func helpScreen(columns: Int, rows: Int, glyphs: Glyphs = .unicode) -> [String] {
        var m = Fixture.model(columns: columns, rows: rows, documents: [TestDocuments.grid(width: 480)], glyphs: glyphs)
        m.handle(.key(.character("?")), now: 0)
        return composer.compose(m, now: 0).textLines
    }

    /// The help panel's natural width: the longest binding (keys column + action) with
    /// its margins, or a title or the closing hint if one is longer.
    var naturalHelpWidth: Int {
        let groups = KeyBindings.groups(.unicode)
        let actions = groups.flatMap(\.bindings).map {
            3 + HelpOverlay.keyColumnWidth + TextCells.width(of: $0.action) + 2
        }
        let titles = groups.map { TextCells.width(of: $0.title) + 4 }
        return (actions + titles + [TextCells.width(of: " ? or Esc closes · j k scroll ") + 2]).max() ?? 0
    }

    @Test func helpIsAsWideAsItsLongestLineOnAWideScreen() {
        let lines = helpScreen(columns: 200, rows: 50)
        let text = lines.joined(separator: "\n")
        // Every action whole, none clipped.
        for group in KeyBindings.groups(.unicode) {
            #expect(text.contains(group.title))
            for b in group.bindings { #expect(text.contains(b.action), "\(b.action)") }
        }
        #expect(text.contains("sideways: wider content, or the strip on screen"))
        #expect(!text.contains("…"))
        // The panel: the longest line with one blank column on each side, centred.
        guard let top = lines.firstIndex(where: { $0.contains("┌ Keys ─") }) else {
            Issue.record("no help panel")
            return
        }
        // The panel's corners: the content drawn beside it may hold boxes of its own.
        let border = Array(lines[top])
        let title = Array("┌ Keys ─")
        guard
            let left = border.indices.first(where: { Array(border[$0...].prefix(title.count)) == title }),
            let right = border[left...].firstIndex(of: "┐")
        else { return }
        #expect(right - left + 1 == naturalHelpWidth)
        #expect(right - left + 1 < 100)
        #expect(abs(left - (199 - right)) <= 1)
        // The longest action ends one blank column before the right border.
        let longest = KeyBindings.groups(.unicode).flatMap(\.bindings).max {
            TextCells.width(of: $0.action) < TextCells.width(of: $1.action)
        }
        let longestRow = longest.flatMap { b in lines.first { $0.contains(b.action) } }.map(Array.init) ?? []
        #expect(
            longestRow.count > right && longestRow[right] == "│" && longestRow[right - 1] == " "
                && longestRow[right - 2] != " ")
    }

    @Test func helpFitsAnd80ColumnAnd40ColumnScreensAndScrolls() {
        for (columns, rows) in [(80, 24), (40, 12)] {
            var m = Fixture.model(columns: columns, rows: rows, documents: [TestDocuments.grid(width: 480)])
            m.handle(.key(.character("?")), now: 0)
            var lines = composer.compose(m, now: 0).textLines
            #expect(lines.allSatisfy { TextCells.width(of: $0) == columns })
            // The panel: its natural width, at most the screen but one column on each side
            // (the content shows around it), centred, from row 1 to the row above the footer.
            let width = min(columns - 2, naturalHelpWidth)
            let left = (columns - width) / 2
            let right = left + width - 1
            let cells = lines.map { Array($0) }
            #expect(
                cells[1][left] == "┌" && lines[1].contains("┌ Keys ─") && cells[1][right] == "┐", "\(columns)x\(rows)")
            #expect(cells[rows - 2][left] == "└" && cells[rows - 2][right] == "┘", "\(columns)x\(rows)")
            #expect(lines[rows - 2].contains(" j k scroll "), "\(columns)x\(rows)")
            // Every row of the panel closed by its border, with a blank column inside it:
            // nothing runs over the border.
            for row in 2..<(rows - 2) {
                #expect(
                    cells[row][left] == "│" && cells[row][right] == "│" && cells[row][right - 1] == " ",
                    "\(columns)x\(rows) row \(row): \(lines[row])")
            }
            for _ in 0..<100 { m.handle(.key(.down), now: 0) }
            #expect(m.helpScroll == m.maxHelpScroll)
            lines = composer.compose(m, now: 0).textLines
            #expect(lines[rows - 3].contains("q") && lines[rows - 3].contains("quit"), "\(columns)x\(rows)")
        }
        // At 40 columns the actions are clipped with an ellipsis before the border.
        let narrow = helpScreen(columns: 40, rows: 50)
        #expect(narrow.contains { $0.contains("│  ← →  h l") && $0.dropLast().hasSuffix("… │") })
        // At 80 columns every action whole when the key table allows it (78 columns).
        if naturalHelpWidth <= 78 {
            let text = helpScreen(columns: 80, rows: 50).joined(separator: "\n")
            #expect(!text.contains("…"))
            for b in KeyBindings.groups(.unicode).flatMap(\.bindings) {
                #expect(text.contains(b.action), "\(b.action)")
            }
        }
    }

    @Test func inspectorCornerAvoidsTheFocusedBox() {
        func corner(_ box: CellRect, title: String? = nil) -> CellRect {
            Overlays.inspectorCorner(
                width: 38, height: 10, avoiding: box, titleCells: Overlays.titleCells(title, box: box), columns: 80,
                rows: 22)
        }
        let topLeft = CellRect(column: 1, row: 0, columns: 38, rows: 10)
        let topRight = CellRect(column: 41, row: 0, columns: 38, rows: 10)
        let bottomLeft = CellRect(column: 1, row: 12, columns: 38, rows: 10)
        let bottomRight = CellRect(column: 41, row: 12, columns: 38, rows: 10)
        // Left of centre, reaching into the right top corner more than into the right
        // bottom one: the bottom right.
        #expect(corner(CellRect(column: 0, row: 0, columns: 45, rows: 15)) == bottomRight)
        // A small element: the top corner across from it (as before).
        #expect(corner(CellRect(column: 2, row: 1, columns: 18, rows: 6)) == topRight)
        #expect(corner(CellRect(column: 60, row: 1, columns: 18, rows: 6)) == topLeft)
        // A small element below the top corners: still the top.
        #expect(corner(CellRect(column: 2, row: 14, columns: 18, rows: 6)) == topRight)
        // A full-width element at the top: the bottom; at the bottom: the top.
        #expect(corner(CellRect(column: 1, row: 0, columns: 78, rows: 8), title: "Banner") == bottomLeft)
        #expect(corner(CellRect(column: 1, row: 14, columns: 78, rows: 8), title: "Banner") == topLeft)
        // An element in the top-left and bottom-right quarters: a free corner.
        #expect(corner(CellRect(column: 0, row: 0, columns: 40, rows: 11)) == topRight)
        #expect(corner(CellRect(column: 0, row: 0, columns: 40, rows: 22)) == topRight)
        #expect(corner(CellRect(column: 40, row: 0, columns: 40, rows: 22)) == topLeft)
        #expect(corner(CellRect(column: 0, row: 11, columns: 80, rows: 11)) == topLeft)
        // The pinterest demo at 80x24 (f, Right, Down x3): the full-width "Banner 1" on
        // rows 8-19. The top covers the least of it but hides its title in the top-left
        // corner: the top-right corner keeps the title in sight.
        let banner = CellRect(column: 1, row: 8, columns: 78, rows: 12)
        #expect(corner(banner, title: "Banner 1") == topRight)
        #expect(corner(banner) == topLeft)
        // The part of the element off screen does not count.
        #expect(corner(CellRect(column: 1, row: -40, columns: 78, rows: 45), title: "Tall") == bottomLeft)
    }

    @Test func inspectorLeavesAFullWidthHeaderAndItsTitleInSight() {
        // Focus the full-width header of section 0 at the top of the screen (3 rows
        // high, 120 columns wide): Up from the first item.
        var m = Fixture.model(columns: 120, rows: 24, documents: [TestDocuments.grid(width: 480)])
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.up), now: 0)
        guard let header = m.focusedAttributes, header.category != .cell else {
            Issue.record("no header focused")
            return
        }
        #expect(header.indexPath.section == 0)
        let box = m.canvas.mapping.cells(for: header.frame)
        #expect(box.minRow == 0 && box.columns == 120)
        let lines = composer.compose(m, now: 0).textLines
        // The header's title is on screen, in its box (content row + 1 for the status bar).
        #expect(lines[box.minRow + 2].hasPrefix("│Section 0"), "\(lines.joined(separator: "\n"))")
        // The inspector went to the bottom of the content area, ending above the footer.
        // (10 rows: 8 fields and the border, on screen rows 13...22.)
        #expect(lines[13].contains("┌ Inspector ─"), "\(lines.joined(separator: "\n"))")
        // A blank margin column between the content's border and the panel's.
        #expect(lines[22].hasPrefix(" └──"))
        #expect(lines.joined(separator: "\n").contains("title      Section 0"))
    }
}

/// The event loop's wake-ups while an animation runs.
@Suite struct FrameDeadlineTests {
    @Test func framesSitOnTheTransitionsClockAndTheLastLandsOnItsEnd() {
        var m = Fixture.model(animations: true)
        m.handle(.key(.tab), now: 10)
        guard let t = m.transition else {
            Issue.record("no transition")
            return
        }
        #expect(t.start == 10 && t.duration == 0.25)
        #expect(m.nextDeadline(after: 10) == 10 + 1.0 / 30)
        // Late wake-ups do not shift the next frames: they stay on 10 + k/30.
        #expect(m.nextDeadline(after: 10 + 1.0 / 30 + 0.012) == 10 + 2.0 / 30)
        #expect(m.nextDeadline(after: 10.1) == 10 + 4.0 / 30)
        #expect(m.nextDeadline(after: 10 + 5.0 / 30) == 10 + 6.0 / 30)
        // The frame after 10 + 7/30 would be past the end: the end itself.
        #expect(m.nextDeadline(after: 10 + 7.0 / 30) == 10.25)
        #expect(m.nextDeadline(after: 10.249) == 10.25)
        // A wake-up at or after the end asks for an immediate tick, which ends the animation.
        #expect(m.nextDeadline(after: 10.25) == 10.25)
        #expect(m.nextDeadline(after: 10.3) == 10.3)
        let changed = m.tick(now: 10.25)
        #expect(changed)
        #expect(m.transition == nil)
        #expect(m.nextDeadline(after: 10.25) == nil)
    }

    @Test func theNextFrameIsAlwaysAheadAndNeverPastTheEnd() {
        var rng = SeededGenerator(seed: 30)
        for _ in 0..<200 {
            var m = Fixture.model(animations: true)
            let start = Double.random(in: 0...100_000, using: &rng)
            m.handle(.key(.tab), now: start)
            guard let t = m.transition else {
                Issue.record("no transition")
                return
            }
            let end = t.start + t.duration
            for _ in 0..<20 {
                let now = Double.random(in: t.start..<end, using: &rng)
                guard !t.isFinished(at: now), let d = m.nextDeadline(after: now) else { continue }
                #expect(d > now && d <= end, "start \(start) now \(now) deadline \(d)")
                // On the grid start + k/30, or the end; and no grid frame skipped between.
                let k = ((d - t.start) * 30).rounded()
                #expect(d == end || abs(d - (t.start + k / 30)) < 1e-9)
                #expect(d - now <= 1.0 / 30 + 1e-9)
            }
        }
    }

    @Test func drivenByItsDeadlinesTheLoopDrawsEveryFrameOnTimeAndEndsOnTheEnd() {
        var m = Fixture.model(animations: true)
        m.handle(.key(.tab), now: 3.7)
        guard let t = m.transition else {
            Issue.record("no transition")
            return
        }
        var now = 3.7
        var wakes: [Double] = []
        while let d = m.nextDeadline(after: now), wakes.count < 100 {
            // Each wake-up comes a little late, as a real one does (drawing, scheduling).
            now = d + 0.004
            wakes.append(d)
            _ = m.tick(now: now)
        }
        let k = (1...7).map { t.start + Double($0) / 30 }
        #expect(wakes == k + [t.start + t.duration])
        #expect(m.transition == nil)
    }
}

/// A visible-items effect shows in the app: the scaled cell is drawn smaller, and the
/// inspector names its transform.
@Suite struct CarouselScreenTests {
    @Test func theInspectorShowsAScaledCellsTransform() {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120)), subitems: [item])
        var section = LayoutSection(group: group)
        section.visibleItemsInvalidationHandler = VisibleItemsEffect(axis: .vertical, minimumScale: 0.7).handler
        let context = LayoutContext(containerSize: Size(width: 320, height: 480), itemCounts: [6])
        let document = ExplorerDocument(
            name: "Carousel", context: context,
            choices: [
                LayoutChoice(name: "Compositional", configuration: CompositionalLayout.Configuration(section: section))
            ],
            title: { "Item \($0.indexPath.item)" })
        var m = ExplorerModel(
            documents: [document], columns: 80, rows: 24, options: Fixture.options())
        m.handle(.key(.character("f")), now: 0)
        let text = ScreenComposer().compose(m, now: 0).trimmedText
        #expect(text.contains("index path section 0, item 0"))
        // Cell 0's centre is at y 60, the 480-point viewport's at 240: d = 180, 1 - 180 / 480 is
        // under the minimum.
        #expect(m.focusedAttributes?.transform == LayoutTransform(scaleX: 0.7, y: 0.7))
        #expect(text.contains("transform  scale 0.7×0.7"))
        // The cell is drawn smaller: its box starts 0.15 × 320 = 48 points (12 columns) in.
        #expect(text.contains("\n            ┌──"))
    }
}
