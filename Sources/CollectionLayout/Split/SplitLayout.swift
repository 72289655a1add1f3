/// Yahoo Japan's `UICollectionViewSplitLayout`: the collection is split into a left and a
/// right side, `leftSideRatio : (1 - leftSideRatio)` wide with `splitSpacing` between
/// them, and every section sits on one side (``SectionMetrics/side``, `.left` when not
/// given). Each side stacks its sections from the top on its own; inside a section, items
/// flow left to right in lines, like a flow layout confined to the side.
///
/// Geometry follows the original (Docs/layouts.md, "Split") with the safe area and content inset at 0:
/// - `total = max(0, containerWidth - actualSplitSpacing)`, `width(left) = total * ratio`,
///   `width(right) = total - total * ratio`, the right side starts at
///   `width(left) + actualSplitSpacing`; the split spacing is ignored (0) at ratio 0 or 1;
/// - a section on an ignored side (right at ratio 1, left at ratio 0) is skipped: it
///   produces no element at all;
/// - per section: header, items (see ``SplitLinePlacement``), a background decoration
///   covering the side's width from the top of the items area (below the header) to the
///   bottom inset, then the footer;
/// - `contentSize = (containerWidth, lowest bottom of both sides)`.
///
/// Decisions where the original asks its delegate:
/// - headers and footers span the side's width (the original takes the width the
///   delegate returns; its sample returns the side's width) and exist when their height
///   (from ``SectionMetrics``) and the side's width are positive;
/// - item sizes come from ``ItemMetrics`` `width` and `height` (``defaultItemSize`` for a
///   missing key), or are squares of ``calculateFixedWidthRoughly(to:of:minimumInterItemSpacing:sectionInset:)``
///   when ``itemsPerLine`` is set, unless ``sizeForItem`` (the original's required
///   `sizeForItemAtIndexPath(_:width:side:)`) gives them from the side's width;
/// - header and footer sizes come from ``headerSize`` and ``footerSize`` when set (a
///   header may then be narrower than its side);
/// - insets and spacings per section and side come from ``styles``;
/// - the side of a section is ``SectionMetrics/side`` (`.left` when absent), optionally
///   moved to the visible side at ratio 0 or 1 (``collapsesToVisibleSide``);
/// - every laid-out section gets a background decoration (kind
///   ``ElementKind/background``, zIndex -1), as in the original; its colour name is
///   ``backgroundColor(ofSection:sectionBackground:)`` (per section and side from
///   ``styles``, as the original's `itemsBackgroundColorFor(section:side:)`).
///
/// Fixes over the original (Docs/layouts.md, "Split"): zero-size items and skipped sections never shift
/// index-path lookups (``element(at:)`` returns `nil` for them); headers, footers and
/// backgrounds are returned whenever their own frame intersects the query; pinned headers
/// are computed per content offset on copies (see ``adjust(_:contentOffset:)``); a first
/// item too wide for its line adds no spurious gap; line wrapping tolerates 0.001 pt.
///
/// The layout is a value: changing any property (the ratio for a "rotation", the spacing)
/// takes effect at the next ``prepare(for:)``, which relays out everything.
public struct SplitLayout: StoreBackedLayout, ConfigurableLayout {
    /// The settings: what ``prepare(for:)`` reads besides the context. Each setting is
    /// also a property of the layout (``leftSideRatio``, ...). Changing it takes effect at
    /// the next ``prepare(for:)``. With ``rotation`` set, a prepared layout's
    /// ``leftSideRatio`` and ``collapsesToVisibleSide`` are those of its width class's rule.
    public var configuration: Configuration

    /// zIndex of headers while ``sectionPinToVisibleBounds`` is on.
    public static let pinnedHeaderZIndex = 1024
    /// zIndex of the background decorations.
    public static let backgroundZIndex = -1
    /// The largest number of items one layout can hold.
    public static let maximumItemCount = Int(Int32.max) - 1

    /// Creates a split layout with the original's defaults.
    public init(
        leftSideRatio: Double = 1, splitSpacing: Double = 0, sectionInset: EdgeInsets = .zero,
        minimumItemLineSpacing: Double = 0, minimumInterItemSpacing: Double = 0,
        styles: [SplitStyleKey: SplitSectionStyle] = [:], isNormalizingLineHeight: Bool = false,
        sectionPinToVisibleBounds: Bool = false, itemsPerLine: Int? = nil,
        defaultItemSize: Size = Size(width: 50, height: 50), collapsesToVisibleSide: Bool = false,
        sizeForItem: SplitItemSizeProvider? = nil, headerSize: SplitSupplementarySizeProvider? = nil,
        footerSize: SplitSupplementarySizeProvider? = nil, rotation: SplitRotation? = nil
    ) {
        configuration = Configuration()
        configuration.leftSideRatio = leftSideRatio
        configuration.splitSpacing = splitSpacing
        configuration.sectionInset = sectionInset
        configuration.minimumItemLineSpacing = minimumItemLineSpacing
        configuration.minimumInterItemSpacing = minimumInterItemSpacing
        configuration.styles = styles
        configuration.isNormalizingLineHeight = isNormalizingLineHeight
        configuration.sectionPinToVisibleBounds = sectionPinToVisibleBounds
        configuration.itemsPerLine = itemsPerLine
        configuration.defaultItemSize = defaultItemSize
        configuration.collapsesToVisibleSide = collapsesToVisibleSide
        configuration.sizeForItem = sizeForItem
        configuration.headerSize = headerSize
        configuration.footerSize = footerSize
        configuration.rotation = rotation
    }

