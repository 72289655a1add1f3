import Testing

@testable import CollectionLayout

/// Random list configurations, data and widths: the layout keeps its invariants, queries
/// match brute force, and the list's own rules hold (one separator per row but the
/// last, or every row, or none; each inside its row; backgrounds cover their rows).
@Suite struct ListPropertyTests {
    typealias F = CompositionalFixtures

    static func configuration(_ random: inout SplitMix64) -> ListConfiguration {
        let appearances = ListConfiguration.Appearance.allCases
        var c = ListConfiguration(appearance: appearances[Int(random.next() % UInt64(appearances.count))])
        let headers = ListConfiguration.HeaderMode.allCases
        c.headerMode = headers[Int(random.next() % UInt64(headers.count))]
        c.footerMode = random.next() % 2 == 0 ? .none : .supplementary
        if random.next() % 3 == 0 { c.showsSeparators.toggle() }
        let visibilities = ListSeparatorConfiguration.Visibility.allCases
        c.separatorConfiguration.bottomSeparatorVisibility = visibilities[Int(random.next() % 3)]
        if random.next() % 2 == 0 { c.separatorConfiguration.leadingInset = Double(random.next() % 60) }
        if random.next() % 2 == 0 { c.separatorConfiguration.trailingInset = Double(random.next() % 20) }
        if random.next() % 2 == 0 { c.headerTopPadding = Double(random.next() % 30) }
        if random.next() % 3 == 0 { c.rowHeight = .absolute(Double(random.next() % 80) + 1) }
        return c
    }

    @Test func randomListsKeepTheirRules() throws {
        var random = SplitMix64(seed: 1_415)
        for trial in 0..<150 {
            let c = Self.configuration(&random)
            let counts = (0..<Int(random.next() % 4 + 1)).map { _ in Int(random.next() % 25) }
            let heights = counts.map { n in
                (0..<n).map { _ in ItemMetrics(height: random.next() % 4 == 0 ? nil : Double(random.next() % 100)) }
            }
            let width = [320.0, 375, 390, 414, 768][Int(random.next() % 5)]
            let layout = CompositionalLayout(configuration: .init()) { _, environment in
                .list(using: c, layoutEnvironment: environment)
            }
            let l = try F.prepared(
                layout, counts: counts, size: Size(width: width, height: 700), metrics: .table(heights))
            let context = "trial \(trial): \(c) \(counts) width \(width)"
            expectLayoutInvariants(l, context)
            let all = l.allElements(contentOffset: .zero)
            for (s, n) in counts.enumerated() {
                let rows = F.cells(l, section: s)
                let ofSection = all.filter { $0.indexPath.section == s }
                let separators = ofSection.filter { $0.category == .decoration(kind: ElementKind.separator) }
                let header = c.headerMode == .firstItemInSection ? 1 : 0
                let decorated = max(0, n - header)
                var expected = 0
                if c.showsSeparators && decorated > 0 {
                    switch c.separatorConfiguration.bottomSeparatorVisibility {
                    case .automatic: expected = decorated - 1
                    case .visible: expected = decorated
                    case .hidden: expected = 0
                    }
                }
                #expect(separators.count == expected, "\(context) section \(s)")
                for sep in separators {
                    let row = rows[sep.indexPath.item]
                    #expect(sep.frame.maxY == row.maxY && sep.frame.minY >= row.minY, "\(context)")
                    #expect(sep.frame.minX >= row.minX && sep.frame.maxX <= row.maxX, "\(context)")
                }
                let backgrounds = ofSection.filter {
                    $0.category == .decoration(kind: ElementKind.listBackground)
                        || $0.category == .decoration(kind: ElementKind.insetListBackground)
                }
                for (i, row) in rows.enumerated() where i >= header {
                    #expect(
                        backgrounds.contains {
                            $0.frame.minX <= row.minX && $0.frame.maxX >= row.maxX && $0.frame.minY <= row.minY
                                && $0.frame.maxY >= row.maxY
                        }, "\(context) row \(i)")
                }
            }
            for _ in 0..<20 {
                let rect = Rect(
                    x: Double(random.next() % UInt64(width)),
                    y: Double(random.next() % UInt64(max(1, l.contentSize.height))),
                    width: Double(random.next() % 100) + 0.25, height: Double(random.next() % 200) + 0.25)
                expectQueryMatchesBruteForce(l, rect: rect, all: all, context)
            }
        }
    }
}
