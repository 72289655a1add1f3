import Testing

@testable import CollectionLayout

/// The flow layout's worked examples: Docs/layouts.md, "Worked examples (flow)", frame for
/// frame. Change both together.
@Suite struct FlowWorkedExampleTests {
    /// "Uniform grid": gaps of 37.5; the last row is laid out for three slots.
    @Test func uniformGridIsJustifiedAndTheLastRowFollowsTheColumns() throws {
        let layout = try preparedFlow(
            FlowLayout(itemSize: Size(width: 100, height: 50)),
            LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [8]))
        #expect(
            flowCellFrames(layout) == [
                Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 137.5, y: 0, width: 100, height: 50),
                Rect(x: 275, y: 0, width: 100, height: 50),
                Rect(x: 0, y: 60, width: 100, height: 50), Rect(x: 137.5, y: 60, width: 100, height: 50),
                Rect(x: 275, y: 60, width: 100, height: 50),
                Rect(x: 0, y: 120, width: 100, height: 50), Rect(x: 137.5, y: 120, width: 100, height: 50),
            ])
        // Not stretched to the container height (UIKit: the sum of the sections).
        #expect(layout.contentSize == Size(width: 375, height: 170))
        expectLayoutInvariants(layout, sectionItemCounts: [8])
    }

    /// "Mixed sizes": two gaps of 15, items centred in a 60-pt line; the last line has
    /// room for two more copies of its last item.
    @Test func mixedSizesAreJustifiedAndCentredInTheirLine() throws {
        let context = flowContext(
            width: 300, sections: [SectionMetrics(itemCount: 5)],
            widths: [[100, 80, 60, 90, 50]], heights: [[40, 60, 20, 30, 30]])
        let layout = try preparedFlow(
            FlowLayout(
                minimumLineSpacing: 10, minimumInteritemSpacing: 5,
                sectionInset: EdgeInsets(top: 7, left: 10, bottom: 3, right: 20)),
            context)
        #expect(
            flowCellFrames(layout) == [
                // Line 1: leftover 20 spread over 2 gaps (15 each), line height 60.
                Rect(x: 10, y: 17, width: 100, height: 40), Rect(x: 125, y: 7, width: 80, height: 60),
                Rect(x: 220, y: 27, width: 60, height: 20),
                // Last line: laid out as if padded with copies of the 50-wide item (4 slots).
                Rect(x: 10, y: 77, width: 90, height: 30), Rect(x: 110, y: 77, width: 50, height: 30),
            ])
        #expect(layout.contentSize == Size(width: 300, height: 110))
    }

    /// "Exact fit" (and Docs/layouts.md, "Wrapping tolerance").
    @Test func exactFitNeverWraps() throws {
        // The third item ends exactly at 375; the original wraps it.
        let w = (375.0 - 2 * 20) / 3
        let layout = try preparedFlow(
            FlowLayout(itemSize: Size(width: w, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 20),
            LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [4]))
        let f = flowCellFrames(layout)
        try #require(f.count == 4)
        #expect(f[0...2].map(\.minY) == [0, 0, 0])
        #expect(abs(f[2].maxX - 375) < 1e-9)
        #expect(abs(f[1].minX - (w + 20)) < 1e-9)
        #expect(f[3] == Rect(x: 0, y: 60, width: w, height: 50))
    }

}
