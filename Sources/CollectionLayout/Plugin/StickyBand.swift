/// Where a section's cells lie along the scroll axis, and its insets there: what the
/// sticky effects clamp headers and footers to.
struct StickyBand: Sendable {
    /// The smallest cell start along the scroll axis (the union of the cell frames).
    var itemsStart: Double
    /// The largest cell end along the scroll axis.
    var itemsEnd: Double
    /// The section inset before the items (top of a vertical layout).
    var insetBefore: Double
    /// The section inset after the items (bottom of a vertical layout).
    var insetAfter: Double
    /// False for a section without cells: its sticky views stay where they were placed
    /// (the original clamps to a `.zero` union there, which sends them to the top of
    /// the content).
    var hasItems: Bool

    /// The sticky header position (`StickyEffect(.start)`) for a header of length `h`
    /// along the axis: `clamp(offset, itemsStart - h - insetBefore, itemsEnd - h)`.
    func headerPosition(length h: Double, offset: Double) -> Double {
        Swift.max(itemsStart - h - insetBefore, Swift.min(itemsEnd - h, offset))
    }

    /// The sticky footer position (`StickyEffect(.end)`) for a footer of length `h`:
    /// `clamp(offset + viewport - h, itemsStart - insetBefore, itemsEnd + insetAfter)`.
    func footerPosition(length h: Double, offset: Double, viewport: Double) -> Double {
        Swift.max(itemsStart - insetBefore, Swift.min(itemsEnd + insetAfter, offset + viewport - h))
    }

    /// The range along the axis a sticky header of this section can cover, including
    /// its prepared place `[start, start + h)`.
    func headerReach(start: Double, length h: Double) -> (Double, Double) {
        guard hasItems else { return (start, start + h) }
        let lo = itemsStart - h - insetBefore
        let hi = itemsEnd - h
        return (Swift.min(start, lo), Swift.max(start, hi) + h)
    }

    /// The range along the axis a sticky footer of this section can cover.
    func footerReach(start: Double, length h: Double) -> (Double, Double) {
        guard hasItems else { return (start, start + h) }
        let lo = itemsStart - insetBefore
        let hi = itemsEnd + insetAfter
        return (Swift.min(start, lo), Swift.max(start, hi) + h)
    }
}
