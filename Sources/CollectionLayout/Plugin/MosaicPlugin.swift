/// PluginLayout's `MosaicLayoutPlugin`, a deterministic take on vjeux's Lightbox
/// algorithm: each item goes to the topmost column and may span every adjacent column
/// that ends at the same height; heights snap to a grid of ``lineMultiple`` points and
/// to neighbouring column ends, so tiles line up.
///
/// Per item, with aspect ratio `r` (the `aspectRatio` key, else `width / height` when
/// both are positive, else 1) and column width `cw`:
/// 1. `first` = the leftmost column with the smallest height; `run` = `first` and the
///    columns right after it with that same height.
/// 2. The item stays in one column when its `canBeBig` key is false, when the previous
///    item of the section spanned several columns, or when it is portrait (`r < 1`)
///    and the run covers every column.
/// 3. `y = column height + line spacing` (also on the first row), `w = cw * n + (n - 1)
///    * interitem spacing` for `n` columns, `h = ceil(w / r / m) * m` with
///    `m = max(lineMultiple, 20)`.
/// 4. Snap: if a column ends within `m` of `y + h` (strictly), the first such end in
///    ascending order becomes the item's bottom.
///
/// Column widths are 0 (never negative) when insets and spacings leave no room; a
/// snap never gives a negative height (only possible with such zero widths).
public struct MosaicPlugin: LayoutPlugin {
    /// Number of columns (at least 1).
    public var columns: Int
    /// The height grid; values below 20 count as 20.
    public var lineMultiple: Double
    /// Insets and spacings.
    public var spacing: PluginSpacing

    /// Creates a mosaic plugin (defaults: 3 columns, line multiple 20, spacing 10).
    public init(columns: Int = 3, lineMultiple: Double = 20, spacing: PluginSpacing = PluginSpacing()) {
        self.columns = columns
        self.lineMultiple = lineMultiple
        self.spacing = spacing
    }

    /// The line multiple actually used: `max(lineMultiple, 20)`.
    public var effectiveLineMultiple: Double { Swift.max(lineMultiple, 20) }

    /// Throws for a negative or non-finite parameter; `path` names the plugin.
    public func validate(path: String) throws(LayoutError) {
        try PluginValidation.count(columns, path: path + ".columns")
        try PluginValidation.finite(lineMultiple, path: path + ".lineMultiple")
        try spacing.validate(path: path)
    }

    /// Places the section's items (see ``LayoutPlugin/placeItems(_:into:)``).
    /// Complexity: O(items * columns).
    public func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        try PluginFrameWriter.append(input.itemCount, to: &frames) { out throws(LayoutError) in
            try placeItems(input, at: out)
        }
    }

    /// Places the section's items, writing item `k`'s frame to `out[k]`. The column ends
    /// live in a temporary allocation (on the stack for a few columns) and are read
    /// and written through a pointer: the item loop scans them 3 to 4 times per item.
    /// Complexity: O(items * columns).
    func placeItems(_ input: PluginSectionInput, at out: UnsafeMutablePointer<Rect>) throws(LayoutError) -> Double {
        let c = columns
        // What `validate(path:)` checks first: called directly, a plugin could have none.
        try PluginValidation.count(c, path: "layout.sections[\(input.section)].columns")
        let m = effectiveLineMultiple
        let result = withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(1, c)) { heights in
            Result { () throws(LayoutError) -> Double in
                try Self.place(input, columns: c, lineMultiple: m, heights: heights.baseAddress!, out: out)
            }
        }
        return try result.get()
    }

    private static func place(
        _ input: PluginSectionInput, columns c: Int, lineMultiple m: Double, heights: UnsafeMutablePointer<Double>,
        out: UnsafeMutablePointer<Rect>
    ) throws(LayoutError) -> Double {
        let s = input.itemSpacing
        let ls = input.lineSpacing
        let left = input.insets.left
        let colW = Swift.max(0, (input.usableCross - Double(c - 1) * s) / Double(c))
        heights.initialize(repeating: input.start, count: c)
        var previousWidth = -Double.infinity
        for item in 0..<input.itemCount {
            let metrics = input.metrics(item)
            let r = try input.itemRatio(metrics, item: item) ?? 1
            // A one-column item's height depends on its ratio alone, so it is computed
            // before the column scan, off the loop's critical path (see the snap below):
            // two divisions and a rounding no longer wait for the previous item's end.
            // `colW * 1 + 0 * s` is `colW` exactly, so the frame is the same to the bit.
            let oneColumnHeight = ((colW / r) / m).rounded(.up) * m
            // Leftmost minimum column, then the run of equal columns to its right.
            var first = 0
            var low = heights[0]
            var k = 1
            while k < c {
                if heights[k] < low {
                    low = heights[k]
                    first = k
                }
                k += 1
            }
            var span = 1
            while first + span < c, heights[first + span] == low { span += 1 }
            if metrics.canBeBig == false || previousWidth > colW || (r < 1 && span == c) { span = 1 }
            let x = left + Double(first) * (colW + s)
            let y = low + ls
            let w = colW * Double(span) + Double(span - 1) * s
            var h = span == 1 ? oneColumnHeight : ((w / r) / m).rounded(.up) * m
            // Snap to the lowest column end strictly within m of the bottom and not above
            // the item's top; the lowest candidate is a minimum without a branch per
            // column. The three comparisons run side by side: folding the first two
            // into one bound (`b >= max((bottom - m).nextUp, y)`, the same test) put the
            // next number's bit arithmetic and a maximum on the loop's critical path,
            // which runs from one item's column end to the next item's.
            let bottom = y + h
            let below = bottom - m
            let upper = bottom + m
            var snap = Double.infinity
            k = 0
            while k < c {
                let b = heights[k]
                snap = Swift.min(snap, b > below && b >= y && b < upper ? b : .infinity)
                k += 1
            }
            if snap != .infinity { h = snap - y }
            (out + item).initialize(to: Rect(x: x, y: y, width: w, height: h))
            let end = y + h
            (heights + first).update(repeating: end, count: span)
            previousWidth = w
        }
        var end = input.start
        for k in 0..<c where heights[k] > end { end = heights[k] }
        return end
    }
}
