/// Solves a group into cell frames (UIKit's documented semantics, notes §4.1–4.3).
///
/// A solver handles one group instance. Cells take data items in order: the solver's
/// ``ordinal`` counts the cells placed so far, and ``metrics`` (when set) gives the
/// data's size for the item taking a given ordinal, or `nil` beyond the data (the
/// estimate is then used, so a partly filled last group keeps the slots of a full one).
/// Without `metrics` the result depends on the specification only and serves as the
/// template repeated for every group of the section.
struct GroupSolver {
    /// An exact fit never fails for floating-point noise (notes §2.3, §6).
    static let tolerance = 0.001
    /// Guard against degenerate specifications (items of almost zero extent).
    static let maxCellsPerGroup = 100_000

    /// The data's metrics for the item taking `ordinal`, or `nil` beyond the data.
    var metrics: ((Int) throws(LayoutError) -> ItemMetrics?)?
    /// Cells placed so far.
    private(set) var ordinal = 0

    init(metrics: ((Int) throws(LayoutError) -> ItemMetrics?)? = nil) {
        self.metrics = metrics
    }

    /// One member placed along its group's axis, sized but not yet positioned.
    private struct Placement {
        var size: Size
        var edge: LayoutEdgeSpacing
        var item: LayoutItem?
        var nested: GroupSolution?
        var dependsOnData: Bool
    }

