import Testing

@testable import CollectionLayout

/// Groups nested deep cost linear time (GroupSolver+Memo.swift): every distinct
/// (group, size, first item) is solved once. The counts below are exact; without the
/// memo they grow as 2^depth (depth 22 took 0.57 s, depth 60 never ended).
@Suite struct NestedGroupMemoTests {
    typealias F = CompositionalFixtures

    /// Groups nested `depth` deep, alternating horizontal and vertical fills, each
    /// filling its container, around one item filling the innermost group. The
    /// outermost is `height` tall (or estimated at 50 when `estimated`, with the item's
    /// height estimated too, so every level reads the data).
    static func chain(depth: Int, estimated: Bool) -> LayoutGroup {
        let height: LayoutDimension = estimated ? .estimated(50) : .fractionalHeight(1)
        var group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: height),
            subitems: [LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: height))])
        for level in 1..<depth {
            let size = LayoutSize(width: .fractionalWidth(1), height: height)
            group =
                level % 2 == 0
                ? LayoutGroup.horizontal(size: size, subitems: [.group(group)])
                : LayoutGroup.vertical(size: size, subitems: [.group(group)])
        }
        group.size.height = estimated ? .estimated(50) : .absolute(50)
        return group
    }

    @Test func aFixedChainSolvesEachGroupOnce() throws {
        for depth in [1, 2, 22, 60, 200] {
            let compiled = CompiledGroup(Self.chain(depth: depth, estimated: false))
            #expect(compiled.treeSize == depth)
            var solver = GroupSolver()
            let solution = try solver.solve(compiled, proposed: Size(width: 375, height: 50)) { "g" }
            #expect(solution.cells == [Rect(x: 0, y: 0, width: 375, height: 50)])
            #expect(solver.solveCount == depth)
        }
    }

    @Test func aDataChainSolvesEachGroupOncePerItem() throws {
        let depth = 60
        let items = 40
        let heights = (0..<items).map { Double(10 + ($0 * 7) % 31) }
        let compiled = CompiledGroup(Self.chain(depth: depth, estimated: true))
        #expect(compiled.keepsAttempts)
        var solver = GroupSolver { (item: Int) throws(LayoutError) -> ItemMetrics? in
            item < items ? ItemMetrics(height: heights[item]) : nil
        }
        var placed = 0
        var cells: [Rect] = []
        var y = 0.0
        while placed < items {
            solver.base = placed
            let solution = try solver.solveInstance(compiled, proposed: Size(width: 375, height: 50)) { "g" }
            cells += solution.cells.map { $0.offsetBy(dx: 0, dy: y) }
            y += solution.size.height
            placed += solution.cells.count
        }
        #expect(
            cells == (0..<items).map { Rect(x: 0, y: heights[0..<$0].reduce(0, +), width: 375, height: heights[$0]) })
        // Each instance solves the chain once; the horizontal levels' one try past the
        // end solves the chain below them once more at the next item, which the next
        // instance then reuses: at most two solves per group and item.
        #expect(solver.solveCount <= 2 * depth * (items + 1))
        #expect(solver.solveCount >= depth * items)
    }

    /// Through the whole layout: a chain 60 deep gives the flat list's frames.
    @Test func aDeepChainLaysOutLikeAFlatList() throws {
        let heights = (0..<25).map { Double(5 + $0 % 9) }
        for estimated in [false, true] {
            let layout = try F.prepared(
                CompositionalLayout(section: LayoutSection(group: Self.chain(depth: 60, estimated: estimated))),
                counts: [heights.count], metrics: .table([heights.map { ItemMetrics(height: $0) }]))
            let expected = (0..<heights.count).map { i in
                estimated
                    ? Rect(x: 0, y: heights[0..<i].reduce(0, +), width: 375, height: heights[i])
                    : Rect(x: 0, y: Double(i) * 50, width: 375, height: 50)
            }
            #expect(F.cells(layout) == expected)
        }
    }
}

/// Sections built from one specification share its plan (CompositionalLayout.sectionSpecIndex):
/// the provider is called, and the group compiled and solved, once per specification.
@Suite struct SharedSectionPlanTests {
    final class Calls: @unchecked Sendable {
        var count = 0
    }

    @Test func sectionsOfOneSpecCallTheProviderOnce() throws {
        let calls = Calls()
        let section = CompositionalFixtures.backgroundList
        var shared = CompositionalLayout(configuration: .init()) { _, _ in
            calls.count += 1
            return section
        }
        shared.sectionSpecIndex = { index, _ in min(index, 1) }
        let context = LayoutContext(containerSize: CompositionalFixtures.phone, itemCounts: [2, 0, 3, 1, 0])
        try shared.prepare(for: context)
        #expect(calls.count == 2)
        var alone = CompositionalLayout(section: section)
        try alone.prepare(for: context)
        #expect(shared.allElements(contentOffset: .zero) == alone.allElements(contentOffset: .zero))
        #expect(shared.contentSize == alone.contentSize)
    }
}
