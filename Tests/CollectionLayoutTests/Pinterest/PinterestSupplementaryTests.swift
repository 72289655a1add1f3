import TestSupport
import Testing

@testable import CollectionLayout

/// A Pinterest layout's own supplementary kinds: full-width views placed like banners
/// (Docs/layouts.md, "Supplementary views of your own kinds"), frame for frame.
@Suite struct PinterestSupplementaryTests {
    /// The banner example of Docs/layouts.md with a header above the items, a divider
    /// after items 0 and 1 (the second after banner 0), a "more" view after everything,
    /// and a divider after item 5, which the three items never reach.
    static func example() -> PinterestLayout {
        var layout = PinterestLayout(
            numberOfColumns: 2, cellPadding: 6, numberOfItemsBeforeAds: 2, bannerHeights: [300])
        layout.supplementaries = [
            PinterestSupplementary(kind: "more", height: 30, placement: .afterItems),
            PinterestSupplementary(kind: "divider", height: 20, placement: .afterItem(0)),
            PinterestSupplementary(kind: "header", height: 40, placement: .beforeItems),
            PinterestSupplementary(kind: "divider", height: 20, placement: .afterItem(1)),
            PinterestSupplementary(kind: "divider", height: 20, placement: .afterItem(5)),
        ]
        return layout
    }

    @Test func workedExample() throws {
        var layout = Self.example()
        try layout.prepare(for: pinterestContext(width: 363, height: 100, photoHeights: [100, 50, 80]))
        func cell(_ i: Int) -> Rect? { layout.element(at: IndexPath(item: i, section: 0))?.frame }
        func view(_ kind: String, _ n: Int) -> Rect? {
            layout.supplementary(ofKind: kind, at: IndexPath(item: n, section: 0))?.frame
        }
        // Header slot 0...40; item 0 below it in column 0; divider 0 below the tallest
        // column (152); item 1 back in column 0; banner 0 after item 1 (from 234); divider 1
        // after the banner (from 534); item 2; "more" below it (from 646).
        #expect(view("header", 0) == Rect(x: 6, y: 6, width: 351, height: 28))
        #expect(cell(0) == Rect(x: 6, y: 46, width: 169.5, height: 100))
        #expect(view("divider", 0) == Rect(x: 6, y: 158, width: 351, height: 8))
        #expect(cell(1) == Rect(x: 6, y: 178, width: 169.5, height: 50))
        #expect(view(ElementKind.banner, 0) == Rect(x: 6, y: 240, width: 351, height: 288))
        #expect(view("divider", 1) == Rect(x: 6, y: 540, width: 351, height: 8))
        #expect(cell(2) == Rect(x: 6, y: 560, width: 169.5, height: 80))
        #expect(view("more", 0) == Rect(x: 6, y: 652, width: 351, height: 18))
        #expect(view("divider", 2) == nil)
        #expect(layout.contentSize == Size(width: 363, height: 676))
        #expect(layout.allElements(contentOffset: .zero).count == 8)
        let why = layout.explanation(
            for: ElementKey(category: .supplementary(kind: "divider"), indexPath: IndexPath(item: 1, section: 0)),
            contentOffset: .zero)
        #expect(why?.reasons == [.ofSection(kind: "divider", section: 1)])
        expectLayoutInvariants(layout, sectionItemCounts: [3])
        expectQueryMatchesBruteForce(layout, rect: Rect(x: 0, y: 150, width: 363, height: 400))
    }

    @Test func withNoItemsEveryViewStacksFromTheTop() throws {
        var layout = Self.example()
        try layout.prepare(for: pinterestContext(width: 363, height: 100, photoHeights: []))
        // The header, then "more"; the dividers follow items that do not exist.
        #expect(
            layout.allElements(contentOffset: .zero).map(\.frame) == [
                Rect(x: 6, y: 6, width: 351, height: 28), Rect(x: 6, y: 46, width: 351, height: 18),
            ])
        #expect(layout.contentSize == Size(width: 363, height: 100))
    }

    @Test func badViewsAreErrors() {
        func error(_ view: PinterestSupplementary) -> String? {
            var layout = PinterestLayout()
            layout.supplementaries = [view]
            do {
                try layout.prepare(for: pinterestContext(width: 363, photoHeights: [10]))
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            error(PinterestSupplementary(kind: "banner", height: 10, placement: .afterItems))
                == #"layout.supplementaries[0].kind: must be a kind of its own (not empty, not "banner": banners have their own numbering)"#
        )
        #expect(error(PinterestSupplementary(kind: "", height: 10, placement: .afterItems)) != nil)
        #expect(
            error(PinterestSupplementary(kind: "x", height: -1, placement: .afterItems))
                == "layout.supplementaries[0].height: must be a finite number >= 0, got -1")
        #expect(
            error(PinterestSupplementary(kind: "x", height: 1, placement: .afterItem(-1)))
                == "layout.supplementaries[0].afterItem: must be >= 0, got -1")
    }

    /// Random feeds with random views of two kinds: the query equals brute force, the
    /// invariants hold, and no full-width view overlaps a cell.
    @Test func randomFeedsWithViewsQueryExactly() throws {
        var rng = SeededGenerator(seed: 0x5A11)
        var cases = 0
        for round in 0..<500 {
            let count = Int.random(in: 0...60, using: &rng)
            let heights = (0..<count).map { _ in Double(Int.random(in: 0...300, using: &rng)) }
            var layout = PinterestLayout(
                numberOfColumns: Int.random(in: 1...5, using: &rng),
                cellPadding: Double(Int.random(in: 0...8, using: &rng)),
                numberOfItemsBeforeAds: Bool.random(using: &rng) ? nil : Int.random(in: 1...10, using: &rng),
                bannerHeights: [Double(Int.random(in: 0...200, using: &rng))])
            layout.supplementaries = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                let placement: PinterestSupplementary.Placement
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: placement = .beforeItems
                case 1: placement = .afterItems
                default: placement = .afterItem(Int.random(in: 0...70, using: &rng))
                }
                return PinterestSupplementary(
                    kind: Bool.random(using: &rng) ? "header" : "divider",
                    height: Double(Int.random(in: 0...120, using: &rng)), placement: placement)
            }
            try layout.prepare(for: pinterestContext(width: 363, height: 200, photoHeights: heights))
            let label = "round \(round)"
            guard expectLayoutInvariants(layout, sectionItemCounts: [count], label) else { return }
            let all = layout.allElements(contentOffset: .zero)
            let views = all.filter { $0.category != .cell }
            for cell in all where cell.category == .cell {
                for view in views where view.frame.intersects(cell.frame) {
                    Issue.record("\(label): \(view) overlaps \(cell)")
                    return
                }
            }
            for _ in 0..<4 {
                let rect = RandomQueries.rect(over: layout.contentSize, using: &rng)
                guard expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: .zero, all: all, label) else {
                    return
                }
                cases += 1
            }
        }
        #expect(cases == 2_000)
    }
}
