/// Solves a group into cell frames (UIKit's documented semantics, Docs/layouts.md, "Groups").
///
/// A solver handles one group instance at a time. Cells take data items in order:
/// the solver's ``ordinal`` counts the cells placed so far in the instance, and
/// ``metrics`` (when set) gives the data's size for item ``base`` + ordinal, or `nil`
/// beyond the data. A slot beyond the data keeps its estimated size for positioning,
/// so a partly filled last group keeps the slots of a full one, but it has nothing to
/// measure: an estimated group dimension is measured from the filled slots only, so
/// once every item is measured no estimate remains in any frame or in the content
/// size. Without `metrics` the result depends on the specification only and serves as
/// the template repeated for every group of the section.
struct GroupSolver {
    /// An exact fit never fails for floating-point noise (Docs/layouts.md, "Wrapping tolerance").
    static let tolerance = LineBreaking.tolerance
    /// Guard against degenerate specifications (items of almost zero extent).
    static let maxCellsPerGroup = LayoutGroup.maximumCount

    /// The data's metrics for an item index, or `nil` beyond the data.
    var metrics: ((Int) throws(LayoutError) -> ItemMetrics?)?
    /// The item index of the instance's first cell.
    var base = 0
    /// Cells placed so far in the instance.
    var ordinal = 0
    /// Scratch arrays reused across instances, one per nesting depth, so solving a
    /// group instance allocates nothing once the pools are warm.
    private var placementPool: [[Placement]] = []
    private var nestedPool: [[GroupSolution]] = []
    private var cellPool: [[Rect]] = []
    private var depth = 0
    /// Instance cache state (see `solveInstance`, in GroupSolver+Cache.swift).
    var instances = InstanceCache()
    /// Nested solutions kept for reuse (GroupSolver+Memo.swift).
    var memo = SolveMemo()
    /// The most cells one top-level solve may make, counting every nesting level.
    var budget = LayoutBudget.standard
    /// Cells made so far by the current top-level solve (reset by ``beginTree()``).
    var materialised = 0
    /// Groups solved so far (memo hits not counted): the measure of the linear-time
    /// claim in GroupSolver+Memo.swift, read by the tests.
    private(set) var solveCount = 0

    init(metrics: ((Int) throws(LayoutError) -> ItemMetrics?)? = nil) {
        self.metrics = metrics
    }

    /// One member placed along its group's axis, sized but not yet positioned.
    private struct Placement {
        var size: Size
        /// Index of the member in the group's members.
        var member: Int
        /// Index of the nested group's solution in the level's solutions, or -1.
        var solution: Int
        /// True for a self-sizing slot beyond the data: it holds its estimate only.
        var isEmpty = false
    }

    /// Starts a top-level solve: the budget counts its cells from zero.
    mutating func beginTree() { materialised = 0 }