    /// Solves `group` whose outer size resolved to `proposed`.
    /// Complexity: O(cells + members placed), plus the custom item provider's cost.
    mutating func solve(_ group: LayoutGroup, proposed: Size, path: String) throws(LayoutError) -> GroupSolution {
        let insets = group.contentInsets
        guard let axis = group.axis else { return try solveCustom(group, proposed: proposed, path: path) }
        let cross = axis.cross
        let inner = Self.effective(proposed, insets)
        let spacing = group.interItemSpacing?.minimum ?? 0
        var placements: [Placement] = []
        var cursor = 0.0

        func advance(_ p: Placement, first: Bool) -> Double {
            (first ? 0 : spacing) + (p.edge.start(axis)?.minimum ?? 0) + p.size[axis] + (p.edge.end(axis)?.minimum ?? 0)
        }

        switch group.repetition {
        case .fill:
            let estimatedAlong = group.size[axis].isEstimated
            let n = group.subitems.count
            var i = 0
            var cycleStart = 0.0
            while true {
                if i > 0 && i % n == 0 {
                    if estimatedAlong { break }
                    // The first pass has one spacing less, so progress is judged from
                    // the second pass on.
                    guard i == n || cursor > cycleStart else {
                        throw LayoutError(
                            path: path + ".subitems",
                            message: "the subitems have no extent along the group's axis, so the group would repeat them forever")
                    }
                    cycleStart = cursor
                }
                let saved = ordinal
                let subPath = path + ".subitems[\(i % n)]"
                let p = try place(group.subitems[i % n], in: inner, axis: axis, slotExtent: nil, path: subPath)
                let need = cursor + advance(p, first: placements.isEmpty)
                if !estimatedAlong && need > inner[axis] + Self.tolerance {
                    if !placements.isEmpty {
                        ordinal = saved
                        break
                    }
                    if !p.dependsOnData {
                        let name = axis == .horizontal ? "width" : "height"
                        throw LayoutError(
                            path: subPath,
                            message: "the subitem never fits: it needs a \(name) of \(need) but its group has \(inner[axis])")
                    }
                }
                cursor = need
                placements.append(p)
                guard placements.count <= Self.maxCellsPerGroup else {
                    throw LayoutError(
                        path: path + ".subitems", message: "more than \(Self.maxCellsPerGroup) subitems fit in one group")
                }
                i += 1
            }
        case .equalSlots(let count):
            let sub = group.subitems[0]
            let edges = (sub.edgeSpacing.start(axis)?.minimum ?? 0) + (sub.edgeSpacing.end(axis)?.minimum ?? 0)
            let slot = max(0, (inner[axis] - spacing * Double(count - 1) - edges * Double(count)) / Double(count))
            for _ in 0..<count {
                let p = try place(sub, in: inner, axis: axis, slotExtent: slot, path: path + ".subitems[0]")
                cursor += advance(p, first: placements.isEmpty)
                placements.append(p)
            }
        case .repeating(let count):
            guard count <= Self.maxCellsPerGroup else {
                throw LayoutError(path: path + ".repeatingCount", message: "must be <= \(Self.maxCellsPerGroup)")
            }
            for _ in 0..<count {
                let p = try place(group.subitems[0], in: inner, axis: axis, slotExtent: nil, path: path + ".subitems[0]")
                cursor += advance(p, first: placements.isEmpty)
                placements.append(p)
            }
        }

        // The final size: an estimated dimension takes the content's extent.
        var size = proposed
        if group.size[axis].isEstimated { size[axis] = insets.total(axis) + cursor }
        if group.size[cross].isEstimated {
            var deepest = 0.0
            for p in placements {
                let d = (p.edge.start(cross)?.minimum ?? 0) + p.size[cross] + (p.edge.end(cross)?.minimum ?? 0)
                deepest = max(deepest, d)
            }
            size[cross] = insets.total(cross) + deepest
        }
        let space = Self.effective(size, insets)

        // Flexible spacings along the axis share the space left over.
        var flexibleCount = 0
        if group.interItemSpacing?.isFlexible == true { flexibleCount += placements.count - 1 }
        for p in placements {
            if p.edge.start(axis)?.isFlexible == true { flexibleCount += 1 }
            if p.edge.end(axis)?.isFlexible == true { flexibleCount += 1 }
        }
        let free = space[axis] - cursor
        let extra = free > 0 && flexibleCount > 0 ? free / Double(flexibleCount) : 0
        let gap = spacing + (group.interItemSpacing?.isFlexible == true ? extra : 0)

        var out = GroupSolution(size: size, cells: [], zIndices: [], dependsOnData: false)
        out.cells.reserveCapacity(placements.count)
        var position = insets.start(axis)
        for (index, p) in placements.enumerated() {
            if index > 0 { position += gap }
            position += Self.spacing(p.edge.start(axis), extra: extra)
            var origin = Point.zero
            origin[axis] = position
            origin[cross] = insets.start(cross) + Self.crossOffset(p, available: space[cross], cross: cross)
            position += p.size[axis] + Self.spacing(p.edge.end(axis), extra: extra)
            out.dependsOnData = out.dependsOnData || p.dependsOnData
            if let item = p.item {
                out.cells.append(Self.cellFrame(Rect(origin: origin, size: p.size), item: item))
                if !out.zIndices.isEmpty { out.zIndices.append(0) }
            } else if let nested = p.nested {
                if !nested.zIndices.isEmpty && out.zIndices.isEmpty {
                    out.zIndices = [Int](repeating: 0, count: out.cells.count)
                }
                for cell in nested.cells { out.cells.append(cell.offsetBy(dx: origin.x, dy: origin.y)) }
                if !out.zIndices.isEmpty {
                    out.zIndices += nested.zIndices.isEmpty ? [Int](repeating: 0, count: nested.cells.count) : nested.zIndices
                }
            }
        }
        return out
    }

