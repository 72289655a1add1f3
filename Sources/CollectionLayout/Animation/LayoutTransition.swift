/// The animation of a change from one prepared layout to another: a batch update (the
/// same layout over changed data), a switch to another layout, or new parameters.
///
/// Like UIKit, every element visible before or after gets a track: an element present on
/// both sides moves from its old attributes to its new ones; an appearing element starts
/// at the new layout's ``CollectionViewLayout/initialAttributes(forAppearing:)``; a
/// disappearing one ends at the old layout's
/// ``CollectionViewLayout/finalAttributes(forDisappearing:)``; a reloaded item
/// cross-fades (the old cell fades out while the new one fades in). Elements are paired
/// through an ``UpdateMapping`` (identity when none is given).
///
/// Frames are in each layout's content coordinates; ``mapFrames(from:to:)`` moves both
/// sides into another space (the screen).
public struct LayoutTransition: Sendable {
    /// What happens to an element.
    public enum Change: Hashable, Sendable {
        /// On both sides: it moves and resizes.
        case persisting
        /// Only in the new layout (inserted, or the new side of a reload).
        case appearing
        /// Only in the old layout (deleted, or the old side of a reload).
        case disappearing
    }

    /// One element's animation.
    public struct Track: Hashable, Sendable {
        /// Where the element starts (progress 0).
        public var from: LayoutAttributes
        /// Where it ends (progress 1).
        public var to: LayoutAttributes
        /// Whether it persists, appears or disappears.
        public var change: Change

        /// Creates a track.
        public init(from: LayoutAttributes, to: LayoutAttributes, change: Change = .persisting) {
            self.from = from
            self.to = to
            self.change = change
        }
    }

    /// One side of a transition: a prepared layout, the scroll position and the rectangle
    /// shown.
    public struct Side: Sendable {
        /// The prepared layout.
        public var layout: any CollectionViewLayout
        /// The rectangle of content on screen.
        public var visibleRect: Rect
        /// The scroll position: the content offset (for pinned and offset-dependent
        /// elements) and the orthogonal strips' offsets.
        public var position: ScrollPosition

        /// The content offset (for pinned and offset-dependent elements).
        public var contentOffset: Point {
            get { position.contentOffset }
            set { position.contentOffset = newValue }
        }

        /// Creates a side with the orthogonal strips at rest.
        public init(layout: any CollectionViewLayout, visibleRect: Rect, contentOffset: Point) {
            self.init(layout: layout, visibleRect: visibleRect, position: ScrollPosition(contentOffset: contentOffset))
        }

        /// Creates a side seen from `position`.
        public init(layout: any CollectionViewLayout, visibleRect: Rect, position: ScrollPosition) {
            self.layout = layout
            self.visibleRect = visibleRect
            self.position = position
        }
    }

    /// Every animated element: disappearing and appearing ones first, then the ones that
    /// move (so those are drawn on top).
    public private(set) var tracks: [Track]

    /// Creates a transition from explicit tracks.
    public init(tracks: [Track]) {
        self.tracks = tracks
    }

    /// The transition from `old` to `new`. Elements visible on one side only are looked
    /// up in the other layout (through `mapping`), so an element scrolled off or onto the
    /// screen by the change slides rather than fades.
    ///
    /// - Complexity: O(k log n) for the k elements visible on either side.
    public init(from old: Side, to new: Side, mapping: UpdateMapping? = nil) {
        let before = old.layout.query(old.visibleRect, at: old.position).elements
        let after = new.layout.query(new.visibleRect, at: new.position).elements
        self.init(before: before, after: after, mapping: mapping, old: old, new: new)
    }

    /// The transition between the given visible elements of `old` and `new`.
    public init(before: [LayoutAttributes], after: [LayoutAttributes], mapping: UpdateMapping?, old: Side, new: Side) {
        func forward(_ key: ElementKey) -> ElementKey? { mapping.map { key.mapped(by: $0) } ?? key }
        func backward(_ key: ElementKey) -> ElementKey? { mapping.map { key.unmapped(by: $0) } ?? key }
        func isReloaded(_ key: ElementKey) -> Bool {
            key.category == .cell && (mapping?.reloadedItems.contains(key.indexPath) ?? false)
        }

        var afterByKey: [ElementKey: LayoutAttributes] = [:]
        afterByKey.reserveCapacity(after.count)
        for a in after { afterByKey[ElementKey(a)] = a }
        var tracks: [Track] = []
        tracks.reserveCapacity(before.count + after.count)
        var paired = Set<ElementKey>()
        for b in before {
            guard let key = forward(ElementKey(b)), !isReloaded(key),
                let a = afterByKey[key] ?? new.layout.attributes(for: key, at: new.position)
            else {
                tracks.append(Track(from: b, to: old.layout.finalAttributes(forDisappearing: b), change: .disappearing))
                continue
            }
            tracks.append(Track(from: b, to: a))
            paired.insert(key)
        }
        for a in after where !paired.contains(ElementKey(a)) {
            let key = ElementKey(a)
            if !isReloaded(key), let oldKey = backward(key),
                let o = old.layout.attributes(for: oldKey, at: old.position)
            {
                tracks.append(Track(from: o, to: a))
            } else {
                tracks.append(Track(from: new.layout.initialAttributes(forAppearing: a), to: a, change: .appearing))
            }
        }
        // Fading elements first, so a renderer that keeps the given order among equals
        // draws moving elements over elements fading in or out of the same place.
        self.tracks = tracks.filter { $0.change != .persisting } + tracks.filter { $0.change == .persisting }
    }

    /// The same transition with every `from` frame passed through `from` and every `to`
    /// frame through `to` (for example, content coordinates to screen cells).
    public func mapFrames(from: (Rect) -> Rect, to: (Rect) -> Rect) -> LayoutTransition {
        LayoutTransition(
            tracks: tracks.map { t in
                var copy = t
                copy.from.frame = from(t.from.frame)
                copy.to.frame = to(t.to.frame)
                return copy
            })
    }

    /// The attributes at `progress` (0 to 1, eased), in track order (a renderer orders
    /// them by zIndex).
    public func attributes(atProgress progress: Double) -> [LayoutAttributes] {
        let t = Self.ease(min(1, max(0, progress)))
        return tracks.map { Self.interpolate($0.from, $0.to, t) }
    }

    /// Cubic ease-in-out.
    public static func ease(_ t: Double) -> Double {
        t < 0.5 ? 4 * t * t * t : 1 - (2 - 2 * t) * (2 - 2 * t) * (2 - 2 * t) / 2
    }

    /// `from` moved `t` of the way to `to`: frame, alpha and each transform component
    /// linearly; zIndex and hidden state from the side the element is closer to.
    public static func interpolate(_ from: LayoutAttributes, _ to: LayoutAttributes, _ t: Double) -> LayoutAttributes {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var out = t < 0.5 ? from : to
        out.frame = Rect(
            x: lerp(from.frame.minX, to.frame.minX), y: lerp(from.frame.minY, to.frame.minY),
            width: lerp(from.frame.width, to.frame.width), height: lerp(from.frame.height, to.frame.height))
        out.alpha = lerp(from.alpha, to.alpha)
        if from.transform != to.transform {
            let a = from.transform
            let b = to.transform
            out.transform = LayoutTransform(
                a: lerp(a.a, b.a), b: lerp(a.b, b.b), c: lerp(a.c, b.c), d: lerp(a.d, b.d), tx: lerp(a.tx, b.tx),
                ty: lerp(a.ty, b.ty))
        }
        return out
    }
}
