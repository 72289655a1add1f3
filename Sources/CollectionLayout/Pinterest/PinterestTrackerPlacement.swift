extension PinterestLayout {
    /// Places `itemCount` items in `tracked` columns through a ``ShortestColumnTracker``,
    /// with a banner after every `adsEvery`-th item (`0`: none) and the client's own views
    /// (``supplementaries``) where they go: every column count and view the two-column
    /// placement (``placeTwoColumns(itemCount:bannerCount:adsEvery:width:slots:metrics:)``)
    /// does not take.
    ///
    /// Without client views, the banners are kept as frames with their edges written as
    /// they are placed (``PinterestPlacement/bannerFrames``); with them, every view is
    /// kept as attributes and the store sorts and indexes them itself.
    /// Complexity: O(itemCount) up to 16 columns, O(itemCount log columns) beyond, plus
    /// O(tracked) per view and one `metrics` call per item; no per-item allocation.
    func placeWithTracker(
        itemCount: Int, tracked: Int, bannerCount: Int, adsEvery: Int, width: Double, slots: CellSlots,
        metrics: ItemMetricsProvider
    ) -> (PinterestPlacement, LayoutError?) {
        let padding = slots.padding
        let indexesBanners = supplementaries.isEmpty
        var failure: LayoutError?
        var placement = PinterestPlacement()
        var placedItems = 0
        // Everything the loop and its helpers change lives inside the closure: a variable
        // captured from outside is checked for exclusive access at run time on every use.
        let cells = LargeArrays.triple(capacity: itemCount) {
            (cell: UnsafeMutablePointer<Rect>, start: UnsafeMutablePointer<Double>, end) in
            var column = 0
            let columns = ShortestColumnTracker(count: tracked, scratchCount: Self.heightChunk)
            // Banners alone are kept as frames (a banner every few items: at a million
            // items, 5 MB of frames instead of 20 MB of attributes); with the client's
            // views, as attributes. Both are advised for huge pages like the cells'.
            var views = [LayoutAttributes](largeCapacity: indexesBanners ? 0 : bannerCount + supplementaries.count)
            var bannerFrames = [Rect](largeCapacity: indexesBanners ? bannerCount : 0)
            var viewStarts = [Double](largeCapacity: indexesBanners ? bannerCount : 0)
            var viewEnds = [Double](largeCapacity: indexesBanners ? bannerCount : 0)

            // The client's own views: where each goes (an item index after which it comes;
            // -1 before the items, `itemCount - 1` after them), numbered per kind.
            var extraNumbers: [String: Int] = [:]
            var pending = supplementaries.enumerated().compactMap {
                i, s -> (after: Int, order: Int, view: PinterestSupplementary)? in
                switch s.placement {
                case .beforeItems: return (-1, i, s)
                case .afterItems: return (itemCount - 1, supplementaries.count + i, s)
                case .afterItem(let n): return n < itemCount ? (n, i, s) : nil
                }
            }.sorted { ($0.after, $0.order) < ($1.after, $1.order) }[...]
            // A kind's code is looked up by name: once for the banners, not per banner.
            func placeFullWidth(code: CategoryCode, height: Double, number: Int) {
                let slot = Rect(x: 0, y: columns.tallest, width: width, height: height)
                let frame = Self.padded(slot, by: padding)
                if indexesBanners {
                    bannerFrames.append(frame)
                    viewStarts.append(frame.origin.y)
                    viewEnds.append(frame.origin.y + frame.size.height)
                } else {
                    views.append(
                        LayoutAttributes(code: code, indexPath: IndexPath(item: number, section: 0), frame: frame))
                }
                columns.setAll(to: slot.maxY)
                column = 0
            }
            var nextExtraAfter = pending.first?.after ?? Int.max
            func placeExtras(after item: Int) {
                while let next = pending.first, next.after == item {
                    pending.removeFirst()
                    let number = extraNumbers[next.view.kind, default: 0]
                    extraNumbers[next.view.kind] = number + 1
                    placeFullWidth(
                        code: CategoryCode(.supplementary(kind: next.view.kind)), height: next.view.height,
                        number: number)
                }
                nextExtraAfter = pending.first?.after ?? Int.max
            }

            var item = 0
            // Countdowns instead of `%` in the hot loop (an integer division per item is a
            // large share of the per-item budget).
            var itemsUntilBanner = adsEvery
            var heightIndex = 0
            var bannerNumber = 0
            let bannerCode = CategoryCode(.supplementary(kind: ElementKind.banner))
            placeExtras(after: -1)
            // The heights are asked a chunk at a time (into the tracker's scratch room),
            // then the chunk is placed: the placing loop makes no call, so its state stays
            // in registers instead of being saved and reloaded around the provider's call
            // for every item.
            let asked = columns.scratch
            while item < itemCount {
                let (next, stop) = Self.askHeights(
                    metrics, from: item, to: Swift.min(item + Self.heightChunk, itemCount), into: asked)
                let first = item
                while item < next {
                    // A run of items with no view after any but its last: up to the next
                    // banner (after `itemsUntilBanner` more items) or client view.
                    var runEnd = next
                    if itemsUntilBanner > 0 && itemsUntilBanner < runEnd - item { runEnd = item + itemsUntilBanner }
                    if nextExtraAfter >= item && nextExtraAfter < runEnd - 1 { runEnd = nextExtraAfter + 1 }
                    while item < runEnd {
                        let top = columns.height(column)
                        let slotHeight = asked[item - first] + 2 * padding
                        let frame = slots.frame(column: column, top: top, slotHeight: slotHeight)
                        (cell + item).initialize(to: frame)
                        (start + item).initialize(to: frame.origin.y)
                        (end + item).initialize(to: frame.origin.y + frame.size.height)
                        column = columns.raise(column, to: top + slotHeight)
                        item += 1
                        itemsUntilBanner -= 1
                    }
                    if itemsUntilBanner == 0 {
                        itemsUntilBanner = adsEvery
                        // The overrides are asked only when there are some (a dictionary lookup).
                        var height = bannerHeights[heightIndex]
                        if !bannerHeightOverrides.isEmpty, let own = bannerHeightOverrides[bannerNumber] {
                            height = own
                        }
                        heightIndex += 1
                        if heightIndex == bannerHeights.count { heightIndex = 0 }
                        placeFullWidth(code: bannerCode, height: height, number: bannerNumber)
                        bannerNumber += 1
                    }
                    if nextExtraAfter == item - 1 { placeExtras(after: item - 1) }
                }
                if let stop {
                    failure = stop
                    break
                }
            }
            placedItems = item
            placement.tallest = columns.tallest
            placement.views = views
            placement.bannerFrames = bannerFrames
            placement.viewStarts = viewStarts
            placement.viewEnds = viewEnds
            return placedItems
        }
        (placement.cells, placement.starts, placement.ends) = cells
        return (placement, failure)
    }
}
