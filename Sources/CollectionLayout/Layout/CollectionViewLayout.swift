/// The result of a visibility query: the elements whose frames intersect the
/// rectangle, and how much work the query did.
public struct LayoutQuery: Sendable {
    /// The intersecting elements (with effects applied), in dump order.
    public var elements: [LayoutAttributes]
    /// Binary-search steps, index nodes and candidates examined: the status bar's
    /// "probes" figure.
    public var probes: Int

    /// Creates a query result.
    public init(elements: [LayoutAttributes] = [], probes: Int = 0) {
        self.elements = elements
        self.probes = probes
    }
}

/// A collection-view layout, modelled on `UICollectionViewLayout`.
///
/// A layout is a value: `prepare(for:)` computes every frame from the context and the
/// layout's configuration and nothing else; queries never mutate it. Elements whose
/// position depends on the scroll position (pinned headers, scroll effects) are
/// adjusted on copies at query time, from the `contentOffset` argument. The debugging
/// hooks (why an element is where it is, the index's search) are the opt-in
/// ``DebuggableLayout``.
public protocol CollectionViewLayout: Sendable {
    /// A short human name ("Pinterest", "Flow", ...).
    var name: String { get }

    /// The scroll axis.
    var scrollAxis: Axis { get }

    /// Computes every frame for `context`. Must be a pure function of the context and
    /// the layout's configuration. Throws ``LayoutError`` for inputs the layout cannot
    /// place (the layout is then left unprepared).
    mutating func prepare(for context: LayoutContext) throws(LayoutError)

    /// The size of the whole content.
    var contentSize: Size { get }

    /// Every element whose frame (after offset-dependent adjustments for
    /// `contentOffset`) intersects `rect`, exactly the set a brute-force filter over
    /// ``allElements(contentOffset:)`` returns. Complexity: O(log n + k) index work
    /// for k candidates (see ``VisibilityIndex``).
    func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery

    /// The viewer's query: every element whose frame at `position` intersects `rect`
    /// (orthogonal strips at their offsets, for an ``OrthogonalScrollingLayout``).
    /// A requirement, with defaults for every layout, so that a call through
    /// `any CollectionViewLayout` reaches the layout's own query directly: deciding it
    /// by a cast copied the whole layout into an existential box, one allocation and a
    /// few thousand instructions per query. Complexity: as ``query(_:contentOffset:)``.
    func query(_ rect: Rect, at position: ScrollPosition) -> LayoutQuery

    /// Every element of the prepared layout, adjusted for `contentOffset`, in dump
    /// order (cells by index path, then supplementary views, then decorations).
    func allElements(contentOffset: Point) -> [LayoutAttributes]

    /// Calls `body` with every element of ``allElements(contentOffset:)``, in the same
    /// order, without building the array: what `tessera dump` streams. The default
    /// calls ``allElements(contentOffset:)``; the layouts of this module override it.
    /// Complexity: O(n), O(1) memory for the layouts of this module.
    func forEachElement(contentOffset: Point, _ body: (LayoutAttributes) -> Void)

    /// Calls `body` with every element of ``query(_:contentOffset:)``, in dump order,
    /// without building the array: what `tessera dump --rect` streams. The default
    /// sorts the query's elements into dump order; the layouts of this module override
    /// it. Complexity: as the query; O(1) memory for the layouts of this module (the
    /// compositional layout keeps one integer per cell found).
    func forEachElement(in rect: Rect, contentOffset: Point, _ body: (LayoutAttributes) -> Void)

    /// The cell at `indexPath`, or `nil` when there is none (out of range, or an item
    /// the layout does not show).
    func element(at indexPath: IndexPath) -> LayoutAttributes?

    /// The supplementary view of `kind` at `indexPath`, adjusted for `contentOffset`.
    func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes?

    /// The decoration view of `kind` at `indexPath` (for example a section background),
    /// or `nil` when there is none.
    func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// True when some element moves or changes with the scroll position.
    var hasOffsetDependentElements: Bool { get }

    /// Animation hook: where an appearing element starts (default: its final frame,
    /// transparent).
    func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes

    /// Animation hook: where a disappearing element ends (default: its last frame,
    /// transparent).
    func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes
}

extension CollectionViewLayout {
    /// The elements intersecting `rect` with the content offset at the origin.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        query(rect, contentOffset: .zero).elements
    }

    /// The supplementary view of `kind` at `indexPath` with the content offset at the origin.
    public func supplementary(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        supplementary(ofKind: kind, at: indexPath, contentOffset: .zero)
    }

    /// No element depends on the scroll position unless the layout says so.
    public var hasOffsetDependentElements: Bool { false }

    /// Walks ``allElements(contentOffset:)``: O(n) time and O(n) memory for the array.
    public func forEachElement(contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        for element in allElements(contentOffset: contentOffset) { body(element) }
    }

    public func forEachElement(in rect: Rect, contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        var elements = query(rect, contentOffset: contentOffset).elements
        var ordered = true
        var i = 1
        while ordered && i < elements.count {
            ordered = !LayoutAttributes.dumpOrder(elements[i], elements[i - 1])
            i += 1
        }
        if !ordered { elements.sort(by: LayoutAttributes.dumpOrder) }
        for element in elements { body(element) }
    }

    /// The number of elements ``allElements(contentOffset:)`` returns, counted without
    /// building the array. Complexity: O(n), O(1) memory for the layouts of this module.
    public var elementCount: Int {
        var count = 0
        forEachElement(contentOffset: .zero) { _ in count += 1 }
        return count
    }

    /// Layouts without decorations have none at any index path.
    public func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// UIKit's rule: a size change invalidates; a pure scroll invalidates only a layout
    /// with offset-dependent elements. (Tessera's layouts adjust those at query time,
    /// so even then only the query is redone, never `prepare`.)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        if newBounds.size != oldBounds.size { return true }
        return hasOffsetDependentElements && newBounds.origin != oldBounds.origin
    }

    /// The element at its final frame, transparent (UIKit's default fade in).
    public func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes {
        var copy = attributes
        copy.alpha = 0
        return copy
    }

    /// The element at its last frame, transparent (UIKit's default fade out).
    public func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes {
        var copy = attributes
        copy.alpha = 0
        return copy
    }
}
