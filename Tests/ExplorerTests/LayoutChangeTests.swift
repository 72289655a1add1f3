import CollectionLayout
import Testing

@testable import Explorer

/// ``LayoutChange``: the one value `relayout` takes, one constructor per kind of change.
@Suite struct LayoutChangeTests {
    @Test func eachKindOfChangeSaysHowTheScreenFollows() {
        let c = LayoutChange.configuration
        #expect(c.reprepare && c.animate && c.scroll == .followAnchor && c.previousDocument == nil && c.mapping == nil)
        #expect(!LayoutChange.zoom.reprepare && LayoutChange.zoom.animate)
        #expect(LayoutChange.restore.reprepare && !LayoutChange.restore.animate)
        #expect(LayoutChange.resize(reprepare: true).reprepare && !LayoutChange.resize(reprepare: true).animate)
        #expect(!LayoutChange.resize(reprepare: false).reprepare)
        let document = TestDocuments.grid()
        let mapping = UpdateMapping.identity(itemCounts: [1])
        let update = LayoutChange.update(from: document, mapping: mapping)
        #expect(!update.reprepare && update.animate && update.scroll == .keepOffset)
        #expect(update.previousDocument?.name == document.name && update.mapping == mapping)
        let data = LayoutChange.data(from: document)
        #expect(!data.reprepare && data.scroll == .keepOffset && data.mapping == nil)
        let reload = LayoutChange.reload(from: document)
        #expect(reload.reprepare && reload.scroll == .followAnchor && reload.previousDocument != nil)
    }

    @Test func anAnchoredChangeKeepsTheTopElementOnItsRowAndAKeptOffsetStays() {
        var m = Fixture.model()
        m.handle(.key(.pageDown), now: 0)
        let before = m.offset
        m.relayout(now: 1, .data(from: m.document))
        #expect(m.offset == before)
        m.relayout(now: 2, .zoom)
        #expect(m.offset.y > 0)
    }
}
