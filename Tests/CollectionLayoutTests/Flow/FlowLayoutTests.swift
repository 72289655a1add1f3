import Testing

@testable import CollectionLayout

/// Sections of items with optional per-item widths (nil: the layout's item size).
func flowContext(
    width: Double = 375, height: Double = 667, sections: [SectionMetrics], widths: [[Double?]]? = nil,
    heights: [[Double?]]? = nil
) -> LayoutContext {
    let table = sections.enumerated().map { s, section in
        (0..<section.itemCount).map { i in ItemMetrics(width: widths?[s][i], height: heights?[s][i]) }
    }
    return LayoutContext(
        containerSize: Size(width: width, height: height), sections: sections, itemMetrics: .table(table))
}

func preparedFlow(_ layout: FlowLayout, _ context: LayoutContext) throws -> FlowLayout {
    var l = layout
    try l.prepare(for: context)
    return l
}

func flowCellFrames(_ layout: some CollectionViewLayout) -> [Rect] {
    layout.allElements(contentOffset: .zero).filter { $0.category == .cell }.map(\.frame)
}

@Suite struct FlowLayoutTests {

    @Test func aLoneItemIsCentred() throws {
        let spaced = FlowLayout(itemSize: Size(width: 100, height: 50))
        // A line closed by a wide next item holds one item: centred.
        let a = try preparedFlow(
            spaced, flowContext(sections: [SectionMetrics(itemCount: 3)], widths: [[300, nil, nil]]))
        #expect(
            flowCellFrames(a) == [
                Rect(x: 37.5, y: 0, width: 300, height: 50),
                Rect(x: 0, y: 60, width: 100, height: 50), Rect(x: 137.5, y: 60, width: 100, height: 50),
            ])
        // A last line where not even a second copy would fit: centred.
        let b = try preparedFlow(spaced, flowContext(sections: [SectionMetrics(itemCount: 1)], widths: [[250]]))
        #expect(flowCellFrames(b) == [Rect(x: 62.5, y: 0, width: 250, height: 50)])
    }

    @Test func itemsWiderThanTheContainerTakeTheirOwnLine() throws {
        let layout = try preparedFlow(
            FlowLayout(itemSize: Size(width: 100, height: 50)),
            flowContext(sections: [SectionMetrics(itemCount: 3)], widths: [[500, 100, 600]]))
        #expect(
            flowCellFrames(layout) == [
                Rect(x: 0, y: 0, width: 500, height: 50),
                Rect(x: 137.5, y: 60, width: 100, height: 50),
                Rect(x: 0, y: 120, width: 600, height: 50),
            ])
        #expect(layout.contentSize == Size(width: 600, height: 170))
        expectLayoutInvariants(layout, sectionItemCounts: [3])
    }

    @Test func exactFitsNeverWrapOverManyWidthsCountsAndSpacings() throws {
        var checked = 0
        for n in 2...6 {
            for spacing in [0, 1, 2.5, 8, 10, 13.3, 20, 24] {
                for width in stride(from: 300.0, to: 1100, by: 7) {
                    let w = (width - Double(n - 1) * spacing) / Double(n)
                    let layout = try preparedFlow(
                        FlowLayout(
                            itemSize: Size(width: w, height: 10), minimumLineSpacing: 0,
                            minimumInteritemSpacing: spacing),
                        LayoutContext(containerSize: Size(width: width, height: 100), itemCounts: [n + 1]))
                    let f = flowCellFrames(layout)
                    try #require(f.count == n + 1)
                    #expect(f[n - 1].minY == 0, "W=\(width) n=\(n) s=\(spacing)")
                    #expect(f[n].minY == 10, "W=\(width) n=\(n) s=\(spacing)")
                    checked += 1
                }
            }
        }
        #expect(checked > 4_000)
    }

    @Test func headersFootersAndInsets() throws {
        let sections = [
            SectionMetrics(itemCount: 3, headerHeight: 40, footerHeight: 20),
            SectionMetrics(itemCount: 0, headerHeight: 30),
        ]
        let base = FlowLayout(
            itemSize: Size(width: 100, height: 50), sectionInset: EdgeInsets(top: 5, left: 10, bottom: 15, right: 10))
        let layout = try preparedFlow(base, flowContext(sections: sections))
        let all = layout.allElements(contentOffset: .zero)
        try #require(all.count == 6)
        #expect(
            all.map(\.frame) == [
                Rect(x: 10, y: 45, width: 100, height: 50), Rect(x: 137.5, y: 45, width: 100, height: 50),
                Rect(x: 265, y: 45, width: 100, height: 50),
                Rect(x: 0, y: 110, width: 375, height: 20),  // footer 0
                Rect(x: 0, y: 0, width: 375, height: 40),  // header 0
                Rect(x: 0, y: 130, width: 375, height: 30),  // header 1 (empty section: insets still apply)
            ])
        #expect(all[3].category == .supplementary(kind: ElementKind.footer))
        #expect(
            all[4].category == .supplementary(kind: ElementKind.header)
                && all[5].indexPath == IndexPath(item: 0, section: 1))
        #expect(all.allSatisfy { $0.zIndex == 0 })
        #expect(layout.contentSize == Size(width: 375, height: 180))
        expectLayoutInvariants(layout, sectionItemCounts: [3, 0])

        // Reference heights override every section's own.
        var overridden = base
        overridden.headerReferenceHeight = 0
        overridden.footerReferenceHeight = 8
        let o = try preparedFlow(overridden, flowContext(sections: sections))
        #expect(
            o.allElements(contentOffset: .zero).filter { $0.category != .cell }.map(\.frame) == [
                Rect(x: 0, y: 70, width: 375, height: 8), Rect(x: 0, y: 98, width: 375, height: 8),
            ])
        #expect(o.contentSize.height == 106)
        #expect(o.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func horizontalIsTheTranspose() throws {
        let layout = try preparedFlow(
            FlowLayout(
                itemSize: Size(width: 50, height: 80), minimumLineSpacing: 20, minimumInteritemSpacing: 10,
                scrollDirection: .horizontal),
            flowContext(width: 300, height: 200, sections: [SectionMetrics(itemCount: 5, headerHeight: 30)]))
        #expect(layout.scrollAxis == .horizontal)
        #expect(
            layout.allElements(contentOffset: .zero).map(\.frame) == [
                Rect(x: 30, y: 0, width: 50, height: 80), Rect(x: 30, y: 120, width: 50, height: 80),
                Rect(x: 100, y: 0, width: 50, height: 80), Rect(x: 100, y: 120, width: 50, height: 80),
                Rect(x: 170, y: 0, width: 50, height: 80),
                Rect(x: 0, y: 0, width: 30, height: 200),  // header: a column on the left
            ])
        #expect(layout.contentSize == Size(width: 220, height: 200))
        #expect(layout.elements(in: Rect(x: 90, y: 0, width: 20, height: 200)).map(\.indexPath.item) == [2, 3])
        expectLayoutInvariants(layout, sectionItemCounts: [5])
    }

    @Test func horizontalCentresItemsAcrossTheirColumn() throws {
        let layout = try preparedFlow(
            FlowLayout(
                itemSize: Size(width: 40, height: 90), minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                scrollDirection: .horizontal),
            flowContext(width: 300, height: 200, sections: [SectionMetrics(itemCount: 3)], widths: [[40, 60, 40]]))
        #expect(
            flowCellFrames(layout) == [
                Rect(x: 10, y: 0, width: 40, height: 90), Rect(x: 0, y: 110, width: 60, height: 90),
                Rect(x: 60, y: 0, width: 40, height: 90),
            ])
    }

    @Test func emptyLayouts() throws {
        let none = try preparedFlow(
            FlowLayout(), LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: []))
        #expect(none.contentSize == Size(width: 375, height: 0))
        let empty = try preparedFlow(
            FlowLayout(sectionInset: EdgeInsets(all: 4)),
            LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [0, 0]))
        #expect(empty.contentSize == Size(width: 375, height: 16))
        #expect(empty.allElements(contentOffset: .zero).isEmpty)
    }

    @Test func metricsOverrideTheItemSizePerAxis() throws {
        let layout = try preparedFlow(
            FlowLayout(itemSize: Size(width: 100, height: 50)),
            flowContext(sections: [SectionMetrics(itemCount: 2)], widths: [[nil, 120]], heights: [[70, nil]]))
        #expect(flowCellFrames(layout).map(\.size) == [Size(width: 100, height: 70), Size(width: 120, height: 50)])
    }
}
