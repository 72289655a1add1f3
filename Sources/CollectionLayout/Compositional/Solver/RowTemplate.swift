/// The fast solve of the common estimated group: a row (or column) of items whose places
/// along the group's axis never read the data (Docs/layouts.md, "Estimated rows at full
/// speed").
///
/// A group qualifies when it is horizontal or vertical, holds items only (no nested or
/// custom group), and neither the group nor any of its items is estimated along the
/// group's axis. Its items may be estimated across the axis: a two-column grid of cells
/// of estimated height is the typical case. Then what a solve reads from the data, the
/// items' extents across the axis, cannot change which members take slots, how many
/// slots there are, or where each slot lies along the axis (spacings, flexible shares,
/// insets). So those are solved once, without data, by ``GroupSolver`` itself, and
/// kept here. One instance then costs one metrics call per slot that reads the data and
/// a few additions per cell: the group's extent across the axis is the deepest filled
/// slot (when that extent is estimated), and each cell sits across the axis by its edge
/// spacing.
///
/// The instance solve does the floating-point operations of `GroupSolver.solve`, in
/// the same order, so its frames are the same to the bit; it asks the data about the
/// same items in the same order, so a bad size fails at the same item. It allocates
/// nothing once the output's storage has grown to a group's cells.
struct RowTemplate: Sendable {
    /// One slot of the group: where its cell lies along the axis, and what sizes it
    /// across the axis.
    struct Slot: Sendable {
        /// The cell's origin and extent along the group's axis (content insets applied).
        var originAlong: Double
        var extentAlong: Double
        /// The member's size across the axis before any data (its estimate, or its
        /// fixed or fractional extent).
        var estimate: Double
        /// True when the member is estimated across the axis: the data's extent replaces
        /// the estimate and its content insets are not applied on that axis.
        var crossEstimated: Bool
        /// True when the member reads the data (it is estimated on some axis).
        var readsData: Bool
        /// The member's edge spacing.
        var edges: CompiledEdges
        /// `edges.minimum(cross)`, as the solver computes it.
        var edgesMinimumCross: Double
        /// The member's content insets across the axis (start, end).
        var insetStart: Double
        var insetEnd: Double
        /// The edge spacing across the axis, reduced to what placing a cell reads
        /// (``CompiledEdges/offset(extent:available:axis:)`` without its switches):
        /// the start spacing's minimum, whether it is flexible, and how many of the two
        /// spacings are.
        var crossStartMinimum: Double
        var crossStartFlexible: Bool
        var crossFlexibleCount: Int
    }

    /// The group's axis.
    let axis: Axis
    /// The size proposed to the group.
    let proposed: Size
    /// True when the group is estimated across its axis (it takes its deepest slot).
    let crossEstimated: Bool
    /// The group's content insets across its axis: start, end and their total.
    let insetStart: Double
    let insetEnd: Double
    let insetTotal: Double
    /// The slots, in the order their cells take data items.
    let slots: [Slot]
    /// The solver's `dependsOnData` for every instance.
    let dependsOnData: Bool

    /// A template with no slots, never solved: the builder's stand-in when a section has
    /// no row template (so it binds one value, not an optional, outside its loop).
    static let unused = RowTemplate()

    private init() {
        axis = .horizontal
        proposed = .zero
        crossEstimated = false
        insetStart = 0
        insetEnd = 0
        insetTotal = 0
        slots = []
        dependsOnData = false
    }

    /// True when `group` has the shape this solve handles. Complexity: O(members).
    static func qualifies(_ group: CompiledGroup) -> Bool {
        guard let axis = group.axis, group.nested.isEmpty, group.dependsOnData,
            !group.spec.size[axis].isEstimated
        else { return false }
        return group.members.allSatisfy { $0.nestedIndex < 0 && !$0.size[axis].isEstimated }
    }

    /// The template of `group` for `proposed`, or `nil` when the group does not qualify
    /// or its data-free solve fails (the general solver then reports the failure at the
    /// first instance, as before). Complexity: one solve of the group without data.
    init?(_ group: CompiledGroup, proposed: Size, budget: LayoutBudget) {
        guard Self.qualifies(group), let axis = group.axis else { return nil }
        var solver = GroupSolver()
        solver.budget = budget
        guard let shape = try? solver.solve(group, proposed: proposed, path: { "" }) else { return nil }
        let cross = axis.cross
        let inner = GroupSolver.effective(proposed, group.spec.contentInsets)
        let memberCount = group.members.count
        var slots: [Slot] = []
        slots.reserveCapacity(shape.cells.count)
        for (j, cell) in shape.cells.enumerated() {
            let member = group.members[group.spec.repetition == .fill ? j % memberCount : 0]
            let insets = member.insets
            slots.append(
                Slot(
                    originAlong: cell.origin[axis], extentAlong: cell.size[axis],
                    estimate: member.size.resolved(in: inner)[cross],
                    crossEstimated: member.size[cross].isEstimated, readsData: member.dependsOnData,
                    edges: member.edges, edgesMinimumCross: member.edges.minimum(cross),
                    insetStart: insets.start(cross), insetEnd: insets.end(cross),
                    crossStartMinimum: member.edges.start(cross).minimum,
                    crossStartFlexible: member.edges.start(cross).isFlexible,
                    crossFlexibleCount: member.edges.flexibleCount(cross)))
        }
        self.axis = axis
        self.proposed = proposed
        crossEstimated = group.spec.size[cross].isEstimated
        let insets = group.spec.contentInsets
        insetStart = insets.start(cross)
        insetEnd = insets.end(cross)
        insetTotal = insets.total(cross)
        self.slots = slots
        dependsOnData = shape.dependsOnData
    }

