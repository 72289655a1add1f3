/// A spacing reduced to numbers: its minimum and whether it is flexible (no spacing is
/// `0`, fixed).
struct CompiledSpacing: Sendable {
    var minimum: Double
    var isFlexible: Bool

    init(_ spacing: LayoutSpacing?) {
        minimum = spacing?.minimum ?? 0
        isFlexible = spacing?.isFlexible ?? false
    }

    /// The minimum plus the flexible share `extra`.
    @inline(__always) func value(extra: Double) -> Double { isFlexible ? minimum + extra : minimum }
}

/// Edge spacing reduced to numbers.
struct CompiledEdges: Sendable {
    var leading: CompiledSpacing
    var top: CompiledSpacing
    var trailing: CompiledSpacing
    var bottom: CompiledSpacing

    init(_ e: LayoutEdgeSpacing) {
        leading = CompiledSpacing(e.leading)
        top = CompiledSpacing(e.top)
        trailing = CompiledSpacing(e.trailing)
        bottom = CompiledSpacing(e.bottom)
    }

    @inline(__always) func start(_ axis: Axis) -> CompiledSpacing { axis == .horizontal ? leading : top }
    @inline(__always) func end(_ axis: Axis) -> CompiledSpacing { axis == .horizontal ? trailing : bottom }

    /// Minimum spacing before and after along `axis`.
    @inline(__always) func minimum(_ axis: Axis) -> Double { start(axis).minimum + end(axis).minimum }

    /// How many of the two spacings along `axis` are flexible.
    @inline(__always) func flexibleCount(_ axis: Axis) -> Int {
        (start(axis).isFlexible ? 1 : 0) + (end(axis).isFlexible ? 1 : 0)
    }

    /// Where an element of `extent` sits in `available` along `axis`: after its start
    /// spacing, flexible spacings sharing the space it leaves.
    @inline(__always) func offset(extent: Double, available: Double, axis: Axis) -> Double {
        let flexible = flexibleCount(axis)
        let free = available - minimum(axis) - extent
        let extra = free > 0 && flexible > 0 ? free / Double(flexible) : 0
        return start(axis).value(extra: extra)
    }
}

/// A member of a compiled group (plain data: copying it retains nothing).
struct CompiledMember: Sendable {
    var size: LayoutSize
    var edges: CompiledEdges
    /// The item's content insets (unused for a nested group).
    var insets: DirectionalEdgeInsets
    /// Index into the group's ``CompiledGroup/nested``, or -1 for an item.
    var nestedIndex: Int
    var dependsOnData: Bool
}

/// A ``LayoutGroup`` compiled once per section for repeated solving: the tree as
/// reference-shared nodes with spacings reduced to numbers, so solving a group
/// instance reads compact data instead of copying specification values.
final class CompiledGroup: Sendable {
    let spec: LayoutGroup
    let axis: Axis?
    let members: [CompiledMember]
    /// The nested groups, referenced by ``CompiledMember/nestedIndex``.
    let nested: [CompiledGroup]
    let interItemSpacing: CompiledSpacing
    let edges: CompiledEdges
    let dependsOnData: Bool
    /// True when the group or a nested one is custom (its item provider is called on
    /// every solve, so solved instances are never reused).
    let containsCustom: Bool
    /// The group's number in a preorder walk of the section's tree (the section's group
    /// is 0): the slot of its solutions in the solver's memo.
    let index: Int
    /// Groups in this group's tree, itself included.
    let treeSize: Int
    /// True when this group or a nested one fills its axis with a member that is a
    /// nested group reading the data: a try that does not fit is thrown away and kept
    /// for reuse (GroupSolver+Memo.swift), which the instance cache's traces cannot follow.
    let keepsAttempts: Bool

    /// Compiles `group` and its nested groups, numbering them in preorder from `index`.
    /// Complexity: O(groups and items in the tree).
    init(_ group: LayoutGroup, index: Int = 0) {
        spec = group
        axis = group.axis
        self.index = index
        var next = index + 1
        var nested: [CompiledGroup] = []
        members = group.subitems.map { sub in
            switch sub {
            case .item(let item):
                return CompiledMember(
                    size: item.size, edges: CompiledEdges(item.edgeSpacing), insets: item.contentInsets,
                    nestedIndex: -1, dependsOnData: item.isSelfSizing)
            case .group(let group):
                let compiled = CompiledGroup(group, index: next)
                next += compiled.treeSize
                nested.append(compiled)
                return CompiledMember(
                    size: group.size, edges: compiled.edges, insets: .zero, nestedIndex: nested.count - 1,
                    dependsOnData: compiled.dependsOnData)
            }
        }
        self.nested = nested
        treeSize = next - index
        interItemSpacing = CompiledSpacing(group.interItemSpacing)
        edges = CompiledEdges(group.edgeSpacing)
        dependsOnData = members.contains { $0.dependsOnData }
        containsCustom = axis == nil || nested.contains { $0.containsCustom }
        let fills = group.repetition == .fill
        keepsAttempts =
            nested.contains { $0.keepsAttempts }
            || (fills && members.contains { $0.nestedIndex >= 0 && $0.dependsOnData })
    }
}
