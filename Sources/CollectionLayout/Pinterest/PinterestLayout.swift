/// Kolos65's PinterestLayout: a masonry of equal-width columns, each item going to the
/// shortest column (leftmost on ties), with optional full-width banners every
/// `numberOfItemsBeforeAds` items (Docs/layouts.md, "Pinterest").
///
/// Frames are the original's, with the Tessera fixes of Docs/layouts.md, "Pinterest":
/// * the width is re-read at every prepare (rotation works);
/// * no banners when `numberOfItemsBeforeAds` is `nil` or <= 0 (the original crashes on 0);
/// * the content size is recomputed at every prepare (it shrinks when items go):
///   width = container width, height = max(container height, lowest outer frame);
/// * an element whose padding exceeds its slot (a banner shorter than `2 * cellPadding`, a
///   column narrower than `2 * cellPadding`) gets extent 0 in the middle of its slot instead
///   of a null rectangle;
/// * the first item after a banner goes to the leftmost column;
/// * visibility queries are exact (see ``ElementStore``).
///
/// Cells: one per item of the single section; each item's slot is
/// `(column * colW, columnBottom, colW, height + 2 * cellPadding)` with
/// `colW = width / numberOfColumns`, and its frame is the slot inset by `cellPadding`,
/// so the visible height is the item's `height` (``ItemMetrics/height``, default 180).
/// Banners: supplementary views of kind ``ElementKind/banner`` at
/// `IndexPath(item: bannerNumber, section: 0)`, with slot `(0, tallestColumn, width, h)`
/// inset by `cellPadding` (the padding lies inside the banner height `h`, which cycles
/// through ``bannerHeights``). A banner follows every `numberOfItemsBeforeAds`-th item,
/// also after the last one.
///
/// ``supplementaries`` adds full-width views of a client's own kinds before, between or
/// after the items (``PinterestSupplementary``), placed like banners.
public struct PinterestLayout: StoreBackedLayout, ConfigurableLayout {
    /// The settings: what ``prepare(for:)`` reads besides the context. Each setting is
    /// also a property of the layout (``numberOfColumns``, ...). Changing it takes effect at
    /// the next ``prepare(for:)``.
    public var configuration: Configuration

    /// Items whose heights a prepare asks before placing them (see ``prepare(for:)``).
    static let heightChunk = 256

    /// The photo height of an item whose metrics give none (the original's default).
    public static let defaultItemHeight = 180.0

    /// Creates the layout; nothing is computed until ``prepare(for:)``.
    public init(
        numberOfColumns: Int = 2, cellPadding: Double = 6, numberOfItemsBeforeAds: Int? = nil,
        bannerHeights: [Double] = [200]
    ) {
        configuration = Configuration(
            numberOfColumns: numberOfColumns, cellPadding: cellPadding, numberOfItemsBeforeAds: numberOfItemsBeforeAds,
            bannerHeights: bannerHeights)
    }

    /// An unprepared layout with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// `"Pinterest"`.
    public var name: String { "Pinterest" }
    /// Always vertical.
    public var scrollAxis: Axis { .vertical }
    /// The prepared cells and banners.
    public private(set) var store = ElementStore()
    /// `(container width, max(container height, lowest outer frame))`.
    public private(set) var contentSize = Size.zero

    /// Places every item and banner.
    ///
    /// Throws for: a section count other than one (`sections`), a negative item count,
    /// `numberOfColumns < 1`, a negative or non-finite `cellPadding`, container size,
    /// banner height or item height, an empty `bannerHeights`, a supplementary of an
    /// empty kind or of kind `banner`, with a negative or non-finite height, or after a
    /// negative item.
    /// Complexity: O(n) for n items with up to 16 columns, O(n log columns) beyond,
    /// plus O(min(columns, numberOfItemsBeforeAds)) per banner (O(1) per item); no
    /// per-item allocation.
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        try LayoutError.requireValidContainer(context.containerSize)
        try LayoutError.requireSingleSection(context.sections, layout: "Pinterest")
        let itemCount = try LayoutError.requireValidItemCounts(context)
        try validateConfiguration()

