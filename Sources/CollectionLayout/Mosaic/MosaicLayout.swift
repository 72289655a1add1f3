/// Apple's WWDC18 mosaic layout ("A Tour of UICollectionView", sample "Customizing
/// Collection View Layouts"): 200-pt bands of one, two or three tiles with 1-pt gutters
/// (Docs/layouts.md, "Mosaic").
///
/// Band k starts 1 pt below the previous band (the first at y = 1) and spans the full
/// container width; its pattern is full width for the first band, then cycles fifty-fifty,
/// two thirds and one third, one third and two thirds, back to fifty-fifty, except that one
/// item left takes a full-width band and two take a fifty-fifty one. For W = 375
/// and 10 items the frames are (0,1,375,200), (0,202,188,200), (189,202,186,200),
/// (0,403,250,200), (251,403,124,100), (251,504,124,99), (0,604,125,100),
/// (0,705,125,99), (126,604,249,200), (0,805,375,200).
///
/// Tessera fixes (Docs/layouts.md, "Mosaic"): the content size includes the last band
/// (height = max(container height, last band's bottom): 1005 for the example above at
/// H = 667, where the original reports 804), and visibility queries are exact.
/// Item metrics are not read. Exactly one section.
public struct MosaicLayout: StoreBackedLayout, ConfigurableLayout {
    /// The height of every band, in points.
    public static let segmentHeight = 200.0

    /// The settings (there are none; see ``Configuration``).
    public var configuration = Configuration()

    /// Creates the layout.
    public init() {}

    /// An unprepared layout with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// `"Mosaic"`.
    public var name: String { "Mosaic" }
    /// Always vertical.
    public var scrollAxis: Axis { .vertical }
    /// The prepared tiles.
    public private(set) var store = ElementStore()
    /// `(container width, max(container height, last band's bottom))`.
    public private(set) var contentSize = Size.zero

    /// Places every item.
    ///
    /// Throws for a section count other than one (`sections`), a negative item count or a
    /// negative or non-finite container size. Complexity: O(n); no per-item allocation.
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        try LayoutError.requireValidContainer(context.containerSize)
        try LayoutError.requireSingleSection(context.sections, layout: "Mosaic")
        let count = try LayoutError.requireValidItemCounts(context)
        let width = context.containerSize.width

        var segment = MosaicSegment.fullWidth
        var bottom = 0.0
        // The tiles go straight into the store's array, sized once (no capacity or
        // uniqueness check per tile).
        let frames = [Rect](unsafeUninitializedCapacity: count) { buffer, initialized in
            var placed = 0
            while placed < count {
                let band = Rect(x: 0, y: bottom + 1, width: width, height: Self.segmentHeight)
                let tiles = segment.tiles(of: band)
                var t = 0
                while t < tiles.count && placed < count {
                    buffer[placed] = tiles[t]
                    placed += 1
                    t += 1
                }
                // The last tile of every pattern touches the band's bottom.
                bottom = band.maxY
                segment = segment.next(remaining: count - placed)
            }
            initialized = placed
        }

        store = ElementStore(axis: .vertical, sectionItemCounts: [count], cellFrames: frames, extras: [])
        contentSize = Size(width: width, height: Swift.max(context.containerSize.height, bottom))
    }
}
