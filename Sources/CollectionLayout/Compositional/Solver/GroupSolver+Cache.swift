/// Reuse of solved group instances whose data reads are identical.
///
/// A data-driven group (estimated sizes) is solved once per instance, from the metrics
/// of the items it takes. The solve is a deterministic function of the group, its
/// proposed size (both fixed for a section) and the answers of the metrics calls it
/// makes, in order: each call's item follows from the answers before it. So a solve
/// records its calls as a *trace* (item offset from the instance's first item, and
/// the width and height read), and a later instance whose metrics give the same
/// answers to the same calls, replayed in order, would be solved identically: it
/// takes the recorded solution. Replaying makes only calls the solve itself would
/// make, in the same order, so errors (invalid metrics) surface exactly as before.
///
/// Feeds with few distinct item sizes (a grid of photos of a handful of aspect
/// ratios, rows of equal heights) then solve each distinct row once. When under a
/// quarter of the first lookups hit, the section stops looking (every instance is
/// solved, as without the cache). Groups holding a custom group are never cached, nor
/// groups whose fills throw away nested groups that read the data (their discarded
/// tries are kept by the solve memo instead, GroupSolver+Memo.swift).
extension GroupSolver {
    /// One metrics call of a solve: the item's offset from the instance's first item
    /// and what the data said about it (only the keys the solver reads).
    struct MetricsAnswer: Equatable {
        var ordinal: Int
        /// Bit 0: the item exists (metrics returned a value); bit 1: a width is given;
        /// bit 2: a height is given.
        var flags: UInt8
        var width: UInt64
        var height: UInt64

        /// A placeholder for memo slots not filled yet.
        static let unfetched = MetricsAnswer(ordinal: -1, flags: 0, width: 0, height: 0)

        init(ordinal: Int, flags: UInt8, width: UInt64, height: UInt64) {
            self.ordinal = ordinal
            self.flags = flags
            self.width = width
            self.height = height
        }

        init(ordinal: Int, _ metrics: ItemMetrics?) {
            self.ordinal = ordinal
            flags = metrics == nil ? 0 : 1
            width = 0
            height = 0
            if let w = metrics?.width {
                flags |= 2
                width = w.bitPattern
            }
            if let h = metrics?.height {
                flags |= 4
                height = h.bitPattern
            }
        }

        /// The metrics as the solver reads them.
        var metrics: ItemMetrics? {
            guard flags & 1 != 0 else { return nil }
            return ItemMetrics(
                width: flags & 2 != 0 ? Double(bitPattern: width) : nil,
                height: flags & 4 != 0 ? Double(bitPattern: height) : nil)
        }
    }

    /// A solved instance and the metrics answers it was solved from.
    struct CachedInstance {
        var trace: [MetricsAnswer]
        var solution: GroupSolution
    }

    /// The cache of one section's solver.
    struct InstanceCache {
        /// Instances kept (replaced round-robin).
        static let capacity = 8
        /// Lookups after which a cache hitting less than a quarter of them is dropped.
        static let trial = 64

        var entries: [CachedInstance] = []
        var next = 0
        var lookups = 0
        var hits = 0
        var disabled = false
        /// True while a solve records its metrics calls.
        var tracing = false
        var trace: [MetricsAnswer] = []
        /// Answers by item (slot `item % memoSize`, tagged with the item), so each
        /// item is asked once though the instances before and after it both ask.
        /// Allocated on first use.
        var memoItems: [Int] = []
        var memo: [MetricsAnswer] = []
        static let memoSize = 64
        /// The entry that hit last; lookups start after it (rows of a periodic feed
        /// repeat in the order they were first solved).
        var lastHit = -1
        /// The last solution returned without caching, recycled on the next call.
        var uncached: GroupSolution?
    }

    /// Solves the instance of `group` whose first item is ``base`` (``ordinal`` reset
    /// to 0), or returns the identical solution of an earlier instance whose metrics
    /// calls get the same answers. The result stays valid until the next call.
    /// Complexity: O(cells + members placed) for a solve; a lookup replays at most
    /// ``InstanceCache/capacity`` traces, stopping each at its first differing answer.
    mutating func solveInstance(
        _ group: CompiledGroup, proposed: Size, path: () -> String
    ) throws(LayoutError) -> GroupSolution {
        if let previous = instances.uncached {
            instances.uncached = nil
            recycle(previous)
        }
        ordinal = 0
        beginTree()
        memo.forget(before: base)
        guard !instances.disabled, !group.containsCustom, !group.keepsAttempts, metrics != nil else {
            let solution = try solve(group, proposed: proposed, path: path)
            instances.uncached = solution
            return solution
        }
        instances.lookups += 1
        let count = instances.entries.count
        var e = instances.lastHit + 1
        for _ in 0..<count {
            if e >= count { e = 0 }
            if try replays(entry: e) {
                instances.hits += 1
                instances.lastHit = e
                return instances.entries[e].solution
            }
            e += 1
        }
        if instances.lookups >= InstanceCache.trial && instances.hits * 4 < instances.lookups {
            instances.disabled = true
            for entry in instances.entries { recycle(entry.solution) }
            instances.entries = []
            instances.lastHit = -1
            let solution = try solve(group, proposed: proposed, path: path)
            instances.uncached = solution
            return solution
        }
        instances.trace.removeAll(keepingCapacity: true)
        instances.tracing = true
        defer { instances.tracing = false }
        let solution = try solve(group, proposed: proposed, path: path)
        let entry = CachedInstance(trace: instances.trace, solution: solution)
        if instances.entries.count < InstanceCache.capacity {
            instances.entries.append(entry)
            instances.trace = []
        } else {
            let evicted = instances.entries[instances.next]
            instances.entries[instances.next] = entry
            instances.next = (instances.next + 1) % InstanceCache.capacity
            instances.trace = evicted.trace
            recycle(evicted.solution)
        }
        return solution
    }

    /// True when the current instance's metrics give every answer of entry `e`'s
    /// trace, asked in order; stops at the first difference.
    private mutating func replays(entry e: Int) throws(LayoutError) -> Bool {
        var k = 0
        while k < instances.entries[e].trace.count {
            let expected = instances.entries[e].trace[k]
            if try answer(expected.ordinal) != expected { return false }
            k += 1
        }
        return true
    }

    /// The current instance's answer for `ordinal`, asking the data once per item.
    private mutating func answer(_ ordinal: Int) throws(LayoutError) -> MetricsAnswer {
        let item = base + ordinal
        let slot = item & (InstanceCache.memoSize - 1)
        if instances.memoItems.isEmpty {
            instances.memoItems = [Int](repeating: -1, count: InstanceCache.memoSize)
            instances.memo = [MetricsAnswer](repeating: .unfetched, count: InstanceCache.memoSize)
        }
        if instances.memoItems[slot] == item {
            var known = instances.memo[slot]
            known.ordinal = ordinal
            return known
        }
        let fetched = MetricsAnswer(ordinal: ordinal, try metrics?(item) ?? nil)
        instances.memoItems[slot] = item
        instances.memo[slot] = fetched
        return fetched
    }

    /// The data's metrics for the instance's item at `ordinal` (``metrics`` must be
    /// set): asked once per instance and recorded in the trace while caching.
    mutating func measure(_ ordinal: Int) throws(LayoutError) -> ItemMetrics? {
        guard instances.tracing else { return try metrics?(base + ordinal) ?? nil }
        let a = try answer(ordinal)
        instances.trace.append(a)
        return a.metrics
    }
}