    /// An unprepared layout with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// `"Split"`.
    public var name: String { "Split" }
    /// Always vertical.
    public var scrollAxis: Axis { .vertical }
    /// The prepared elements.
    public internal(set) var store = ElementStore()
    /// `(containerWidth, lowest bottom of both sides)` of the last prepare.
    public internal(set) var contentSize = Size.zero
    /// The container width of the last prepare (`nil` before the first).
    public internal(set) var containerWidth: Double?
    /// Per section, the side it was laid out on, or `nil` when it was skipped (its side
    /// is ignored at this ratio). Empty before the first prepare.
    public internal(set) var sectionSides: [SectionSide?] = []
    /// The width class of the last prepare when ``rotation`` is set, else `nil`.
    public internal(set) var widthClass: SplitWidthClass?
    /// Per section, the background colour names its ``styles`` give: from a style naming
    /// the section, and from one naming only its side.
    var styleBackgrounds: [(section: String?, side: String?)] = []
    /// Pinning ranges of the headers, when pinning was on at the last prepare.
    var headerPins = SplitHeaderPins()

    /// True when the last prepare pinned at least one header.
    public var hasOffsetDependentElements: Bool { !headerPins.isEmpty }

    // MARK: - The original's public geometry

    /// The split spacing actually used: 0 when ``leftSideRatio`` is 0 or 1.
    public var actualSplitSpacing: Double {
        (leftSideRatio == 0 || leftSideRatio == 1) ? 0 : splitSpacing
    }

    /// True when sections on `side` are skipped at the current ratio (right at 1, left at 0).
    public func isIgnored(_ side: SectionSide) -> Bool {
        switch side {
        case .left: return leftSideRatio == 0
        case .right: return leftSideRatio == 1
        }
    }

    /// The side a section asking for `side` is laid out on: `side` itself, or the visible
    /// side when ``collapsesToVisibleSide`` is on and the ratio is 0 or 1.
    public func effectiveSide(_ side: SectionSide) -> SectionSide {
        guard collapsesToVisibleSide else { return side }
        if leftSideRatio == 1 { return .left }
        if leftSideRatio == 0 { return .right }
        return side
    }

    /// The width of `side` in a container `containerWidth` wide at the current ratio (with
    /// ``rotation`` rules, the ratio the last prepare set; pass the prepared width, or use
    /// ``SplitRotation/rule(for:)`` for another one).
    /// Never negative: when the split spacing is wider than the container both sides are
    /// 0 wide (the original would make them negative). Complexity: O(1).
    public func contentWidth(of side: SectionSide, containerWidth: Double) -> Double {
        let total = Swift.max(0, containerWidth - actualSplitSpacing)
        switch side {
        case .left: return total * leftSideRatio
        case .right: return total - total * leftSideRatio
        }
    }

    /// The width of `side` for the last prepared container width. Throws before the first
    /// prepare, when there is no width to read (pass one to
    /// ``contentWidth(of:containerWidth:)`` instead).
    public func contentWidth(of side: SectionSide) throws(LayoutError) -> Double {
        contentWidth(of: side, containerWidth: try preparedWidth())
    }

    /// The left edge of `side` in a container `containerWidth` wide. Complexity: O(1).
    public func contentMostLeft(of side: SectionSide, containerWidth: Double) -> Double {
        switch side {
        case .left: return 0
        case .right: return 0 + contentWidth(of: .left, containerWidth: containerWidth) + actualSplitSpacing
        }
    }

    /// The left edge of `side` for the last prepared container width; throws before the
    /// first prepare.
    public func contentMostLeft(of side: SectionSide) throws(LayoutError) -> Double {
        contentMostLeft(of: side, containerWidth: try preparedWidth())
    }

    private func preparedWidth() throws(LayoutError) -> Double {
        guard let containerWidth else {
            throw LayoutError(
                path: "layout",
                message: "the layout has not been prepared, so it has no container width; call prepare(for:) "
                    + "first or pass containerWidth:")
        }
        return containerWidth
    }

