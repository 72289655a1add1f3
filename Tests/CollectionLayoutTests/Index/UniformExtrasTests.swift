import TestSupport
import Testing

@testable import CollectionLayout

/// A store that keeps its extras as frames (``UniformExtras``: Pinterest's banners, or a
/// compositional layout's one header per section) answers every question as the store
/// of the same elements kept as attributes.
@Suite struct UniformExtrasTests {
    static let banner = ElementCategory.supplementary(kind: ElementKind.banner)

    /// Random cells and banners (some of empty extent, some overlapping), as both stores.
    /// `bySection`: banner `k` is item 0 of section `k`, else item `k` of section 0.
    static func stores(
        _ rng: inout SeededGenerator, bySection: Bool = false
    ) -> (plain: ElementStore, uniform: ElementStore, banners: [Rect]) {
        let cellCount = Int.random(in: 0...300, using: &rng)
        let bannerCount = Int.random(in: 0...(Bool.random(using: &rng) ? 3 : 120), using: &rng)
        func frame() -> Rect {
            let height = Int.random(in: 0..<8, using: &rng) == 0 ? 0 : Double.random(in: 1...200, using: &rng)
            return Rect(
                x: Double.random(in: 0...300, using: &rng), y: Double.random(in: 0...5_000, using: &rng),
                width: Double.random(in: 1...100, using: &rng), height: height)
        }
        let cells = (0..<cellCount).map { _ in frame() }
        let banners = (0..<bannerCount).map { _ in frame() }
        let attributes = banners.enumerated().map {
            LayoutAttributes(
                category: banner,
                indexPath: bySection ? IndexPath(item: 0, section: $0.offset) : IndexPath(item: $0.offset, section: 0),
                frame: $0.element)
        }
        if bySection {
            // The builder's check finds the form in the attributes, and only there.
            #expect(UniformExtras.bySection(attributes)?.frames == (banners.isEmpty ? nil : banners))
            #expect(UniformExtras.bySection(attributes.reversed()) == nil || banners.count < 2)
        }
        let plain = ElementStore(axis: .vertical, sectionItemCounts: [cellCount], cellFrames: cells, extras: attributes)
        let uniform = ElementStore(
            axis: .vertical, sectionItemCounts: [cellCount], cellFrames: cells,
            cellIndex: VisibilityIndex(frames: cells, axis: .vertical),
            uniformExtras: UniformExtras(code: CategoryCode(banner), frames: banners, bySection: bySection),
            extraIndex: VisibilityIndex(frames: banners, axis: .vertical))
        return (plain, uniform, banners)
    }

    /// Queries (with and without an adjustment), streamed walks, every element, lookups
    /// and counts agree over 3,000 random stores.
    @Test(arguments: [false, true])
    func answersAsTheStoreOfAttributes(bySection: Bool) {
        var rng = SeededGenerator(seed: bySection ? 0x5EC_7104 : 0xBA_4E25)
        let shift: (inout LayoutAttributes) -> Void = { a in
            if a.category != .cell { a.frame.origin.y += 37 }
        }
        for round in 0..<3_000 {
            let (plain, uniform, banners) = Self.stores(&rng, bySection: bySection)
            #expect(uniform.extraCount == banners.count, "round \(round)")
            #expect(uniform.extras == plain.extras, "round \(round)")
            #expect(uniform.allElements() == plain.allElements(), "round \(round)")
            #expect(uniform.allElements(adjust: shift) == plain.allElements(adjust: shift), "round \(round)")
            for _ in 0..<4 {
                let rect = Rect(
                    x: Double.random(in: -50...300, using: &rng), y: Double.random(in: -100...5_200, using: &rng),
                    width: Double.random(in: 0...400, using: &rng), height: Double.random(in: 0...900, using: &rng))
                #expect(uniform.query(rect).elements == plain.query(rect).elements, "round \(round) \(rect)")
                #expect(
                    uniform.query(rect, adjust: shift).elements == plain.query(rect, adjust: shift).elements,
                    "round \(round) \(rect)")
                var streamed: [LayoutAttributes] = []
                uniform.forEachElement(in: rect, adjust: shift) { streamed.append($0) }
                #expect(streamed == plain.query(rect, adjust: shift).elements, "round \(round) \(rect)")
            }
            for k in [-1, 0, banners.count / 2, banners.count - 1, banners.count] {
                for path in [
                    IndexPath(item: k, section: 0), IndexPath(item: 0, section: k), IndexPath(item: 1, section: k),
                ] {
                    #expect(
                        uniform.extra(Self.banner, at: path) == plain.extra(Self.banner, at: path), "round \(round)")
                }
            }
            let other = ElementCategory.supplementary(kind: ElementKind.header)
            #expect(uniform.extra(other, at: IndexPath(item: 0, section: 0)) == nil)
            #expect(
                uniform.extra(
                    Self.banner, at: bySection ? IndexPath(item: 1, section: 0) : IndexPath(item: 0, section: 1)) == nil
            )
        }
    }

    /// Pinterest keeps its banners as frames when it has no client views, in both of its
    /// placements (two columns, and the tracker for more), and as attributes with them.
    @Test func pinterestKeepsBannersAsFrames() throws {
        for columns in [2, 3] {
            var layout = PinterestLayout(numberOfColumns: columns, numberOfItemsBeforeAds: 2)
            try layout.prepare(for: LayoutContext(containerSize: Size(width: 390, height: 844), itemCounts: [9]))
            #expect(layout.store.storage.uniformExtras?.count == 4, "columns \(columns)")
            #expect(layout.store.storage.extras.isEmpty, "columns \(columns)")
            #expect(layout.store.extras.map(\.indexPath.item) == [0, 1, 2, 3], "columns \(columns)")
            layout.supplementaries = [PinterestSupplementary(kind: "note", height: 30, placement: .beforeItems)]
            try layout.prepare(for: LayoutContext(containerSize: Size(width: 390, height: 844), itemCounts: [9]))
            #expect(layout.store.storage.uniformExtras == nil, "columns \(columns)")
            #expect(layout.store.storage.extras.count == 5, "columns \(columns)")
        }
    }
}
