/// The items of one section, stored compactly: either explicit per-item arrays, or a
/// pattern that computes each item on demand (a 10-million-item section made from a
/// pattern stores nothing per item).
///
/// Reading is O(1) per item in both forms. The first change to a pattern (insert,
/// remove, replace) turns it into explicit arrays, in O(n); later changes cost what
/// the same change costs on an `Array`.
public struct CollectionItems: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Sendable {
    private enum Storage: Sendable {
        case explicit(ids: [String], metrics: [ItemMetrics])
        case pattern(Pattern)
    }

    /// The recipe of a generated section: `count` items with `defaults`, the n-th one
    /// taking `heights[n % heights.count]` and `aspectRatios[n % aspectRatios.count]`
    /// when those lists are given, and the id `"S-n"`.
    public struct Pattern: Hashable, Sendable {
        /// The section index used in the generated ids.
        public var section: Int
        /// Number of items.
        public var count: Int
        /// The keys every item gets.
        public var defaults: ItemMetrics
        /// Heights cycled through the items (empty: `defaults.height`).
        public var heights: [Double]
        /// Aspect ratios cycled through the items (empty: `defaults.aspectRatio`).
        public var aspectRatios: [Double]

        /// Creates a pattern.
        public init(
            section: Int, count: Int, defaults: ItemMetrics = .unspecified,
            heights: [Double] = [], aspectRatios: [Double] = []
        ) {
            self.section = section
            self.count = count
            self.defaults = defaults
            self.heights = heights
            self.aspectRatios = aspectRatios
        }

        /// The generated id of item `item` of `section`: `"section-item"`.
        public static func id(section: Int, item: Int) -> String { "\(section)-\(item)" }
    }

    private var storage: Storage

    /// No items.
    public init() {
        storage = .explicit(ids: [], metrics: [])
    }

    /// Explicit items. Complexity: O(n).
    public init<S: Sequence>(_ items: S) where S.Element == CollectionData.Item {
        var ids: [String] = []
        var metrics: [ItemMetrics] = []
        for item in items {
            ids.append(item.id)
            metrics.append(item.metrics)
        }
        storage = .explicit(ids: ids, metrics: metrics)
    }

    /// Explicit items given as parallel arrays. Precondition: both have the same length.
    public init(ids: [String], metrics: [ItemMetrics]) {
        precondition(ids.count == metrics.count, "parallel arrays of different lengths")
        storage = .explicit(ids: ids, metrics: metrics)
    }

    /// Items made from a pattern. Complexity: O(1).
    public init(pattern: Pattern) {
        storage = .pattern(pattern)
    }

    /// The pattern, while the items are still the pattern's (`nil` once changed).
    public var pattern: Pattern? {
        if case .pattern(let p) = storage { return p }
        return nil
    }

    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of items. Complexity: O(1).
    public var endIndex: Int {
        switch storage {
        case .explicit(let ids, _): return ids.count
        case .pattern(let p): return p.count
        }
    }

    /// The item at `position`. Complexity: O(1) to read; the first write to a pattern is O(n).
    public subscript(position: Int) -> CollectionData.Item {
        get { CollectionData.Item(id: id(at: position), metrics: metrics(at: position)) }
        set { replaceSubrange(position..<(position + 1), with: CollectionOfOne(newValue)) }
    }

    /// The id of item `i`. Precondition: `i` is in range. Complexity: O(1).
    public func id(at i: Int) -> String {
        switch storage {
        case .explicit(let ids, _): return ids[i]
        case .pattern(let p): return Pattern.id(section: p.section, item: i)
        }
    }

    /// The size keys of item `i`. Precondition: `i` is in range. Complexity: O(1).
    public func metrics(at i: Int) -> ItemMetrics {
        switch storage {
        case .explicit(_, let metrics):
            return metrics[i]
        case .pattern(let p):
            var m = p.defaults
            if !p.heights.isEmpty { m.height = p.heights[i % p.heights.count] }
            if !p.aspectRatios.isEmpty { m.aspectRatio = p.aspectRatios[i % p.aspectRatios.count] }
            return m
        }
    }

    /// Replaces `subrange` with `newElements`. A pattern becomes explicit arrays first.
    /// Complexity: O(n + m) for a pattern, otherwise as `Array.replaceSubrange`.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == CollectionData.Item {
        var (ids, metrics) = explicitArrays()
        storage = .explicit(ids: [], metrics: [])  // keeps the arrays uniquely referenced
        ids.replaceSubrange(subrange, with: newElements.lazy.map(\.id))
        metrics.replaceSubrange(subrange, with: newElements.lazy.map(\.metrics))
        storage = .explicit(ids: ids, metrics: metrics)
    }

    private func explicitArrays() -> ([String], [ItemMetrics]) {
        switch storage {
        case .explicit(let ids, let metrics):
            return (ids, metrics)
        case .pattern:
            return (indices.map(id(at:)), indices.map(metrics(at:)))
        }
    }
}

extension CollectionItems: Hashable {
    /// Items are equal when they hold the same items in the same order, whatever their
    /// storage. Complexity: O(1) for two equal patterns, otherwise O(n).
    public static func == (lhs: CollectionItems, rhs: CollectionItems) -> Bool {
        if let l = lhs.pattern, let r = rhs.pattern, l == r { return true }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the count and every item. Complexity: O(n).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self { hasher.combine(item) }
    }
}
