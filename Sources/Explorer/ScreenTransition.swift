import CollectionLayout

/// The identity of an element across layouts: its category and index path.
public struct ElementKey: Hashable, Sendable {
    /// Cell, supplementary view or decoration (with its kind).
    public var category: ElementCategory
    /// The element's index path.
    public var indexPath: IndexPath

    /// The key of `attributes`.
    public init(_ attributes: LayoutAttributes) {
        category = attributes.category
        indexPath = attributes.indexPath
    }

    /// Creates a key.
    public init(category: ElementCategory, indexPath: IndexPath) {
        self.category = category
        self.indexPath = indexPath
    }
}

/// An animated change from one set of attributes to another, in screen space (frames
/// relative to the visible rectangle's origin), generic over ``LayoutAttributes``: an
/// element present on both sides moves and resizes, one present on one side only fades
/// in or out through the layouts' initial/final attributes hooks.
public struct ScreenTransition: Sendable {
    /// One element's start and end.
    public struct Track: Sendable {
        /// Where the element starts (progress 0).
        public var from: LayoutAttributes
        /// Where it ends (progress 1).
        public var to: LayoutAttributes
    }

    /// Every animated element.
    public private(set) var tracks: [Track]
    /// When the animation started, in seconds of the explorer's clock.
    public var start: Double
    /// How long it lasts, in seconds.
    public var duration: Double

    /// Pairs `before` and `after` by ``ElementKey``. Elements only in `before` end at
    /// `disappear(element)`, elements only in `after` start at `appear(element)`.
    public init(
        before: [LayoutAttributes], after: [LayoutAttributes], start: Double, duration: Double,
        appear: (LayoutAttributes) -> LayoutAttributes, disappear: (LayoutAttributes) -> LayoutAttributes
    ) {
        var afterByKey: [ElementKey: LayoutAttributes] = [:]
        afterByKey.reserveCapacity(after.count)
        for a in after { afterByKey[ElementKey(a)] = a }
        var tracks: [Track] = []
        tracks.reserveCapacity(before.count + after.count)
        var matched = Set<ElementKey>()
        for b in before {
            let key = ElementKey(b)
            if let a = afterByKey[key] {
                tracks.append(Track(from: b, to: a))
                matched.insert(key)
            } else {
                tracks.append(Track(from: b, to: disappear(b)))
            }
        }
        for a in after where !matched.contains(ElementKey(a)) {
            tracks.append(Track(from: appear(a), to: a))
        }
        self.tracks = tracks
        self.start = start
        self.duration = max(0, duration)
    }

    /// The linear progress at `now`, from 0 to 1.
    public func progress(at now: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, (now - start) / duration))
    }

    /// True once the animation has reached its end.
    public func isFinished(at now: Double) -> Bool { progress(at: now) >= 1 }

    /// The attributes to draw at `now` (eased), lowest zIndex first.
    public func attributes(at now: Double) -> [LayoutAttributes] {
        let t = ScreenTransition.ease(progress(at: now))
        return tracks.map { ScreenTransition.interpolate($0.from, $0.to, t) }
    }

    /// Cubic ease-in-out.
    public static func ease(_ t: Double) -> Double {
        t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
    }

    private static func pow3(_ v: Double) -> Double { v * v * v }

    /// `from` moved `t` of the way to `to`: frame and alpha interpolated linearly; zIndex
    /// and hidden state taken from the side the element is closer to.
    public static func interpolate(_ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var out = t < 0.5 ? from : to
        out.frame = Rect(
            x: lerp(from.frame.minX, to.frame.minX), y: lerp(from.frame.minY, to.frame.minY),
            width: lerp(from.frame.width, to.frame.width), height: lerp(from.frame.height, to.frame.height))
        out.alpha = lerp(from.alpha, to.alpha)
        return out
    }
}
