import TestSupport
import Testing

@testable import CollectionLayout

/// A templated strip's frames, derived by its record (StripDerivation.swift), equal the
/// stored frames bit for bit wherever the record derives; strips whose group starts
/// land an ulp away read their frames; a relayout that moves frames in place stops the
/// derivation of the strips it moved, and their queries stay those of a prepare.
@Suite struct StripDerivationTests {
    /// A shelf: one row of tiles `fraction` of the width, with `perGroup` cells stacked in
    /// each group, `spacing` between groups, scrolling on its own under a header.
    static func shelf(fraction: Double, perGroup: Int = 1, spacing: Double = 0, inset: Double = 4) -> LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1 / Double(perGroup))),
            contentInsets: DirectionalEdgeInsets(all: inset))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(fraction), height: .absolute(150)),
            repeatingSubitem: .item(item), count: perGroup)
        var section = LayoutSection(
            group: group, interGroupSpacing: spacing,
            contentInsets: DirectionalEdgeInsets(top: 4, leading: inset, bottom: 4, trailing: inset))
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                elementKind: ElementKind.header, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
                alignment: .top)
        ]
        return section
    }

    /// Every derived frame of `layout`'s strips against its stored frame; returns how
    /// many strips derive.
    @discardableResult
    static func expectDerivedFramesAreStored(
        _ layout: CompositionalLayout, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Int {
        let p = layout.prepared
        var derived = 0
        p.stripTemplates.withUnsafeBufferPointer { templates in
            for record in p.stripRecords where record.derivation.derives {
                derived += 1
                let d = record.derivation
                for i in 0..<Int(record.cellCount) {
                    let f = d.frame(
                        i, groupFirst: record.groupFirst, groupPitch: record.groupPitch, along: p.axis.cross,
                        templates: templates)
                    if !f.sameBits(p.cellFrames[record.firstCell + i]) {
                        Issue.record(
                            "section \(record.section) cell \(i): derived \(f), stored \(p.cellFrames[record.firstCell + i])",
                            sourceLocation: sourceLocation)
                        return
                    }
                }
            }
        }
        return derived
    }

    /// The benchmark's shelves (156-point tiles of a 390-point width): every strip
    /// derives, from one shared template of one cell, and a viewport's query is exact.
    @Test func integerShelvesDeriveFromOneTemplate() throws {
        var layout = CompositionalLayout(section: Self.shelf(fraction: 0.4, inset: 0))
        let context = LayoutContext(
            containerSize: Size(width: 390, height: 844),
            itemCounts: [Int](repeating: 20, count: 50))
        try layout.prepare(for: context)
        #expect(Self.expectDerivedFramesAreStored(layout) == 50)
        #expect(layout.prepared.stripTemplates == [Rect(x: 0, y: 0, width: 156, height: 150)])
        // One unpinned header per section: kept as frames (UniformExtras, by section).
        #expect(layout.prepared.extras.storage.uniformExtras?.count == 50)
        #expect(layout.prepared.extras.storage.uniformExtras?.bySection == true)
        #expect(
            layout.supplementary(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 7), contentOffset: .zero)?
                .frame
                == Rect(x: 0, y: 7 * 198, width: 390, height: 40))
        // Section 2 starts at 2 * 198 (header 40, insets 4 and 4, tiles 150); its strip
        // scrolled by 100 shows items 0 to 3.
        let cells = layout.query(
            Rect(x: 0, y: 2 * 198 + 40, width: 390, height: 150), contentOffset: .zero,
            orthogonalOffsets: [2: 100]
        ).elements.filter { $0.category == .cell }
        #expect(cells.map(\.indexPath) == (0..<4).map { IndexPath(item: $0, section: 2) })
        #expect(cells.map(\.frame.minX) == [-100, 56, 212, 368])
        #expect(cells.allSatisfy { $0.frame.minY == 2 * 198 + 40 + 4 && $0.frame.height == 150 })
    }

    /// Random shelves (tile fractions, stacked cells, spacings and insets, some inexact):
    /// wherever a record derives, its frames are the stored ones, and queries equal a
    /// brute-force filter; both derived and read strips occur.
    @Test func randomShelvesDeriveExactlyOrReadTheirFrames() {
        var rng = SeededGenerator(seed: 2_412)
        var derived = 0
        var read = 0
        for _ in 0..<400 {
            let fraction = [0.4, 0.25, 0.37, 1.0 / 3, 0.8, 0.55][Int.random(in: 0..<6, using: &rng)]
            let perGroup = Int.random(in: 1...3, using: &rng)
            let spacing = [0, 8, 0.1, 2.5][Int.random(in: 0..<4, using: &rng)]
            let inset = [0, 4, 0.3][Int.random(in: 0..<3, using: &rng)]
            var layout = CompositionalLayout(
                section: Self.shelf(fraction: fraction, perGroup: perGroup, spacing: spacing, inset: inset))
            let sections = Int.random(in: 1...6, using: &rng)
            let context = LayoutContext(
                containerSize: Size(width: Double(Int.random(in: 280...1100, using: &rng)), height: 700),
                itemCounts: (0..<sections).map { _ in Int.random(in: 0...60, using: &rng) })
            guard (try? layout.prepare(for: context)) != nil else {
                Issue.record("shelf failed to prepare")
                return
            }
            let d = Self.expectDerivedFramesAreStored(layout)
            derived += d
            read += layout.prepared.stripRecords.count - d
            for _ in 0..<6 {
                var offsets: [Int: Double] = [:]
                for strip in layout.orthogonalStrips {
                    offsets[strip.section] = Double.random(in: -50...(strip.contentLength + 50), using: &rng)
                }
                let all = layout.allElements(contentOffset: .zero, orthogonalOffsets: offsets)
                let rect = Rect(
                    x: Double.random(in: -100...context.containerSize.width, using: &rng),
                    y: Double.random(in: -50...max(0, layout.contentSize.height), using: &rng),
                    width: Double.random(in: 0.5...500, using: &rng), height: Double.random(in: 0.5...700, using: &rng))
                let found = layout.query(rect, contentOffset: .zero, orthogonalOffsets: offsets).elements
                let expected = all.filter { $0.frame.intersects(rect) }
                #expect(found == expected, "rect \(rect)")
            }
        }
        #expect(derived > 200 && read > 20, "\(derived) strips derived, \(read) read their frames")
    }

    /// An estimated grid before shelves in one chunk: a measured size moves the shelves'
    /// stored frames in place, so those strips read them from then on (the others keep
    /// deriving), and the layout answers as a prepare with the measured size does.
    @Test func aRelayoutThatMovesFramesInPlaceStopsTheirDerivation() throws {
        // Tiles of 0.4 x 390 = 156 points (no inset): sums exact, so the shelves derive.
        let sections = [
            MeasuredSizeTests.grid(), Self.shelf(fraction: 0.4, inset: 0), Self.shelf(fraction: 0.4, inset: 0),
        ]
        let make = { CompositionalLayout(configuration: .init()) { index, _ in sections[index] } }
        let context = MeasuredSizeTests.phoneContext(heights: [
            (0..<40).map { Double(100 + $0 % 7 * 10) }, [Double](repeating: 150, count: 20),
            [Double](repeating: 150, count: 20),
        ])
        var layout = make()
        try layout.prepare(for: context)
        #expect(layout.prepared.stripRecords.map(\.derivation.perGroup) == [1, 1])
        let size = Size(width: 187, height: 333.25)
        try layout.updateMeasuredSize(size, forItemAt: IndexPath(item: 5, section: 0))
        #expect(layout.prepared.stripRecords.map(\.derivation.perGroup) == [0, 0])
        var reference = make()
        try reference.prepare(for: CompositionalLayout.measuredContext(context, [IndexPath(item: 5, section: 0): size]))
        #expect(Self.expectDerivedFramesAreStored(reference) == 2)
        let all = reference.allElements(contentOffset: .zero)
        #expect(layout.allElements(contentOffset: .zero) == all)
        for y in stride(from: -100.0, to: reference.contentSize.height + 100, by: 37) {
            let rect = Rect(x: 0, y: y, width: 390, height: 844)
            #expect(layout.query(rect, contentOffset: .zero).elements == all.filter { $0.frame.intersects(rect) })
        }
    }
}
