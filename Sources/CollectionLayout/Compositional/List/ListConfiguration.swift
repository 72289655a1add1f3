/// How a list section looks and which parts it has, like
/// `UICollectionLayoutListConfiguration`. Turn it into a section with
/// ``LayoutSection/list(using:layoutEnvironment:)``.
///
/// The metrics a list section takes (UIKit publishes none of them; each was chosen to keep
/// UIKit's proportions and is tested in `Tests/CollectionLayoutTests/Compositional/List`):
///
/// | metric | value | why |
/// | --- | --- | --- |
/// | layout margin `M` | 16 pt below a container width of 414 pt, 20 pt from 414 pt | UIKit's system minimum layout margins on iPhones: 16 pt on the 320–393 pt widths, 20 pt on the 414 pt and wider ones. Text in a list cell starts at `M`, so the automatic separator inset and the inset-grouped side insets are `M` |
/// | row height | `estimated(44)` in every appearance | 44 pt is UIKit's standard row (`UITableView`'s default row height, and a one-line list cell at the default text size); the data's item `height` replaces it (self-sizing) |
/// | plain header / footer | `estimated(28)` each, full width, not pinned | the plain section header's one-line height; UIKit leaves pinning to the caller (`pinToVisibleBounds` stays false) |
/// | grouped / inset-grouped header / footer | `estimated(38)` each | a footnote-sized title with its space above and below, as grouped table views measure |
/// | grouped / inset-grouped section without a header | top inset 35 pt | the gap UIKit's grouped style leaves above every section |
/// | automatic `headerTopPadding` | 22 pt in `plain`, 0 elsewhere | iOS 15 added 22 pt above plain section headers; the grouped styles already space their sections |
/// | inset-grouped side insets | `M` leading and trailing | the rounded group lines up with the margins of the screen around it |
/// | inset-grouped corner radius | 10 pt (``cornerRadius``) | the radius of the Settings app's groups; drawn as rounded corners (╭╮╰╯) |
/// | sidebar side insets | 10 pt leading and trailing | each sidebar row sits in its own rounded rectangle inset from the sidebar's edges |
/// | separators | on for plain, grouped and insetGrouped; off for sidebar and sidebarPlain | UIKit's defaults per appearance |
/// | automatic separator insets | leading `M` (where the text starts), trailing 0 | a list cell's separator follows its text |
///
/// Tessera's elements for what UIKit draws inside cells (the terminal draws them; `dump`
/// lists them; the visibility index finds them):
/// - a **separator** is a decoration of kind ``ElementKind/separator``, 1 pt tall, at the
///   bottom inside the row it follows (UIKit draws a hairline there), from the row's
///   leading edge plus the leading inset to its trailing edge minus the trailing inset;
///   with ``ListSeparatorConfiguration/Visibility/automatic`` every row but a section's
///   last has one (UIKit hides the bottom separator at a section's end); `visible` gives
///   the last row one too, `hidden` none; its index path is its row's;
/// - a **row background** is a decoration of kind ``ElementKind/listBackground`` (square
///   corners: plain, grouped, sidebarPlain) or ``ElementKind/insetListBackground``
///   (rounded: insetGrouped, and one per row in sidebar) covering the rows, at zIndex -1,
///   at item 0 of the section (in sidebar, at its row's index path).
public struct ListConfiguration: Hashable, Sendable {
    /// The overall look, like `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Full-width rows, separators, small headers.
        case plain
        /// Full-width rows in groups spaced apart.
        case grouped
        /// Rows in rounded groups inset from the sides (the Settings app).
        case insetGrouped
        /// Rows in rounded rectangles inset from the sides, no separators (an iPad sidebar).
        case sidebar
        /// Full-width sidebar rows, no separators.
        case sidebarPlain
    }

    /// Where a section's header comes from, like `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary supplementary item of kind ``ElementKind/header`` above the rows.
        case supplementary
        /// The first item of the section is its header: no supplementary item; the item is
        /// laid out as a row.
        case firstItemInSection
    }

    /// Whether a section has a footer, like `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A boundary supplementary item of kind ``ElementKind/footer`` below the rows.
        case supplementary
    }

    /// The inset-grouped corner radius in points (UIKit's value; the terminal rounds every
    /// corner of an ``ElementKind/insetListBackground``, whatever its size).
    public static let cornerRadius = 10.0

    /// The look.
    public var appearance: Appearance
    /// Where headers come from (default none).
    public var headerMode: HeaderMode
    /// Whether sections have footers (default none).
    public var footerMode: FooterMode
    /// Whether rows have separators (default: true for plain, grouped and insetGrouped,
    /// false for the sidebars). When false, ``separatorConfiguration`` has no effect.
    public var showsSeparators: Bool
    /// The separators' insets and visibility.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Space above each section header in points; `nil` (the default) is automatic: 22 pt in
    /// plain, 0 elsewhere. Only applies with ``HeaderMode/supplementary``.
    public var headerTopPadding: Double?
    /// The rows' height; `nil` (the default) is `estimated(44)`. Tessera's addition:
    /// UIKit lists always self-size from an estimate.
    public var rowHeight: LayoutDimension?

    /// A configuration with `appearance`'s defaults, as
    /// `UICollectionLayoutListConfiguration(appearance:)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.headerMode = .none
        self.footerMode = .none
        self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        self.separatorConfiguration = ListSeparatorConfiguration()
        self.headerTopPadding = nil
        self.rowHeight = nil
    }

    /// The layout margin `M` for a container `width` points wide: 16 below 414 pt, 20 from
    /// 414 pt. Complexity: O(1).
    public static func layoutMargin(forWidth width: Double) -> Double {
        width >= 414 ? 20 : 16
    }

    /// The padding above the header: ``headerTopPadding``, or the automatic value. 0
    /// without a supplementary header.
    public var resolvedHeaderTopPadding: Double {
        guard headerMode == .supplementary else { return 0 }
        return headerTopPadding ?? (appearance == .plain ? 22 : 0)
    }

    /// The estimated height of a header or footer supplementary item.
    public var supplementaryEstimate: Double {
        switch appearance {
        case .plain: return 28
        case .grouped, .insetGrouped: return 38
        case .sidebar, .sidebarPlain: return 44
        }
    }

    /// Throws when a length is negative or not finite; `path` names the configuration.
    public func validate(path: String) throws(LayoutError) {
        if let p = headerTopPadding, !(p.isFinite && p >= 0) {
            throw LayoutError(path: path + ".headerTopPadding", message: "must be a finite number >= 0, got \(p)")
        }
        try rowHeight?.validate(path: path + ".rowHeight")
        try separatorConfiguration.validate(path: path + ".separatorInsets")
    }
}

