import TestSupport
import Testing

@testable import CollectionLayout

/// The elements a brute-force filter of `allElements(contentOffset:)` finds in `rect`.
func splitBruteForce(_ layout: some CollectionViewLayout, _ rect: Rect, offset: Point) -> [LayoutAttributes] {
    layout.allElements(contentOffset: offset).filter { $0.frame.intersects(rect) }
}

@Suite struct SplitPropertyTests {
    /// A random split layout and context.
    static func randomCase(_ rng: inout SeededGenerator) -> (SplitLayout, LayoutContext) {
        func length(_ range: ClosedRange<Int>) -> Double {
            let whole = Double(Int.random(in: range, using: &rng))
            return Bool.random(using: &rng) ? whole : whole + Double(Int.random(in: 0...3, using: &rng)) * 0.25
        }
        let width =
            Int.random(in: 0..<10, using: &rng) == 0 ? Double.random(in: 10...600, using: &rng) : length(60...500)
        var layout = SplitLayout()
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: layout.leftSideRatio = 0
        case 1: layout.leftSideRatio = 1
        case 2: layout.leftSideRatio = Double(Int.random(in: 1...9, using: &rng)) / 10
        default: layout.leftSideRatio = Double.random(in: 0...1, using: &rng)
        }
        // A spacing as wide as the view is an error (issue 27; `SplitValidationTests`).
        layout.splitSpacing = Swift.min(length(0...30), width / 2)
        layout.sectionInset = EdgeInsets(
            top: length(0...12), left: length(0...12), bottom: length(0...12), right: length(0...12))
        layout.minimumItemLineSpacing = length(0...15)
        layout.minimumInterItemSpacing = length(0...15)
        layout.isNormalizingLineHeight = Bool.random(using: &rng)
        layout.sectionPinToVisibleBounds = Bool.random(using: &rng)
        layout.collapsesToVisibleSide = Int.random(in: 0..<4, using: &rng) == 0
        if Int.random(in: 0..<5, using: &rng) == 0 { layout.itemsPerLine = Int.random(in: 1...5, using: &rng) }
        let sectionCount = Int.random(in: 0...7, using: &rng)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let key = SplitStyleKey(
                    section: Bool.random(using: &rng) ? Int.random(in: 0...max(0, sectionCount - 1), using: &rng) : nil,
                    side: [SectionSide.left, .right, nil].randomElement(using: &rng)!)
                layout.styles[key] = SplitSectionStyle(
                    sectionInset: Bool.random(using: &rng) ? EdgeInsets(all: length(0...10)) : nil,
                    minimumItemLineSpacing: Bool.random(using: &rng) ? length(0...20) : nil,
                    minimumInterItemSpacing: Bool.random(using: &rng) ? length(0...20) : nil)
            }
        }
        var sections: [SectionMetrics] = []
        var table: [[ItemMetrics]] = []
        for _ in 0..<sectionCount {
            let count = Int.random(in: 0...20, using: &rng)
            let headerHeight = Int.random(in: 0..<3, using: &rng) == 0 ? 0 : length(5...40)
            let footerHeight = Int.random(in: 0..<2, using: &rng) == 0 ? 0 : length(5...30)
            _ = Bool.random(using: &rng)  // was a background colour name: the seeded cases stay the same
            sections.append(
                SectionMetrics(
                    itemCount: count,
                    headerHeight: headerHeight, footerHeight: footerHeight,
                    side: [SectionSide.left, .right, nil].randomElement(using: &rng)!))
            table.append(
                (0..<count).map { _ in
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0: return ItemMetrics(width: 0, height: length(1...100))
                    case 1: return ItemMetrics(width: length(1...100), height: 0)
                    case 2: return ItemMetrics(width: length(150...400), height: length(1...120))
                    case 3: return ItemMetrics(height: length(1...120))
                    default: return ItemMetrics(width: length(1...150), height: length(1...120))
                    }
                })
        }
        let context = LayoutContext(
            containerSize: Size(width: width, height: 500), sections: sections, itemMetrics: .table(table))
        return (layout, context)
    }

    @Test func queriesMatchBruteForceAndTheReference() throws {
        var rng = SeededGenerator(seed: 0x5917)
        var queries = 0
        var nonEmpty = 0
        var pinnedChecks = 0
        var invariantChecks = 0
        for _ in 0..<3_000 {
            let (config, context) = Self.randomCase(&rng)
            var layout = config
            try layout.prepare(for: context)
            let reference = SplitReference(config, context)
            let height = layout.contentSize.height
            #expect(layout.contentSize == Size(width: context.containerSize.width, height: reference.tail))
            // Whole layouts at a few offsets, against the reference.
            for offsetY in [0, Double.random(in: -100...(height + 100), using: &rng)] {
                let all = layout.allElements(contentOffset: Point(x: 0, y: offsetY))
                #expect(all == reference.elements(offsetY: offsetY))
                #expect(all.allSatisfy { $0.frame.isFinite })
            }
            // The project-wide invariants, where every item fits its side (a wider item
            // passes the content width, as in the original).
            let fits = layout.allElements(contentOffset: .zero).allSatisfy {
                $0.frame.maxX <= context.containerSize.width + 1e-9
            }
            if fits {
                expectLayoutInvariants(
                    layout, contentOffset: Point(x: 0, y: Double.random(in: -50...(height + 50), using: &rng)),
                    sectionItemCounts: nil, "split case")
                invariantChecks += 1
            }
            // Every index path: an element exactly when the reference placed the item.
            for (s, section) in context.sections.enumerated() {
                for i in 0..<section.itemCount {
                    let path = IndexPath(item: i, section: s)
                    #expect(layout.element(at: path)?.frame == reference.cells[path])
                }
            }
            // Queries at random rectangles and offsets, against brute force.
            for _ in 0..<8 {
                let rect = Rect(
                    x: Double.random(in: -50...(context.containerSize.width + 50), using: &rng),
                    y: Double.random(in: -50...(height + 50), using: &rng),
                    width: Int.random(in: 0..<12, using: &rng) == 0 ? 0 : Double.random(in: 0...400, using: &rng),
                    height: Int.random(in: 0..<12, using: &rng) == 0 ? 0 : Double.random(in: 0...500, using: &rng))
                let offset = Point(x: 0, y: Double.random(in: -100...(height + 100), using: &rng))
                let expected = splitBruteForce(layout, rect, offset: offset)
                let got = layout.query(rect, contentOffset: offset).elements
                #expect(got == expected, "rect \(rect) offset \(offset)")
                expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset)
                queries += 1
                if !expected.isEmpty { nonEmpty += 1 }
                if layout.hasOffsetDependentElements
                    && expected.contains(where: { $0.category == .supplementary(kind: "header") })
                {
                    pinnedChecks += 1
                }
            }
        }
        // The random cases must exercise what they claim to.
        #expect(queries == 24_000)
        #expect(nonEmpty > 10_000)
        #expect(pinnedChecks > 1_000)
        #expect(invariantChecks > 1_000)
    }

    @Test func pinnedHeadersAreFoundByPointQueriesAtTheirPinnedPlace() throws {
        // A viewport-sized query at every offset finds each header that overlaps it.
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<300 {
            var (layout, context) = Self.randomCase(&rng)
            layout.sectionPinToVisibleBounds = true
            try layout.prepare(for: context)
            let height = layout.contentSize.height
            for offsetY in stride(from: -20.0, through: height + 20, by: max(1, height / 40)) {
                let viewport = Rect(x: 0, y: offsetY, width: context.containerSize.width, height: 120)
                let offset = Point(x: 0, y: offsetY)
                #expect(
                    layout.query(viewport, contentOffset: offset).elements
                        == splitBruteForce(layout, viewport, offset: offset))
            }
        }
    }
}
