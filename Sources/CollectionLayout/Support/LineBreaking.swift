/// The one rule every line-filling layout uses to decide whether an item still fits
/// on its line: the flow layout (`FlowLinePacker`), the flow and grid plugins
/// (`FlowLinePlacer`), the split layout (`SplitLinePlacement`) and the compositional
/// group solver. An item may pass the line's end by ``tolerance`` points, so an exact
/// fit that floating-point rounding puts a hair past the end never wraps early
/// (Docs/layouts.md, "Wrapping tolerance").
enum LineBreaking {
    /// How far, in points, an item may pass the end of its line and still fit.
    static let tolerance = 0.001

    /// Whether a line that would end at `end` overflows a line that ends at `limit`
    /// (and so the item opens a new line). NaN never overflows. Complexity: O(1).
    @inline(__always)
    static func overflows(_ end: Double, _ limit: Double) -> Bool { end > limit + tolerance }
}
