import Testing

@testable import CollectionLayout

/// Per-section insets and spacings, as `UICollectionViewDelegateFlowLayout` answers them.
@Suite struct FlowSectionStyleTests {
    /// Two sections of three 100 x 50 items at 375 wide: section 1 has its own inset and
    /// spacings, section 0 the layout's (line 10, inter-item 10, no inset).
    @Test func aSectionTakesItsOwnInsetAndSpacings() throws {
        var layout = FlowLayout(itemSize: Size(width: 100, height: 50))
        layout.sectionStyles = [
            1: FlowSectionStyle(
                sectionInset: EdgeInsets(top: 5, left: 20, bottom: 15, right: 20), minimumLineSpacing: 4,
                minimumInteritemSpacing: 60)
        ]
        let prepared = try preparedFlow(
            layout, LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [3, 3]))
        #expect(
            flowCellFrames(prepared) == [
                // Section 0: three on a line, gaps of 37.5.
                Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 137.5, y: 0, width: 100, height: 50),
                Rect(x: 275, y: 0, width: 100, height: 50),
                // Section 1: 335 wide; two fit with a gap of at least 60 (gap 135), the third
                // wraps 4 below, on a line laid out for two.
                Rect(x: 20, y: 55, width: 100, height: 50), Rect(x: 255, y: 55, width: 100, height: 50),
                Rect(x: 20, y: 109, width: 100, height: 50),
            ])
        #expect(prepared.contentSize == Size(width: 375, height: 174))
        expectLayoutInvariants(prepared, sectionItemCounts: [3, 3])
    }

    @Test func aBadStyleIsAnErrorWithItsPath() {
        var layout = FlowLayout()
        layout.sectionStyles = [2: FlowSectionStyle(minimumLineSpacing: -1)]
        #expect(
            throws: LayoutError(
                path: "layout.sectionStyles[2].minimumLineSpacing", message: "must be a finite number >= 0, got -1")
        ) {
            _ = try preparedFlow(layout, LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [1]))
        }
    }
}
