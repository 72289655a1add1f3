import TestSupport
import Testing

@testable import CollectionLayout

/// The fast row solve (RowTemplate.swift) must give what the general solver gives, to
/// the bit: checked over thousands of random one-level groups (both axes, every
/// repetition, fixed and flexible spacings, insets, items estimated across the axis or
/// not) and random data (missing keys, zero sizes, groups past the end of the data).
@Suite struct RowTemplateTests {
    /// A random group that holds items only, none estimated along the group's axis.
    static func randomRow(_ specs: inout RandomCompositionalSpecs) -> LayoutGroup {
        let axis: Axis = specs.chance(0.6) ? .horizontal : .vertical
        let cross = axis.cross
        var items: [LayoutSubitem] = []
        for _ in 0..<specs.int(1...3) {
            var item = specs.item(groupAxis: axis, estimated: false)
            if specs.chance(0.7) {
                let estimate = LayoutDimension.estimated(Double(specs.int(0...120)))
                if cross == .vertical { item.size.height = estimate } else { item.size.width = estimate }
            }
            items.append(.item(item))
        }
        var group = specs.group(depth: 2, estimated: false, top: true)
        group.subitems = items
        group.arrangement = axis == .horizontal ? .horizontal : .vertical
        switch specs.int(0...5) {
        case 0: group.repetition = .equalSlots(specs.int(1...5))
        case 1: group.repetition = .repeating(specs.int(1...5))
        default: group.repetition = .fill
        }
        if case .fill = group.repetition {} else { group.subitems = [items[0]] }
        let along: LayoutDimension =
            specs.chance(0.5)
            ? .absolute(Double(specs.int(60...400)))
            : axis == .horizontal ? .fractionalWidth(specs.fraction(8...20)) : .fractionalHeight(specs.fraction(8...20))
        let across: LayoutDimension =
            specs.chance(0.6) ? .estimated(Double(specs.int(0...150))) : .absolute(Double(specs.int(10...200)))
        if axis == .horizontal {
            group.size = LayoutSize(width: along, height: across)
        } else {
            group.size = LayoutSize(width: across, height: along)
        }
        return group
    }

    /// Random metrics: a size for the cross axis (sometimes zero, sometimes missing),
    /// sometimes a size on the other axis too (which the solve must ignore).
    static func randomMetrics(_ specs: inout RandomCompositionalSpecs, count: Int) -> [ItemMetrics] {
        (0..<count).map { _ in
            var m = ItemMetrics()
            if specs.chance(0.85) { m.height = specs.chance(0.1) ? 0 : Double(specs.int(0...4000)) / 16 }
            if specs.chance(0.85) { m.width = specs.chance(0.1) ? 0 : Double(specs.int(0...4000)) / 16 }
            return m
        }
    }

    static func bits(_ r: Rect) -> [UInt64] {
        [r.origin.x.bitPattern, r.origin.y.bitPattern, r.size.width.bitPattern, r.size.height.bitPattern]
    }

    @Test func fastSolveEqualsTheGeneralSolverToTheBit() throws {
        var specs = RandomCompositionalSpecs(rng: SeededGenerator(seed: 0x5EED_0F_0215))
        var compared = 0
        for _ in 0..<4_000 {
            let spec = Self.randomRow(&specs)
            guard (try? spec.validate(path: "g")) != nil else { continue }
            let group = CompiledGroup(spec)
            let container = Size(width: Double(specs.int(100...500)), height: Double(specs.int(100...900)))
            let proposed = spec.size.resolved(in: container)
            guard let row = RowTemplate(group, proposed: proposed, budget: .standard) else {
                var solver = GroupSolver()
                #expect(!RowTemplate.qualifies(group) || (try? solver.solve(group, proposed: proposed) { "" }) == nil)
                continue
            }
            let itemCount = specs.int(0...12)
            let data = Self.randomMetrics(&specs, count: itemCount)
            for base in stride(from: 0, to: max(1, itemCount), by: max(1, row.slots.count)) {
                var asked: [Int] = []
                var general = GroupSolver { item in
                    asked.append(item)
                    return item < itemCount ? data[item] : nil
                }
                general.base = base
                let expected = try general.solve(group, proposed: proposed) { "g" }
                var fastAsked: [Int] = []
                var fast = GroupSolution(size: .zero, cells: [], zIndices: [], dependsOnData: false)
                try row.solve(base: base, itemCount: itemCount, into: &fast) { item in
                    fastAsked.append(item)
                    return data[item]
                }
                #expect(fast.size.width.bitPattern == expected.size.width.bitPattern)
                #expect(fast.size.height.bitPattern == expected.size.height.bitPattern)
                #expect(fast.cells.map(Self.bits) == expected.cells.map(Self.bits))
                #expect(fast.dependsOnData == expected.dependsOnData)
                #expect(fast.zIndices.isEmpty && expected.zIndices.isEmpty)
                // The same items are asked, in order (the general solve may also ask for
                // the item after the row, which it tries and gives back).
                #expect(Array(asked.filter { $0 < itemCount }.prefix(fastAsked.count)) == fastAsked)
                #expect(asked.filter { $0 < base + row.slots.count && $0 < itemCount } == fastAsked)
                compared += 1
            }
        }
        // Most random rows qualify: the comparison must have run many times.
        #expect(compared > 3_000)
    }

    @Test func onlyRowsOfItemsFixedAlongTheAxisQualify() {
        let estimatedAlong = LayoutItem(size: LayoutSize(width: .estimated(40), height: .absolute(30)))
        let estimatedAcross = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(30)))
        let fixed = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(30)))
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(30))
        #expect(RowTemplate.qualifies(CompiledGroup(.horizontal(size: size, subitems: [estimatedAcross]))))
        #expect(!RowTemplate.qualifies(CompiledGroup(.horizontal(size: size, subitems: [estimatedAlong]))))
        // Nothing read from the data: the section's one template serves instead.
        #expect(!RowTemplate.qualifies(CompiledGroup(.horizontal(size: size, subitems: [fixed]))))
        // Estimated along its own axis: its extent follows the data.
        let column = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)), subitems: [estimatedAcross])
        #expect(!RowTemplate.qualifies(CompiledGroup(column)))
        let nested = LayoutGroup.horizontal(size: size, subitems: [.group(column)])
        #expect(!RowTemplate.qualifies(CompiledGroup(nested)))
    }
}
