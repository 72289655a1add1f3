import CollectionLayout

/// One item of a scenario: its id, its title and what it says about its size.
public struct ScenarioItem: Hashable, Sendable {
    /// Unique across the whole file (default `"S-I"`: section and item index).
    public var id: String
    /// Free text drawn inside the item's box, if any.
    public var title: String?
    /// The size keys the file gives (`width`, `height`, `aspectRatio`, ...).
    public var metrics: ItemMetrics

    /// Creates an item.
    public init(id: String, title: String? = nil, metrics: ItemMetrics = .unspecified) {
        self.id = id
        self.title = title
        self.metrics = metrics
    }
}

/// The items of one section, stored compactly: either explicit per-item arrays, or a
/// `count` pattern that computes each item on demand (a 100,000-item section made
/// with `count` stores nothing per item).
///
/// Random access is O(1) in both forms.
public struct ScenarioItems: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case explicit(ids: [String], titles: [String?], metrics: [ItemMetrics])
        case pattern(ItemPattern)
    }

    /// The recipe of a `count` section: `count` items with `defaults`, the n-th one
    /// taking `heights[n % heights.count]` and `aspectRatios[n % aspectRatios.count]`
    /// when those lists are given, and the id `"S-n"`.
    public struct ItemPattern: Hashable, Sendable {
        /// The section index used in the generated ids.
        public var section: Int
        /// Number of items.
        public var count: Int
        /// The title every item gets, if any.
        public var title: String?
        /// The keys every item gets.
        public var defaults: ItemMetrics
        /// Heights cycled through the items (empty: `defaults.height`).
        public var heights: [Double]
        /// Aspect ratios cycled through the items (empty: `defaults.aspectRatio`).
        public var aspectRatios: [Double]

        /// Creates a pattern.
        public init(
            section: Int, count: Int, title: String? = nil, defaults: ItemMetrics = .unspecified,
            heights: [Double] = [], aspectRatios: [Double] = []
        ) {
            self.section = section
            self.count = count
            self.title = title
            self.defaults = defaults
            self.heights = heights
            self.aspectRatios = aspectRatios
        }

        /// The generated id of item `item` of `section`.
        public static func id(section: Int, item: Int) -> String { "\(section)-\(item)" }
    }

    private let storage: Storage

    /// Explicit items.
    public init(_ items: [ScenarioItem]) {
        storage = .explicit(ids: items.map(\.id), titles: items.map(\.title), metrics: items.map(\.metrics))
    }

    /// Explicit items given as parallel arrays (all of the same length).
    init(ids: [String], titles: [String?], metrics: [ItemMetrics]) {
        storage = .explicit(ids: ids, titles: titles, metrics: metrics)
    }

    /// Items made from a `count` pattern.
    public init(pattern: ItemPattern) {
        storage = .pattern(pattern)
    }

    /// The pattern, when the items were made with `count`.
    public var pattern: ItemPattern? {
        if case .pattern(let p) = storage { return p }
        return nil
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .explicit(let ids, _, _): return ids.count
        case .pattern(let p): return p.count
        }
    }

    public subscript(position: Int) -> ScenarioItem {
        ScenarioItem(id: id(at: position), title: title(at: position), metrics: metrics(at: position))
    }

    /// The id of item `i`. Precondition: `i` is in range.
    public func id(at i: Int) -> String {
        switch storage {
        case .explicit(let ids, _, _): return ids[i]
        case .pattern(let p): return ItemPattern.id(section: p.section, item: i)
        }
    }

    /// The title of item `i`, if any. Precondition: `i` is in range.
    public func title(at i: Int) -> String? {
        switch storage {
        case .explicit(_, let titles, _): return titles[i]
        case .pattern(let p): return p.title
        }
    }

    /// The size keys of item `i`. Precondition: `i` is in range. Complexity: O(1).
    public func metrics(at i: Int) -> ItemMetrics {
        switch storage {
        case .explicit(_, _, let metrics):
            return metrics[i]
        case .pattern(let p):
            var m = p.defaults
            if !p.heights.isEmpty { m.height = p.heights[i % p.heights.count] }
            if !p.aspectRatios.isEmpty { m.aspectRatio = p.aspectRatios[i % p.aspectRatios.count] }
            return m
        }
    }
}
