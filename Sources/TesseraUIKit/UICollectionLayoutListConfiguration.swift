import CollectionLayout
import Foundation

/// `UICollectionLayoutListConfiguration`: a list's look, on the engine's list
/// (`ListConfiguration`: rows of estimated 44 points, separators and row backgrounds).
/// Colours and swipe actions are recorded only.
public struct UICollectionLayoutListConfiguration {
    /// The look.
    public enum Appearance: Int, Sendable {
        /// Full-width rows.
        case plain
        /// Full-width rows in spaced groups.
        case grouped
        /// Rows in rounded groups inset from the sides.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A sidebar with full-width rows.
        case sidebarPlain
    }

    /// Where headers come from.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section.
        case firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Where headers come from (default none).
    public var headerMode = HeaderMode.none
    /// Whether sections have footers (default none).
    public var footerMode = FooterMode.none
    /// Whether rows have separators (default per appearance).
    public var showsSeparators: Bool
    /// The separators' insets and visibility.
    public var separatorConfiguration = UIListSeparatorConfiguration(listAppearance: .plain)
    /// Space above each header; `nil` is automatic.
    public var headerTopPadding: CGFloat?
    /// Recorded only.
    public var backgroundColor: UIColor?

    /// A configuration with `appearance`'s defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// The engine's configuration.
    var engine: ListConfiguration {
        var c = ListConfiguration(appearance: engineAppearance)
        switch headerMode {
        case .none: c.headerMode = .none
        case .supplementary: c.headerMode = .supplementary
        case .firstItemInSection: c.headerMode = .firstItemInSection
        }
        c.footerMode = footerMode == .supplementary ? .supplementary : .none
        c.showsSeparators = showsSeparators
        c.headerTopPadding = headerTopPadding.map(Double.init)
        c.separatorConfiguration = separatorConfiguration.engine
        return c
    }

    private var engineAppearance: ListConfiguration.Appearance {
        switch appearance {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        case .sidebar: return .sidebar
        case .sidebarPlain: return .sidebarPlain
        }
    }
}

/// `UIListSeparatorConfiguration`: a list's bottom separators (colours recorded only).
public struct UIListSeparatorConfiguration {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// Every row but a section's last.
        case automatic
        /// Every row.
        case visible
        /// None.
        case hidden
    }

    /// Bottom separators (default automatic).
    public var bottomSeparatorVisibility = Visibility.automatic
    /// Top separators (recorded only).
    public var topSeparatorVisibility = Visibility.automatic
    /// Insets of the bottom separator; `nil` edges are automatic (the layout margin
    /// leading, 0 trailing).
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets(
        top: 0, leading: CGFloat.nan, bottom: 0, trailing: CGFloat.nan)
    /// Recorded only.
    public var color: UIColor?

    /// The configuration of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    var engine: ListSeparatorConfiguration {
        let visibility: ListSeparatorConfiguration.Visibility
        switch bottomSeparatorVisibility {
        case .automatic: visibility = .automatic
        case .visible: visibility = .visible
        case .hidden: visibility = .hidden
        }
        let leading = bottomSeparatorInsets.leading
        let trailing = bottomSeparatorInsets.trailing
        return ListSeparatorConfiguration(
            bottomSeparatorVisibility: visibility, leadingInset: leading.isNaN ? nil : Double(leading),
            trailingInset: trailing.isNaN ? nil : Double(trailing))
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`: layout-wide settings.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The scroll direction (default vertical).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between sections (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers around all sections.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from (default the safe area).
    open var contentInsetsReference = UIContentInsetsReference.safeArea

    /// The defaults.
    public override init() { super.init() }

    /// The engine's configuration, and what could not be kept.
    func engine() -> (CompositionalLayoutConfiguration, [String]) {
        let axis: Axis = scrollDirection == .vertical ? .vertical : .horizontal
        var lost: [String] = []
        var c = CompositionalLayoutConfiguration(
            scrollDirection: axis, interSectionSpacing: Double(interSectionSpacing),
            boundarySupplementaryItems: boundarySupplementaryItems.map { item in
                let (engine, problem) = item.engine(axis: axis)
                if let problem { lost.append(problem) }
                return engine
            })
        c.contentInsetsReference = contentInsetsReference.engine
        return (c, lost)
    }
}
