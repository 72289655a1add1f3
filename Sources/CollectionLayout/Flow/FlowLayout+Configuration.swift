extension FlowLayout {
    /// What a ``FlowLayout`` is configured with (the settings of `UICollectionViewFlowLayout`
    /// and its delegate's per-section answers), and nothing it computed. ``prepared(for:)``
    /// returns a prepared ``FlowLayout``; see ``LayoutConfiguration``.
    public struct Configuration: LayoutConfiguration, Hashable {
        /// The layout this configuration prepares.
        public typealias Layout = FlowLayout

        /// The size of an item whose metrics give no width or height.
        public var itemSize: Size = Size(width: 50, height: 50)
        /// Spacing between lines (along the scroll axis), in points.
        public var minimumLineSpacing: Double = 10
        /// Minimum spacing between items of a line, in points.
        public var minimumInteritemSpacing: Double = 10
        /// Insets of every section's items (the header and footer lie outside them).
        public var sectionInset: EdgeInsets = .zero
        /// Header height for every section; `nil` takes each section's own header height.
        public var headerReferenceHeight: Double? = nil
        /// Footer height for every section; `nil` takes each section's own footer height.
        public var footerReferenceHeight: Double? = nil
        /// Whether headers stick to the top (left, when horizontal) of the visible area.
        public var sectionHeadersPinToVisibleBounds: Bool = false
        /// Whether footers stick to the bottom (right, when horizontal) of the visible area.
        public var sectionFootersPinToVisibleBounds: Bool = false
        /// The scroll axis.
        public var scrollDirection: Axis = .vertical
        /// Per-section insets and spacings by section index, as the flow layout delegate
        /// gives them; a section not listed, or a value left `nil`, takes the layout's own.
        public var sectionStyles: [Int: FlowSectionStyle] = [:]
        /// Which section each ``sectionStyles`` index means, by identifier, so a section keeps
        /// its style through updates that move, insert or delete sections (see
        /// ``SectionIdentityKeys``). Empty: by index.
        public var styleSections: SectionIdentityKeys = SectionIdentityKeys()

        /// The settings with UIKit's defaults (as `UICollectionViewFlowLayout()`): set the
        /// properties to change them, or make them with one of ``FlowLayout``'s initialisers
        /// and read its ``FlowLayout/configuration``.
        public init() {}

        /// `"Flow"`.
        public var name: String { "Flow" }
    }

    /// The configuration's ``Configuration/itemSize``.
    public var itemSize: Size {
        get { configuration.itemSize }
        set { configuration.itemSize = newValue }
    }
    /// The configuration's ``Configuration/minimumLineSpacing``.
    public var minimumLineSpacing: Double {
        get { configuration.minimumLineSpacing }
        set { configuration.minimumLineSpacing = newValue }
    }
    /// The configuration's ``Configuration/minimumInteritemSpacing``.
    public var minimumInteritemSpacing: Double {
        get { configuration.minimumInteritemSpacing }
        set { configuration.minimumInteritemSpacing = newValue }
    }
    /// The configuration's ``Configuration/sectionInset``.
    public var sectionInset: EdgeInsets {
        get { configuration.sectionInset }
        set { configuration.sectionInset = newValue }
    }
    /// The configuration's ``Configuration/headerReferenceHeight``.
    public var headerReferenceHeight: Double? {
        get { configuration.headerReferenceHeight }
        set { configuration.headerReferenceHeight = newValue }
    }
    /// The configuration's ``Configuration/footerReferenceHeight``.
    public var footerReferenceHeight: Double? {
        get { configuration.footerReferenceHeight }
        set { configuration.footerReferenceHeight = newValue }
    }
    /// The configuration's ``Configuration/sectionHeadersPinToVisibleBounds``.
    public var sectionHeadersPinToVisibleBounds: Bool {
        get { configuration.sectionHeadersPinToVisibleBounds }
        set { configuration.sectionHeadersPinToVisibleBounds = newValue }
    }
    /// The configuration's ``Configuration/sectionFootersPinToVisibleBounds``.
    public var sectionFootersPinToVisibleBounds: Bool {
        get { configuration.sectionFootersPinToVisibleBounds }
        set { configuration.sectionFootersPinToVisibleBounds = newValue }
    }
    /// The configuration's ``Configuration/scrollDirection``.
    public var scrollDirection: Axis {
        get { configuration.scrollDirection }
        set { configuration.scrollDirection = newValue }
    }
    /// The configuration's ``Configuration/sectionStyles``.
    public var sectionStyles: [Int: FlowSectionStyle] {
        get { configuration.sectionStyles }
        set { configuration.sectionStyles = newValue }
    }
    /// The configuration's ``Configuration/styleSections``.
    public var styleSections: SectionIdentityKeys {
        get { configuration.styleSections }
        set { configuration.styleSections = newValue }
    }
}
