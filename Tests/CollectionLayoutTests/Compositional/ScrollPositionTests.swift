import TestSupport
import Testing

@testable import CollectionLayout

/// The strips' offsets are the viewer's: one prepared layout (a `let`, never mutated or
/// prepared again) answers two scroll positions with exact frames, and the first again.
@Suite struct ScrollPositionTests {
    typealias F = CompositionalFixtures

    /// OrthogonalScrollingTests' strips: groups 100 wide, 10 apart, insets 20 leading
    /// and trailing and 5 top and bottom; two sections, each 60 tall.
    static let layout: CompositionalLayout = {
        let section = StripFixtures.section(.continuous)
        do {
            return try F.prepared(CompositionalLayout(section: section), counts: [10, 10])
        } catch {
            preconditionFailure("\(error)")
        }
    }()

    static let screen = Rect(x: 0, y: 0, width: 375, height: 120)

    func cellFrames(_ elements: [LayoutAttributes], section: Int) -> [Rect] {
        elements.filter { $0.category == .cell && $0.indexPath.section == section }.map(\.frame)
    }

    @Test func oneLayoutAnswersTwoStripOffsets() {
        let layout = Self.layout
        let rest = ScrollPosition()
        let scrolled = ScrollPosition(orthogonalOffsets: [0: 130, 1: 20])
        let atRest = layout.query(Self.screen, at: rest).elements
        // At rest, cells at 20, 130, 240, 350 (x), the first section's at y 5.
        #expect(
            cellFrames(atRest, section: 0) == [20, 130, 240, 350].map { Rect(x: $0, y: 5, width: 100, height: 50) })
        #expect(
            cellFrames(atRest, section: 1) == [20, 130, 240, 350].map { Rect(x: $0, y: 65, width: 100, height: 50) })
        let moved = layout.query(Self.screen, at: scrolled).elements
        // Section 0 at 130: cells at x - 130, the one at -110 ... -10 off screen; section 1 at 20.
        #expect(
            cellFrames(moved, section: 0) == [0, 110, 220, 330].map { Rect(x: $0, y: 5, width: 100, height: 50) })
        #expect(
            cellFrames(moved, section: 1) == [0, 110, 220, 330].map { Rect(x: $0, y: 65, width: 100, height: 50) })
        // The same layout, asked again at rest, answers as before: nothing was stored.
        #expect(layout.query(Self.screen, at: rest).elements == atRest)
        #expect(layout.query(Self.screen, contentOffset: .zero).elements == atRest)
    }

    @Test func everyQueryPathTakesThePosition() {
        let layout = Self.layout
        let position = ScrollPosition(contentOffset: Point(x: 0, y: 10), orthogonalOffsets: [1: 240])
        let queried = layout.query(Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000), at: position).elements
        #expect(layout.allElements(at: position) == queried)
        var streamed: [LayoutAttributes] = []
        layout.forEachElement(at: position) { streamed.append($0) }
        #expect(streamed == queried)
        var inRect: [LayoutAttributes] = []
        layout.forEachElement(in: Self.screen, at: position) { inRect.append($0) }
        #expect(inRect == layout.query(Self.screen, at: position).elements)
        let key = ElementKey(category: .cell, indexPath: IndexPath(item: 3, section: 1))
        #expect(layout.attributes(for: key, at: position)?.frame == Rect(x: 350 - 240, y: 65, width: 100, height: 50))
        #expect(
            layout.element(at: IndexPath(item: 3, section: 1))?.frame == Rect(x: 350, y: 65, width: 100, height: 50))
        #expect(layout.stripOffset(forSection: 1, at: position) == 240)
        #expect(layout.stripOffset(forSection: 0, at: position) == 0)
        // A non-finite offset is no offset: the strip rests.
        let strip = layout.strip(forSection: 0)!
        #expect(ScrollPosition(orthogonalOffsets: [0: .nan]).offset(of: strip) == strip.initialOffset)
    }

    @Test func aLayoutWithoutStripsTakesTheContentOffsetAlone() throws {
        var flow = FlowLayout()
        flow.itemSize = Size(width: 100, height: 50)
        try flow.prepare(for: LayoutContext(containerSize: F.phone, itemCounts: [20]))
        let position = ScrollPosition(contentOffset: Point(x: 0, y: 40), orthogonalOffsets: [0: 500])
        #expect(
            flow.query(Self.screen, at: position).elements
                == flow.query(Self.screen, contentOffset: position.contentOffset).elements)
        #expect(flow.allElements(at: position) == flow.allElements(contentOffset: position.contentOffset))
    }
}
