/// Kolos65's PinterestLayout with banners. (Interface placeholder.)
public struct PinterestLayout: StoreBackedLayout {
    public var numberOfColumns: Int
    public var cellPadding: Double
    /// Items between banners; `nil` or <= 0: no banners.
    public var numberOfItemsBeforeAds: Int?
    /// Banner heights, cycled per banner.
    public var bannerHeights: [Double]

    public init(numberOfColumns: Int = 2, cellPadding: Double = 6, numberOfItemsBeforeAds: Int? = nil, bannerHeights: [Double] = [200]) {
        self.numberOfColumns = numberOfColumns
        self.cellPadding = cellPadding
        self.numberOfItemsBeforeAds = numberOfItemsBeforeAds
        self.bannerHeights = bannerHeights
    }

    public var name: String { "Pinterest" }
    public var scrollAxis: Axis { .vertical }
    public private(set) var store = ElementStore()
    public private(set) var contentSize = Size.zero
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        contentSize = context.containerSize
    }
}
