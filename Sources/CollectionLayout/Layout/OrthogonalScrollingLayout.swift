/// A layout with sections that scroll on their own across the main axis (a compositional
/// layout's orthogonal strips): it answers queries for a whole ``ScrollPosition``, the
/// strips' offsets included. The offsets are the viewer's, never the layout's: the same
/// prepared layout answers any position.
///
/// Viewers call the ``CollectionViewLayout`` entry points that take a position
/// (``CollectionViewLayout/query(_:at:)`` and its companions), which reach these
/// requirements when the layout conforms and pass the content offset alone otherwise.
public protocol OrthogonalScrollingLayout: CollectionViewLayout {
    /// The prepared strips, in section order.
    var orthogonalStrips: [OrthogonalStrip] { get }

    /// The strip of `section`, or `nil` when the section does not scroll on its own.
    func strip(forSection section: Int) -> OrthogonalStrip?

    /// The strip whose band (along the main axis) contains `point`, or `nil`.
    func strip(at point: Point) -> OrthogonalStrip?

    /// ``CollectionViewLayout/query(_:contentOffset:)`` with every strip at its offset in
    /// `orthogonalOffsets` (see ``ScrollPosition/offset(of:)``).
    func query(_ rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Double]) -> LayoutQuery

    /// ``CollectionViewLayout/allElements(contentOffset:)`` with every strip at its offset
    /// in `orthogonalOffsets`.
    func allElements(contentOffset: Point, orthogonalOffsets: [Int: Double]) -> [LayoutAttributes]

    /// ``CollectionViewLayout/forEachElement(contentOffset:_:)`` with every strip at its
    /// offset in `orthogonalOffsets`.
    func forEachElement(
        contentOffset: Point, orthogonalOffsets: [Int: Double], _ body: (LayoutAttributes) -> Void)

    /// ``CollectionViewLayout/forEachElement(in:contentOffset:_:)`` with every strip at
    /// its offset in `orthogonalOffsets`.
    func forEachElement(
        in rect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Double], _ body: (LayoutAttributes) -> Void)

    /// ``CollectionViewLayout/element(at:)`` with the cell's strip at its offset in
    /// `orthogonalOffsets`.
    func element(at indexPath: IndexPath, orthogonalOffsets: [Int: Double]) -> LayoutAttributes?
}

extension OrthogonalScrollingLayout {
    /// The offset `section`'s strip is shown at in `position`; 0 for a section that does
    /// not scroll on its own. Complexity: O(1) expected.
    public func stripOffset(forSection section: Int, at position: ScrollPosition) -> Double {
        strip(forSection: section).map(position.offset(of:)) ?? 0
    }

    /// Every element whose frame at `position` intersects `rect`, the strips at their
    /// offsets (the default for every layout with strips).
    /// Complexity: as ``query(_:contentOffset:orthogonalOffsets:)``.
    public func query(_ rect: Rect, at position: ScrollPosition) -> LayoutQuery {
        query(rect, contentOffset: position.contentOffset, orthogonalOffsets: position.orthogonalOffsets)
    }
}

// The viewer's entry points: one per query, for any layout.
extension CollectionViewLayout {
    /// Every element whose frame at `position` intersects `rect`, for a layout without
    /// strips: the content offset alone (the default; an ``OrthogonalScrollingLayout``
    /// has its own). Complexity: as ``query(_:contentOffset:)``.
    public func query(_ rect: Rect, at position: ScrollPosition) -> LayoutQuery {
        query(rect, contentOffset: position.contentOffset)
    }

    /// Every element at `position`, in dump order (see ``query(_:at:)``).
    /// Complexity: O(n).
    public func allElements(at position: ScrollPosition) -> [LayoutAttributes] {
        if let o = self as? any OrthogonalScrollingLayout {
            return o.allElements(contentOffset: position.contentOffset, orthogonalOffsets: position.orthogonalOffsets)
        }
        return allElements(contentOffset: position.contentOffset)
    }

    /// Calls `body` with every element of ``allElements(at:)``, in order, without
    /// building the array. Complexity: as ``forEachElement(contentOffset:_:)``.
    public func forEachElement(at position: ScrollPosition, _ body: (LayoutAttributes) -> Void) {
        if let o = self as? any OrthogonalScrollingLayout {
            o.forEachElement(
                contentOffset: position.contentOffset, orthogonalOffsets: position.orthogonalOffsets, body)
        } else {
            forEachElement(contentOffset: position.contentOffset, body)
        }
    }

    /// Calls `body` with every element of ``query(_:at:)``, in dump order, without
    /// building the array. Complexity: as ``forEachElement(in:contentOffset:_:)``.
    public func forEachElement(in rect: Rect, at position: ScrollPosition, _ body: (LayoutAttributes) -> Void) {
        if let o = self as? any OrthogonalScrollingLayout {
            o.forEachElement(
                in: rect, contentOffset: position.contentOffset, orthogonalOffsets: position.orthogonalOffsets, body)
        } else {
            forEachElement(in: rect, contentOffset: position.contentOffset, body)
        }
    }

    /// The cell at `indexPath` as shown at `position` (its strip at its offset), or `nil`.
    public func element(at indexPath: IndexPath, position: ScrollPosition) -> LayoutAttributes? {
        if let o = self as? any OrthogonalScrollingLayout {
            return o.element(at: indexPath, orthogonalOffsets: position.orthogonalOffsets)
        }
        return element(at: indexPath)
    }

    /// The attributes of the element `key` names as shown at `position`, or `nil` when
    /// the layout has no such element.
    public func attributes(for key: ElementKey, at position: ScrollPosition) -> LayoutAttributes? {
        switch key.category {
        case .cell: return element(at: key.indexPath, position: position)
        case .supplementary(let kind):
            return supplementary(ofKind: kind, at: key.indexPath, contentOffset: position.contentOffset)
        case .decoration(let kind): return decoration(ofKind: kind, at: key.indexPath)
        }
    }
}
