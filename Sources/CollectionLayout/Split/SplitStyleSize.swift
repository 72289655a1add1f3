/// A size relative to the side a split section is on, as a ``SplitSectionStyle`` gives
/// its items, header or footer: the value form of the original's delegate answering
/// `sizeForItemAtIndexPath(_:width:side:)` or `headerSizeForSection(_:width:side:)` for
/// one section or side.
public struct SplitStyleSize: Hashable, Sendable {
    /// The share of the side's width (greater than 0, at most 1): for an item, of the width
    /// after the section's left and right insets; for a header or footer, of the side's.
    public var widthFraction: Double
    /// Width divided by height, for an item without a fixed ``height`` (default 1: squares).
    public var aspectRatio: Double?
    /// A fixed height in points. A header or footer needs one; 0 means none.
    public var height: Double?

    /// Creates a relative size.
    @inlinable public init(widthFraction: Double = 1, aspectRatio: Double? = nil, height: Double? = nil) {
        self.widthFraction = widthFraction
        self.aspectRatio = aspectRatio
        self.height = height
    }

    /// An item's size on a side `sideWidth` wide in a section with `inset`: `widthFraction`
    /// of the width inside the insets, unrounded, and `height` or `width / aspectRatio` tall.
    /// Complexity: O(1).
    public func itemSize(sideWidth: Double, inset: EdgeInsets) -> Size {
        let width = widthFraction * Swift.max(0, sideWidth - inset.horizontal)
        return Size(width: width, height: height ?? width / (aspectRatio ?? 1))
    }

    /// A header's or footer's size on a side `sideWidth` wide: `widthFraction` of it, and
    /// ``height`` tall (0 without one). Complexity: O(1).
    public func supplementarySize(sideWidth: Double) -> Size {
        Size(width: widthFraction * sideWidth, height: height ?? 0)
    }

    /// Throws when a value is out of range; `path` names the size.
    func validate(path: String) throws(LayoutError) {
        guard widthFraction.isFinite, widthFraction > 0, widthFraction <= 1 else {
            throw LayoutError(
                path: path + ".widthFraction",
                message: "must be a number greater than 0 and at most 1, got \(widthFraction)")
        }
        if let a = aspectRatio, !(a.isFinite && a > 0) {
            throw LayoutError(path: path + ".aspectRatio", message: "must be a finite number > 0, got \(a)")
        }
        if let h = height { try SplitLayout.checkLength(h, path + ".height") }
    }
}

extension SplitLayout {
    /// How a section on a side sizes its items, header and footer when ``styles`` say so:
    /// for items, the most specific style that gives `itemsPerLine` or `itemSize` (the
    /// pair together: one style's choice is never mixed with another's); for the header
    /// and the footer, each the most specific style that gives it. `nil` fields: the
    /// layout's own sizing. The items' background colour is split in two: ``SplitStyleSizing/background``
    /// from the section's own styles and ``SplitStyleSizing/sideBackground`` from its
    /// side's, so the section's own `background` can sit between them.
    /// Complexity: O(1) (at most three dictionary look-ups).
    public func styleSizing(forSection section: Int, side: SectionSide) -> SplitStyleSizing {
        var sizing = SplitStyleSizing()
        guard !styles.isEmpty else { return sizing }
        var itemsChosen = false
        for key in [
            SplitStyleKey(section: section, side: side), SplitStyleKey(section: section), SplitStyleKey(side: side),
        ] {
            guard let style = styles[key] else { continue }
            if key.section != nil {
                sizing.background = sizing.background ?? style.background
            } else {
                sizing.sideBackground = style.background
            }
            if !itemsChosen, style.itemSize != nil || style.itemsPerLine != nil {
                sizing.itemSize = style.itemSize
                sizing.itemsPerLine = style.itemSize == nil ? style.itemsPerLine : nil
                itemsChosen = true
            }
            sizing.headerSize = sizing.headerSize ?? style.headerSize
            sizing.footerSize = sizing.footerSize ?? style.footerSize
        }
        return sizing
    }
}

/// The sizing ``SplitLayout/styleSizing(forSection:side:)`` resolves for one section on one side.
public struct SplitStyleSizing: Hashable, Sendable {
    /// Square items, this many per line (`calculateFixedWidthRoughly`), or `nil`.
    public var itemsPerLine: Int?
    /// Items sized relative to the side, or `nil`.
    public var itemSize: SplitStyleSize?
    /// The header's size (a height of 0: no header), or `nil`.
    public var headerSize: SplitStyleSize?
    /// The footer's size (a height of 0: no footer), or `nil`.
    public var footerSize: SplitStyleSize?
    /// The items' background colour name from a style naming the section, or `nil`.
    public var background: String?
    /// The items' background colour name from a style naming only the side, or `nil`.
    public var sideBackground: String?

    /// Nothing from the styles.
    public init() {}
}
