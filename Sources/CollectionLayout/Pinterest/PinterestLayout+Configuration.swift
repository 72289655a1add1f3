extension PinterestLayout {
    /// What a ``PinterestLayout`` is configured with, and nothing it computed.
    /// ``prepared(for:)`` returns a prepared ``PinterestLayout``; see ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration, Hashable {
        /// The layout this configuration prepares.
        public typealias Layout = PinterestLayout

        /// The number of columns (>= 1).
        public var numberOfColumns: Int
        /// Padding around every cell and inside every banner, in points (>= 0).
        public var cellPadding: Double
        /// Items between banners; `nil` or <= 0: no banners.
        public var numberOfItemsBeforeAds: Int?
        /// Banner heights (padding included), cycled per banner; must not be empty.
        public var bannerHeights: [Double]
        /// Heights of single banners by banner number (padding included), as the delegate's
        /// `heightForBannerAtIndexPath` gives one per banner: banner `n` takes
        /// `bannerHeightOverrides[n]` when given, else its height from ``bannerHeights``
        /// (which keeps cycling, counting every banner). Empty: the cycled heights alone.
        public var bannerHeightOverrides: [Int: Double] = [:]
        /// Full-width views of the client's own kinds, placed like banners before, between or
        /// after the items (empty: none, as in the original).
        public var supplementaries: [PinterestSupplementary] = []

        /// The settings (the original's defaults: two columns, 6-point padding, no banners).
        public init(
            numberOfColumns: Int = 2, cellPadding: Double = 6, numberOfItemsBeforeAds: Int? = nil,
            bannerHeights: [Double] = [200]
        ) {
            self.numberOfColumns = numberOfColumns
            self.cellPadding = cellPadding
            self.numberOfItemsBeforeAds = numberOfItemsBeforeAds
            self.bannerHeights = bannerHeights
        }

        /// `"Pinterest"`.
        public var name: String { "Pinterest" }
    }

    /// The configuration's ``Configuration/numberOfColumns``.
    public var numberOfColumns: Int {
        get { configuration.numberOfColumns }
        set { configuration.numberOfColumns = newValue }
    }
    /// The configuration's ``Configuration/cellPadding``.
    public var cellPadding: Double {
        get { configuration.cellPadding }
        set { configuration.cellPadding = newValue }
    }
    /// The configuration's ``Configuration/numberOfItemsBeforeAds``.
    public var numberOfItemsBeforeAds: Int? {
        get { configuration.numberOfItemsBeforeAds }
        set { configuration.numberOfItemsBeforeAds = newValue }
    }
    /// The configuration's ``Configuration/bannerHeights``.
    public var bannerHeights: [Double] {
        get { configuration.bannerHeights }
        set { configuration.bannerHeights = newValue }
    }
    /// The configuration's ``Configuration/bannerHeightOverrides``.
    public var bannerHeightOverrides: [Int: Double] {
        get { configuration.bannerHeightOverrides }
        set { configuration.bannerHeightOverrides = newValue }
    }
    /// The configuration's ``Configuration/supplementaries``.
    public var supplementaries: [PinterestSupplementary] {
        get { configuration.supplementaries }
        set { configuration.supplementaries = newValue }
    }
}
