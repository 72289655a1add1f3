/// PluginLayout's `FlowLayoutPlugin`: a re-implementation of flow layout with four
/// alignments.
///
/// Each item takes its `width` and `height` keys, falling back to ``itemSize``. Items
/// fill lines across the section (between the side insets); a finished line is
/// realigned (``FlowAlignment``) and its items are centred vertically within it. With
/// `.default` the last line keeps its placement (left-aligned, top-aligned); the other
/// alignments realign it too.
public struct FlowPlugin: LayoutPlugin {
    /// The size of an item that gives no `width` / `height`.
    public var itemSize: Size
    /// How lines share their free space.
    public var alignment: FlowAlignment
    /// Insets and spacings.
    public var spacing: PluginSpacing

    /// Creates a flow plugin (defaults: 100 x 100 items, justified, spacing 10).
    public init(
        itemSize: Size = Size(width: 100, height: 100), alignment: FlowAlignment = .default,
        spacing: PluginSpacing = PluginSpacing()
    ) {
        self.itemSize = itemSize
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Throws for a negative or non-finite parameter; `path` names the plugin.
    public func validate(path: String) throws(LayoutError) {
        try PluginValidation.nonNegative(itemSize.width, path: path + ".itemSize.width")
        try PluginValidation.nonNegative(itemSize.height, path: path + ".itemSize.height")
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
        var placer = FlowLinePlacer(input, alignment: alignment, out: out)
        for item in 0..<input.itemCount {
            let m = input.metrics(item)
            let w = m.width ?? itemSize.width
            let h = m.height ?? itemSize.height
            try input.checkSize(w, item: item, key: "width")
            try input.checkSize(h, item: item, key: "height")
            if input.transposed {
                placer.place(width: h, height: w)
            } else {
                placer.place(width: w, height: h)
            }
        }
        return placer.finish()
    }
}
