/// `UICollectionViewFlowLayout`: items in lines, lines justified as UIKit does.
///
/// Vertical scrolling (the default), per section in order:
/// 1. the header, when its height (``headerReferenceHeight`` or the section's own) is
///    > 0: supplementary kind ``ElementKind/header`` at `IndexPath(item: 0, section: s)`,
///    frame `(0, top, container width, height)`;
/// 2. `sectionInset.top`, then the items packed greedily into lines of
///    `container width - sectionInset.left - sectionInset.right` with
///    ``minimumInteritemSpacing`` (an exact fit never wraps: 0.001-pt tolerance), lines
///    separated by ``minimumLineSpacing`` and justified (UIKit's rules:
///    leftover space spread between a line's items, a lone item centred, the last line
///    justified as if padded with copies of its last item, items centred vertically in
///    their line), then `sectionInset.bottom` (insets apply to empty sections too);
/// 3. the footer (kind ``ElementKind/footer``), like the header.
///
/// Item size: ``ItemMetrics/width`` / ``ItemMetrics/height`` when given, else ``itemSize``.
/// An item wider than its line gets a line of its own, starting at the left inset.
/// Content size: width = container width (wider only when an item plus the insets is
/// wider than the container), height = the sum of the sections' extents (not stretched
/// to the container, as in UIKit).
///
/// ``Axis/horizontal`` ``scrollDirection`` is the transpose: headers are columns at the
/// left of their section, items flow down in columns that wrap to the right.
///
/// Pinned headers (``sectionHeadersPinToVisibleBounds``): at query time a header's
/// position along the scroll axis is `min(max(contentOffset, natural), contentEnd - h)`,
/// where `contentEnd` is the section's last line end plus its end inset (the footer's
/// start). A header moved from its natural place gets zIndex ``pinnedHeaderZIndex``;
/// cells, footers and unmoved headers have zIndex 0. Prepared attributes are never
/// mutated: queries adjust copies and stay exact (headers are indexed by the band they
/// can move in).
///
/// Pinned footers (``sectionFootersPinToVisibleBounds``) mirror them: a footer's position
/// is `max(min(natural, contentOffset + viewport - h), headerEnd)`, where `viewport` is
/// the container's extent along the scroll axis and `headerEnd` the end of the section's
/// header (the section's start when it has none): it sticks to the bottom (right) of the
/// visible area while its section shows and is pushed out by the section's start. A moved
/// footer gets zIndex ``pinnedHeaderZIndex`` too.
public struct FlowLayout: StoreBackedLayout, ConfigurableLayout {
    /// The settings: what ``prepare(for:)`` reads besides the context. Each setting is
    /// also a property of the layout (``itemSize``, ...). Changing it takes effect at the
    /// next ``prepare(for:)``, as UIKit's `invalidateLayout()`.
    public var configuration: Configuration

    /// The zIndex of a header while pinning moves it from its natural place (UIKit's).
    public static let pinnedHeaderZIndex = 1024