    /// Solves `group` whose outer size resolved to `proposed`; `path` names the group
    /// in errors (built only when one is thrown). Throws before allocating when the
    /// cells of this solve, with those made since ``beginTree()``, would pass the budget.
    /// Complexity: O(cells + members placed), plus the custom item provider's cost.
    mutating func solve(_ group: CompiledGroup, proposed: Size, path: () -> String) throws(LayoutError) -> GroupSolution
    {
        solveCount += 1
        guard let axis = group.axis else { return try solveCustom(group.spec, proposed: proposed, path: path) }
        let cross = axis.cross
        let members = group.members
        let insets = group.spec.contentInsets
        let inner = Self.effective(proposed, insets)
        let spacing = group.interItemSpacing.minimum
        let level = depth
        depth += 1
        defer { depth -= 1 }
        if placementPool.count <= level {
            placementPool.append([])
            nestedPool.append([])
            cellPool.append([])
        }
        var placements = placementPool[level]
        placementPool[level] = []
        placements.removeAll(keepingCapacity: true)
        var solutions = nestedPool[level]
        nestedPool[level] = []
        solutions.removeAll(keepingCapacity: true)
        defer {
            placements.removeAll(keepingCapacity: true)
            placementPool[level] = placements
            solutions.removeAll(keepingCapacity: true)
            nestedPool[level] = solutions
        }
        var cursor = 0.0
        // The cursor after the last filled slot: an estimated extent ends there.
        var filledCursor = 0.0
        var dependsOnData = false
        // The cells the solution will hold, counted as members are placed, so an
        // over-budget group fails before its cells exist.
        var cellCount = 0
        func tally(_ p: Placement) throws(LayoutError) {
            cellCount += p.solution >= 0 ? solutions[p.solution].cells.count : 1
            guard cellCount <= budget.maximumElements - materialised else {
                throw budget.exceeded(materialised + cellCount, "the group and the groups nested in it", at: path())
            }
        }

        func advance(_ p: Placement, first: Bool) -> Double {
            (first ? 0 : spacing) + members[p.member].edges.minimum(axis) + p.size[axis]
        }

        switch group.spec.repetition {
        case .fill:
            let estimatedAlong = group.spec.size[axis].isEstimated
            let n = members.count
            var i = 0
            var cycleStart = 0.0
            while true {
                if i > 0 && i % n == 0 {
                    if estimatedAlong { break }
                    // The first pass has one spacing less, so progress is judged from
                    // the second pass on.
                    guard i == n || cursor > cycleStart else {
                        throw LayoutError(
                            path: path() + ".subitems",
                            message:
                                "the subitems have no extent along the group's axis, so the group would repeat them forever"
                        )
                    }
                    cycleStart = cursor
                }
                let saved = ordinal
                let member = i % n
                let p = try place(member, of: group, in: inner, axis: axis, slotExtent: nil, solutions: &solutions) {
                    path() + ".subitems[\(member)]"
                }
                let need = cursor + advance(p, first: placements.isEmpty)
                if !estimatedAlong && need > inner[axis] + Self.tolerance {
                    if !placements.isEmpty {
                        if p.solution >= 0 {
                            let nested = group.nested[members[member].nestedIndex]
                            keepAttempt(
                                solutions.removeLast(), of: nested, proposed: members[member].size.resolved(in: inner),
                                first: saved)
                        }
                        ordinal = saved
                        break
                    }
                    if !(p.solution >= 0 ? solutions[p.solution].dependsOnData : members[member].dependsOnData) {
                        let name = axis == .horizontal ? "width" : "height"
                        throw LayoutError(
                            path: path() + ".subitems[\(member)]",
                            message:
                                "the subitem never fits: it needs a \(name) of \(need) but its group has \(inner[axis])"
                        )
                    }
                }
                cursor = need
                placements.append(p)
                if !p.isEmpty { filledCursor = cursor }
                try tally(p)
                guard placements.count <= Self.maxCellsPerGroup else {
                    throw LayoutError(
                        path: path() + ".subitems",
                        message: "more than \(Self.maxCellsPerGroup) subitems fit in one group")
                }
                i += 1
            }
        case .equalSlots(let count):
            let edges = members[0].edges.minimum(axis)
            let slot = max(0, (inner[axis] - spacing * Double(count - 1) - edges * Double(count)) / Double(count))
            for _ in 0..<count {
                let p = try place(0, of: group, in: inner, axis: axis, slotExtent: slot, solutions: &solutions) {
                    path() + ".subitems[0]"
                }
                cursor += advance(p, first: placements.isEmpty)
                placements.append(p)
                if !p.isEmpty { filledCursor = cursor }
                try tally(p)
            }
        case .repeating(let count):
            guard count <= Self.maxCellsPerGroup else {
                throw LayoutError(path: path() + ".repeatingCount", message: "must be <= \(Self.maxCellsPerGroup)")
            }
            for _ in 0..<count {
                let p = try place(0, of: group, in: inner, axis: axis, slotExtent: nil, solutions: &solutions) {
                    path() + ".subitems[0]"
                }
                cursor += advance(p, first: placements.isEmpty)
                placements.append(p)
                if !p.isEmpty { filledCursor = cursor }
                try tally(p)
            }
        }

        // The final size: an estimated dimension takes the content's extent.
        var size = proposed
        if group.spec.size[axis].isEstimated { size[axis] = insets.total(axis) + filledCursor }
        if group.spec.size[cross].isEstimated {
            var deepest = 0.0
            for p in placements where !p.isEmpty {
                deepest = max(deepest, members[p.member].edges.minimum(cross) + p.size[cross])
            }
            size[cross] = insets.total(cross) + deepest
        }
        let space = Self.effective(size, insets)

        // Flexible spacings along the axis share the space left over.
        var flexibleCount = 0
        if group.interItemSpacing.isFlexible { flexibleCount += placements.count - 1 }
        for p in placements { flexibleCount += members[p.member].edges.flexibleCount(axis) }
        let free = space[axis] - cursor
        let extra = free > 0 && flexibleCount > 0 ? free / Double(flexibleCount) : 0
        let gap = group.interItemSpacing.value(extra: extra)

        materialised += cellCount
        var out = GroupSolution(size: size, cells: cellPool[level], zIndices: [], dependsOnData: false)
        cellPool[level] = []
        out.cells.removeAll(keepingCapacity: true)
        out.cells.reserveCapacity(cellCount)
        var position = insets.start(axis)
        for (index, p) in placements.enumerated() {
            let member = members[p.member]
            if index > 0 { position += gap }
            position += member.edges.start(axis).value(extra: extra)
            var origin = Point.zero
            origin[axis] = position
            origin[cross] =
                insets.start(cross) + member.edges.offset(extent: p.size[cross], available: space[cross], axis: cross)
            position += p.size[axis] + member.edges.end(axis).value(extra: extra)
            if p.solution >= 0 {
                let nested = solutions[p.solution]
                dependsOnData = dependsOnData || nested.dependsOnData
                // `zIndices` is empty while every cell so far is at 0: the first nested
                // group with zIndices pads the cells before it (none, when it comes first).
                if !nested.zIndices.isEmpty && out.zIndices.isEmpty {
                    out.zIndices = [Int](repeating: 0, count: out.cells.count)
                }
                let zeroSoFar = out.zIndices.isEmpty && nested.zIndices.isEmpty
                for cell in nested.cells { out.cells.append(cell.offsetBy(dx: origin.x, dy: origin.y)) }
                if !zeroSoFar {
                    out.zIndices +=
                        nested.zIndices.isEmpty ? [Int](repeating: 0, count: nested.cells.count) : nested.zIndices
                }
                solutions[p.solution] = GroupSolution(size: .zero, cells: [], zIndices: [], dependsOnData: false)
                recycle(nested, depth: level + 1)
            } else {
                dependsOnData = dependsOnData || member.dependsOnData
                out.cells.append(Self.cellFrame(Rect(origin: origin, size: p.size), member: member))
                if !out.zIndices.isEmpty { out.zIndices.append(0) }
            }
        }
        out.dependsOnData = dependsOnData
        return out
    }

