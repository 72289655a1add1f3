import CollectionLayout

/// A worked custom plugin, written against the public API only (no `@testable`): a
/// timeline whose items alternate between the left and right halves of the section, each
/// starting half way down the previous one, so the two sides interleave.
///
/// Item `i` is `half` wide, with `half = (usable width - item spacing) / 2`, at
/// `x = left inset` for even `i` and `left inset + half + item spacing` for odd `i`; its
/// height is the item's `height` (its `width` in a horizontal layout: the extent along the
/// scroll axis) or ``itemHeight``; item 0 starts at the section's start and item `i + 1`
/// at `y(i) + height(i) / 2 + line spacing`. The items end at the lowest bottom.
struct TimelinePlugin: LayoutPlugin {
    /// The extent along the scroll axis of an item whose metrics give none.
    var itemHeight: Double = 60
    /// Insets and spacings.
    var spacing = PluginSpacing()

    func validate(path: String) throws(LayoutError) {
        guard itemHeight.isFinite, itemHeight >= 0 else {
            throw LayoutError(path: path + ".itemHeight", message: "must be a finite number >= 0, got \(itemHeight)")
        }
        try spacing.validate(path: path)
    }

    func placeItems(_ input: PluginSectionInput, into frames: inout [Rect]) throws(LayoutError) -> Double {
        let half = max(0, (input.usableCross - input.itemSpacing) / 2)
        var y = input.start
        var end = input.start
        for item in 0..<input.itemCount {
            let metrics = input.metrics(item)
            let height = (input.transposed ? metrics.width : metrics.height) ?? itemHeight
            try input.checkSize(height, item: item, key: input.transposed ? "width" : "height")
            let x = input.insets.left + (item % 2 == 0 ? 0 : half + input.itemSpacing)
            frames.append(Rect(x: x, y: y, width: half, height: height))
            end = max(end, y + height)
            y += height / 2 + input.lineSpacing
        }
        return end
    }
}
