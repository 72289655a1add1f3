/// Each distinct nested group solve done once per section (Docs/layouts.md,
/// "Nested groups in linear time").
///
/// A nested group's solution is a function of the group, the size proposed to it and,
/// when its cells read the data, the item its first cell takes. Two patterns would
/// solve the same thing again and again, each copy redoing the whole tree below it,
/// so groups nested d deep would cost 2^d:
///
/// - every copy of a group that does not read the data is the same solution (a fill
///   group repeats one nested group, and tries one more copy that does not fit);
/// - a fill group whose nested group reads the data tries one copy past the last that
///   fits and throws it away; the next copy of the group around it (or the next
///   instance) starts at that same item and would solve it again.
///
/// So a solution that does not read the data is kept per group (its slot is the
/// group's ``CompiledGroup/index``), and a discarded attempt that reads the data is
/// kept by (group, first item) until the instances move past that item. Sections
/// whose groups keep such tries are not traced by the instance cache (a trace would
/// have to repeat every kept try's answers, and grow as 2^depth). Groups holding a custom group are solved every time (their item provider
/// is called once per solve, as documented). With both kinds kept, each distinct
/// (group, size, first item) is solved once, and a section costs O(items × depth).
extension GroupSolver {
    /// A kept solution and what it consumed.
    struct MemoEntry {
        var proposed: Size
        var solution: GroupSolution
        /// Data items the solve took.
        var consumed: Int
    }

    /// A discarded data-reading attempt: the group's index and the item its first cell took.
    struct AttemptKey: Hashable {
        var group: Int
        var start: Int
    }

    /// The memo of one solver (one section).
    struct SolveMemo {
        /// Solutions of groups that do not read the data, by group index.
        var fixed: [MemoEntry?] = []
        /// Discarded attempts of groups that read the data.
        var attempts: [AttemptKey: MemoEntry] = [:]

        /// Keys to drop, reused so dropping allocates nothing once warm.
        var stale: [AttemptKey] = []

        /// Drops attempts starting before `item` (instances only move forward), in
        /// place. Complexity: O(attempts kept).
        mutating func forget(before item: Int) {
            guard !attempts.isEmpty else { return }
            stale.removeAll(keepingCapacity: true)
            for key in attempts.keys where key.start < item { stale.append(key) }
            for key in stale { attempts.removeValue(forKey: key) }
        }
    }

    /// Solves nested `group` for `proposed` at the current item, or returns the kept
    /// solution of the same solve. Complexity: O(1) on a hit (plus the trace it adds),
    /// else as ``solve(_:proposed:path:)``.
    mutating func solveNested(
        _ group: CompiledGroup, proposed: Size, path: () -> String
    ) throws(LayoutError) -> GroupSolution {
        if group.containsCustom { return try solve(group, proposed: proposed, path: path) }
        if !group.dependsOnData {
            if group.index < memo.fixed.count, let entry = memo.fixed[group.index], entry.proposed == proposed {
                ordinal += entry.consumed
                return entry.solution
            }
            let first = ordinal
            let solution = try solve(group, proposed: proposed, path: path)
            if memo.fixed.count <= group.index {
                memo.fixed.append(contentsOf: repeatElement(nil, count: group.index + 1 - memo.fixed.count))
            }
            memo.fixed[group.index] = MemoEntry(proposed: proposed, solution: solution, consumed: ordinal - first)
            return solution
        }
        if !memo.attempts.isEmpty, let entry = memo.attempts[AttemptKey(group: group.index, start: base + ordinal)],
            entry.proposed == proposed
        {
            ordinal += entry.consumed
            return entry.solution
        }
        return try solve(group, proposed: proposed, path: path)
    }

    /// Keeps `solution`, an attempt of data-reading `group` that took the items from
    /// ordinal `first` to the current ordinal and was thrown away. Complexity: O(1).
    mutating func keepAttempt(_ solution: GroupSolution, of group: CompiledGroup, proposed: Size, first: Int) {
        guard group.dependsOnData, !group.containsCustom else { return }
        memo.attempts[AttemptKey(group: group.index, start: base + first)] = MemoEntry(
            proposed: proposed, solution: solution, consumed: ordinal - first)
    }
}
