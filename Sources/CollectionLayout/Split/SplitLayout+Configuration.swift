extension SplitLayout {
    /// What a ``SplitLayout`` is configured with (the original's properties and delegate
    /// answers), and nothing it computed. ``prepared(for:)`` returns a prepared
    /// ``SplitLayout``; see ``LayoutConfiguration``. Not `Equatable`: the sizing delegates
    /// are closures.
    public struct Configuration: LayoutConfiguration {
        /// The layout this configuration prepares.
        public typealias Layout = SplitLayout

        /// The left side's share of the width, from 0 to 1 (default 1: everything on the left).
        public var leftSideRatio: Double = 1
        /// The gap between the two sides; ignored when ``leftSideRatio`` is 0 or 1.
        public var splitSpacing: Double = 0
        /// The inset of every section's items (overridable per section and side in ``styles``).
        public var sectionInset: EdgeInsets = .zero
        /// Spacing between lines of items (overridable in ``styles``).
        public var minimumItemLineSpacing: Double = 0
        /// Spacing between items on one line (overridable in ``styles``).
        public var minimumInterItemSpacing: Double = 0
        /// Per-section and per-side overrides of the inset and spacings.
        public var styles: [SplitStyleKey: SplitSectionStyle] = [:]
        /// When true, every item of a line takes the line's tallest height.
        public var isNormalizingLineHeight: Bool = false
        /// When true, each section's header stays at the top of the viewport while its
        /// section scrolls by (zIndex 1024).
        public var sectionPinToVisibleBounds: Bool = false
        /// When set, every item is a square `calculateFixedWidthRoughly(itemsPerLine)` wide
        /// and item metrics are not read; must be >= 1.
        public var itemsPerLine: Int? = nil
        /// The size of an item whose metrics give no `width` or `height`.
        public var defaultItemSize: Size = Size(width: 50, height: 50)
        /// When true and ``leftSideRatio`` is 0 or 1, every section goes to the one visible
        /// side instead of being skipped: what the original's emoji sample does in its
        /// `sideForSection` delegate so that a "rotation" to a single column keeps every
        /// section. Default false (the layout's own rule: such sections are skipped).
        public var collapsesToVisibleSide: Bool = false
        /// The sizing delegate: when set, every item's size comes from it, given its side's
        /// width and side (``itemsPerLine`` and the item metrics are then not read).
        public var sizeForItem: SplitItemSizeProvider? = nil
        /// The header reference size by section, side width and side; when `nil`, a header
        /// spans its side and is as tall as ``SectionMetrics/headerHeight``.
        public var headerSize: SplitSupplementarySizeProvider? = nil
        /// The footer reference size by section, side width and side; when `nil`, a footer
        /// spans its side and is as tall as ``SectionMetrics/footerHeight``.
        public var footerSize: SplitSupplementarySizeProvider? = nil
        /// The layout's own rotation rules: when set, each prepare sets ``leftSideRatio`` and
        /// ``collapsesToVisibleSide`` from the rule of the container's width class.
        public var rotation: SplitRotation? = nil
        /// Every item's size relative to its side (the value form of ``sizeForItem`` that
        /// scenario files give as `itemSize`), resolved once per section with the section's
        /// inset; a style's own sizing wins over it, and it wins over ``sizeForItem``.
        public var relativeItemSize: SplitStyleSize? = nil
        /// Which section each ``styles`` key's section index means, by identifier, so a
        /// section keeps its styles through updates that move, insert or delete sections
        /// (see ``SectionIdentityKeys``). Empty: by index.
        public var styleSections: SectionIdentityKeys = SectionIdentityKeys()

        /// The settings with the original's defaults: set the properties to change them, or
        /// make them with one of ``SplitLayout``'s initialisers and read its
        /// ``SplitLayout/configuration``.
        public init() {}

        /// `"Split"`.
        public var name: String { "Split" }
    }

    /// The configuration's ``Configuration/leftSideRatio``.
    public var leftSideRatio: Double {
        get { configuration.leftSideRatio }
        set { configuration.leftSideRatio = newValue }
    }
    /// The configuration's ``Configuration/splitSpacing``.
    public var splitSpacing: Double {
        get { configuration.splitSpacing }
        set { configuration.splitSpacing = newValue }
    }
    /// The configuration's ``Configuration/sectionInset``.
    public var sectionInset: EdgeInsets {
        get { configuration.sectionInset }
        set { configuration.sectionInset = newValue }
    }
    /// The configuration's ``Configuration/minimumItemLineSpacing``.
    public var minimumItemLineSpacing: Double {
        get { configuration.minimumItemLineSpacing }
        set { configuration.minimumItemLineSpacing = newValue }
    }
    /// The configuration's ``Configuration/minimumInterItemSpacing``.
    public var minimumInterItemSpacing: Double {
        get { configuration.minimumInterItemSpacing }
        set { configuration.minimumInterItemSpacing = newValue }
    }
    /// The configuration's ``Configuration/styles``.
    public var styles: [SplitStyleKey: SplitSectionStyle] {
        get { configuration.styles }
        set { configuration.styles = newValue }
    }
    /// The configuration's ``Configuration/isNormalizingLineHeight``.
    public var isNormalizingLineHeight: Bool {
        get { configuration.isNormalizingLineHeight }
        set { configuration.isNormalizingLineHeight = newValue }
    }
    /// The configuration's ``Configuration/sectionPinToVisibleBounds``.
    public var sectionPinToVisibleBounds: Bool {
        get { configuration.sectionPinToVisibleBounds }
        set { configuration.sectionPinToVisibleBounds = newValue }
    }
    /// The configuration's ``Configuration/itemsPerLine``.
    public var itemsPerLine: Int? {
        get { configuration.itemsPerLine }
        set { configuration.itemsPerLine = newValue }
    }
    /// The configuration's ``Configuration/defaultItemSize``.
    public var defaultItemSize: Size {
        get { configuration.defaultItemSize }
        set { configuration.defaultItemSize = newValue }
    }
    /// The configuration's ``Configuration/collapsesToVisibleSide``.
    public var collapsesToVisibleSide: Bool {
        get { configuration.collapsesToVisibleSide }
        set { configuration.collapsesToVisibleSide = newValue }
    }
    /// The configuration's ``Configuration/sizeForItem``.
    public var sizeForItem: SplitItemSizeProvider? {
        get { configuration.sizeForItem }
        set { configuration.sizeForItem = newValue }
    }
    /// The configuration's ``Configuration/headerSize``.
    public var headerSize: SplitSupplementarySizeProvider? {
        get { configuration.headerSize }
        set { configuration.headerSize = newValue }
    }
    /// The configuration's ``Configuration/footerSize``.
    public var footerSize: SplitSupplementarySizeProvider? {
        get { configuration.footerSize }
        set { configuration.footerSize = newValue }
    }
    /// The configuration's ``Configuration/rotation``.
    public var rotation: SplitRotation? {
        get { configuration.rotation }
        set { configuration.rotation = newValue }
    }
    /// The configuration's ``Configuration/relativeItemSize``.
    public var relativeItemSize: SplitStyleSize? {
        get { configuration.relativeItemSize }
        set { configuration.relativeItemSize = newValue }
    }
    /// The configuration's ``Configuration/styleSections``.
    public var styleSections: SectionIdentityKeys {
        get { configuration.styleSections }
        set { configuration.styleSections = newValue }
    }
}
