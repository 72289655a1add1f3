import CollectionLayout
import Explorer
import Testing

/// The one animation clock, as the terminal's event loop calls it: through
/// ``InteractiveScreen/nextDeadline(after:)``, for one explorer and for two side by side.
@Suite struct AnimationClockTests {
    /// What the event loop sees: the screen as the protocol, not the concrete model.
    func deadline(_ screen: any InteractiveScreen, after now: Double) -> Double? {
        screen.nextDeadline(after: now)
    }

    @Test func theLoopWakesOnTheTransitionsFramesAndAtItsEnd() {
        var m = Fixture.model(animations: true)
        m.handle(.key(.tab), now: 10)
        #expect(deadline(m, after: 10) == 10 + 1.0 / 30)
        #expect(deadline(m, after: 10 + 1.0 / 30 + 0.012) == 10 + 2.0 / 30)
        #expect(deadline(m, after: 10 + 7.0 / 30) == 10.25)
        #expect(deadline(m, after: 10.3) == 10.3)
        _ = m.tick(now: 10.3)
        #expect(deadline(m, after: 10.3) == nil)
    }

    @Test func comparingTwoScenariosWakesForTheEarlierPane() {
        var compare = CompareModel(
            left: TestDocuments.grid(), right: TestDocuments.grid(), titles: ("a", "b"), columns: 100, rows: 30,
            options: Fixture.options(animations: true))
        #expect(deadline(compare, after: 0) == nil)
        compare.handle(.key(.tab), now: 5)
        let d = deadline(compare, after: 5)
        #expect(d == 5 + 1.0 / 30)
        #expect(d == compare.panes.compactMap { $0.nextDeadline(after: 5) }.min())
    }

    @Test func aTourStepDueEarlierComesFirstAndNoDeadlineIsInThePast() {
        var m = Fixture.model(animations: true)
        m.startTour(now: 0)
        for now in stride(from: 0.0, through: 30, by: 0.37) {
            _ = m.tick(now: now)
            if let d = deadline(m, after: now) { #expect(d >= now, "now \(now) deadline \(d)") }
        }
    }
}
