/// PluginLayout's `StaggeredLayoutPlugin`: equal-width columns filled **round-robin**
/// (item `k` goes to column `k mod columns`, so every column gets the same number of
/// items), as the original documents; not shortest-column masonry.
///
/// Column width: `(usable width - (columns - 1) * interitem spacing) / columns` (0 when
/// insets and spacings leave no room). An
/// item's height is `columnWidth / ratio` for its aspect ratio (the `aspectRatio` key,
/// else `width / height` when both are positive); an item without a ratio takes its
/// `height` key as is, else it is square. The first row gets no line spacing above it.
public struct StaggeredPlugin: LayoutPlugin {
    /// Number of columns (at least 1).
    public var columns: Int
    /// Insets and spacings.
    public var spacing: PluginSpacing

    /// Creates a staggered plugin (defaults: 2 columns, spacing 10).
    public init(columns: Int = 2, spacing: PluginSpacing = PluginSpacing()) {
        self.columns = columns
        self.spacing = spacing
    }

    /// Throws for a negative or non-finite parameter; `path` names the plugin.
    public func validate(path: String) throws(LayoutError) {
        try PluginValidation.count(columns, path: path + ".columns")
        try spacing.validate(path: path)
    }

    /// Places the section's items (see ``LayoutPlugin/placeItems(_:into:)``).
    /// Complexity: O(items + columns).
    public func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        try PluginFrameWriter.append(input.itemCount, to: &frames) { out throws(LayoutError) in
            try placeItems(input, at: out)
        }
    }

    /// Places the section's items, writing item `k`'s frame to `out[k]`. The column ends
    /// live in a temporary allocation (on the stack for a few columns) instead of an
    /// array allocated once per section. Complexity: O(items + columns).
    func placeItems(_ input: PluginSectionInput, at out: UnsafeMutablePointer<Rect>) throws(LayoutError) -> Double {
        let c = columns
        // What `validate(path:)` checks first: called directly, a plugin could have none.
        try PluginValidation.count(c, path: "layout.sections[\(input.section)].columns")
        let result = withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(1, c)) { bottom in
            Result { () throws(LayoutError) -> Double in
                try Self.place(input, columns: c, bottom: bottom.baseAddress!, out: out)
            }
        }
        return try result.get()
    }

    private static func place(
        _ input: PluginSectionInput, columns c: Int, bottom: UnsafeMutablePointer<Double>,
        out: UnsafeMutablePointer<Rect>
    ) throws(LayoutError) -> Double {
        let s = input.itemSpacing
        let ls = input.lineSpacing
        let left = input.insets.left
        let colW = Swift.max(0, (input.usableCross - Double(c - 1) * s) / Double(c))
        bottom.initialize(repeating: input.start, count: c)
        var col = 0
        for item in 0..<input.itemCount {
            let m = input.metrics(item)
            let h: Double
            if let r = try input.itemRatio(m, item: item) {
                h = colW / r
            } else if let own = input.transposed ? m.width : m.height {
                try input.checkSize(own, item: item, key: input.transposed ? "width" : "height")
                h = own
            } else {
                h = colW
            }
            let y = item < c ? bottom[col] : bottom[col] + ls
            let x = left + Double(col) * (colW + s)
            (out + item).initialize(to: Rect(x: x, y: y, width: colW, height: h))
            bottom[col] = y + h
            col += 1
            if col == c { col = 0 }
        }
        var end = input.start
        for k in 0..<c where bottom[k] > end { end = bottom[k] }
        return end
    }
}
