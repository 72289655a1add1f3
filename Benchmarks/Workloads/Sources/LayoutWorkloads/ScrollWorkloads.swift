import CollectionLayout

/// The compositional workloads whose elements move with the scroll position: headers
/// pinned to the visible bounds, and sections that scroll on their own (orthogonal
/// strips). Their queries are measured where the adjustments apply: the viewport's
/// origin is the content offset, so the header of a section that started above the
/// viewport is pinned at its top, and every strip in the viewport is scrolled to an
/// offset of its own (``scrollPositions(in:for:)``).
extension Workloads {
    /// Items per section of the pinned-header workload: a viewport usually holds the end
    /// of one section, whose header is pinned, and the start of the next.
    public static let itemsPerPinnedSection = 100

    /// Items per strip of the orthogonal workload (an App Store shelf).
    public static let itemsPerStrip = 20

    /// The scroll-dependent workloads.
    public static let scrollDependent: [Workload] = [
        Workload(
            name: "Compositional pinned headers", layout: CompositionalLayout(section: pinnedGrid()),
            context: { sectionsOf(itemsPerPinnedSection, $0) }, stickyOffsets: true),
        Workload(
            name: "Compositional orthogonal", layout: CompositionalLayout(section: shelf()),
            context: { sectionsOf(itemsPerStrip, $0) }, stickyOffsets: true, scrollsOrthogonally: true),
    ]

    /// `n` items in sections of `perSection`, heights cycled as in ``single(_:)``.
    static func sectionsOf(_ perSection: Int, _ n: Int) -> LayoutContext {
        var sections: [SectionMetrics] = []
        sections.reserveCapacity(n / perSection + 1)
        var left = n
        while left > 0 {
            sections.append(SectionMetrics(itemCount: min(perSection, left)))
            left -= perSection
        }
        return LayoutContext(
            containerSize: viewport, sections: sections,
            itemMetrics: ItemMetricsProvider { ip in ItemMetrics(height: heights[ip.item % 7]) })
    }

    /// A 40-point header at the top of a section.
    static func header(pinned: Bool) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: ElementKind.header, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
            alignment: .top, pinToVisibleBounds: pinned)
    }

    /// The two-column grid of ``compositionalGrid(height:)`` with a header pinned to the
    /// visible bounds.
    static func pinnedGrid() -> LayoutSection {
        var section = compositionalGrid(height: .fractionalWidth(0.5))
        section.boundarySupplementaryItems = [header(pinned: true)]
        return section
    }

    /// A shelf: one row of 150-point tiles, each 40 % of the width, that scrolls across
    /// on its own (`.continuous`), under a header that scrolls with the content.
    static func shelf() -> LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(all: 4))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(0.4), height: .absolute(150)), subitems: [item])
        var section = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(top: 4, bottom: 4))
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [header(pinned: false)]
        return section
    }

    /// The scroll position of each of `rects`: the rectangle's origin as the content
    /// offset, and, when `layout` has orthogonal strips, every strip the rectangle meets
    /// scrolled to its own place (a fraction of its scrollable length that varies from
    /// strip to strip, deterministic). Complexity: O(rects × strips).
    public static func scrollPositions(in layout: any CollectionViewLayout, for rects: [Rect]) -> [ScrollPosition] {
        let strips = (layout as? any OrthogonalScrollingLayout)?.orthogonalStrips ?? []
        return rects.map { rect in
            var offsets: [Int: Double] = [:]
            for strip in strips where strip.frame.intersects(rect) {
                let scrollable = max(0, strip.contentLength - strip.frame.size.width)
                let fraction = Double((strip.section &* 7_919) % 101) / 100
                offsets[strip.section] = scrollable * fraction
            }
            return ScrollPosition(contentOffset: rect.origin, orthogonalOffsets: offsets)
        }
    }
}
