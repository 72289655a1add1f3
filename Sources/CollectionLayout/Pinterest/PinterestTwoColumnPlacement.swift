/// What a Pinterest prepare places: the cells with their edges along the axis (sorted by
/// top, as placed), the full-width views with theirs, and the tallest column's height.
struct PinterestPlacement {
    /// One frame per item, in item order.
    var cells: [Rect] = []
    /// The cells' top edges (ascending).
    var starts: [Double] = []
    /// The cells' bottom edges.
    var ends: [Double] = []
    /// The banners and the client's views, in the order they were placed (the
    /// general placement).
    var views: [LayoutAttributes] = []
    /// The banners' frames, banner `k` at `k`, when the prepare indexed them itself
    /// (two columns, no client views: ``PinterestLayout/placeTwoColumns``), in place of
    /// ``views``.
    var bannerFrames: [Rect] = []
    /// The views' top edges (ascending), when the prepare indexed them itself.
    var viewStarts: [Double] = []
    /// The views' bottom edges, when the prepare indexed them itself.
    var viewEnds: [Double] = []
    /// The height of the tallest column after the last item or view.
    var tallest = 0.0
}

extension PinterestLayout {
    /// Asks the heights of items `first ..< end` into `asked[0 ..< end - first]`; stops at
    /// the first that is negative or not finite and returns its error, with the index of
    /// the item it stopped at (`end` when every height was good).
    /// Complexity: O(end - first) calls to `metrics`.
    @inline(__always)
    static func askHeights(
        _ metrics: ItemMetricsProvider, from first: Int, to end: Int, into asked: UnsafeMutablePointer<Double>
    ) -> (next: Int, failure: LayoutError?) {
        var next = first
        while next < end {
            let height = metrics(IndexPath(item: next, section: 0)).height ?? defaultItemHeight
            // Finite and >= 0 in two comparisons (NaN fails both).
            guard height >= 0 && height <= .greatestFiniteMagnitude else {
                return (next, LayoutError.notFiniteNonNegative(height, at: "sections[0].items[\(next)].height"))
            }
            asked[next &- first] = height
            next &+= 1
        }
        return (next, nil)
    }

    /// Places `itemCount` items in two columns (the original's default) with a banner
    /// after every `adsEvery`-th item (`0`: none) and no client views: the frames of the
    /// general placement (``ShortestColumnTracker``), bit for bit, with both column
    /// heights, the banner countdown and every output pointer in registers.
    ///
    /// The general placement stops its run of items at each banner, saves both heights
    /// to the tracker, places the banner through the full-width path (three appends that
    /// check capacity and uniqueness) and reloads; at one banner per six items that was a
    /// third of the prepare. Here a banner is a branch of the item loop, written in place.
    /// Complexity: O(itemCount) plus one `metrics` call per item; two allocations per
    /// array it returns, none per item.
    func placeTwoColumns(
        itemCount: Int, bannerCount: Int, adsEvery: Int, width: Double, slots: CellSlots,
        metrics: ItemMetricsProvider
    ) -> (PinterestPlacement, LayoutError?) {
        var failure: LayoutError?
        let padding = slots.padding
        let heights = bannerHeights
        let overrides = bannerHeightOverrides
        let hasOverrides = !overrides.isEmpty
        let leftX = Double(0) * slots.columnWidth + slots.cellLeft
        let rightX = Double(1) * slots.columnWidth + slots.cellLeft
        let cellWidth = slots.cellWidth
        // Everything the loop changes lives inside the closures: a variable captured from
        // outside is checked for exclusive access at run time on every use.
        var placedItems = 0
        var tallest = 0.0
        var views: ([Rect], [Double], [Double]) = ([], [], [])
        let cells = LargeArrays.triple(capacity: itemCount) { (cell: UnsafeMutablePointer<Rect>, start, end) in
            views = LargeArrays.triple(capacity: bannerCount) {
                (banner: UnsafeMutablePointer<Rect>, bannerStart, bannerEnd) in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.heightChunk) { scratch in
                    let asked = scratch.baseAddress!
                    var left = 0.0
                    var right = 0.0
                    var inRight = false
                    // Int.max without banners: the countdown never reaches 0.
                    var untilBanner = adsEvery > 0 ? adsEvery : Int.max
                    var heightIndex = 0
                    var bannerNumber = 0
                    var item = 0
                    while item < itemCount {
                        let (next, stop) = Self.askHeights(
                            metrics, from: item, to: Swift.min(item &+ Self.heightChunk, itemCount), into: asked)
                        let first = item
                        while item < next {
                            let top = inRight ? right : left
                            let slotHeight = asked[item &- first] + 2 * padding
                            let y = top + padding
                            let height = slotHeight - 2 * padding
                            (cell + item).initialize(
                                to: Rect(x: inRight ? rightX : leftX, y: y, width: cellWidth, height: height))
                            (start + item).initialize(to: y)
                            (end + item).initialize(to: y + height)
                            let raised = top + slotHeight
                            if inRight { right = raised } else { left = raised }
                            inRight = right < left
                            item &+= 1
                            untilBanner &-= 1
                            if untilBanner == 0 {
                                untilBanner = adsEvery
                                // The overrides are asked only when there are some (a dictionary lookup).
                                var bannerHeight = heights[heightIndex]
                                if hasOverrides, let own = overrides[bannerNumber] { bannerHeight = own }
                                heightIndex &+= 1
                                if heightIndex == heights.count { heightIndex = 0 }
                                // The tallest column, as ``ShortestColumnTracker/tallest`` picks it.
                                let slot = Rect(
                                    x: 0, y: right > left ? right : left, width: width, height: bannerHeight)
                                let frame = Self.padded(slot, by: padding)
                                (banner + bannerNumber).initialize(to: frame)
                                (bannerStart + bannerNumber).initialize(to: frame.origin.y)
                                (bannerEnd + bannerNumber).initialize(to: frame.origin.y + frame.size.height)
                                bannerNumber &+= 1
                                left = slot.maxY
                                right = left
                                inRight = false
                            }
                        }
                        if let stop {
                            failure = stop
                            break
                        }
                    }
                    placedItems = item
                    tallest = right > left ? right : left
                    return bannerNumber
                }
            }
            return placedItems
        }
        let placement = PinterestPlacement(
            cells: cells.0, starts: cells.1, ends: cells.2, bannerFrames: views.0, viewStarts: views.1,
            viewEnds: views.2, tallest: tallest)
        return (placement, failure)
    }
}
