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

        // Every band is 200 pt tall and starts at a whole number of points (1 + 201 k), so
        // a segment's tiles differ from band to band by the band's top alone: each
        // segment's tiles are made once, in a band at 0, and placed by adding the band's
        // top to their tops (whole numbers: the sums are exact, the same frames as
        // dividing each band). The cell index's arrays are written in the same pass, in
        // the order it needs (by top, then item: a one-third-two-thirds band's big tile
        // comes before the small tile below its first), so the index neither reads the
        // frames again nor sorts them.
        let patterns = MosaicSegment.allCases.map {
            $0.tiles(of: Rect(x: 0, y: 0, width: width, height: Self.segmentHeight))
        }
        var segment = MosaicSegment.fullWidth
        var bottom = 0.0
        var inOrder = true
        var starts: [Double] = []
        var ends: [Double] = []
        var order: [Int32] = []
        // Every large array is advised for huge pages (LargeArrays) before its first write.
        let frames = [Rect](largeCount: count) { buffer in
            (starts, ends) = LargeArrays.pair(count: count) { (s: UnsafeMutableBufferPointer<Double>, e) in
                order = [Int32](largeCount: count) { o in
                    var placed = 0
                    while placed < count {
                        let top = bottom + 1
                        let tiles = patterns[segment.patternIndex]
                        let n = Swift.min(tiles.count, count - placed)
                        for t in 0..<n {
                            let tile = tiles[t]
                            buffer[placed + t] = Rect(
                                x: tile.origin.x, y: top + tile.origin.y, width: tile.size.width,
                                height: tile.size.height)
                        }
                        // The band's tiles by (top, item): only a full one-third-two-thirds
                        // band has a later tile (its big one) above an earlier one.
                        let bigSecond = segment == .oneThirdTwoThirds && n == 3
                        if bigSecond { inOrder = false }
                        for k in 0..<n {
                            let t = bigSecond && k > 0 ? 3 - k : k
                            let frame = buffer[placed + t]
                            s[placed + k] = frame.origin.y
                            e[placed + k] = frame.origin.y + frame.size.height
                            o[placed + k] = Int32(truncatingIfNeeded: placed + t)
                        }
                        placed += n
                        // The last tile of every pattern touches the band's bottom.
                        bottom = top + Self.segmentHeight
                        segment = segment.next(remaining: count - placed)
                    }
                }
            }
        }
        let index = VisibilityIndex(sortedStarts: starts, ends: ends, order: inOrder ? [] : order, axis: .vertical)
        store = ElementStore(
            axis: .vertical, sectionItemCounts: [count], cellFrames: frames, extras: [], cellIndex: index)
        contentSize = Size(width: width, height: Swift.max(context.containerSize.height, bottom))
    }
}
