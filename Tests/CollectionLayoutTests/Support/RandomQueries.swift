import TestSupport

@testable import CollectionLayout

/// Random query rectangles and offsets for property tests, biased toward the cases that
/// break visibility queries: edges on whole points (so they often touch element edges),
/// thin bands, empty rectangles, rectangles reaching outside the content, and one
/// covering everything.
struct RandomQueries {
    /// A rectangle somewhere over (and around) content of size `content`.
    static func rect(over content: Size, using rng: inout SeededGenerator) -> Rect {
        let w = Swift.max(content.width, 1)
        let h = Swift.max(content.height, 1)
        switch Int.random(in: 0..<20, using: &rng) {
        case 0:  // everything
            return Rect(x: -10, y: -10, width: w + 20, height: h + 20)
        case 1:  // empty
            return Rect(
                x: Double(Int.random(in: 0...Int(w), using: &rng)), y: Double(Int.random(in: 0...Int(h), using: &rng)),
                width: Bool.random(using: &rng) ? 0 : 10, height: 0)
        case 2:  // thin horizontal band, full width
            return Rect(
                x: 0, y: Double(Int.random(in: -5...Int(h) + 5, using: &rng)), width: w,
                height: Double.random(in: 0.001...2, using: &rng))
        case 3:  // thin vertical band, full height
            return Rect(
                x: Double(Int.random(in: -5...Int(w) + 5, using: &rng)), y: 0,
                width: Double.random(in: 0.001...2, using: &rng), height: h)
        case 4...9:  // a viewport-like window on whole points
            let rw = Double(Int.random(in: 1...Int(w), using: &rng))
            let rh = Double(Int.random(in: 1...Swift.max(1, Int(Swift.min(h, 700))), using: &rng))
            return Rect(
                x: Double(Int.random(in: -Int(rw)...Int(w), using: &rng)),
                y: Double(Int.random(in: -Int(rh)...Int(h), using: &rng)), width: rw, height: rh)
        default:  // anything, fractional
            let x = Double.random(in: -20...w + 20, using: &rng)
            let y = Double.random(in: -20...h + 20, using: &rng)
            return Rect(
                x: x, y: y, width: Double.random(in: 0...w, using: &rng),
                height: Double.random(in: 0...Swift.min(h, 900), using: &rng))
        }
    }

    /// A content offset along `axis` within (and a little beyond) the content.
    static func offset(for content: Size, axis: Axis, using rng: inout SeededGenerator) -> Point {
        let extent = Swift.max(content[axis], 1)
        let v =
            Bool.random(using: &rng)
            ? Double(Int.random(in: -50...Int(extent) + 50, using: &rng))
            : Double.random(in: -50...extent + 50, using: &rng)
        return axis == .vertical ? Point(x: 0, y: v) : Point(x: v, y: 0)
    }
}