/// The separators of a list, like `UIListSeparatorConfiguration` (its bottom separator;
/// colours have no meaning in Tessera).
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a row shows its bottom separator, like `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        /// Every row but the last of its section.
        case automatic
        /// Every row, the last of its section too.
        case visible
        /// No row.
        case hidden
    }

    /// Which rows show a separator below them (default automatic).
    public var bottomSeparatorVisibility: Visibility
    /// Space from the row's leading edge to the separator; `nil` (the default) is
    /// automatic: the layout margin, where the row's text starts.
    public var leadingInset: Double?
    /// Space from the separator to the row's trailing edge; `nil` (the default) is 0.
    public var trailingInset: Double?

    /// Creates a configuration (automatic visibility and insets by default).
    public init(
        bottomSeparatorVisibility: Visibility = .automatic, leadingInset: Double? = nil, trailingInset: Double? = nil
    ) {
        self.bottomSeparatorVisibility = bottomSeparatorVisibility
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
    }

    /// Throws when an inset is negative or not finite; `path` names the insets.
    public func validate(path: String) throws(LayoutError) {
        for (name, value) in [("leading", leadingInset), ("trailing", trailingInset)] {
            if let v = value, !(v.isFinite && v >= 0) {
                throw LayoutError(path: path + "." + name, message: "must be a finite number >= 0, got \(v)")
            }
        }
    }
}
