/// A layout whose prepared elements live in an ``ElementStore``: it gets the queries of
/// ``CollectionViewLayout`` from the store and only says how to adjust elements for a
/// content offset (pinning, effects), if at all.
public protocol StoreBackedLayout: CollectionViewLayout {
    /// The prepared elements.
    var store: ElementStore { get }
    /// Adjusts a copy of an element for `contentOffset`; the default leaves it alone.
    func adjust(_ attributes: inout LayoutAttributes, contentOffset: Point)
}

extension StoreBackedLayout {
    /// Leaves the element as prepared.
    public func adjust(_ attributes: inout LayoutAttributes, contentOffset: Point) {}

    /// The store's exact query, each result adjusted for `contentOffset` when the layout
    /// has offset-dependent elements. Complexity: O(log n + k) (see ``ElementStore``).
    /// The adjustment is a non-escaping closure: no allocation, no copy of the layout.
    public func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
        guard hasOffsetDependentElements else { return store.query(rect, adjusting: false) { _ in } }
        return store.query(rect, adjusting: true) { adjust(&$0, contentOffset: contentOffset) }
    }

    /// Every stored element in dump order, adjusted for `contentOffset`. Complexity: O(n).
    public func allElements(contentOffset: Point) -> [LayoutAttributes] {
        guard hasOffsetDependentElements else { return store.allElements() }
        return store.allElements { adjust(&$0, contentOffset: contentOffset) }
    }

    /// Walks the stored elements whose frames intersect `rect`, adjusted for
    /// `contentOffset`, without building an array. Complexity: O(log n + k).
    public func forEachElement(in rect: Rect, contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        if hasOffsetDependentElements {
            store.forEachElement(in: rect, adjusting: true, { adjust(&$0, contentOffset: contentOffset) }, body)
        } else {
            store.forEachElement(in: rect, adjusting: false, { _ in }, body)
        }
    }

    /// Walks the stored elements in dump order without building an array. Complexity:
    /// O(n) time, O(1) memory.
    public func forEachElement(contentOffset: Point, _ body: (LayoutAttributes) -> Void) {
        guard hasOffsetDependentElements else { return store.forEachElement(body) }
        store.forEachElement(adjust: { adjust(&$0, contentOffset: contentOffset) }, body)
    }

    /// The stored cell at `indexPath`. Complexity: O(1).
    public func element(at indexPath: IndexPath) -> LayoutAttributes? {
        store.cell(at: indexPath)
    }

    /// The stored supplementary view of `kind` at `indexPath`, adjusted for `contentOffset`.
    public func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes? {
        guard var a = store.extra(.supplementary(kind: kind), at: indexPath) else { return nil }
        if hasOffsetDependentElements { adjust(&a, contentOffset: contentOffset) }
        return a
    }

    /// The decoration of `kind` at `indexPath`.
    public func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        store.extra(.decoration(kind: kind), at: indexPath)
    }
}
