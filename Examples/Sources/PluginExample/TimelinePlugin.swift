import CollectionLayout

/// A plugin of the example's own, as a PluginLayout user writes one: a timeline whose
/// items alternate between the left and right halves of the section, each starting half
/// way down the previous one, so the two sides interleave.
///
/// A plugin places only its section's items, in logical coordinates (x across the scroll
/// axis, y along it); the layout adds the header, the insets and the footer, transposes
/// a horizontal layout, and applies the effects.
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
