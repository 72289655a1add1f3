@testable import CollectionLayout

/// One section of a split test: its side, optional views and item sizes.
struct SplitTestSection {
    var side: SectionSide? = nil
    var header: Double = 0
    var footer: Double = 0
    var sizes: [Size] = []

    /// `count` items of one size.
    static func items(
        _ count: Int, _ width: Double, _ height: Double, side: SectionSide? = nil, header: Double = 0,
        footer: Double = 0
    ) -> SplitTestSection {
        SplitTestSection(
            side: side, header: header, footer: footer,
            sizes: Array(repeating: Size(width: width, height: height), count: count))
    }
}

/// A context of `width` x 600 holding `sections`.
func splitContext(width: Double, _ sections: [SplitTestSection]) -> LayoutContext {
    let table = sections.map { $0.sizes.map { ItemMetrics(width: $0.width, height: $0.height) } }
    return LayoutContext(
        containerSize: Size(width: width, height: 600),
        sections: sections.map {
            SectionMetrics(
                itemCount: $0.sizes.count, headerHeight: $0.header, footerHeight: $0.footer, side: $0.side)
        },
        itemMetrics: .table(table))
}

/// A prepared copy of `layout`.
func prepared(_ layout: SplitLayout, _ context: LayoutContext) throws -> SplitLayout {
    var copy = layout
    try copy.prepare(for: context)
    return copy
}

extension CollectionViewLayout {
    /// The frame of the cell at `[section, item]`, if it has an element.
    func cellFrame(_ section: Int, _ item: Int) -> Rect? { element(at: IndexPath(item: item, section: section))?.frame }
    /// The frame of the header of `section` at `offset`.
    func headerFrame(_ section: Int, offset: Double = 0) -> Rect? {
        supplementary(
            ofKind: ElementKind.header, at: IndexPath(item: 0, section: section), contentOffset: Point(x: 0, y: offset))?
            .frame
    }
    /// The frame of the footer of `section`.
    func footerFrame(_ section: Int) -> Rect? {
        supplementary(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: section))?.frame
    }
}

extension StoreBackedLayout {
    /// The frame of the background decoration of `section`.
    func backgroundFrame(_ section: Int) -> Rect? {
        decoration(ofKind: ElementKind.background, at: IndexPath(item: 0, section: section))?.frame
    }
}

/// `Rect(x:y:width:height:)`, shorter.
func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
