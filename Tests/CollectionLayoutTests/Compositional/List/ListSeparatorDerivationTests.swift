import Testing

@testable import CollectionLayout

/// A list's separators are derived from its rows when asked for (``ListSeparatorRuns``):
/// over thousands of seeded random layouts and rectangles, every path that yields them
/// agrees with brute force and with the separators computed here from the rows; and the
/// prepared layout holds no element per separator, so a list costs what its rows cost.
@Suite struct ListSeparatorDerivationTests {
    typealias F = CompositionalFixtures

    /// One random section: a list (a random configuration, sometimes with a decoration of
    /// its own of kind `separator`, a pinned header or orthogonal scrolling), or a grid of
    /// two columns with a `separator` decoration of its own.
    struct Spec: Sendable {
        var list: ListConfiguration?
        var ownSeparator: Bool
        var pinned: Bool
        var orthogonal: Bool
    }

    static func spec(_ random: inout SplitMix64) -> Spec {
        let isList = random.next() % 5 != 0
        return Spec(
            list: isList ? ListPropertyTests.configuration(&random) : nil, ownSeparator: random.next() % 4 == 0,
            pinned: random.next() % 4 == 0, orthogonal: random.next() % 10 == 0)
    }

    static func section(_ spec: Spec, _ environment: LayoutEnvironment) -> LayoutSection {
        var section: LayoutSection
        if let list = spec.list {
            section = .list(using: list, layoutEnvironment: environment)
        } else {
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(30)))
            let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(30))
            section = LayoutSection(group: .horizontal(size: size, subitems: [item]))
        }
        if spec.ownSeparator {
            // zIndex 7 tells it from the list's (0); at item 0 it ties with row 0's.
            section.decorationItems.append(DecorationItem(elementKind: ElementKind.separator, zIndex: 7))
        }
        if spec.pinned {
            if let i = section.boundarySupplementaryItems.indices.first {
                section.boundarySupplementaryItems[i].pinToVisibleBounds = true
            } else {
                section.boundarySupplementaryItems.append(
                    BoundarySupplementaryItem(
                        elementKind: "banner", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)),
                        alignment: .top, pinToVisibleBounds: true))
            }
        }
        if spec.orthogonal { section.orthogonalScrollingBehavior = .continuous }
        return section
    }

    /// A row height: the estimate, whole points, eighths, less than a point, or none.
    static func height(_ random: inout SplitMix64) -> Double? {
        switch random.next() % 6 {
        case 0: return nil
        case 1: return Double(random.next() % 90) + 1
        case 2: return Double(random.next() % 800) / 8
        case 3: return Double(random.next() % 100) / 97
        case 4: return 0
        default: return 44 + Double(random.next() % 1_000) / 333
        }
    }

    /// The separators this layout must have, computed from its rows as a list places them.
    static func expectedSeparators(
        _ specs: [Spec], counts: [Int], all: [LayoutAttributes], width: Double, vertical: Bool
    ) -> [LayoutAttributes] {
        guard vertical else { return [] }
        var out: [LayoutAttributes] = []
        for (s, spec) in specs.enumerated() {
            guard let c = spec.list, !spec.orthogonal, c.showsSeparators else { continue }
            let visibility = c.separatorConfiguration.bottomSeparatorVisibility
            guard visibility != .hidden else { continue }
            let rows = all.filter { $0.category == .cell && $0.indexPath.section == s }.map(\.frame)
            #expect(rows.count == counts[s])
            let header = c.headerMode == .firstItemInSection ? 1 : 0
            let leading = c.separatorConfiguration.leadingInset ?? ListConfiguration.layoutMargin(forWidth: width)
            let trailing = c.separatorConfiguration.trailingInset ?? 0
            let last = visibility == .visible ? rows.count : rows.count - 1
            guard header < last else { continue }
            for i in header..<last {
                let r = rows[i]
                let x = r.minX + leading
                let h = min(1, r.height)
                out.append(
                    LayoutAttributes(
                        category: .decoration(kind: ElementKind.separator), indexPath: IndexPath(item: i, section: s),
                        frame: Rect(x: min(x, r.maxX), y: r.maxY - h, width: max(0, r.maxX - trailing - x), height: h)))
            }
        }
        return out
    }

    @Test func derivedSeparatorsMatchBruteForceOverRandomListsAndRectangles() throws {
        var random = SplitMix64(seed: 2_424)
        var rectangles = 0
        var separatorsSeen = 0
        for trial in 0..<400 {
            let specs = (0..<Int(random.next() % 4 + 1)).map { _ in Self.spec(&random) }
            let counts = specs.map { _ in Int(random.next() % 30) }
            let heights = counts.map { n in (0..<n).map { _ in ItemMetrics(height: Self.height(&random)) } }
            let width = [320.0, 375, 390, 414, 768][Int(random.next() % 5)]
            let vertical = random.next() % 8 != 0
            let layout = CompositionalLayout(
                configuration: .init(scrollDirection: vertical ? .vertical : .horizontal, interSectionSpacing: 3)
            ) { s, environment in Self.section(specs[s], environment) }
            let l = try F.prepared(
                layout, counts: counts, size: Size(width: width, height: 600), metrics: .table(heights))
            let context = "trial \(trial): \(specs) \(counts) width \(width)"
            let extent = vertical ? l.contentSize.height : l.contentSize.width
            for _ in 0..<3 {
                let offsetAlong = Double(random.next() % UInt64(max(1, extent)))
                let offset = vertical ? Point(x: 0, y: offsetAlong) : Point(x: offsetAlong, y: 0)
                let all = l.allElements(contentOffset: offset)
                var walked: [LayoutAttributes] = []
                l.forEachElement(contentOffset: offset) { walked.append($0) }
                #expect(walked == all, "\(context)")
                // Dump order: cells, then the rest by category and index path.
                let extras = all.drop(while: { $0.category == .cell })
                #expect(!extras.contains { $0.category == .cell }, "\(context)")
                for (p, q) in zip(extras, extras.dropFirst()) where LayoutAttributes.dumpOrder(q, p) {
                    Issue.record("\(context): \(elementSummary(q)) after \(elementSummary(p))")
                }
                let derived = all.filter { $0.category == .decoration(kind: ElementKind.separator) && $0.zIndex == 0 }
                let expected = Self.expectedSeparators(
                    specs, counts: counts, all: all, width: width, vertical: vertical)
                #expect(derived == expected, "\(context)")
                separatorsSeen += derived.count
                for e in all where e.category != .cell {
                    // The first element of its category and index path, as a look-up finds it.
                    let first = all.first { $0.category == e.category && $0.indexPath == e.indexPath }
                    if case .decoration(let kind) = e.category {
                        #expect(l.decoration(ofKind: kind, at: e.indexPath) == first, "\(context)")
                        #expect(l.explanation(for: ElementKey(e), contentOffset: offset) != nil, "\(context)")
                    }
                }
                for _ in 0..<4 {
                    let across = vertical ? width : 600
                    let a = Double(random.next() % UInt64(max(1, extent))) - 5
                    let c = Double(random.next() % UInt64(across)) - 5
                    let long = Double(random.next() % 300) / Double(random.next() % 4 + 1) + 0.25
                    let short = Double(random.next() % 200) + 0.25
                    let rect =
                        vertical
                        ? Rect(x: c, y: a, width: short, height: long) : Rect(x: a, y: c, width: long, height: short)
                    expectQueryMatchesBruteForce(l, rect: rect, contentOffset: offset, all: all, context)
                    var streamed: [LayoutAttributes] = []
                    l.forEachElement(in: rect, contentOffset: offset) { streamed.append($0) }
                    #expect(streamed == l.query(rect, contentOffset: offset).elements, "\(context)")
                    rectangles += 1
                }
                // A row's separator sits on its bottom edge: rectangles that end there, or
                // start a hair above it, find it exactly when brute force does.
                for e in derived.prefix(3) {
                    let f = e.frame
                    for rect in [
                        Rect(x: f.minX, y: f.maxY.nextDown, width: 1, height: 1),
                        Rect(x: f.minX, y: f.minY - 1, width: f.width, height: 1),
                        Rect(x: f.maxX.nextDown, y: f.minY, width: 3, height: f.height),
                    ] {
                        expectQueryMatchesBruteForce(l, rect: rect, contentOffset: offset, all: all, context)
                        rectangles += 1
                    }
                }
            }
        }
        #expect(rectangles > 4_000)
        #expect(separatorsSeen > 5_000)
    }

    /// The memory a list's separators cost: none per row. A 10,000-row plain list stores
    /// the same elements with and without separators (its rows and one background) and
    /// one separator run per section; its bytes stay within 20 % of the rows' alone.
    @Test func separatorsStoreNothingPerRow() throws {
        func prepared(separators: Bool, counts: [Int]) throws -> CompositionalLayout {
            var plain = ListConfiguration(appearance: .plain)
            plain.showsSeparators = separators
            let c = plain
            let layout = CompositionalLayout(configuration: .init()) { _, environment in
                .list(using: c, layoutEnvironment: environment)
            }
            return try F.prepared(layout, counts: counts)
        }
        /// The bytes of what a prepare keeps per element: cell frames, stored extras and
        /// separator runs (the indexes over them grow with the same counts).
        func bytes(_ l: CompositionalLayout) -> Int {
            let p = l.prepared
            return p.cellFrames.count * MemoryLayout<Rect>.stride + p.extras.extras.count
                * MemoryLayout<LayoutAttributes>.stride + p.separators.runs.count
                * MemoryLayout<ListSeparatorRuns.Run>.stride
        }
        for counts in [[10_000], [100, 100, 100, 100]] {
            let with = try prepared(separators: true, counts: counts)
            let without = try prepared(separators: false, counts: counts)
            let rows = counts.reduce(0, +)
            #expect(with.prepared.extras.extras.count == without.prepared.extras.extras.count)
            #expect(with.prepared.extras.extras.count == counts.count)  // one background per section
            #expect(with.prepared.separators.runs.count == counts.count)
            #expect(with.prepared.separators.count == rows - counts.count)
            #expect(without.prepared.separators.isEmpty)
            #expect(with.allElements(contentOffset: .zero).count == 2 * rows)
            #expect(Double(bytes(with)) <= 1.2 * Double(bytes(without)), "\(bytes(with)) vs \(bytes(without))")
            #expect(MemoryLayout<ListSeparatorRuns.Run>.stride == 48)
        }
    }
}
