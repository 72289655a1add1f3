import CollectionLayout
import Testing

@testable import Explorer

/// The model's small values for the last query and the update history.
@Suite struct ContentQueryTests {
    @Test func aQueryIsRecordedAndCleared() {
        var q = ContentQuery()
        #expect(q.visible.elements.isEmpty && q.rect == .zero && q.micros == 0 && q.totalElements == 0)
        let cell = LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 20))
        let rect = Rect(x: 0, y: 5, width: 100, height: 50)
        q.totalElements = 7
        q.record(LayoutQuery(elements: [cell], probes: 3), rect: rect, seconds: 0.000_25)
        #expect(q.visible.elements == [cell] && q.visible.probes == 3)
        #expect(q.rect == rect)
        #expect(q.micros == 250)
        q.clear()
        #expect(q.visible.elements.isEmpty && q.visible.probes == 0 && q.micros == 0)
        // The rectangle asked for last and the layout's count stay.
        #expect(q.rect == rect && q.totalElements == 7)
    }

    @Test func theHistoryCountsAndShowsTheLastUpdate() {
        var h = UpdateHistory()
        #expect(h.lastUpdate == nil && !h.lastActionWasUpdate)
        #expect(h.nextUpdateNumber() == 0)
        #expect(h.nextUpdateNumber() == 1)
        #expect(h.updateCount == 2)
        #expect(h.nextIdentifierNumber() == 1)
        #expect(h.nextIdentifierNumber() == 2)
        #expect(h.newIdentifierCount == 2)
        let report = UpdateReport(batch: BatchUpdate(), rejection: nil)
        h.record(report)
        #expect(h.lastUpdate == report && h.lastActionWasUpdate)
        h.parameterChanged()
        #expect(h.lastUpdate == report && !h.lastActionWasUpdate)
        h.forgetLastUpdate()
        #expect(h.lastUpdate == nil)
        // The counters outlive the batch they numbered.
        #expect(h.updateCount == 2 && h.newIdentifierCount == 2)
    }
}
