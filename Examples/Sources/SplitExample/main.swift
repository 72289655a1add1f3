// The UICollectionViewSplitLayout sample, ported: a view controller splits the screen
// into a left side (two thirds) and a right side, puts each section on a side, and sizes
// the items with `calculateFixedWidthRoughly`, as the sample's delegate does.
import CollectionLayout
import ExampleOutput

/// One section of the sample's data: a title, its side, its colour and its item count.
struct SampleSection: Sendable {
    let title: String
    let side: SectionSide
    let color: String
    let itemCount: Int
    let itemsPerLine: Int
}

/// The sample's `ViewController`, without UIKit: the delegate answers become the
/// context's sections and item sizes.
final class SplitViewController {
    let sections = [
        SampleSection(title: "Photos", side: .left, color: "blue", itemCount: 6, itemsPerLine: 3),
        SampleSection(title: "Friends", side: .right, color: "green", itemCount: 4, itemsPerLine: 2),
        SampleSection(title: "Places", side: .left, color: "orange", itemCount: 2, itemsPerLine: 2),
    ]
    var layout = SplitLayout()
    var bounds = Size(width: 600, height: 400)

    func viewDidLoad() throws(LayoutError) {
        layout.leftSideRatio = 2.0 / 3.0
        layout.splitSpacing = 10
        layout.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        layout.minimumItemLineSpacing = 5
        layout.minimumInterItemSpacing = 5
        layout.sectionPinToVisibleBounds = true
        try layout.prepare(for: context())
    }

    /// `collectionView(_:layout:sizeForItemAtIndexPath:width:)`: square items, as many per
    /// line as the section wants, from the width the layout will give the side.
    func sizeForItem(inSection section: Int) -> Double {
        let sample = sections[section]
        return layout.calculateFixedWidthRoughly(
            to: sample.itemsPerLine, of: sample.side, containerWidth: bounds.width,
            minimumInterItemSpacing: layout.minimumInterItemSpacing, sectionInset: layout.sectionInset)
    }

    private func context() -> LayoutContext {
        let sides = sections.indices.map { sizeForItem(inSection: $0) }
        return LayoutContext(
            containerSize: bounds,
            sections: sections.map {
                // The title and colour are the view controller's to draw: the layout reads none.
                SectionMetrics(itemCount: $0.itemCount, headerHeight: 30, side: $0.side)
            },
            itemMetrics: ItemMetricsProvider { ItemMetrics(width: sides[$0.section], height: sides[$0.section]) })
    }
}

let controller = SplitViewController()
do {
    // The original answers 0 here, before any layout pass; Tessera's throws.
    do {
        _ = try controller.layout.contentWidth(of: .left)
        print("Width before prepare: answered")
    } catch {
        print("Width before prepare: \(error)")
    }
    try controller.viewDidLoad()
    print("Left side \(FramePrinter.number(try controller.layout.contentWidth(of: .left))) wide")
    FramePrinter.printLayout("Split, two thirds", controller.layout)
    FramePrinter.printQuery(
        "Scrolled to 150 (pinned headers)", controller.layout, rect: Rect(x: 0, y: 150, width: 600, height: 400),
        contentOffset: Point(x: 0, y: 150))
} catch {
    print("error: \(error)")
}
