import CollectionLayout
import Testing

@testable import Explorer

/// Cell frames of the test document's first section: header y 0-24, rows at y 32 + 48 r,
/// columns at x 8, 112, 216 (96 pt wide, 40 tall).
@Suite struct FocusAndTourTests {
    func cell(_ item: Int, _ section: Int = 0) -> ElementKey {
        ElementKey(category: .cell, indexPath: IndexPath(item: item, section: section))
    }

    func header(_ section: Int) -> ElementKey {
        ElementKey(category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: section))
    }

    @Test func arrowsMoveTheFocusGeometrically() {
        var m = Fixture.model()
        m.handle(.key(.character("f")), now: 0)
        #expect(m.focusMode)
        #expect(m.focus == cell(0))
        let moves: [(Key, ElementKey)] = [
            (.right, cell(1)), (.right, cell(2)), (.right, cell(2)), (.down, cell(5)), (.left, cell(4)),
            (.up, cell(1)), (.up, header(0)), (.down, cell(1)), (.down, cell(4)), (.down, cell(7)),
            (.down, cell(10)), (.down, header(1)), (.down, cell(1, 1)), (.character("l"), cell(2, 1)),
            (.character("k"), header(1)),
        ]
        for (key, expected) in moves {
            m.handle(.key(key), now: 0)
            #expect(m.focus == expected, "after \(key)")
        }
        #expect(m.message == "Focus: header [1, 0]")
        #expect(m.focusedAttributes?.frame == Rect(x: 0, y: 224, width: 320, height: 24))
    }

    @Test func movingTheFocusScrollsItIntoView() {
        var m = Fixture.model()
        m.handle(.key(.character("f")), now: 0)
        for _ in 0..<12 { m.handle(.key(.down), now: 0) }
        guard let f = m.focusedAttributes else {
            Issue.record("no focus")
            return
        }
        let visible = m.viewport.visibleRect(at: m.offset)
        #expect(f.frame.minY >= visible.minY && f.frame.maxY <= visible.maxY)
        #expect(m.offset.y > 0)
        m.handle(.key(.escape), now: 0)
        #expect(!m.focusMode)
        m.handle(.key(.down), now: 0)
        #expect(m.focus != nil)
    }

    @Test func nothingFurtherKeepsTheFocus() {
        var m = Fixture.model()
        m.handle(.key(.character("f")), now: 0)
        m.handle(.key(.left), now: 0)
        #expect(m.focus == cell(0))
        #expect(m.message == "Nothing further left")
    }

    @Test func clickFocusesTheElementUnderThePointer() {
        var m = Fixture.model()
        // Row 1 of the screen is content row 0 (the header); cell [0, 1] spans x 112-208 -> columns 28-52,
        // y 32-72 -> content rows 4-9.
        m.handle(.click(column: 30, row: 6), now: 0)
        #expect(m.focusMode)
        #expect(m.focus == cell(1))
        m.handle(.click(column: 5, row: 1), now: 0)
        #expect(m.focus == header(0))
        m.handle(.click(column: 5, row: 0), now: 0)
        #expect(m.focus == header(0))
    }

    @Test func focusSurvivesALayoutSwitch() {
        var m = Fixture.model()
        m.handle(.key(.character("f")), now: 0)
        for _ in 0..<5 { m.handle(.key(.down), now: 0) }
        let focused = m.focus
        m.handle(.key(.tab), now: 0)
        #expect(m.focus == focused)
        guard let f = m.focusedAttributes else {
            Issue.record("lost focus")
            return
        }
        #expect(f.frame.intersects(m.viewport.visibleRect(at: m.offset)))
    }

    @Test func tourPlaysStepsOnTimeAndAnyKeyTakesOver() {
        var m = Fixture.model(documents: [TestDocuments.grid(name: "A"), TestDocuments.grid(name: "B")])
        m.startTour(now: 0)
        #expect(m.tour != nil)
        #expect(m.nextDeadline(after: 0) == 0)
        let ticked = m.tick(now: 0)
        #expect(ticked)
        #expect(m.message == "Demo 1/2: A (n next demo, any other key takes over)")
        var t = 0.0
        while t < 60 && m.document.name == "A" {
            t += 0.05
            _ = m.tick(now: t)
        }
        #expect(m.document.name == "B")
        #expect(m.tour != nil)
        // The first key stops the tour and also does what it does (x deletes an item).
        let items = m.document.editableData.sections.map(\.items.count).reduce(0, +)
        m.handle(.key(.character("x")), now: t)
        #expect(m.tour == nil)
        #expect(m.message?.hasSuffix("tour stopped, you have the controls (? for help)") == true)
        #expect(m.document.editableData.sections.map(\.items.count).reduce(0, +) == items - 1)
        #expect(!m.shouldQuit)
        m.startTour(now: t)
        m.handle(.key(.character("q")), now: t)
        #expect(m.shouldQuit)
    }

    @Test func theTourShowsUpdatesAndUndoesThem() {
        var m = Fixture.model(documents: [TestDocuments.grid(name: "A"), TestDocuments.grid(name: "B")])
        let original = m.documents.map(\.editableData)
        m.startTour(now: 0)
        var t = 0.0
        var sawUpdate = false
        for step in m.tour?.script ?? [] {
            t += step.delay
            _ = m.tick(now: t)
            if m.lastUpdate != nil { sawUpdate = true }
        }
        #expect(sawUpdate)
        #expect(m.documents.map(\.editableData) == original)
    }

    @Test func tourPlayerLoopsAndSkipsAStall() {
        let steps = [TourStep(1, .key(.down)), TourStep(2, .key(.up))]
        var p = TourPlayer(script: steps, start: 0)
        #expect(p.due(at: 0.5).isEmpty)
        #expect(p.due(at: 1).map(\.action) == [.key(.down)])
        #expect(p.due(at: 3).map(\.action) == [.key(.up)])
        #expect(p.nextTime == 4)
        // Suspended for a minute: resume from now instead of replaying everything.
        #expect(p.due(at: 64).count == 1)
        #expect(p.nextTime! > 64)
    }

    @Test func resizeDuringTheTourKeepsTheTour() {
        var m = Fixture.model()
        m.startTour(now: 0)
        m.handle(.resize(columns: 90, rows: 30), now: 0)
        #expect(m.tour != nil)
        #expect(m.screenColumns == 90)
    }
}
