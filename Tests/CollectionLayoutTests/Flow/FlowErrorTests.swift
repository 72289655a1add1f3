import Testing

@testable import CollectionLayout

@Suite struct FlowErrorTests {
    func error(_ layout: FlowLayout, _ context: LayoutContext) -> LayoutError? {
        var l = layout
        do {
            try l.prepare(for: context)
            return nil
        } catch {
            return error
        }
    }

    let context = flowContext(sections: [SectionMetrics(itemCount: 2), SectionMetrics(itemCount: 3)])

    @Test func badConfiguration() {
        #expect(
            error(FlowLayout(minimumLineSpacing: -1), context)?.description
                == "layout.minimumLineSpacing: must be a finite number >= 0, got -1")
        #expect(error(FlowLayout(minimumInteritemSpacing: .nan), context)?.path == "layout.minimumInteritemSpacing")
        #expect(
            error(FlowLayout(itemSize: Size(width: 10, height: .infinity)), context)?.path == "layout.itemSize.height")
        #expect(error(FlowLayout(itemSize: Size(width: -10, height: 1)), context)?.path == "layout.itemSize.width")
        #expect(error(FlowLayout(sectionInset: EdgeInsets(left: .nan)), context)?.path == "layout.sectionInset.left")
        #expect(
            error(FlowLayout(sectionInset: EdgeInsets(bottom: -2.5)), context)?.description
                == "layout.sectionInset.bottom: must be a finite number >= 0, got -2.5")
        #expect(error(FlowLayout(headerReferenceHeight: -1), context)?.path == "layout.headerReferenceHeight")
        #expect(error(FlowLayout(footerReferenceHeight: .infinity), context)?.path == "layout.footerReferenceHeight")
    }

    @Test func badData() {
        let width = flowContext(
            sections: [SectionMetrics(itemCount: 2), SectionMetrics(itemCount: 3)], widths: [[1, 2], [3, 4, -5]])
        #expect(
            error(FlowLayout(), width)?.description
                == "sections[1].items[2].width: must be a finite number >= 0, got -5")
        let height = flowContext(sections: [SectionMetrics(itemCount: 1)], heights: [[.nan]])
        #expect(error(FlowLayout(), height)?.path == "sections[0].items[0].height")
        let header = flowContext(sections: [
            SectionMetrics(itemCount: 1), SectionMetrics(itemCount: 1, headerHeight: -3),
        ])
        #expect(error(FlowLayout(), header)?.path == "sections[1].header.height")
        // A reference height replaces the section's own, bad or not.
        #expect(error(FlowLayout(headerReferenceHeight: 10), header) == nil)
        let footer = flowContext(sections: [SectionMetrics(itemCount: 1, footerHeight: .infinity)])
        #expect(error(FlowLayout(), footer)?.path == "sections[0].footer.height")
        let count = LayoutContext(containerSize: Size(width: 375, height: 667), itemCounts: [1, -1])
        #expect(error(FlowLayout(), count)?.path == "sections[1].items")
        #expect(
            error(FlowLayout(), context.with(containerSize: Size(width: .nan, height: 1)))?.path == "viewport.width")
    }
}