    /// The original's `calculateFixedWidthRaughly`: the width of `count` equal items on one
    /// line of `side`, `Int(width(side) - inset.left - inset.right - spacing * (count - 1)) / count`
    /// with integer division. 0 when `count <= 0` or when nothing is left (the original
    /// would return a negative width there). Uses the last prepared container width, and
    /// throws before the first prepare (the original reads its collection view's width,
    /// which always exists; here pass it with `containerWidth:` instead).
    public func calculateFixedWidthRoughly(
        to count: Int, of side: SectionSide, minimumInterItemSpacing: Double, sectionInset: EdgeInsets
    ) throws(LayoutError) -> Double {
        calculateFixedWidthRoughly(
            to: count, of: side, containerWidth: try preparedWidth(),
            minimumInterItemSpacing: minimumInterItemSpacing, sectionInset: sectionInset)
    }

    /// ``calculateFixedWidthRoughly(to:of:minimumInterItemSpacing:sectionInset:)`` in a
    /// container `containerWidth` wide: no prepare needed. Complexity: O(1).
    public func calculateFixedWidthRoughly(
        to count: Int, of side: SectionSide, containerWidth: Double, minimumInterItemSpacing: Double,
        sectionInset: EdgeInsets
    ) -> Double {
        Self.calculateFixedWidthRoughly(
            to: count, sideWidth: contentWidth(of: side, containerWidth: containerWidth),
            minimumInterItemSpacing: minimumInterItemSpacing, sectionInset: sectionInset)
    }

    /// ``calculateFixedWidthRoughly(to:of:minimumInterItemSpacing:sectionInset:)`` for a
    /// side of width `sideWidth`. Complexity: O(1).
    public static func calculateFixedWidthRoughly(
        to count: Int, sideWidth: Double, minimumInterItemSpacing: Double, sectionInset: EdgeInsets
    ) -> Double {
        guard count > 0 else { return 0 }
        let horizontalSpacing = sectionInset.horizontal + minimumInterItemSpacing * (Double(count) - 1)
        let validWidth = sideWidth - horizontalSpacing
        guard validWidth >= 1, validWidth.isFinite else { return 0 }
        guard validWidth < 9.0e18 else {
            return (validWidth.rounded(.towardZero) / Double(count)).rounded(.towardZero)
        }
        return Double(Int(validWidth) / count)
    }

    /// The inset and spacings of `section` on `side`, ``styles`` resolved from the most
    /// specific key to the globals. Complexity: O(1) (at most three dictionary look-ups).
    public func metrics(forSection section: Int, side: SectionSide) -> SplitSectionMetrics {
        var inset: EdgeInsets? = nil
        var lineSpacing: Double? = nil
        var interSpacing: Double? = nil
        if !styles.isEmpty {
            for key in [
                SplitStyleKey(section: section, side: side), SplitStyleKey(section: section),
                SplitStyleKey(side: side),
            ] {
                guard let style = styles[key] else { continue }
                inset = inset ?? style.sectionInset
                lineSpacing = lineSpacing ?? style.minimumItemLineSpacing
                interSpacing = interSpacing ?? style.minimumInterItemSpacing
            }
        }
        return SplitSectionMetrics(
            sectionInset: inset ?? sectionInset,
            minimumItemLineSpacing: lineSpacing ?? minimumItemLineSpacing,
            minimumInterItemSpacing: interSpacing ?? minimumInterItemSpacing)
    }

    /// The items' background colour name of `section` at the last prepare: a ``styles``
    /// colour naming the section (with its side, then alone), else `sectionBackground`
    /// (the section's own, which whoever draws knows: the engine holds no colours of the
    /// data), else a style naming only its side; `nil` when none gives one or the section
    /// was skipped. Complexity: O(1).
    public func backgroundColor(ofSection section: Int, sectionBackground: String?) -> String? {
        guard section >= 0, section < sectionSides.count, sectionSides[section] != nil else { return nil }
        let styled = styleBackgrounds[section]
        return styled.section ?? sectionBackground ?? styled.side
    }

    // MARK: - Pinning

    /// Pins a copy of a header for `contentOffset`: `y = min(max(contentOffset.y, natural), limit)`
    /// with `natural = firstItem.minY - header.height - inset.top` and
    /// `limit = lastItem.maxY + inset.bottom - header.height` (first and last items that have
    /// an element; for a section without any, the top and bottom of its item area). Other
    /// elements are left alone. Complexity: O(1).
    public func adjust(_ attributes: inout LayoutAttributes, contentOffset: Point) {
        guard attributes.code == .header, let range = headerPins.range(ofSection: attributes.indexPath.section)
        else { return }
        attributes.frame.origin.y = SplitHeaderPins.pinnedY(
            offset: contentOffset.y, natural: range.natural, limit: range.limit)
    }
}
