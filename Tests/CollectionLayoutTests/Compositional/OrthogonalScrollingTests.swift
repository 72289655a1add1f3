import TestSupport
import Testing

@testable import CollectionLayout

/// Docs/layouts.md, "Orthogonal scrolling": strips along the cross axis, their offsets and resting offsets.
@Suite struct OrthogonalScrollingTests {
    typealias F = CompositionalFixtures

    /// Ten groups 100 wide, 10 apart, section insets 20 leading and trailing: content
    /// 20 + 1000 + 90 + 20 = 1130, so offsets run 0 ... 755 on the phone.
    static func strip(_ behavior: OrthogonalScrollingBehavior) throws -> CompositionalLayout {
        let section = StripFixtures.section(behavior)
        return try F.prepared(CompositionalLayout(section: section), counts: [10, 10])
    }

    @Test func stripGeometry() throws {
        let layout = try Self.strip(.continuous)
        let strip = try #require(layout.strip(forSection: 0))
        #expect(strip.contentLength == 1130)
        #expect(strip.frame == Rect(x: 0, y: 5, width: 375, height: 50))
        #expect(strip.offsetRange == 0...755)
        #expect(strip.axis == .horizontal)
        #expect((0..<10).map { strip.groupStart($0) } == (0..<10).map { 20 + 110 * Double($0) })
        #expect(layout.sectionFrame(0) == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(layout.sectionFrame(1) == Rect(x: 0, y: 60, width: 375, height: 60))
        #expect(layout.contentSize == Size(width: 375, height: 120))
        #expect(layout.orthogonalStrips.map(\.section) == [0, 1])
        #expect(layout.strip(at: Point(x: 3, y: 70))?.section == 1)
        #expect(layout.strip(at: Point(x: 3, y: 58)) == nil)
    }

    @Test func continuousRestsAnywhereInRange() throws {
        let strip = try #require(try Self.strip(.continuous).strip(forSection: 0))
        #expect(strip.restingOffset(nearest: 300) == 300)
        #expect(strip.restingOffset(nearest: -5) == 0)
        #expect(strip.restingOffset(nearest: 2000) == 755)
        #expect(strip.initialOffset == 0)
    }

    @Test(arguments: [OrthogonalScrollingBehavior.continuousGroupLeadingBoundary, .groupPaging])
    func groupLeadingEdges(_ behavior: OrthogonalScrollingBehavior) throws {
        let strip = try #require(try Self.strip(behavior).strip(forSection: 0))
        #expect(strip.restingOffset(nearest: 300) == 330)
        #expect(strip.restingOffset(nearest: 270) == 220)
        #expect(strip.restingOffset(nearest: 700) == 660)
        #expect(strip.restingOffset(nearest: 754) == 755)
        #expect(strip.restingOffset(nearest: 2000) == 755)
        #expect(strip.initialOffset == 0)
    }

    @Test func pagingRestsOnMultiplesOfTheVisibleWidth() throws {
        let strip = try #require(try Self.strip(.paging).strip(forSection: 0))
        #expect(strip.restingOffset(nearest: 500) == 375)
        #expect(strip.restingOffset(nearest: 600) == 750)
        #expect(strip.restingOffset(nearest: 752) == 750)
        #expect(strip.restingOffset(nearest: 754) == 755)
        #expect(strip.restingOffset(nearest: 100) == 0)
    }

    @Test func groupPagingCenteredRestsOnCentredGroupsAndStartsOnTheFirst() throws {
        let layout = try Self.strip(.groupPagingCentered)
        let strip = try #require(layout.strip(forSection: 0))
        // Group k centred: 20 + 110k + 50 - 187.5.
        #expect(strip.offsetRange == -117.5...872.5)
        #expect(strip.initialOffset == -117.5)
        #expect(strip.restingOffset(nearest: 0) == -7.5)
        #expect(strip.restingOffset(nearest: 200) == 212.5)
        #expect(
            layout.element(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 137.5, y: 5, width: 100, height: 50))
    }

    @Test func stripOffsetsMoveOnlyTheirSectionAndNeedNoPrepare() throws {
        var layout = StripViewer(try Self.strip(.continuous))
        layout.orthogonalOffsets = [1: 130]
        #expect(layout.element(at: IndexPath(item: 0, section: 0))?.frame.minX == 20)
        #expect(
            layout.element(at: IndexPath(item: 2, section: 1))?.frame == Rect(x: 110, y: 65, width: 100, height: 50))
        #expect(layout.stripOffset(forSection: 1) == 130)
        #expect(layout.stripOffset(forSection: 0) == 0)
        let visible = layout.query(Rect(x: 0, y: 60, width: 375, height: 60), contentOffset: .zero).elements
        #expect(visible.map(\.indexPath.item) == [1, 2, 3, 4])
        #expect(visible.allSatisfy { $0.indexPath.section == 1 })
        #expect(layout.restingOffset(forSection: 1, proposed: 131) == 131)
        #expect(layout.restingOffset(forSection: 7, proposed: 131) == nil)
    }

    @Test func backgroundBelongsToTheMainScrollView() throws {
        var section = F.orthogonalStrip
        section.decorationItems = [.background()]
        var layout = StripViewer(try F.prepared(CompositionalLayout(section: section), counts: [5]))
        let before = layout.decoration(ofKind: ElementKind.background, at: IndexPath(item: 0, section: 0))
        layout.orthogonalOffsets = [0: 400]
        let after = layout.allElements(contentOffset: .zero).first {
            $0.category == .decoration(kind: ElementKind.background)
        }
        #expect(before?.frame == after?.frame)
        #expect(close(try #require(before).frame, Rect(x: 0, y: 0, width: 375, height: 44 + 0.4 * 667)))
    }

    @Test func horizontalLayoutsScrollStripsVertically() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(80), height: .absolute(100)), subitems: [item])
        let layout = CompositionalLayout(
            section: LayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .paging),
            configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
        var viewer = StripViewer(try F.prepared(layout, counts: [20], size: Size(width: 300, height: 400)))
        let strip = try #require(viewer.strip(forSection: 0))
        #expect(strip.axis == .vertical)
        #expect(strip.frame == Rect(x: 0, y: 0, width: 80, height: 400))
        #expect(strip.contentLength == 20 * 100 + 19 * 10)
        #expect(strip.restingOffset(nearest: 500) == 400)
        viewer.orthogonalOffsets = [0: 220]
        #expect(viewer.element(at: IndexPath(item: 3, section: 0))?.frame == Rect(x: 0, y: 110, width: 80, height: 100))
        #expect(viewer.contentSize == Size(width: 80, height: 400))
    }
}
