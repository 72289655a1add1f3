/// Where a section of a ``PluginLayout`` ended up, in *logical* coordinates (x across the
/// scroll axis, y along it, as in ``PluginSectionInput``): what a plugin is given to make
/// its own supplementary views and decorations (``LayoutPlugin/placeElements(_:into:)``).
///
/// Along the axis a section is, in order: its header (`sectionStart ..< bodyStart`), its top
/// inset, its items (`input.start ..< itemsEnd`), its bottom inset, and its footer
/// (`bodyEnd ..< sectionEnd`). The header and the footer span the cross extent.
public struct PluginSectionPlacement: Sendable {
    /// What the plugin was given to place the items.
    public let input: PluginSectionInput
    /// The items' logical frames, in item order (as the plugin placed them).
    public let itemFrames: ArraySlice<Rect>
    /// Where the items end along the axis (what ``LayoutPlugin/placeItems(_:into:)`` returned).
    public let itemsEnd: Double
    /// Where the section starts: the header's start (the body's when there is no header).
    public let sectionStart: Double
    /// Where the section ends: the footer's end (the body's when there is no footer).
    public let sectionEnd: Double

    /// Creates a placement; the layout makes one per section, and tests of a plugin can too.
    public init(
        input: PluginSectionInput, itemFrames: ArraySlice<Rect>, itemsEnd: Double, sectionStart: Double,
        sectionEnd: Double
    ) {
        self.input = input
        self.itemFrames = itemFrames
        self.itemsEnd = itemsEnd
        self.sectionStart = sectionStart
        self.sectionEnd = sectionEnd
    }

    /// The section index.
    public var section: Int { input.section }

    /// Where the body (top inset, items, bottom inset) starts: after the header.
    public var bodyStart: Double { input.start - input.insets.top }

    /// Where the body ends: before the footer.
    public var bodyEnd: Double { itemsEnd + input.insets.bottom }

    /// The body as a rectangle spanning the cross extent: the area between the header and
    /// the footer, insets included.
    public var bodyRect: Rect {
        Rect(x: 0, y: bodyStart, width: input.crossExtent, height: bodyEnd - bodyStart)
    }

    /// The smallest rectangle holding every item frame (`nil` without items).
    /// Complexity: O(items).
    public var itemsUnion: Rect? {
        guard let first = itemFrames.first else { return nil }
        var (minX, minY, maxX, maxY) = (first.minX, first.minY, first.maxX, first.maxY)
        for f in itemFrames {
            minX = Swift.min(minX, f.minX)
            minY = Swift.min(minY, f.minY)
            maxX = Swift.max(maxX, f.maxX)
            maxY = Swift.max(maxY, f.maxY)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
