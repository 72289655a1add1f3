import CollectionLayout

/// Every element doctor knows of a prepared subject, with the frame the brute force
/// judges queries by: the frame the layout's own queries returned (at the content
/// offset of zero), or, for an element no query returned, its lookup's frame. Kept in
/// strips along the scroll axis so the brute force over thousands of rectangles stays
/// fast at 100K items; each strip is still filtered element by element.
struct ElementUniverse {
    /// The elements, one per key, in the order they were found.
    private(set) var elements: [LayoutAttributes] = []
    /// Where each key is in ``elements``.
    private(set) var index: [ElementKey: Int] = [:]
    /// The scroll axis the strips run along.
    let axis: Axis
    /// The strips' length along the axis.
    private var stripLength = 1.0
    /// Element indices per strip.
    private var strips: [[Int]] = []
    /// Elements spanning too many strips to file: tested against every rectangle.
    private var wide: [Int] = []

    init(axis: Axis) { self.axis = axis }

    /// Adds `element` unless its key is known (the first frame found wins).
    mutating func add(_ element: LayoutAttributes) {
        let key = ElementKey(element)
        guard index[key] == nil else { return }
        index[key] = elements.count
        elements.append(element)
    }

    /// The element with `key`.
    func element(_ key: ElementKey) -> LayoutAttributes? { index[key].map { elements[$0] } }

    /// Builds the strips; call after the last ``add(_:)``, with the elements doctor will
    /// not judge queries by (non-finite or negative frames) left out.
    mutating func file(stripLength: Double, excluding excluded: Set<ElementKey>) {
        self.stripLength = max(stripLength, 1)
        strips = []
        wide = []
        for (i, e) in elements.enumerated() where !excluded.contains(ElementKey(e)) {
            let lo = Int((e.frame.min(axis) / self.stripLength).rounded(.down))
            let hi = Int((e.frame.max(axis) / self.stripLength).rounded(.down))
            guard lo >= 0, hi - lo <= 64 else {
                wide.append(i)
                continue
            }
            if strips.count <= hi { strips.append(contentsOf: Array(repeating: [], count: hi + 1 - strips.count)) }
            for s in lo...hi { strips[s].append(i) }
        }
    }

    /// Every filed element whose frame overlaps `rect` with a positive area or, for a
    /// zero-size frame, lies inside it: what the query must return. Complexity: O(k)
    /// for the k elements filed in the strips `rect` covers.
    func overlapping(_ rect: Rect) -> [LayoutAttributes] {
        var seen = Set<Int>()
        var out: [LayoutAttributes] = []
        func test(_ i: Int) {
            if Geometry.overlaps(elements[i].frame, rect), seen.insert(i).inserted { out.append(elements[i]) }
        }
        let lo = max(0, Int((rect.min(axis) / stripLength).rounded(.down)))
        let hi = min(strips.count - 1, Int((rect.max(axis) / stripLength).rounded(.down)))
        if lo <= hi {
            for s in lo...hi { for i in strips[s] { test(i) } }
        }
        for i in wide { test(i) }
        return out
    }
}

/// The two edge rules doctor reconciles: UIKit's closed `CGRect.intersects` and the
/// engine's half-open one. An element that only touches a rectangle is neither required
/// nor forbidden.
enum Geometry {
    /// True when the open interiors overlap: the query must return the element.
    static func overlaps(_ frame: Rect, _ rect: Rect) -> Bool {
        frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
            || (frame.width == 0 || frame.height == 0)
                && frame.minX > rect.minX && frame.maxX < rect.maxX && frame.minY > rect.minY
                && frame.maxY < rect.maxY
    }

    /// True when the closed rectangles meet: the query may return the element.
    static func touches(_ frame: Rect, _ rect: Rect) -> Bool {
        frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY
    }

    /// True when every component is finite.
    static func isFinite(_ a: LayoutAttributes) -> Bool {
        a.frame.minX.isFinite && a.frame.minY.isFinite && a.frame.width.isFinite && a.frame.height.isFinite
            && a.alpha.isFinite
    }

    /// Frames equal within a relative 1e-9 (printing and re-reading may round).
    static func same(_ a: Rect, _ b: Rect) -> Bool {
        func eq(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        return eq(a.minX, b.minX) && eq(a.minY, b.minY) && eq(a.width, b.width) && eq(a.height, b.height)
    }

    /// "(x 0, y 120, w 195, h 300)".
    static func text(_ r: Rect) -> String {
        "(x \(number(r.minX)), y \(number(r.minY)), w \(number(r.width)), h \(number(r.height)))"
    }

    /// "390x844".
    static func text(_ s: Size) -> String { "\(number(s.width))x\(number(s.height))" }

    /// A number as people write it: no ".0" on whole values.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v < 0 ? "-inf" : "inf") }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String((v * 1000).rounded() / 1000)
    }
}