        let width = context.containerSize.width
        let padding = cellPadding
        let columnWidth = width / Double(numberOfColumns)
        let adsEvery = Swift.max(numberOfItemsBeforeAds ?? 0, 0)
        var bannerCount = 0
        if adsEvery > 0 {
            bannerCount = itemCount / adsEvery
            try context.budget.require(
                itemCount + bannerCount + supplementaries.count, "the items and their banners",
                at: "layout.numberOfItemsBeforeAds")
        }
        // The padding across is the same for every cell: a column narrower than
        // `2 * padding` puts its cells, 0 wide, at its middle (``padded(_:by:)``).
        let narrow = columnWidth - 2 * padding < 0
        let slots = CellSlots(
            columnWidth: columnWidth, padding: padding, cellWidth: narrow ? 0 : columnWidth - 2 * padding,
            cellLeft: narrow ? columnWidth / 2 : padding)
        // Item k after a banner (or the start) lands in a column <= k, so columns beyond
        // `itemCount` are never chosen and always sit at the floor: no need to track them.
        // With banners, at most `adsEvery` items follow one, so only that many columns
        // are ever used, and resetting them at each banner costs O(1) per item.
        var tracked = Swift.min(numberOfColumns, itemCount + 1)
        if adsEvery > 0 { tracked = Swift.min(tracked, adsEvery) }
        // Banners alone are in dump order (one kind, numbered as placed) and their edges
        // ascend: the prepare writes their index while placing them and hands the store
        // both. The client's own views are sorted in among them by the store, which then
        // builds the extras' index itself.
        let indexesBanners = supplementaries.isEmpty
        let (placed, failure) =
            tracked == 2 && indexesBanners
            ? placeTwoColumns(
                itemCount: itemCount, bannerCount: bannerCount, adsEvery: adsEvery, width: width, slots: slots,
                metrics: context.itemMetrics)
            : placeWithTracker(
                itemCount: itemCount, tracked: tracked, bannerCount: bannerCount, adsEvery: adsEvery, width: width,
                slots: slots, metrics: context.itemMetrics)
        if let failure { throw failure }

        // An item's top is the shortest column's height, which never decreases, so the
        // cells come sorted by their top edge and their edges went straight into the
        // index's arrays (no pass over the frames afterwards, no order to find).
        let cellIndex = VisibilityIndex(sortedStarts: placed.starts, ends: placed.ends, order: [], axis: .vertical)
        if indexesBanners {
            store = ElementStore(
                axis: .vertical, sectionItemCounts: [itemCount], cellFrames: placed.cells, cellIndex: cellIndex,
                uniformExtras: UniformExtras(
                    code: CategoryCode(.supplementary(kind: ElementKind.banner)), frames: placed.bannerFrames),
                extraIndex: VisibilityIndex(
                    sortedStarts: placed.viewStarts, ends: placed.viewEnds, order: [], axis: .vertical))
        } else {
            store = ElementStore(
                axis: .vertical, sectionItemCounts: [itemCount], cellFrames: placed.cells, extras: placed.views,
                cellIndex: cellIndex)
        }
        contentSize = Size(width: width, height: Swift.max(context.containerSize.height, placed.tallest))
    }

    private func validateConfiguration() throws(LayoutError) {
        guard numberOfColumns >= 1 else {
            throw LayoutError(path: "layout.numberOfColumns", message: "must be >= 1, got \(numberOfColumns)")
        }
        try LayoutError.requireNonNegative(cellPadding, at: "layout.cellPadding")
        guard !bannerHeights.isEmpty else {
            throw LayoutError(path: "layout.bannerHeight", message: "must hold at least one height")
        }
        for (i, h) in bannerHeights.enumerated() {
            try LayoutError.requireNonNegative(
                h, at: bannerHeights.count == 1 ? "layout.bannerHeight" : "layout.bannerHeight[\(i)]")
        }
        for (banner, h) in bannerHeightOverrides.sorted(by: { $0.key < $1.key }) {
            guard banner >= 0 else {
                throw LayoutError(
                    path: "layout.bannerHeightOverrides", message: "must name banners >= 0, got banner \(banner)")
            }
            try LayoutError.requireNonNegative(h, at: "layout.bannerHeightOverrides[banner \(banner)]")
        }
        for (i, view) in supplementaries.enumerated() {
            guard !view.kind.isEmpty, view.kind != ElementKind.banner else {
                throw LayoutError(
                    path: "layout.supplementaries[\(i)].kind",
                    message: "must be a kind of its own (not empty, not \"banner\": banners have their own numbering)")
            }
            try LayoutError.requireNonNegative(view.height, at: "layout.supplementaries[\(i)].height")
            if case .afterItem(let n) = view.placement, n < 0 {
                throw LayoutError(path: "layout.supplementaries[\(i)].afterItem", message: "must be >= 0, got \(n)")
            }
        }
    }

    /// `slot.insetBy(padding, padding)`, except that an extent the padding would make
    /// negative becomes 0 at the middle of the slot (the original yields a null rect).
    @inline(__always)
    static func padded(_ slot: Rect, by padding: Double) -> Rect {
        var frame = slot.insetBy(dx: padding, dy: padding)
        if frame.size.width < 0 {
            frame.origin.x = slot.minX + slot.width / 2
            frame.size.width = 0
        }
        if frame.size.height < 0 {
            frame.origin.y = slot.minY + slot.height / 2
            frame.size.height = 0
        }
        return frame
    }
}
