import TestSupport
import Testing

@testable import CollectionLayout

/// Every frame of a prepare equals a plain model of the placement rule (Docs/layouts.md,
/// "Pinterest"), bit for bit: each item in the shortest column (leftmost on ties), a banner
/// after every `numberOfItemsBeforeAds`-th item and the client's views where they are
/// placed, each full width at the tallest column, after which every column starts there.
/// The prepare's placing loops (two columns without client views keep both heights in
/// registers and write banners in the item loop; the rest use ``ShortestColumnTracker``
/// in runs between views) must agree with it, and the content height with its tallest
/// column.
@Suite struct PinterestReferenceTests {
    /// The model: every column's height in an array, scanned per item.
    static func referenceFrames(
        _ layout: PinterestLayout, width: Double, heights: [Double]
    ) -> (cells: [Rect], views: [String: Rect], tallest: Double) {
        let columnWidth = width / Double(layout.numberOfColumns)
        let padding = layout.cellPadding
        var columns = [Double](repeating: 0, count: layout.numberOfColumns)
        var cells: [Rect] = []
        var views: [String: Rect] = [:]
        var numbers: [String: Int] = [:]
        func fullWidth(_ kind: String, _ height: Double) {
            let top = columns.max()!
            let number = numbers[kind, default: 0]
            numbers[kind] = number + 1
            views["\(kind)#\(number)"] = PinterestLayout.padded(
                Rect(x: 0, y: top, width: width, height: height), by: padding)
            columns = [Double](repeating: top + height, count: columns.count)
        }
        func clientViews(after item: Int) {
            let placedHere = layout.supplementaries.filter {
                switch $0.placement {
                case .beforeItems: item == -1
                case .afterItem(let n): n == item && n < heights.count
                case .afterItems: item == heights.count - 1
                }
            }
            // `afterItems` views come after the others placed after the last item.
            let ordered =
                placedHere.filter { if case .afterItems = $0.placement { false } else { true } }
                + placedHere.filter { if case .afterItems = $0.placement { true } else { false } }
            for view in ordered { fullWidth(view.kind, view.height) }
        }
        clientViews(after: -1)
        let every = layout.numberOfItemsBeforeAds ?? 0
        for (item, height) in heights.enumerated() {
            var column = 0
            for c in columns.indices where columns[c] < columns[column] { column = c }
            let slot = Rect(
                x: Double(column) * columnWidth, y: columns[column], width: columnWidth,
                height: height + 2 * padding)
            cells.append(PinterestLayout.padded(slot, by: padding))
            columns[column] = slot.maxY
            if every > 0 && (item + 1) % every == 0 {
                let banner = (item + 1) / every - 1
                fullWidth(
                    ElementKind.banner,
                    layout.bannerHeightOverrides[banner] ?? layout.bannerHeights[banner % layout.bannerHeights.count])
            }
            clientViews(after: item)
        }
        return (cells, views, columns.max()!)
    }

    @Test func framesEqualThePlainModel() throws {
        var rng = SeededGenerator(seed: 0x2C01)
        var compared = 0
        for round in 0..<3_000 {
            let count = Int.random(in: 0...300, using: &rng)
            let heights: [Double] = (0..<count).map { _ in
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: 0
                case 1: Double.random(in: 0...1_000, using: &rng)
                default: Double(Int.random(in: 1...6, using: &rng) * 30)  // ties between columns
                }
            }
            // Two columns in half the rounds: the loop of its own.
            let columns = Bool.random(using: &rng) ? 2 : Int.random(in: 1...20, using: &rng)
            var layout = PinterestLayout(
                numberOfColumns: columns,
                cellPadding: Int.random(in: 0..<5, using: &rng) == 0
                    ? Double.random(in: 0...100, using: &rng) : Double(Int.random(in: 0...8, using: &rng)),
                numberOfItemsBeforeAds: Int.random(in: 0..<4, using: &rng) == 0
                    ? nil : Int.random(in: 0...9, using: &rng),
                bannerHeights: (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                    Double(Int.random(in: 0...250, using: &rng))
                })
            if Bool.random(using: &rng) { layout.bannerHeightOverrides = [1: 17, 3: 0] }
            // No client views in half the rounds: two columns without them take a loop of
            // their own (PinterestLayout.placeTwoColumns), banners written in the item loop.
            let viewCount = Bool.random(using: &rng) ? 0 : Int.random(in: 1...3, using: &rng)
            layout.supplementaries = (0..<viewCount).map { i in
                let placement: PinterestSupplementary.Placement =
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: .beforeItems
                    case 1: .afterItems
                    default: .afterItem(Int.random(in: 0...(count + 2), using: &rng))
                    }
                return PinterestSupplementary(
                    kind: "view\(i)", height: Double(Int.random(in: 0...90, using: &rng)), placement: placement)
            }
            let width = Bool.random(using: &rng) ? 390 : Double.random(in: 0...900, using: &rng)
            try layout.prepare(for: pinterestContext(width: width, height: 844, photoHeights: heights))
            let expected = Self.referenceFrames(layout, width: width, heights: heights)
            let cells = layout.store.cellFrames
            #expect(cells == expected.cells, "round \(round): \(columns) columns, \(count) items")
            var views: [String: Rect] = [:]
            for e in layout.store.extras {
                guard case .supplementary(let kind) = e.category else { continue }
                views["\(kind)#\(e.indexPath.item)"] = e.frame
            }
            #expect(views == expected.views, "round \(round): \(columns) columns, \(count) items")
            #expect(layout.contentSize == Size(width: width, height: Swift.max(844, expected.tallest)))
            guard cells == expected.cells, views == expected.views else { return }
            // The index's edges are the cells' (the prepare writes them in the same loop).
            let index = layout.store.storage.cellIndex
            #expect(index.starts == cells.map(\.minY))
            #expect(index.ends == cells.map(\.maxY))
            compared += 1
        }
        #expect(compared == 3_000)
    }
}
