import TestSupport
import Testing

@testable import CollectionLayout

/// The sizing delegate and the rotation rules over seeded random cases: a delegate that
/// answers what the data says lays out exactly as the data does, a reference size of
/// (side width, section height) is the default header and footer, rotation rules are the
/// rule's ratio and collapse set by hand, and a delegate that depends on the side's width
/// keeps queries exact.
@Suite struct SplitSizingPropertyTests {
    static let cases = 1_500

    /// Every element of a prepared layout at offset 0, for comparing two layouts.
    static func elements(_ layout: SplitLayout, _ context: LayoutContext) throws -> [LayoutAttributes] {
        var copy = layout
        try copy.prepare(for: context)
        return copy.allElements(contentOffset: .zero)
    }

    @Test func aDelegateAnsweringTheDataEqualsTheData() throws {
        var rng = SeededGenerator(seed: 0x51_2E)
        var nonEmpty = 0
        for _ in 0..<Self.cases {
            var (layout, context) = SplitPropertyTests.randomCase(&rng)
            layout.itemsPerLine = nil
            let plain = try Self.elements(layout, context)
            let metrics = context.itemMetrics
            let defaultSize = layout.defaultItemSize
            let sections = context.sections
            layout.sizeForItem = { path, _, _ in
                let m = metrics(path)
                return Size(width: m.width ?? defaultSize.width, height: m.height ?? defaultSize.height)
            }
            layout.headerSize = { s, width, _ in Size(width: width, height: sections[s].headerHeight) }
            layout.footerSize = { s, width, _ in Size(width: width, height: sections[s].footerHeight) }
            let delegated = try Self.elements(layout, context)
            #expect(delegated == plain)
            if !plain.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > Self.cases / 2)
    }

    @Test func rotationIsTheRulesRatioAndCollapse() throws {
        var rng = SeededGenerator(seed: 0x2071)
        var regular = 0
        for _ in 0..<Self.cases {
            let (base, context) = SplitPropertyTests.randomCase(&rng)
            func rule() -> SplitWidthClassRule {
                SplitWidthClassRule(
                    leftSideRatio: [0, 1, 0.5, Double.random(in: 0...1, using: &rng)].randomElement(using: &rng)!,
                    collapsesToVisibleSide: Bool.random(using: &rng))
            }
            let rotation = SplitRotation(
                compact: rule(), regular: rule(), regularMinimumWidth: Double.random(in: 0...600, using: &rng))
            var rotated = base
            rotated.rotation = rotation
            let widthClass = rotation.widthClass(forContainerWidth: context.containerSize.width)
            var byHand = base
            byHand.leftSideRatio = rotation.rule(for: widthClass).leftSideRatio
            byHand.collapsesToVisibleSide = rotation.rule(for: widthClass).collapsesToVisibleSide
            try rotated.prepare(for: context)
            #expect(rotated.widthClass == widthClass)
            #expect(rotated.allElements(contentOffset: .zero) == (try Self.elements(byHand, context)))
            if widthClass == .regular { regular += 1 }
        }
        #expect(regular > Self.cases / 10 && regular < Self.cases * 9 / 10)
    }

    @Test func sideWidthDelegatesKeepQueriesExact() throws {
        var rng = SeededGenerator(seed: 0x51DE)
        var queries = 0
        for _ in 0..<Self.cases {
            var (layout, context) = SplitPropertyTests.randomCase(&rng)
            let fraction = Double.random(in: 0.05...1, using: &rng)
            let aspect = Double.random(in: 0.25...4, using: &rng)
            layout.sizeForItem = { path, width, side in
                // Every third item is zero-size (no element), the rest a share of the side.
                path.item % 3 == 2 && side == .right
                    ? .zero : Size(width: width * fraction, height: width * fraction / aspect)
            }
            layout.headerSize = { s, width, _ in Size(width: width * Double(s % 3) / 2, height: 20) }
            try layout.prepare(for: context)
            let height = layout.contentSize.height
            for _ in 0..<6 {
                let rect = Rect(
                    x: Double.random(in: -50...(context.containerSize.width + 50), using: &rng),
                    y: Double.random(in: -50...(height + 50), using: &rng),
                    width: Double.random(in: 0...400, using: &rng), height: Double.random(in: 0...500, using: &rng))
                let offset = Point(x: 0, y: Double.random(in: -100...(height + 100), using: &rng))
                #expect(
                    layout.query(rect, contentOffset: offset).elements == splitBruteForce(layout, rect, offset: offset))
                queries += 1
            }
        }
        #expect(queries == Self.cases * 6)
    }
}
