/// What the data says about one item's size: the values a size provider or a scenario
/// file gives. Each layout reads the keys it needs and falls back to its own default.
public struct ItemMetrics: Hashable, Sendable {
    /// Preferred width in points.
    public var width: Double?
    /// Preferred height in points.
    public var height: Double?
    /// Width divided by height.
    public var aspectRatio: Double?
    /// Grid plugin: how many items of this kind share a line.
    public var lineFraction: Int?
    /// Lightbox mosaic plugin: whether the item may span several columns.
    public var canBeBig: Bool?

    /// Creates metrics; every key is optional.
    @inlinable public init(
        width: Double? = nil, height: Double? = nil, aspectRatio: Double? = nil,
        lineFraction: Int? = nil, canBeBig: Bool? = nil
    ) {
        self.width = width
        self.height = height
        self.aspectRatio = aspectRatio
        self.lineFraction = lineFraction
        self.canBeBig = canBeBig
    }

    /// No keys given.
    public static let unspecified = ItemMetrics()
}

/// A split layout section's side.
public enum SectionSide: String, Hashable, Sendable, CaseIterable {
    /// The left side, `leftSideRatio` of the width.
    case left
    /// The right side, the rest of the width.
    case right
}

/// What the data says about one section: its item count and its optional views.
public struct SectionMetrics: Hashable, Sendable {
    /// Number of items, as the data source answers `numberOfItems(inSection:)` for this
    /// prepare. A context is made from the data for each prepare and is not a store: the
    /// data's items (`CollectionData`, a snapshot, a scenario's sections) are the one
    /// stored count.
    public var itemCount: Int
    /// Header height in points (0: no header).
    public var headerHeight: Double
    /// Footer height in points (0: no footer).
    public var footerHeight: Double
    /// Split layout side (`nil`: the layout's default).
    public var side: SectionSide?
    /// The measured size of this section's supplementary views, by element kind: what a
    /// self-sizing supplementary (an estimated dimension) resolves to, whatever its kind.
    public var supplementaries: [String: ItemMetrics]
    /// The section's identifier in the data, when the context was made from identified
    /// data (`CollectionData`): what a section provider switches on, as UIKit's does on
    /// `snapshot.sectionIdentifiers[index]`, so a section keeps its specification through
    /// updates that move it. `nil` for a context made from counts alone.
    public var identifier: String? = nil

    /// Creates section metrics.
    @inlinable public init(
        itemCount: Int, headerHeight: Double = 0, footerHeight: Double = 0,
        side: SectionSide? = nil, supplementaries: [String: ItemMetrics] = [:]
    ) {
        self.itemCount = itemCount
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.side = side
        self.supplementaries = supplementaries
    }

    /// The measured size of a supplementary of `kind`, laid out along `axis`: the entry of
    /// ``supplementaries`` for that kind, and for a `header` or `footer` without a
    /// measured extent along `axis`, ``headerHeight`` or ``footerHeight`` there (when
    /// above 0). Complexity: O(1) expected.
    public func supplementarySize(ofKind kind: String, axis: Axis) -> ItemMetrics {
        var size = supplementaries[kind] ?? .unspecified
        let fallback = kind == ElementKind.header ? headerHeight : kind == ElementKind.footer ? footerHeight : 0
        if fallback > 0 {
            switch axis {
            case .vertical: if size.height == nil { size.height = fallback }
            case .horizontal: if size.width == nil { size.width = fallback }
            }
        }
        return size
    }
}

/// Supplies the metrics of each item; called once per item during `prepare`.
public struct ItemMetricsProvider: Sendable {
    private let body: @Sendable (IndexPath) -> ItemMetrics
    /// The metrics of every item when the provider was made by ``uniform(_:)``: a
    /// layout's prepare reads them once instead of calling the provider per item.
    let uniformMetrics: ItemMetrics?

    /// Wraps a function from index path to metrics.
    public init(_ body: @escaping @Sendable (IndexPath) -> ItemMetrics) {
        self.body = body
        uniformMetrics = nil
    }

    /// Every item has the same metrics.
    public static func uniform(_ metrics: ItemMetrics) -> ItemMetricsProvider {
        ItemMetricsProvider(body: { _ in metrics }, uniform: metrics)
    }

    private init(body: @escaping @Sendable (IndexPath) -> ItemMetrics, uniform: ItemMetrics) {
        self.body = body
        uniformMetrics = uniform
    }

    /// Per-section arrays of metrics (`table[section][item]`).
    public static func table(_ table: [[ItemMetrics]]) -> ItemMetricsProvider {
        ItemMetricsProvider { table[$0.section][$0.item] }
    }

    /// The metrics of the item at `indexPath`.
    @inlinable public func callAsFunction(_ indexPath: IndexPath) -> ItemMetrics {
        metrics(at: indexPath)
    }

    /// The metrics of the item at `indexPath`.
    public func metrics(at indexPath: IndexPath) -> ItemMetrics { body(indexPath) }
}
