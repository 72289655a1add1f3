import Testing

@testable import CollectionLayout

/// Docs/layouts.md, "Worked examples (compositional)", examples A–E: exact frames.
@Suite struct CompositionalWorkedExampleTests {
    typealias F = CompositionalFixtures

    @Test func exampleAInsetGrid() throws {
        let layout = try F.prepared(CompositionalLayout(section: F.insetGrid), counts: [4])
        #expect(
            F.cells(layout) == [
                Rect(x: 12, y: 12, width: 167.5, height: 171.5),
                Rect(x: 195.5, y: 12, width: 167.5, height: 171.5),
                Rect(x: 12, y: 199.5, width: 167.5, height: 171.5),
                Rect(x: 195.5, y: 199.5, width: 167.5, height: 171.5),
            ])
        #expect(layout.contentSize == Size(width: 375, height: 383))
        #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 375, height: 383))
    }

    @Test func exampleAPartialLastGroupUsesTheFirstSlots() throws {
        let layout = try F.prepared(CompositionalLayout(section: F.insetGrid), counts: [3])
        #expect(F.cells(layout)[2] == Rect(x: 12, y: 199.5, width: 167.5, height: 171.5))
        #expect(layout.contentSize.height == 383)
    }

    @Test func exampleBNestedGroupsDeprecatedCount() throws {
        let layout = try F.prepared(
            CompositionalLayout(section: LayoutSection(group: F.nestedGroup())), counts: [7])
        let h = 0.4 * 667
        var expected: [Rect] = []
        for k in 0..<3 {
            let y0 = h * Double(k)
            expected += [
                Rect(x: 10, y: y0 + 10, width: 242.5, height: 246.8),
                Rect(x: 272.5, y: y0 + 10, width: 92.5, height: 113.4),
                Rect(x: 272.5, y: y0 + 143.4, width: 92.5, height: 113.4),
            ]
        }
        #expect(close(F.cells(layout), Array(expected.prefix(7))))
        #expect(close(layout.contentSize.height, 3 * h))
    }

    @Test func exampleBRepeatingSubitemKeepsItsOwnHeight() throws {
        let layout = try F.prepared(
            CompositionalLayout(section: LayoutSection(group: F.nestedGroup(repeating: true))), counts: [6])
        let h = 0.4 * 667
        let cells = F.cells(layout)
        #expect(close(cells[1], Rect(x: 272.5, y: 10, width: 92.5, height: 60.04)))
        #expect(close(cells[2], Rect(x: 272.5, y: 90.04, width: 92.5, height: 60.04)))
        #expect(close(cells[5], Rect(x: 272.5, y: h + 90.04, width: 92.5, height: 60.04)))
    }

    @Test func exampleCSectionBackground() throws {
        let layout = try F.prepared(CompositionalLayout(section: F.backgroundList), counts: [5])
        #expect(F.cells(layout) == (0..<5).map { Rect(x: 10, y: 10 + 49 * Double($0), width: 355, height: 44) })
        #expect(layout.contentSize.height == 260)
        let background = layout.decoration(ofKind: ElementKind.background, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == Rect(x: 5, y: 5, width: 365, height: 250))
        #expect(background?.zIndex == -1)
    }

    @Test func exampleDFixedSpacing() throws {
        let layout = try F.prepared(CompositionalLayout(section: F.spacingRow(.fixed(10))), counts: [4])
        #expect(F.cells(layout).map(\.minX) == [0, 110, 220, 0])
        #expect(F.cells(layout)[3].minY == 100)
    }

    @Test func exampleDFlexibleSpacing() throws {
        let layout = try F.prepared(CompositionalLayout(section: F.spacingRow(.flexible(10))), counts: [3])
        #expect(F.cells(layout).map(\.minX) == [0, 137.5, 275])
    }

    @Test func exampleDFlexibleSpacingPartialGroupKeepsFullGroupSlots() throws {
        let layout = try F.prepared(CompositionalLayout(section: F.spacingRow(.flexible(10))), counts: [5])
        #expect(F.cells(layout).map(\.minX) == [0, 137.5, 275, 0, 137.5])
    }

    @Test func exampleDFlexibleEdgeSpacingCentresOneItem() throws {
        let item = LayoutItem(
            size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)),
            edgeSpacing: LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
        let one = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            repeatingSubitem: .item(item), count: 1)
        let layout = try F.prepared(CompositionalLayout(section: LayoutSection(group: one)), counts: [2])
        #expect(
            F.cells(layout) == [
                Rect(x: 137.5, y: 0, width: 100, height: 100), Rect(x: 137.5, y: 100, width: 100, height: 100),
            ])
        // Cycling the same item fits three per row (the minimum spacing is 0), and the
        // six flexible edges share the 75 pt left over.
        let filled = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
        let row = try F.prepared(CompositionalLayout(section: LayoutSection(group: filled)), counts: [3])
        #expect(F.cells(row).map(\.minX) == [12.5, 137.5, 262.5])
    }

    @Test func exampleDDeprecatedCountMakesEqualSlots() throws {
        let item = LayoutItem(size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitem: .item(item), count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = try F.prepared(CompositionalLayout(section: LayoutSection(group: group)), counts: [3])
        let w = (375.0 - 20) / 3
        #expect(
            F.cells(layout) == [
                Rect(x: 0, y: 0, width: w, height: 100), Rect(x: w + 10, y: 0, width: w, height: 100),
                Rect(x: 2 * (w + 10), y: 0, width: w, height: 100),
            ])
    }

    /// Example E with a plain list section after it, so `s` (the strip section's
    /// start) is 0 and the next section starts at 44 + 266.8 + 20.
    func exampleE(offsets: [Int: Double] = [:]) throws -> StripViewer {
        let layout = CompositionalLayout(
            configuration: CompositionalLayoutConfiguration(interSectionSpacing: 20)
        ) { index, _ in index == 0 ? F.orthogonalStrip : F.backgroundList }
        return StripViewer(try F.prepared(layout, counts: [7, 1]), orthogonalOffsets: offsets)
    }

    @Test func exampleEStripFramesInStripCoordinates() throws {
        let layout = try exampleE(offsets: [0: 0])
        let header = layout.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        var expected: [Rect] = []
        for k in 0..<3 {
            let x0 = 318.75 * Double(k)
            expected += [
                Rect(x: x0 + 10, y: 44 + 10, width: 203.125, height: 246.8),
                Rect(x: x0 + 233.125, y: 44 + 10, width: 75.625, height: 113.4),
                Rect(x: x0 + 233.125, y: 44 + 143.4, width: 75.625, height: 113.4),
            ]
        }
        #expect(close(F.cells(layout), Array(expected.prefix(7))))
        let strip = try #require(layout.strip(forSection: 0))
        #expect(close(strip.frame, Rect(x: 0, y: 44, width: 375, height: 0.4 * 667)))
        #expect(strip.contentLength == 3 * 318.75)
        #expect(strip.groupCount == 3)
        // The next section starts at s + 44 + 266.8 + 20.
        #expect(close(try #require(layout.sectionFrame(1)).minY, 44 + 0.4 * 667 + 20))
        #expect(close(F.cells(layout, section: 1)[0], Rect(x: 10, y: 44 + 0.4 * 667 + 20 + 10, width: 355, height: 44)))
    }

    @Test func exampleERestingOffsets() throws {
        let layout = try exampleE()
        let strip = try #require(layout.strip(forSection: 0))
        #expect(strip.initialOffset == -28.125)
        #expect(layout.stripOffset(forSection: 0) == -28.125)
        for k in 0..<3 {
            let rest = 318.75 * Double(k) - 28.125
            #expect(strip.restingOffset(nearest: rest + 100) == rest)
            #expect(strip.restingOffset(nearest: rest - 100) == rest)
        }
        #expect(strip.restingOffset(nearest: 10_000) == 318.75 * 2 - 28.125)
        #expect(strip.restingOffset(nearest: -10_000) == -28.125)
        #expect(strip.offsetRange == -28.125...(318.75 * 2 - 28.125))
        // Strips start at their resting offset for 0: the first group is centred.
        #expect(close(F.cells(layout)[0], Rect(x: 38.125, y: 54, width: 203.125, height: 246.8)))
        // The header does not scroll sideways.
        let header = layout.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minX == 0)
    }

    @Test func exampleEHeaderTakesTheMeasuredHeight() throws {
        let layout = CompositionalLayout(section: F.orthogonalStrip)
        var prepared = layout
        try prepared.prepare(
            for: LayoutContext(
                containerSize: F.phone, sections: [SectionMetrics(itemCount: 3, headerHeight: 60)],
                itemMetrics: .uniform(.unspecified)))
        #expect(
            prepared.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))?.frame.height == 60)
        #expect(prepared.strip(forSection: 0)?.frame.minY == 60)
    }
}