    /// Solves the instance whose first cell takes item `base` into `out`, reusing its
    /// storage. `metrics(item)` gives the data's metrics of an item below `itemCount`;
    /// it is asked once per slot that reads the data, in slot order (slots beyond the
    /// data keep their estimates and count as empty). Complexity: O(slots), no
    /// allocation once `out` has held a group's cells.
    @inline(__always)
    func solve(
        base: Int, itemCount: Int, into out: inout GroupSolution,
        metrics: (Int) throws(LayoutError) -> ItemMetrics
    ) throws(LayoutError) {
        let count = slots.count
        if out.cells.count != count { out.cells = [Rect](repeating: .zero, count: count) }
        if !out.zIndices.isEmpty { out.zIndices = [] }
        out.dependsOnData = dependsOnData
        var size = proposed
        try slots.withUnsafeBufferPointer { slots throws(LayoutError) in
            try out.cells.withUnsafeMutableBufferPointer { cells throws(LayoutError) in
                // First pass: each slot's extent across the axis, kept in its cell's size.
                size = try measure(
                    base: base, itemCount: itemCount, slots: slots, count: count, metrics: metrics
                ) { j, extent in cells[j].size.width = extent }
                let available = available(in: size)
                // Second pass: the frames.
                for j in 0..<count {
                    cells[j] = cell(slots[j], extent: cells[j].size.width, available: available)
                }
            }
        }
        out.size = size
    }

    /// The first pass of a solve: the extent across the axis of each of the first
    /// `count` slots (the data's where a slot reads it, else its estimate), handed to
    /// `keep(j, extent)`, and the instance's size (its extent across the axis is the
    /// deepest filled slot's when estimated). The only part of a solve that reads the
    /// data, and so the only one that throws. Complexity: O(count).
    @inline(__always)
    func measure(
        base: Int, itemCount: Int, slots: UnsafeBufferPointer<Slot>, count: Int,
        metrics: (Int) throws(LayoutError) -> ItemMetrics, keep: (Int, Double) -> Void
    ) throws(LayoutError) -> Size {
        let cross = axis.cross
        // True when the group is a row (horizontal): its cells' extents across it are heights.
        let crossVertical = cross == .vertical
        var size = proposed
        var deepest = 0.0
        for j in 0..<count {
            var extent = slots[j].estimate
            var filled = true
            if slots[j].readsData {
                let item = base + j
                if item < itemCount {
                    let m = try metrics(item)
                    if slots[j].crossEstimated, let v = crossVertical ? m.height : m.width { extent = v }
                } else {
                    filled = false
                }
            }
            if filled { deepest = max(deepest, slots[j].edgesMinimumCross + extent) }
            keep(j, extent)
        }
        if crossEstimated { size[cross] = insetTotal + deepest }
        return size
    }

    /// The extent across the axis that the cells of an instance of `size` share out.
    @inline(__always)
    func available(in size: Size) -> Double {
        (axis.cross == .vertical ? size.height : size.width) - insetStart - insetEnd
    }

    /// The second pass of a solve: the frame, in group coordinates, of `slot`'s cell
    /// whose extent across the axis is `extent` (the operations of
    /// `CompiledEdges.offset`, in order). Complexity: O(1).
    @inline(__always)
    func cell(_ slot: Slot, extent: Double, available: Double) -> Rect {
        let flexible = slot.crossFlexibleCount
        let free = available - slot.edgesMinimumCross - extent
        let extra = free > 0 && flexible > 0 ? free / Double(flexible) : 0
        let origin = insetStart + (slot.crossStartFlexible ? slot.crossStartMinimum + extra : slot.crossStartMinimum)
        let across: Double
        let acrossExtent: Double
        if slot.crossEstimated {
            across = origin
            acrossExtent = extent
        } else {
            across = origin + slot.insetStart
            acrossExtent = max(0, extent - slot.insetStart - slot.insetEnd)
        }
        return axis.cross == .vertical
            ? Rect(x: slot.originAlong, y: across, width: slot.extentAlong, height: acrossExtent)
            : Rect(x: across, y: slot.originAlong, width: acrossExtent, height: slot.extentAlong)
    }
}
