import CollectionLayout

/// One rectangle doctor queries, with the bounds the collection view has when it does.
struct QueryProbe {
    /// What kind of rectangle it is, for the report.
    enum Kind: String {
        case content = "the whole content"
        case screen = "the screen"
        case strip = "a thin strip"
        case straddle = "a rectangle on an element's edge"
        case random = "a random rectangle"
    }

    var kind: Kind
    var rect: Rect
    /// The collection view's bounds: the screen itself for a screen, else at the origin.
    var bounds: Rect
}

/// The seeded rectangles of one examination: the whole content; the screen at every
/// scroll step (half a screen apart, or evenly spread when there are more than
/// `maximumScreens`); thin strips across the content; rectangles with an edge on an
/// element's edge (or half a point off it); and random rectangles. The same seed gives
/// the same rectangles. Complexity: O(count).
struct QueryRects {
    var seed: UInt64 = 23
    var maximumScreens = 1500
    var strips = 400
    var straddles = 600
    var randoms = 400

    /// The rectangles over `area` (the content, and any frame beyond it) for a container
    /// of `size` scrolling along `axis`, with edges taken from `frames`.
    func probes(area: Rect, size: Size, axis: Axis, frames: [Rect]) -> [QueryProbe] {
        var rng = SplitMix64(seed: seed)
        let origin = Rect(origin: .zero, size: size)
        var out = [QueryProbe(kind: .content, rect: area, bounds: origin)]
        let screen = size.length(axis)
        let extent = area.max(axis) - max(0, area.min(axis))
        func along(_ start: Double, _ length: Double, cross: (Double, Double)? = nil) -> Rect {
            let c = cross ?? (area.min(axis.cross), area.max(axis.cross) - area.min(axis.cross))
            return axis == .vertical
                ? Rect(x: c.0, y: start, width: c.1, height: length)
                : Rect(x: start, y: c.0, width: length, height: c.1)
        }
        func random(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound < range.upperBound ? Double.random(in: range, using: &rng) : range.lowerBound
        }
        // The screen at every scroll step.
        let base = max(0, area.min(axis))
        let last = max(0, extent - screen)
        let step = max(screen / 2, last / Double(maximumScreens), 1)
        var offset = 0.0
        while true {
            let o = min(offset, last)
            let r = along(base + o, screen, cross: (0, size.length(axis.cross)))
            out.append(QueryProbe(kind: .screen, rect: r, bounds: r))
            if o >= last { break }
            offset += step
        }
        // Thin strips across the whole content.
        for _ in 0..<strips {
            let thickness = [0.5, 1, 2][Int.random(in: 0..<3, using: &rng)]
            out.append(QueryProbe(kind: .strip, rect: along(random(base...(base + extent)), thickness), bounds: origin))
        }
        // Rectangles with an edge on an element's edge.
        if !frames.isEmpty {
            for _ in 0..<straddles {
                let f = frames[Int.random(in: 0..<frames.count, using: &rng)]
                let alongAxis = Bool.random(using: &rng)
                let a: Axis = alongAxis ? axis : axis.cross
                let edge =
                    (Bool.random(using: &rng) ? f.min(a) : f.max(a))
                    + [0, 0.5, -0.5][Int.random(in: 0..<3, using: &rng)]
                let length = random(1...max(1, size.length(a)))
                let start = Bool.random(using: &rng) ? edge : edge - length
                let crossLength = random(1...max(1, size.length(a.cross)))
                let crossStart = random(area.min(a.cross)...max(area.min(a.cross), area.max(a.cross) - crossLength))
                let r =
                    a == .vertical
                    ? Rect(x: crossStart, y: start, width: crossLength, height: length)
                    : Rect(x: start, y: crossStart, width: length, height: crossLength)
                out.append(QueryProbe(kind: .straddle, rect: r, bounds: origin))
            }
        }
        // Random rectangles anywhere in the content.
        for _ in 0..<randoms {
            let w = random(1...max(1, size.width))
            let h = random(1...max(1, size.height))
            let x = random(area.minX...max(area.minX, area.maxX - w))
            let y = random(area.minY...max(area.minY, area.maxY - h))
            out.append(QueryProbe(kind: .random, rect: Rect(x: x, y: y, width: w, height: h), bounds: origin))
        }
        // Across the scroll axis, every rectangle stays within the content.
        let lo = area.min(axis.cross)
        let hi = area.max(axis.cross)
        return out.compactMap { probe in
            var p = probe
            let a = max(lo, p.rect.min(axis.cross))
            let b = min(hi, p.rect.max(axis.cross))
            guard b > a || probe.kind == .screen else { return nil }
            if probe.kind != .screen {
                p.rect =
                    axis == .vertical
                    ? Rect(x: a, y: p.rect.minY, width: b - a, height: p.rect.height)
                    : Rect(x: p.rect.minX, y: a, width: p.rect.width, height: b - a)
            }
            return p
        }
    }
}

extension Size {
    /// The length along `axis`.
    func length(_ axis: Axis) -> Double { axis == .vertical ? height : width }
}