    /// Sizes one member: an item (measured on its estimated axes when the data says so)
    /// or a nested group (solved, so an estimated nested group knows its extent).
    private mutating func place(
        _ subitem: LayoutSubitem, in container: Size, axis: Axis, slotExtent: Double?, path: String
    ) throws(LayoutError) -> Placement {
        switch subitem {
        case .item(let item):
            var size = item.size.resolved(in: container)
            if item.isSelfSizing, let metrics, let m = try metrics(ordinal) {
                if item.size.width.isEstimated, let w = m.width { size.width = w }
                if item.size.height.isEstimated, let h = m.height { size.height = h }
            }
            if let slotExtent { size[axis] = slotExtent }
            ordinal += 1
            return Placement(size: size, edge: item.edgeSpacing, item: item, nested: nil, dependsOnData: item.isSelfSizing)
        case .group(let nested):
            var proposed = nested.size.resolved(in: container)
            if let slotExtent { proposed[axis] = slotExtent }
            var solution = try solve(nested, proposed: proposed, path: path)
            if let slotExtent { solution.size[axis] = slotExtent }
            return Placement(
                size: solution.size, edge: nested.edgeSpacing, item: nil, nested: solution,
                dependsOnData: solution.dependsOnData)
        }
    }

    /// A custom group: one cell per frame the provider returns.
    private mutating func solveCustom(_ group: LayoutGroup, proposed: Size, path: String) throws(LayoutError) -> GroupSolution {
        guard case .custom(let provider) = group.arrangement else {
            return GroupSolution(size: proposed, cells: [], zIndices: [], dependsOnData: false)
        }
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: proposed, contentInsets: group.contentInsets))
        let items = provider(environment)
        guard !items.isEmpty else {
            throw LayoutError(path: path, message: "the custom group's item provider returned no items")
        }
        var out = GroupSolution(size: proposed, cells: [], zIndices: [], dependsOnData: false)
        out.cells.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            guard item.frame.isFinite else {
                throw LayoutError(path: path, message: "custom item \(i) has a non-finite frame \(item.frame)")
            }
            var frame = item.frame
            frame.size.width = max(0, frame.size.width)
            frame.size.height = max(0, frame.size.height)
            out.cells.append(frame)
            if item.zIndex != 0 && out.zIndices.isEmpty { out.zIndices = [Int](repeating: 0, count: i) }
            if !out.zIndices.isEmpty { out.zIndices.append(item.zIndex) }
        }
        ordinal += items.count
        guard items.count <= Self.maxCellsPerGroup else {
            throw LayoutError(path: path, message: "more than \(Self.maxCellsPerGroup) custom items in one group")
        }
        return out
    }

    /// `size` minus `insets`.
    @inline(__always) static func effective(_ size: Size, _ insets: DirectionalEdgeInsets) -> Size {
        Size(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
    }

    /// A spacing's minimum plus the flexible share.
    @inline(__always) static func spacing(_ s: LayoutSpacing?, extra: Double) -> Double {
        guard let s else { return 0 }
        return s.minimum + (s.isFlexible ? extra : 0)
    }

    /// Where a member sits across its group's axis: after its leading cross spacing,
    /// with flexible cross spacings sharing the space the member leaves.
    static func crossOffset(_ edge: LayoutEdgeSpacing, extent: Double, available: Double, cross: Axis) -> Double {
        let lead = edge.start(cross), trail = edge.end(cross)
        let used = (lead?.minimum ?? 0) + extent + (trail?.minimum ?? 0)
        let flexible = (lead?.isFlexible == true ? 1 : 0) + (trail?.isFlexible == true ? 1 : 0)
        let free = available - used
        let extra = free > 0 && flexible > 0 ? free / Double(flexible) : 0
        return spacing(lead, extra: extra)
    }

    private static func crossOffset(_ p: Placement, available: Double, cross: Axis) -> Double {
        crossOffset(p.edge, extent: p.size[cross], available: available, cross: cross)
    }

    /// The cell frame of an item in its slot: content insets applied except on axes
    /// whose dimension is estimated; a negative size is clamped to zero.
    static func cellFrame(_ slot: Rect, item: LayoutItem) -> Rect {
        var frame = slot
        let i = item.contentInsets
        if !item.size.width.isEstimated {
            frame.origin.x += i.leading
            frame.size.width = max(0, slot.width - i.leading - i.trailing)
        }
        if !item.size.height.isEstimated {
            frame.origin.y += i.top
            frame.size.height = max(0, slot.height - i.top - i.bottom)
        }
        return frame
    }
}
