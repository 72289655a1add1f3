import CollectionLayout
import Testing

@testable import Explorer

/// ``Inspection``: the help and debug overlays, focus and selection, as a value.
@Suite struct InspectionTests {
    @Test func theHelpOpensAtItsTopAndScrollsWithinItsLimit() {
        var inspection = Inspection()
        inspection.scrollHelp(by: 5, limit: 3)
        #expect(inspection.helpScroll == 3)
        inspection.openHelp()
        #expect(inspection.showHelp && inspection.helpScroll == 0)
        inspection.scrollHelp(by: -2, limit: 3)
        #expect(inspection.helpScroll == 0)
        for step in [2, 2, -1, 9] { inspection.scrollHelp(by: step, limit: 4) }
        #expect(inspection.helpScroll == 4)
        inspection.scrollHelp(by: 1, limit: -1)
        #expect(inspection.helpScroll == 0)
    }

    @Test func anotherDocumentForgetsTheFocusAndSelectionButNotTheOverlays() {
        var inspection = Inspection()
        inspection.focusMode = true
        inspection.focus = ElementKey(category: .cell, indexPath: IndexPath(item: 2, section: 0))
        inspection.selection = ("a", IndexPath(item: 2, section: 0))
        inspection.showDebug = true
        inspection.forgetElements()
        #expect(!inspection.focusMode && inspection.focus == nil && inspection.selection == nil)
        #expect(inspection.showDebug)
    }

    @Test func theModelsKeysReachIt() {
        var m = Fixture.model(rows: 10)
        m.handle(.key(.character("?")), now: 0)
        #expect(m.inspection.showHelp && m.helpScroll == 0)
        m.handle(.key(.character("j")), now: 0)
        #expect(m.inspection.helpScroll == min(1, m.maxHelpScroll))
        m.handle(.key(.escape), now: 0)
        m.handle(.key(.character("f")), now: 0)
        #expect(m.inspection.focusMode && m.inspection.focus != nil)
    }
}
