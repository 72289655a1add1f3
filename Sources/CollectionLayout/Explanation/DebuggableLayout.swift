/// A layout that can say why its elements are where they are and show the search its
/// cell index makes: the debugging hooks the explorer's inspector and debug overlay use.
/// Opt-in, apart from ``CollectionViewLayout``, so a layout of your own needs neither
/// (every family of this module conforms). Callers test for it:
/// `(layout as? any DebuggableLayout)?.explanation(for: key, contentOffset: offset)`.
public protocol DebuggableLayout: CollectionViewLayout {
    /// Why the element `key` is where it is at `contentOffset`, in the family's own terms
    /// (``LayoutExplanation``), or `nil` when the layout does not say (the default) or
    /// has no such element. Re-derived on demand from the prepared layout: nothing is
    /// stored per element. Complexity: the family's; at most O(n) for n items of the
    /// element's section.
    func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation?

    /// The binary search a query of `rect` makes in the layout's main cell index, with
    /// every comparison recorded (``QueryTrace``), or `nil` for a layout without an
    /// index (the default). Only the debug overlay asks; queries never record.
    /// Complexity: O(log n).
    func searchTrace(_ rect: Rect) -> QueryTrace?
}

extension DebuggableLayout {
    /// No explanation.
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? { nil }

    /// No index to trace.
    public func searchTrace(_ rect: Rect) -> QueryTrace? { nil }
}

extension DebuggableLayout where Self: StoreBackedLayout {
    /// The cell index's search for `rect`, recorded (``ElementStore/cellSearchTrace(_:)``).
    /// Complexity: O(log n).
    public func searchTrace(_ rect: Rect) -> QueryTrace? {
        store.cellSearchTrace(rect)
    }
}
