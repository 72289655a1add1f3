extension ElementKind {
    /// A list row's bottom separator (a decoration; ``ListConfiguration``).
    public static let separator = "separator"
    /// The square-cornered background behind a list section's rows (a decoration).
    public static let listBackground = "listBackground"
    /// The rounded background behind an inset-grouped section's rows, or behind one
    /// sidebar row (a decoration).
    public static let insetListBackground = "insetListBackground"
}

extension LayoutSection {
    /// A list section, as `NSCollectionLayoutSection.list(using:layoutEnvironment:)`:
    /// full-width rows of ``ListConfiguration/rowHeight`` (estimated 44 pt, self-sizing
    /// from the data's item heights), one per group, in a vertical list; a header and a
    /// footer boundary item per the header and footer modes; separators and row
    /// backgrounds as decorations; insets and metrics of the appearance for the
    /// environment's width (the table in ``ListConfiguration``). The result is an
    /// ordinary section: change its insets or boundary items as in UIKit.
    /// Complexity: O(1).
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment)
        -> LayoutSection
    {
        let width = layoutEnvironment.container.effectiveContentSize.width
        let margin = ListConfiguration.layoutMargin(forWidth: width)
        let appearance = configuration.appearance
        let rowHeight = configuration.rowHeight ?? .estimated(44)
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: rowHeight))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: rowHeight), subitems: [item])

        var insets = DirectionalEdgeInsets.zero
        let grouped = appearance == .grouped || appearance == .insetGrouped
        if grouped && configuration.headerMode != .supplementary { insets.top = 35 }
        switch appearance {
        case .insetGrouped:
            insets.leading = margin
            insets.trailing = margin
        case .sidebar:
            insets.leading = 10
            insets.trailing = 10
        case .plain, .grouped, .sidebarPlain:
            break
        }

        var boundary: [BoundarySupplementaryItem] = []
        let estimate = configuration.supplementaryEstimate
        if configuration.headerMode == .supplementary {
            boundary.append(
                BoundarySupplementaryItem(
                    elementKind: ElementKind.header,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate)), alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                BoundarySupplementaryItem(
                    elementKind: ElementKind.footer,
                    size: LayoutSize(width: .fractionalWidth(1), height: .estimated(estimate)), alignment: .bottom))
        }

        var section = LayoutSection(group: group, contentInsets: insets, boundarySupplementaryItems: boundary)
        let background: ListDecorations.Background
        switch appearance {
        case .plain, .grouped, .sidebarPlain: background = .rows(kind: ElementKind.listBackground)
        case .insetGrouped: background = .rows(kind: ElementKind.insetListBackground)
        case .sidebar: background = .eachRow(kind: ElementKind.insetListBackground)
        }
        let separators = configuration.separatorConfiguration
        section.listDecorations = ListDecorations(
            separators: configuration.showsSeparators
                ? ListDecorations.Separators(
                    leading: separators.leadingInset ?? margin, trailing: separators.trailingInset ?? 0,
                    visibility: separators.bottomSeparatorVisibility)
                : nil,
            background: background, headerTopPadding: configuration.resolvedHeaderTopPadding,
            configuration: configuration)
        return section
    }

    /// True for a section made by ``list(using:layoutEnvironment:)``: its rows get
    /// separators and backgrounds.
    public var isList: Bool { listDecorations != nil }

    /// The configuration of a section made by ``list(using:layoutEnvironment:)`` (to make
    /// it again for another environment), or `nil`.
    public var listConfiguration: ListConfiguration? { listDecorations?.configuration }
}
