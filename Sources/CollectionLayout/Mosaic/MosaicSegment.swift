/// One 200-pt band of Apple's WWDC18 mosaic layout and how it splits into tiles
/// (Docs/layouts.md, "Mosaic"): the sample's `MosaicSegmentStyle`, public so that code
/// ported from the sample can name the styles and reproduce a band's tiles.
public enum MosaicSegment: String, CaseIterable, Hashable, Sendable {
    /// One tile, the full width.
    case fullWidth
    /// Two tiles side by side.
    case fiftyFifty
    /// A 2/3-width tile, then the remaining third split into two stacked tiles.
    case twoThirdsOneThird
    /// The first third split into two stacked tiles, then a 2/3-width tile.
    case oneThirdTwoThirds

    /// The number of tiles.
    public var tileCount: Int {
        switch self {
        case .fullWidth: return 1
        case .fiftyFifty: return 2
        case .twoThirdsOneThird, .oneThirdTwoThirds: return 3
        }
    }

    /// The segment after this one when `remaining` items are still to place: the
    /// sample's cycle fullWidth -> fiftyFifty -> twoThirdsOneThird -> oneThirdTwoThirds ->
    /// fiftyFifty..., overridden by fullWidth for one item left and fiftyFifty for two.
    /// Complexity: O(1).
    public func next(remaining: Int) -> MosaicSegment {
        if remaining == 1 { return .fullWidth }
        if remaining == 2 { return .fiftyFifty }
        switch self {
        case .fullWidth: return .fiftyFifty
        case .fiftyFifty: return .twoThirdsOneThird
        case .twoThirdsOneThird: return .oneThirdTwoThirds
        case .oneThirdTwoThirds: return .fiftyFifty
        }
    }

    /// The tile frames of `band`, in item order, with the sample's 1-pt gutters
    /// (``tileCount`` of them). Complexity: O(1).
    public func tileFrames(in band: Rect) -> [Rect] {
        let tiles = tiles(of: band)
        return (0..<tiles.count).map { tiles[$0] }
    }

    /// The tiles of `band`, in item order, without an allocation.
    func tiles(of band: Rect) -> MosaicTiles {
        switch self {
        case .fullWidth:
            return MosaicTiles(band)
        case .fiftyFifty:
            let (left, right) = Self.divide(band, fraction: 1.0 / 2.0, along: .horizontal)
            return MosaicTiles(left, right)
        case .twoThirdsOneThird:
            let (big, rest) = Self.divide(band, fraction: 2.0 / 3.0, along: .horizontal)
            let (top, bottom) = Self.divide(rest, fraction: 1.0 / 2.0, along: .vertical)
            return MosaicTiles(big, top, bottom)
        case .oneThirdTwoThirds:
            let (narrow, big) = Self.divide(band, fraction: 1.0 / 3.0, along: .horizontal)
            let (top, bottom) = Self.divide(narrow, fraction: 1.0 / 2.0, along: .vertical)
            return MosaicTiles(top, bottom, big)
        }
    }

    /// The sample's `dividedIntegral`: the first part is `ceil(extent * fraction)` long
    /// (never longer than the rectangle), the second starts 1 pt after it (a gutter) and
    /// runs to the end. Tessera clamps the second part inside the rectangle when the
    /// rectangle is too small for the gutter (the original goes negative).
    static func divide(_ rect: Rect, fraction: Double, along axis: Axis) -> (Rect, Rect) {
        let extent = rect.size[axis]
        let first = Swift.min((extent * fraction).rounded(.up), extent)
        let start = rect.origin[axis]
        let end = start + extent
        let secondStart = Swift.min(start + first + 1, end)
        var a = rect
        var b = rect
        a.size[axis] = first
        b.origin[axis] = secondStart
        b.size[axis] = end - secondStart
        return (a, b)
    }
}

/// Up to three tiles of one mosaic segment, without an array allocation.
struct MosaicTiles {
    /// How many tiles are set.
    let count: Int
    private let t0: Rect, t1: Rect, t2: Rect

    init(_ a: Rect) { (count, t0, t1, t2) = (1, a, .zero, .zero) }
    init(_ a: Rect, _ b: Rect) { (count, t0, t1, t2) = (2, a, b, .zero) }
    init(_ a: Rect, _ b: Rect, _ c: Rect) { (count, t0, t1, t2) = (3, a, b, c) }

    /// Tile `i` (`0 ..< count`).
    subscript(i: Int) -> Rect { i == 0 ? t0 : i == 1 ? t1 : t2 }
}

extension MosaicSegment {
    /// The segment's position in `allCases`. Complexity: O(1).
    var patternIndex: Int {
        switch self {
        case .fullWidth: return 0
        case .fiftyFifty: return 1
        case .twoThirdsOneThird: return 2
        case .oneThirdTwoThirds: return 3
        }
    }
}