    /// Creates the layout with UIKit's defaults; nothing is computed until ``prepare(for:)``.
    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceHeight: Double? = nil, footerReferenceHeight: Double? = nil,
        sectionHeadersPinToVisibleBounds: Bool = false, scrollDirection: Axis = .vertical,
        sectionStyles: [Int: FlowSectionStyle] = [:]
    ) {
        configuration = Configuration()
        configuration.itemSize = itemSize
        configuration.minimumLineSpacing = minimumLineSpacing
        configuration.minimumInteritemSpacing = minimumInteritemSpacing
        configuration.sectionInset = sectionInset
        configuration.headerReferenceHeight = headerReferenceHeight
        configuration.footerReferenceHeight = footerReferenceHeight
        configuration.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        configuration.scrollDirection = scrollDirection
        configuration.sectionStyles = sectionStyles
    }

    /// An unprepared layout with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// `"Flow"`.
    public var name: String { "Flow" }
    /// ``scrollDirection``.
    public var scrollAxis: Axis { scrollDirection }
    /// The prepared cells, headers and footers.
    public private(set) var store = ElementStore()
    /// See the type's documentation.
    public private(set) var contentSize = Size.zero
    /// Per section: the furthest position (along the scroll axis) its pinned header can take.
    private var headerPinLimits: [Double] = []
    /// Per section: the nearest position (along the scroll axis) its pinned footer can take.
    private var footerPinLimits: [Double] = []
    /// The container's extent along the scroll axis (where pinned footers end).
    private var viewportExtent = 0.0

    /// True when ``sectionHeadersPinToVisibleBounds`` or ``sectionFootersPinToVisibleBounds`` is set.
    public var hasOffsetDependentElements: Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// Places every header, item and footer.
    ///
    /// Throws for a negative or non-finite container size, item size (configured or
    /// from the metrics), spacing, inset or header/footer height, and for a negative
    /// item count. Complexity: O(n) for n items; no per-item allocation.
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        try LayoutError.requireValidContainer(context.containerSize)
        try validateConfiguration()
        let total = try LayoutError.requireValidItemCounts(context, extrasPerSection: 2)

        let axis = scrollDirection
        let vertical = axis == .vertical
        let containerCross = context.containerSize[axis.cross]
        let defaultSize = itemSize
        let metrics = context.itemMetrics

        var headers: [LayoutAttributes] = []
        var footers: [LayoutAttributes] = []
        var limits = [Double](repeating: 0, count: context.sections.count)
        var footerLimits = limits
        var cursor = 0.0
        var crossReach = containerCross

        let styleKeys = sectionStyles.isEmpty ? nil : styleSections.keys(for: context.sections)
        // Every cell's frame goes straight into the store's array, sized once: the packer
        // writes through a pointer (no capacity or uniqueness check per item), and metrics
        // made by `.uniform` are read and checked once per section instead of per item.
        var failure: LayoutError?
        let frames = [Rect](unsafeUninitializedCapacity: Swift.max(1, total)) { buffer, initialized in
            LargeArrays.advise(buffer)
            guard let base = buffer.baseAddress else { return }
            do throws(LayoutError) {
                for (s, section) in context.sections.enumerated() {
                    let style = sectionStyles.isEmpty ? nil : sectionStyles[styleKeys?[s] ?? s]
                    let inset = style?.sectionInset ?? sectionInset
                    let (mainStart, mainEnd) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
                    let (crossStart, crossEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
                    let available = containerCross - crossStart - crossEnd
                    let headerHeight = headerReferenceHeight ?? section.headerHeight
                    let footerHeight = footerReferenceHeight ?? section.footerHeight
                    if headerReferenceHeight == nil {
                        try LayoutError.requireNonNegative(headerHeight, at: "sections[\(s)].header.height")
                    }
                    if footerReferenceHeight == nil {
                        try LayoutError.requireNonNegative(footerHeight, at: "sections[\(s)].footer.height")
                    }
                    let headerStart = cursor
                    if headerHeight > 0 {
                        headers.append(
                            LayoutAttributes(
                                category: .supplementary(kind: ElementKind.header),
                                indexPath: IndexPath(item: 0, section: s),
                                frame: Self.rect(
                                    main: cursor, mainExtent: headerHeight, crossExtent: containerCross, axis: axis)))
                        cursor += headerHeight
                    }
                    var packer = FlowLinePacker(
                        axis: axis, crossStart: crossStart, available: available,
                        spacing: style?.minimumInteritemSpacing ?? minimumInteritemSpacing,
                        lineSpacing: style?.minimumLineSpacing ?? minimumLineSpacing, top: cursor + mainStart,
                        frames: base, firstIndex: initialized)
                    if let uniform = metrics.uniformMetrics {
                        if section.itemCount > 0 {
                            let size = try Self.itemSize(uniform, default: defaultSize, section: s, item: 0)
                            let (cross, main) = vertical ? (size.width, size.height) : (size.height, size.width)
                            packer.addUniform(cross: cross, main: main, count: section.itemCount)
                        }
                    } else {
                        for item in 0..<section.itemCount {
                            let size = try Self.itemSize(
                                metrics(IndexPath(item: item, section: s)), default: defaultSize, section: s,
                                item: item)
                            if vertical {
                                packer.add(cross: size.width, main: size.height)
                            } else {
                                packer.add(cross: size.height, main: size.width)
                            }
                        }
                    }
                    footerLimits[s] = cursor
                    let contentEnd = packer.finish() + mainEnd
                    initialized = packer.count
                    if section.itemCount > 0 { crossReach = Swift.max(crossReach, packer.crossReach + crossEnd) }
                    limits[s] = Swift.max(headerStart, contentEnd - headerHeight)
                    cursor = contentEnd
                    if footerHeight > 0 {
                        footers.append(
                            LayoutAttributes(
                                category: .supplementary(kind: ElementKind.footer),
                                indexPath: IndexPath(item: 0, section: s),
                                frame: Self.rect(
                                    main: cursor, mainExtent: footerHeight, crossExtent: containerCross, axis: axis)))
                        cursor += footerHeight
                    }
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }

        // Dump order: kind "footer" sorts before "header".
        let extras = footers + headers
        if hasOffsetDependentElements {
            let pinHeaders = sectionHeadersPinToVisibleBounds
            let pinFooters = sectionFootersPinToVisibleBounds
            store = ElementStore(
                axis: axis, sectionItemCounts: context.itemCounts, cellFrames: frames, extras: extras,
                envelope: { a in
                    Self.pinEnvelope(
                        of: a, headerLimits: pinHeaders ? limits : nil, footerLimits: pinFooters ? footerLimits : nil,
                        axis: axis)
                })
        } else {
            store = ElementStore(axis: axis, sectionItemCounts: context.itemCounts, cellFrames: frames, extras: extras)
        }
        // Only headers and footers are pinned (``adjust(_:contentOffset:)``): cells never move.
        store.cellsStayPut = true
        headerPinLimits = limits
        footerPinLimits = footerLimits
        viewportExtent = context.containerSize[axis]
        contentSize =
            vertical
            ? Size(width: crossReach, height: cursor)
            : Size(width: cursor, height: crossReach)
    }

    /// Pins a copy of a header or footer for `contentOffset`; other elements are left alone.
    /// Complexity: O(1).
    public func adjust(_ attributes: inout LayoutAttributes, contentOffset: Point) {
        guard !attributes.code.isCell, attributes.indexPath.section >= 0 else { return }
        let axis = scrollDirection
        let natural = attributes.frame.origin[axis]
        let s = attributes.indexPath.section
        if sectionHeadersPinToVisibleBounds, attributes.code == .header,
            s < headerPinLimits.count
        {
            let pinned = Swift.min(Swift.max(contentOffset[axis], natural), headerPinLimits[s])
            if pinned > natural {
                attributes.frame.origin[axis] = pinned
                attributes.zIndex = Self.pinnedHeaderZIndex
            }
        } else if sectionFootersPinToVisibleBounds, attributes.code == .footer,
            s < footerPinLimits.count
        {
            let end = contentOffset[axis] + viewportExtent - attributes.frame.size[axis]
            let pinned = Swift.max(Swift.min(natural, end), footerPinLimits[s])
            if pinned < natural {
                attributes.frame.origin[axis] = pinned
                attributes.zIndex = Self.pinnedHeaderZIndex
            }
        }
    }

    private func validateConfiguration() throws(LayoutError) {
        try LayoutError.requireNonNegative(itemSize.width, at: "layout.itemSize.width")
        try LayoutError.requireNonNegative(itemSize.height, at: "layout.itemSize.height")
        try LayoutError.requireNonNegative(minimumLineSpacing, at: "layout.minimumLineSpacing")
        try LayoutError.requireNonNegative(minimumInteritemSpacing, at: "layout.minimumInteritemSpacing")
        try LayoutError.requireNonNegative(sectionInset.top, at: "layout.sectionInset.top")
        try LayoutError.requireNonNegative(sectionInset.left, at: "layout.sectionInset.left")
        try LayoutError.requireNonNegative(sectionInset.bottom, at: "layout.sectionInset.bottom")
        try LayoutError.requireNonNegative(sectionInset.right, at: "layout.sectionInset.right")
        if let h = headerReferenceHeight { try LayoutError.requireNonNegative(h, at: "layout.headerReferenceHeight") }
        for (s, style) in sectionStyles.sorted(by: { $0.key < $1.key }) {
            let path = "layout.sectionStyles[\(s)]"
            guard s >= 0 else { throw LayoutError(path: path, message: "a section index must be >= 0, got \(s)") }
            if let v = style.minimumLineSpacing {
                try LayoutError.requireNonNegative(v, at: path + ".minimumLineSpacing")
            }
            if let v = style.minimumInteritemSpacing {
                try LayoutError.requireNonNegative(v, at: path + ".minimumInteritemSpacing")
            }
            if let i = style.sectionInset {
                for (name, v) in [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)] {
                    try LayoutError.requireNonNegative(v, at: path + ".sectionInset." + name)
                }
            }
        }
        if let h = footerReferenceHeight { try LayoutError.requireNonNegative(h, at: "layout.footerReferenceHeight") }
    }

    /// Every place a pinned header or footer can take: from its natural position to its limit.
    private static func pinEnvelope(
        of a: LayoutAttributes, headerLimits: [Double]?, footerLimits: [Double]?, axis: Axis
    ) -> Rect {
        var r = a.frame
        if let headerLimits, a.code == .header {
            r.size[axis] = headerLimits[a.indexPath.section] + r.size[axis] - r.origin[axis]
        } else if let footerLimits, a.code == .footer {
            let lower = Swift.min(footerLimits[a.indexPath.section], r.origin[axis])
            r.size[axis] += r.origin[axis] - lower
            r.origin[axis] = lower
        }
        return r
    }

    /// An item's size: its metrics' width and height where given (finite, >= 0), else
    /// `defaultSize`'s. Complexity: O(1).
    @inline(__always)
    private static func itemSize(
        _ m: ItemMetrics, default defaultSize: Size, section s: Int, item: Int
    ) throws(LayoutError) -> Size {
        var size = defaultSize
        if let w = m.width {
            guard LayoutError.isFiniteNonNegative(w) else {
                throw LayoutError.notFiniteNonNegative(w, at: "sections[\(s)].items[\(item)].width")
            }
            size.width = w
        }
        if let h = m.height {
            guard LayoutError.isFiniteNonNegative(h) else {
                throw LayoutError.notFiniteNonNegative(h, at: "sections[\(s)].items[\(item)].height")
            }
            size.height = h
        }
        return size
    }

    /// A full-width (cross-axis) band starting at `main`.
    private static func rect(main: Double, mainExtent: Double, crossExtent: Double, axis: Axis) -> Rect {
        axis == .vertical
            ? Rect(x: 0, y: main, width: crossExtent, height: mainExtent)
            : Rect(x: main, y: 0, width: mainExtent, height: crossExtent)
    }
}
