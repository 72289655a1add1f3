/// Where a ``SplitSectionStyle`` applies: one section, one side, or one section while it
/// is on one side (the original's delegate is asked with both the section and its side).
///
/// A `nil` component matches anything. Lookup goes from the most specific key to the
/// least: `(section, side)`, `(section, nil)`, `(nil, side)`, then the layout's globals.
public struct SplitStyleKey: Hashable, Sendable, CustomStringConvertible {
    /// The section index, or `nil` for every section.
    public var section: Int?
    /// The side, or `nil` for both sides.
    public var side: SectionSide?

    /// Creates a key; leave a component `nil` to match anything.
    @inlinable public init(section: Int? = nil, side: SectionSide? = nil) {
        self.section = section
        self.side = side
    }

    /// Every section on `side`.
    @inlinable public static func side(_ side: SectionSide) -> SplitStyleKey {
        SplitStyleKey(side: side)
    }

    /// Section `section`, whatever its side.
    @inlinable public static func section(_ section: Int) -> SplitStyleKey {
        SplitStyleKey(section: section)
    }

    /// `section 2, side left`, `section 2`, `side right` or `any`.
    public var description: String {
        switch (section, side) {
        case (let s?, let d?): return "section \(s), side \(d.rawValue)"
        case (let s?, nil): return "section \(s)"
        case (nil, let d?): return "side \(d.rawValue)"
        case (nil, nil): return "any"
        }
    }
}

/// Per-section overrides of the split layout's insets and spacings: the value-type
/// counterpart of the original's `insetForSectionAtIndex`, `minimumItemLineSpacingFor…`
/// and `minimumInterItemSpacingFor…` delegate methods. A `nil` field falls through to the
/// next less specific key (see ``SplitStyleKey``), then to the layout's global value.
public struct SplitSectionStyle: Hashable, Sendable {
    /// The section's inset around its items.
    public var sectionInset: EdgeInsets?
    /// Spacing between lines of items.
    public var minimumItemLineSpacing: Double?
    /// Spacing between items on one line.
    public var minimumInterItemSpacing: Double?
    /// Square items, this many per line, as the layout's ``SplitLayout/itemsPerLine``
    /// (with ``itemSize``, ``itemSize`` wins).
    public var itemsPerLine: Int? = nil
    /// Items sized relative to the side (``SplitStyleSize/itemSize(sideWidth:inset:)``).
    public var itemSize: SplitStyleSize? = nil
    /// The header's size relative to the side; a height of 0 means no header.
    public var headerSize: SplitStyleSize? = nil
    /// The footer's size relative to the side; a height of 0 means no footer.
    public var footerSize: SplitStyleSize? = nil
    /// The colour name of the items' background (the section's background decoration),
    /// as the original's delegate answers `itemsBackgroundColorFor(section:side:)`.
    public var background: String? = nil

    /// Creates a style; every field is optional.
    @inlinable public init(
        sectionInset: EdgeInsets? = nil, minimumItemLineSpacing: Double? = nil,
        minimumInterItemSpacing: Double? = nil
    ) {
        self.sectionInset = sectionInset
        self.minimumItemLineSpacing = minimumItemLineSpacing
        self.minimumInterItemSpacing = minimumInterItemSpacing
    }
}

/// The insets and spacings one section is laid out with, every override resolved.
public struct SplitSectionMetrics: Hashable, Sendable {
    /// The section's inset around its items.
    public var sectionInset: EdgeInsets
    /// Spacing between lines of items.
    public var minimumItemLineSpacing: Double
    /// Spacing between items on one line.
    public var minimumInterItemSpacing: Double

    /// Creates resolved metrics.
    @inlinable public init(sectionInset: EdgeInsets, minimumItemLineSpacing: Double, minimumInterItemSpacing: Double) {
        self.sectionInset = sectionInset
        self.minimumItemLineSpacing = minimumItemLineSpacing
        self.minimumInterItemSpacing = minimumInterItemSpacing
    }
}
