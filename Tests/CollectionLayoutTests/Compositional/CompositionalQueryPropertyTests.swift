import TestSupport
import Testing

@testable import CollectionLayout

/// Queries equal a brute-force filter of `allElements(contentOffset:)`, with strips
/// scrolled to random offsets and pinned boundary items, on random specifications.
/// (The shared `expectLayoutInvariants` is not used whole: orthogonal strips, measured
/// items and negative insets legitimately reach outside the content size; its other
/// invariants are checked here.)
@Suite struct CompositionalQueryPropertyTests {
    /// A random query rectangle around the content: sometimes thin, sometimes aligned
    /// with an element's edge, sometimes outside.
    static func rect(
        _ layout: some CollectionViewLayout, elements: [LayoutAttributes], rng: inout SeededGenerator
    ) -> Rect {
        let content = layout.contentSize
        if !elements.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 {
            // Align with an element's edges to exercise the half-open test.
            let f = elements[Int.random(in: 0..<elements.count, using: &rng)].frame
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return Rect(x: f.maxX, y: f.minY, width: 50, height: f.height)
            case 1: return Rect(x: f.minX, y: f.maxY, width: f.width, height: 30)
            case 2: return Rect(x: f.minX - 40, y: f.minY - 40, width: 40, height: 40)
            default: return f
            }
        }
        let x = Double.random(in: -50...(content.width + 50), using: &rng)
        let y = Double.random(in: -50...(content.height + 50), using: &rng)
        let thin = Int.random(in: 0..<5, using: &rng) == 0
        let w = thin ? Double.random(in: 0.01...2, using: &rng) : Double.random(in: 1...600, using: &rng)
        let h = thin ? Double.random(in: 0.01...2, using: &rng) : Double.random(in: 1...900, using: &rng)
        return Int.random(in: 0..<3, using: &rng) == 0
            ? Rect(x: x, y: y, width: h, height: w) : Rect(x: x, y: y, width: w, height: h)
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func queriesMatchBruteForce(seed: UInt64) {
        var specs = RandomCompositionalSpecs(rng: SeededGenerator(seed: seed))
        var rng = SeededGenerator(seed: seed &+ 1000)
        var checkedLayouts = 0
        var checkedQueries = 0
        var nonEmpty = 0
        // Strips of both kinds: with an index of their own, and rows searched by bisection.
        var indexedStrips = 0
        var bisectedStrips = 0
        // Row strips whose frames the query derives from their template (StripDerivation).
        var derivedStrips = 0
        for _ in 0..<300 {
            guard let layout = specs.preparedLayout() else { continue }
            checkedLayouts += 1
            for strip in layout.prepared.strips {
                if strip.cellIndex == nil { bisectedStrips += 1 } else { indexedStrips += 1 }
            }
            derivedStrips += layout.prepared.stripRecords.count { $0.derivation.derives && !$0.indexed }
            let axis = layout.scrollAxis
            for _ in 0..<6 {
                var offset = Point.zero
                // A third of the offsets are exactly zero, where a query once dropped pinned items.
                if Int.random(in: 0..<3, using: &rng) > 0 {
                    offset[axis] = Double.random(in: -100...(layout.contentSize[axis] + 100), using: &rng).rounded()
                }
                let all = layout.allElements(contentOffset: offset)
                #expect(all.count(where: { $0.category == .cell }) == layout.prepared.cellFrames.count)
                for (a, b) in zip(all, all.dropFirst()) where !LayoutAttributes.dumpOrder(a, b) {
                    Issue.record("not in dump order: \(elementSummary(a)) then \(elementSummary(b))")
                }
                for e in all where !(e.frame.isFinite && e.frame.width >= 0 && e.frame.height >= 0) {
                    Issue.record("bad frame \(elementSummary(e))")
                }
                for probe in 0..<9 {
                    // The last probe is the viewport at that offset, as a scroll view asks.
                    let rect =
                        probe == 8
                        ? Rect(origin: offset, size: Size(width: 375, height: 667))
                        : Self.rect(layout, elements: all, rng: &rng)
                    checkedQueries += 1
                    if !bruteForceQuery(all, rect).isEmpty { nonEmpty += 1 }
                    guard expectQueryMatchesBruteForce(layout, rect: rect, contentOffset: offset, all: all) else {
                        return
                    }
                }
                for e in all {
                    switch e.category {
                    case .cell: #expect(layout.element(at: e.indexPath) == e)
                    case .supplementary(let kind):
                        #expect(layout.supplementary(ofKind: kind, at: e.indexPath, contentOffset: offset) == e)
                    case .decoration(let kind): #expect(layout.decoration(ofKind: kind, at: e.indexPath) == e)
                    }
                }
            }
        }
        #expect(checkedLayouts > 150)
        #expect(nonEmpty > checkedQueries / 3)
        #expect(
            indexedStrips > 20 && bisectedStrips > 20 && derivedStrips > 20 && derivedStrips < bisectedStrips,
            "strips: \(indexedStrips) indexed, \(bisectedStrips) bisected, \(derivedStrips) of them derived")
    }

    @Test func stripsMoveOnlyAlongTheCrossAxis() {
        var specs = RandomCompositionalSpecs(rng: SeededGenerator(seed: 99))
        var rng = SeededGenerator(seed: 100)
        for _ in 0..<200 {
            guard var layout = specs.preparedLayout() else { continue }
            let before = layout.allElements(contentOffset: .zero)
            for strip in layout.orthogonalStrips {
                layout.orthogonalOffsets[strip.section] = Double.random(in: -500...500, using: &rng)
            }
            let after = layout.allElements(contentOffset: .zero)
            #expect(before.count == after.count)
            for (a, b) in zip(before, after) {
                #expect(a.indexPath == b.indexPath && a.category == b.category)
                #expect(a.frame.min(layout.scrollAxis) == b.frame.min(layout.scrollAxis))
                #expect(a.frame.size == b.frame.size)
                if a.category != .cell || layout.strip(forSection: a.indexPath.section) == nil { #expect(a == b) }
            }
        }
    }
}
