import CollectionLayout
import LayoutDoctor

/// A two-column waterfall written the way `UICollectionViewLayout` subclasses are (a
/// cache of attributes filled in `prepare`, a query over the cache, lookups by index),
/// with one fault switched on at a time, each the way such layouts usually get it wrong.
struct FaultyWaterfall: CollectionViewLayout {
    enum Fault: String, CaseIterable, Sendable {
        case none
        /// The Pinterest seed's query: bisect for one intersecting frame, then scan each way
        /// until the first frame that misses.
        case bisectAndScan
        /// The query returns every cached element, in or out of the rectangle.
        case returnsEverything
        /// A section header appended once per item instead of once per section.
        case headerPerItem
        /// `layoutAttributesForItem(at:)` recomputes the frame and forgets the spacing.
        case lookupForgetsSpacing
        /// `prepare` reads a stale model count, one short of the data source's.
        case staleCount
        /// Item 3's width is 0/0 (an aspect ratio of a zero-size image).
        case nanWidth
        /// Item 2's height has padding taken off beyond its size.
        case negativeHeight
        /// The content height is the shortest column's, not the tallest.
        case contentFromFirstColumn
        /// Every prepare moves the content down by a stored offset it adds to.
        case driftingOffset
        /// `prepare` returns at once when the cache is not empty (the Pinterest seed).
        case staleCache
        /// The column of each item found by scanning every earlier frame: O(n^2).
        case quadraticPrepare
    }

    var fault: Fault
    var name: String { "Waterfall (\(fault.rawValue))" }
    var scrollAxis: Axis { .vertical }
    private(set) var contentSize = Size.zero
    private var cache: [LayoutAttributes] = []
    private var headers: [LayoutAttributes] = []
    private var drift = 0.0
    let columns = 2
    let spacing = 8.0
    let headerHeight = 40.0

    init(fault: Fault) { self.fault = fault }

    /// The feed's heights: varied, so the columns interleave unevenly.
    static func height(_ item: Int) -> Double { [60, 180, 90, 240, 120, 70, 200, 150][item % 8] }

    mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        if fault == .staleCache && !cache.isEmpty { return }
        if fault == .driftingOffset { drift += 10 }
        cache = []
        headers = []
        let width = context.containerSize.width
        let columnWidth = (width - spacing * Double(columns - 1)) / Double(columns)
        var y = 0.0
        for (s, count) in context.itemCounts.enumerated() {
            let header = LayoutAttributes(
                category: .supplementary(kind: "header"), indexPath: IndexPath(item: 0, section: s),
                frame: Rect(x: 0, y: y + drift, width: width, height: headerHeight))
            headers.append(header)
            y += headerHeight
            var heights = Array(repeating: y, count: columns)
            let shown = fault == .staleCount ? max(0, count - 1) : count
            for i in 0..<shown {
                var column = heights[0] <= heights[1] ? 0 : 1
                if fault == .quadraticPrepare {
                    var scanned = Array(repeating: y, count: columns)
                    for earlier in cache where earlier.indexPath.section == s {
                        let c = earlier.frame.minX < columnWidth ? 0 : 1
                        scanned[c] = max(scanned[c], earlier.frame.maxY + spacing)
                    }
                    column = scanned[0] <= scanned[1] ? 0 : 1
                }
                var h = Self.height(i)
                if fault == .negativeHeight && i == 2 { h -= 2 * 100 }
                var w = columnWidth
                if fault == .nanWidth && i == 3 { w = columnWidth * (0.0 / 0.0) }
                let frame = Rect(
                    x: Double(column) * (columnWidth + spacing), y: heights[column] + drift, width: w, height: h)
                cache.append(LayoutAttributes(category: .cell, indexPath: IndexPath(item: i, section: s), frame: frame))
                heights[column] += max(h, 0) + spacing
                if fault == .headerPerItem { cache.append(header) }
            }
            y = fault == .contentFromFirstColumn ? heights.min()! : heights.max()!
        }
        contentSize = Size(width: width, height: y + drift)
    }

    func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
        var out: [LayoutAttributes] = headers.filter { $0.frame.intersects(rect) }
        switch fault {
        case .returnsEverything:
            out = headers + cache
        case .bisectAndScan:
            var lo = 0
            var hi = cache.count - 1
            var found: Int?
            while lo <= hi {
                let mid = (lo + hi) / 2
                let f = cache[mid].frame
                if f.intersects(rect) {
                    found = mid
                    break
                } else if f.maxY <= rect.minY {
                    lo = mid + 1
                } else {
                    hi = mid - 1
                }
            }
            guard let found else { return LayoutQuery(elements: out) }
            var i = found
            while i >= 0 && cache[i].frame.intersects(rect) {
                out.append(cache[i])
                i -= 1
            }
            i = found + 1
            while i < cache.count && cache[i].frame.intersects(rect) {
                out.append(cache[i])
                i += 1
            }
        default:
            out += cache.filter { $0.frame.intersects(rect) || $0.frame.isEmpty && Self.inside($0.frame, rect) }
        }
        return LayoutQuery(elements: out)
    }

    private static func inside(_ f: Rect, _ r: Rect) -> Bool {
        f.minX > r.minX && f.minX < r.maxX && f.minY > r.minY && f.minY < r.maxY
    }

    func allElements(contentOffset: Point) -> [LayoutAttributes] { cache + headers }

    func element(at indexPath: IndexPath) -> LayoutAttributes? {
        guard var a = cache.first(where: { $0.category == .cell && $0.indexPath == indexPath }) else { return nil }
        if fault == .lookupForgetsSpacing && a.frame.minX > 0 { a.frame.origin.x -= spacing }
        return a
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes? {
        kind == "header" && headers.indices.contains(indexPath.section) ? headers[indexPath.section] : nil
    }
}

extension FaultyWaterfall {
    /// A doctor source for the waterfall with `fault` on `counts` items per section, with
    /// update steps to `updates` counts.
    static func source(_ fault: Fault, counts: [Int] = [60], updates: [[Int]] = []) -> EngineSubjectSource {
        let size = Size(width: 390, height: 844)
        return EngineSubjectSource(
            name: "waterfall", context: LayoutContext(containerSize: size, itemCounts: counts),
            updates: updates.enumerated().map {
                ("batch \($0.offset + 1)", LayoutContext(containerSize: size, itemCounts: $0.element))
            },
            makeLayout: { FaultyWaterfall(fault: fault) })
    }
}
