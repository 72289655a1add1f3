import Testing

@testable import CollectionLayout

/// Animations between prepared layouts: pairing through a batch's mapping, the appear
/// and disappear hooks, interpolation.
@Suite struct LayoutTransitionTests {
    /// A flow of 100 x 100 items, 3 per line on a 320-pt-wide container.
    func flow(_ count: Int, headers: Bool = false) throws -> FlowLayout {
        var layout = FlowLayout(
            itemSize: Size(width: 100, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        try layout.prepare(
            for: LayoutContext(
                containerSize: Size(width: 320, height: 400),
                sections: [SectionMetrics(itemCount: count, headerHeight: headers ? 30 : 0)],
                itemMetrics: .uniform(.unspecified)))
        return layout
    }

    func side(_ layout: FlowLayout) -> LayoutTransition.Side {
        LayoutTransition.Side(
            layout: layout, visibleRect: Rect(x: 0, y: 0, width: 320, height: 400), contentOffset: .zero)
    }

    func p(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func deletingTheFirstItemShiftsTheOthersAndFadesIt() throws {
        let old = try flow(4)
        let new = try flow(3)
        let mapping = try BatchUpdate(deletedItems: [p(0)]).mapping(oldItemCounts: [4], newItemCounts: [3])
        let t = LayoutTransition(from: side(old), to: side(new), mapping: mapping)
        #expect(t.tracks.count == 4)
        let gone = t.tracks.first { $0.change == .disappearing }
        #expect(gone?.from.indexPath == p(0))
        #expect(gone?.to.alpha == 0)
        #expect(gone?.to.frame == gone?.from.frame)
        // Old item 3 (second line) becomes new item 2 (end of the first line).
        let moved = t.tracks.first { $0.from.indexPath == p(3) }
        #expect(moved?.to.indexPath == p(2))
        #expect(moved?.from.frame == Rect(x: 0, y: 110, width: 100, height: 100))
        #expect(moved?.to.frame == old.element(at: p(2))?.frame)
        let mid = t.attributes(atProgress: 0.5).first { $0.frame.minY == 55 }
        #expect(mid?.frame == Rect(x: 110, y: 55, width: 100, height: 100))
    }

    @Test func insertedItemsAppearThroughTheHook() throws {
        let old = try flow(2)
        let new = try flow(3)
        let mapping = try BatchUpdate(insertedItems: [p(0)]).mapping(oldItemCounts: [2], newItemCounts: [3])
        let t = LayoutTransition(from: side(old), to: side(new), mapping: mapping)
        let appearing = t.tracks.filter { $0.change == .appearing }
        #expect(appearing.map(\.to.indexPath) == [p(0)])
        #expect(appearing.first?.from.alpha == 0)
        #expect(t.attributes(atProgress: 0).first { $0.indexPath == p(0) && $0.alpha == 0 } != nil)
        #expect(t.attributes(atProgress: 1).allSatisfy { $0.alpha == 1 })
    }

    @Test func reloadedItemsCrossFade() throws {
        let layout = try flow(3)
        let mapping = try BatchUpdate(reloadedItems: [p(1)]).mapping(oldItemCounts: [3], newItemCounts: [3])
        let t = LayoutTransition(from: side(layout), to: side(layout), mapping: mapping)
        let reloaded = t.tracks.filter { $0.from.indexPath == p(1) || $0.to.indexPath == p(1) }
        #expect(Set(reloaded.map(\.change)) == [.appearing, .disappearing])
        #expect(t.tracks.filter { $0.change == .persisting }.count == 2)
    }

    @Test func withoutAMappingElementsPairByKeyAcrossLayouts() throws {
        // A layout switch: same data, another layout; headers pair by section.
        let old = try flow(4, headers: true)
        var new = FlowLayout(itemSize: Size(width: 150, height: 60), minimumLineSpacing: 5, minimumInteritemSpacing: 5)
        try new.prepare(
            for: LayoutContext(
                containerSize: Size(width: 320, height: 400),
                sections: [SectionMetrics(itemCount: 4, headerHeight: 30)],
                itemMetrics: .uniform(.unspecified)))
        let t = LayoutTransition(
            from: side(old),
            to: LayoutTransition.Side(
                layout: new, visibleRect: Rect(x: 0, y: 0, width: 320, height: 400), contentOffset: .zero))
        #expect(t.tracks.allSatisfy { $0.change == .persisting })
        let header = t.tracks.first { $0.from.category == .supplementary(kind: ElementKind.header) }
        #expect(header?.to.category == .supplementary(kind: ElementKind.header))
        #expect(t.tracks.count == 5)
    }

    @Test func elementsScrolledOffByTheChangeSlideInsteadOfFading() throws {
        // 12 items: old item 11 is below the 400-pt screen; after deleting 0..8 it is on it.
        let old = try flow(12)
        let new = try flow(3)
        let mapping = try BatchUpdate(deletedItems: (0..<9).map(p)).mapping(oldItemCounts: [12], newItemCounts: [3])
        let t = LayoutTransition(from: side(old), to: side(new), mapping: mapping)
        let slid = t.tracks.first { $0.to.indexPath == p(2) && $0.change == .persisting }
        #expect(slid?.from.frame == old.element(at: p(11))?.frame)
    }

    @Test func mapFramesMovesBothSides() throws {
        let layout = try flow(1)
        let t = LayoutTransition(from: side(layout), to: side(layout)).mapFrames(
            from: { $0.offsetBy(dx: 1, dy: 0) }, to: { $0.offsetBy(dx: 0, dy: 2) })
        #expect(t.tracks.first?.from.frame.minX == 1)
        #expect(t.tracks.first?.to.frame.minY == 2)
        #expect(LayoutTransition.ease(0) == 0 && LayoutTransition.ease(1) == 1 && LayoutTransition.ease(0.5) == 0.5)
    }

    @Test func elementKeysFollowTheMapping() throws {
        let mapping = try BatchUpdate(insertedSections: [0]).mapping(oldItemCounts: [2], newItemCounts: [0, 2])
        let header = ElementKey(category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: 0))
        #expect(header.mapped(by: mapping)?.indexPath == IndexPath(item: 0, section: 1))
        #expect(
            ElementKey(category: .cell, indexPath: IndexPath(item: 1, section: 1)).unmapped(by: mapping)?.indexPath
                == p(1))
        #expect(ElementKey(category: .cell, indexPath: IndexPath(item: 0, section: 0)).unmapped(by: mapping) == nil)
    }
}

/// Layouts customise appearing and disappearing elements through the protocol's hooks.
@Suite struct CustomAppearanceTests {
    @Test func pinterestPinsGrowFromTheirCentreAndShrinkAway() throws {
        var old = PinterestLayout(numberOfColumns: 2, cellPadding: 5)
        let context = { (n: Int) in
            LayoutContext(
                containerSize: Size(width: 300, height: 600), itemCounts: [n],
                itemMetrics: .uniform(ItemMetrics(height: 100)))
        }
        try old.prepare(for: context(2))
        var new = old
        try new.prepare(for: context(3))
        let mapping = try BatchUpdate(insertedItems: [IndexPath(item: 2, section: 0)]).mapping(
            oldItemCounts: [2], newItemCounts: [3])
        let side = { (l: PinterestLayout) in
            LayoutTransition.Side(
                layout: l, visibleRect: Rect(x: 0, y: 0, width: 300, height: 600), contentOffset: .zero)
        }
        let t = LayoutTransition(from: side(old), to: side(new), mapping: mapping)
        let appearing = try #require(t.tracks.first { $0.change == .appearing })
        let final = appearing.to.frame
        #expect(appearing.from.frame == Rect(x: final.midX, y: final.midY, width: 0, height: 0))
        #expect(appearing.from.alpha == 0)
        let half = LayoutTransition.interpolate(appearing.from, appearing.to, 0.5)
        #expect(half.frame.width == final.width / 2 && half.frame.midX == final.midX)
        // Disappearing: the reverse.
        let back = LayoutTransition(
            from: side(new), to: side(old),
            mapping: try BatchUpdate(deletedItems: [IndexPath(item: 2, section: 0)]).mapping(
                oldItemCounts: [3], newItemCounts: [2]))
        let gone = try #require(back.tracks.first { $0.change == .disappearing })
        #expect(gone.to.frame.size == .zero && gone.to.alpha == 0)
    }
}