    /// Returns a solution's cell array to the pool of `depth` (0: the section's group)
    /// once its cells have been copied, so the next instance reuses the storage.
    mutating func recycle(_ solution: GroupSolution, depth: Int = 0) {
        guard depth < cellPool.count, cellPool[depth].capacity < solution.cells.capacity else { return }
        cellPool[depth] = solution.cells
    }

    /// Sizes one member: an item (measured on its estimated axes when the data says so)
    /// or a nested group (solved, so an estimated nested group knows its extent).
    private mutating func place(
        _ index: Int, of group: CompiledGroup, in container: Size, axis: Axis, slotExtent: Double?,
        solutions: inout [GroupSolution], path: () -> String
    ) throws(LayoutError) -> Placement {
        let member = group.members[index]
        if member.nestedIndex >= 0 {
            var proposed = member.size.resolved(in: container)
            if let slotExtent { proposed[axis] = slotExtent }
            var solution = try solveNested(group.nested[member.nestedIndex], proposed: proposed, path: path)
            if let slotExtent { solution.size[axis] = slotExtent }
            solutions.append(solution)
            return Placement(size: solution.size, member: index, solution: solutions.count - 1)
        }
        var size = member.size.resolved(in: container)
        var isEmpty = false
        if member.dependsOnData, metrics != nil {
            if let m = try measure(ordinal) {
                if member.size.width.isEstimated, let w = m.width { size.width = w }
                if member.size.height.isEstimated, let h = m.height { size.height = h }
            } else {
                isEmpty = true
            }
        }
        if let slotExtent { size[axis] = slotExtent }
        ordinal += 1
        return Placement(size: size, member: index, solution: -1, isEmpty: isEmpty)
    }

    /// A custom group: one cell per frame the provider returns.
    private mutating func solveCustom(_ group: LayoutGroup, proposed: Size, path: () -> String) throws(LayoutError)
        -> GroupSolution
    {
        guard case .custom(let provider) = group.arrangement else {
            return GroupSolution(size: proposed, cells: [], zIndices: [], dependsOnData: false)
        }
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: proposed, contentInsets: group.contentInsets))
        let items = provider(environment)
        guard !items.isEmpty else {
            throw LayoutError(path: path(), message: "the custom group's item provider returned no items")
        }
        guard items.count <= Self.maxCellsPerGroup else {
            throw LayoutError(path: path(), message: "more than \(Self.maxCellsPerGroup) custom items in one group")
        }
        guard items.count <= budget.maximumElements - materialised else {
            throw budget.exceeded(materialised + items.count, "the custom group", at: path())
        }
        materialised += items.count
        var out = GroupSolution(size: proposed, cells: [], zIndices: [], dependsOnData: false)
        out.cells.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            guard item.frame.isFinite else {
                throw LayoutError(path: path(), message: "custom item \(i) has a non-finite frame \(item.frame)")
            }
            var frame = item.frame
            frame.size.width = max(0, frame.size.width)
            frame.size.height = max(0, frame.size.height)
            out.cells.append(frame)
            // Empty while every item so far is at 0 (the first item may already not be).
            if item.zIndex != 0 && out.zIndices.isEmpty { out.zIndices = [Int](repeating: 0, count: i) }
            if !out.zIndices.isEmpty || item.zIndex != 0 { out.zIndices.append(item.zIndex) }
        }
        ordinal += items.count
        return out
    }

    /// `size` minus `insets`.
    @inline(__always) static func effective(_ size: Size, _ insets: DirectionalEdgeInsets) -> Size {
        Size(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
    }

    /// The cell frame of an item in its slot: content insets applied except on axes
    /// whose dimension is estimated; a negative size is clamped to zero.
    static func cellFrame(_ slot: Rect, member: CompiledMember) -> Rect {
        var frame = slot
        let i = member.insets
        if !member.size.width.isEstimated {
            frame.origin.x += i.leading
            frame.size.width = max(0, slot.width - i.leading - i.trailing)
        }
        if !member.size.height.isEstimated {
            frame.origin.y += i.top
            frame.size.height = max(0, slot.height - i.top - i.bottom)
        }
        return frame
    }
}
