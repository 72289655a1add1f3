/// PluginLayout's `GridLayoutPlugin`: flow layout with computed sizes.
///
/// An item with line fraction `k` (at least 1) and aspect ratio `r` (width / height)
/// is `w = (usable width - (k - 1) * interitem spacing) / k` wide and `w / r` tall, so
/// `k` such items fill a line exactly. The item keys `lineFraction` and `aspectRatio`
/// override the plugin's values per item. Lines wrap and align as in ``FlowPlugin``
/// with the `.default` (justified) alignment, and an exact fit never wraps early.
/// When insets and spacings leave no room, widths are 0 (never negative).
public struct GridPlugin: LayoutPlugin {
    /// Items per line, for items that give no `lineFraction`.
    public var lineFraction: Int
    /// Width / height of items that give no `aspectRatio`.
    public var aspectRatio: Double
    /// Insets and spacings.
    public var spacing: PluginSpacing

    /// Creates a grid plugin (defaults: 2 per line, square, spacing 10).
    public init(lineFraction: Int = 2, aspectRatio: Double = 1, spacing: PluginSpacing = PluginSpacing()) {
        self.lineFraction = lineFraction
        self.aspectRatio = aspectRatio
        self.spacing = spacing
    }

    /// Throws for a negative or non-finite parameter; `path` names the plugin.
    public func validate(path: String) throws(LayoutError) {
        try PluginValidation.count(lineFraction, path: path + ".lineFraction")
        try PluginValidation.positive(aspectRatio, path: path + ".aspectRatio")
        try spacing.validate(path: path)
    }

    /// Places the section's items (see ``LayoutPlugin/placeItems(_:into:)``).
    /// Complexity: O(items).
    public func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        try PluginFrameWriter.append(input.itemCount, to: &frames) { out throws(LayoutError) in
            try placeItems(input, at: out)
        }
    }

    /// Places the section's items, writing item `k`'s frame to `out[k]`.
    /// Complexity: O(items).
    func placeItems(_ input: PluginSectionInput, at out: UnsafeMutablePointer<Rect>) throws(LayoutError) -> Double {
        var placer = FlowLinePlacer(input, alignment: .default, out: out)
        let usable = input.usableCross
        let s = input.itemSpacing
        let defaultRatio = input.logicalRatio(aspectRatio)
        // Widths for the plugin's own fraction, computed once.
        let defaultWidth = Swift.max(0, (usable - Double(lineFraction - 1) * s) / Double(lineFraction))
        for item in 0..<input.itemCount {
            let m = input.metrics(item)
            var w = defaultWidth
            if let k = m.lineFraction, k != lineFraction {
                guard k >= 1 else {
                    throw PluginValidation.badItem(input.section, item, "lineFraction", Double(k), "an integer >= 1")
                }
                w = Swift.max(0, (usable - Double(k - 1) * s) / Double(k))
            }
            var r = defaultRatio
            if let own = m.aspectRatio {
                guard own > 0 && own <= .greatestFiniteMagnitude else {
                    throw PluginValidation.badItem(input.section, item, "aspectRatio", own, "a finite number > 0")
                }
                r = input.logicalRatio(own)
            }
            placer.place(width: w, height: w / r)
        }
        return placer.finish()
    }
}
