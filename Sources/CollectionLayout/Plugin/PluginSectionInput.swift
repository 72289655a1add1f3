/// What a plugin needs to place one section's items, in *logical* coordinates: the
/// layout is computed as if it scrolled vertically (x across, y along the scroll axis)
/// and a horizontal layout transposes the result afterwards. The layout makes one for
/// each section and hands it to the section's ``LayoutPlugin``.
public struct PluginSectionInput: Sendable {
    /// The section index.
    public let section: Int
    /// Number of items.
    public let itemCount: Int
    /// The viewport's extent across the scroll axis (the width of a vertical layout).
    public let crossExtent: Double
    /// Where the items start along the scroll axis (after the header and the top inset).
    public let start: Double
    /// The section insets in logical coordinates (transposed for a horizontal layout).
    public let insets: EdgeInsets
    /// Space between lines.
    public let lineSpacing: Double
    /// Space between items of a line.
    public let itemSpacing: Double
    /// True for a horizontal layout: item widths and heights swap, aspect ratios invert.
    public let transposed: Bool
    /// The data's per-item metrics.
    public let metrics: ItemMetricsProvider

    /// Creates an input; the layout makes one per section, and tests of a plugin can too.
    public init(
        section: Int, itemCount: Int, crossExtent: Double, start: Double, insets: EdgeInsets, lineSpacing: Double,
        itemSpacing: Double, transposed: Bool, metrics: ItemMetricsProvider
    ) {
        self.section = section
        self.itemCount = itemCount
        self.crossExtent = crossExtent
        self.start = start
        self.insets = insets
        self.lineSpacing = lineSpacing
        self.itemSpacing = itemSpacing
        self.transposed = transposed
        self.metrics = metrics
    }

    /// The metrics of item `item` of this section.
    @inline(__always) public func metrics(_ item: Int) -> ItemMetrics {
        metrics(IndexPath(item: item, section: section))
    }

    /// Usable extent across the axis: the cross extent minus the side insets.
    public var usableCross: Double { crossExtent - insets.left - insets.right }

    /// The logical aspect ratio (logical width / logical height) of an item whose real
    /// width / height ratio is `ratio`.
    @inline(__always) public func logicalRatio(_ ratio: Double) -> Double {
        transposed ? 1 / ratio : ratio
    }

    /// The item's own aspect ratio in logical terms: its `aspectRatio` key, else
    /// `width / height` when both are positive, else `nil`. Throws for a bad value.
    @inline(__always) public func itemRatio(_ m: ItemMetrics, item: Int) throws(LayoutError) -> Double? {
        if let r = m.aspectRatio {
            // Finite and > 0 in two comparisons (NaN fails both). Against the largest finite
            // value: `< .infinity` became a floating-point class test of about 20 integer
            // instructions on x86.
            guard r > 0 && r <= .greatestFiniteMagnitude else { throw Self.badRatio(section, item, r) }
            return logicalRatio(r)
        }
        if let w = m.width, let h = m.height {
            try checkSize(w, item: item, key: "width")
            try checkSize(h, item: item, key: "height")
            if w > 0, h > 0 { return logicalRatio(w / h) }
        }
        return nil
    }

    /// Throws unless an item's width or height is finite and `>= 0`.
    @inline(__always) public func checkSize(_ value: Double, item: Int, key: String) throws(LayoutError) {
        // Finite and >= 0 in two comparisons (NaN fails both; see `itemRatio`).
        guard value >= 0 && value <= .greatestFiniteMagnitude else { throw Self.badSize(section, item, key, value) }
    }

    // The errors are made out of line, so the checks inlined into every plugin's item loop
    // carry no message strings on their path.
    @inline(never)
    static func badRatio(_ section: Int, _ item: Int, _ value: Double) -> LayoutError {
        PluginValidation.badItem(section, item, "aspectRatio", value, "a finite number > 0")
    }

    @inline(never)
    static func badSize(_ section: Int, _ item: Int, _ key: String, _ value: Double) -> LayoutError {
        PluginValidation.badItem(section, item, key, value, "a finite number >= 0")
    }
}
