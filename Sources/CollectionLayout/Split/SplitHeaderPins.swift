/// The range each pinned split-layout header can move in: per section, the `natural`
/// y (where it rests while its section is below the viewport top) and the `limit` y
/// (where it stops so it never leaves its section). Filled at prepare; read at query time.
struct SplitHeaderPins: Sendable {
    /// `natural[s]`, `limit[s]`: NaN for sections without a pinned header.
    private var natural: [Double] = []
    private var limit: [Double] = []
    /// The number of pinned headers.
    private(set) var count = 0

    /// True when no header is pinned.
    var isEmpty: Bool { count == 0 }

    /// Room for `sections` sections, none pinned.
    init(sections: Int = 0) {
        if sections > 0 {
            natural = [Double](repeating: .nan, count: sections)
            limit = natural
        }
    }

    /// Records the range of section `section`'s header.
    mutating func pin(section: Int, natural n: Double, limit l: Double) {
        natural[section] = n
        limit[section] = l
        count += 1
    }

    /// The range of `section`'s header, or `nil` when it is not pinned.
    func range(ofSection section: Int) -> (natural: Double, limit: Double)? {
        guard section >= 0, section < natural.count, !natural[section].isNaN else { return nil }
        return (natural[section], limit[section])
    }

    /// Where a header pinned in `natural ... limit` sits at scroll offset `offset`:
    /// `min(max(offset, natural), limit)`; a NaN offset counts as the natural position.
    static func pinnedY(offset: Double, natural: Double, limit: Double) -> Double {
        let o = offset.isNaN ? natural : offset
        return Swift.min(Swift.max(o, natural), limit)
    }

    /// Every place a header of `frame` pinned in `natural ... limit` can take.
    static func envelope(of frame: Rect, natural: Double, limit: Double) -> Rect {
        let low = Swift.min(natural, limit)
        let high = Swift.max(natural, limit) + frame.height
        return Rect(x: frame.minX, y: low, width: frame.width, height: high - low)
    }
}
