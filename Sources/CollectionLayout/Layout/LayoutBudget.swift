/// The most elements one prepare may produce, counted across every nesting level, and
/// checked before the memory for them is allocated.
///
/// A layout's elements are its cells, supplementary views and decorations. A
/// compositional group also counts the cells of every nested group it solves on the
/// way (a group nested in a group nested in a group is three levels of copies), so a
/// specification whose groups multiply (100,000 copies of a group of 100,000 cells)
/// fails at once with a ``LayoutError`` naming the budget, before any of those cells
/// exist. Every layout family checks its item count against the budget when it starts.
public struct LayoutBudget: Hashable, Sendable {
    /// The most elements (and compositional cells solved on the way) one prepare may
    /// produce.
    public var maximumElements: Int

    /// Creates a budget of `maximumElements` (at least 0).
    public init(maximumElements: Int) {
        self.maximumElements = max(0, maximumElements)
    }

    /// The budget every context gets unless it says otherwise: 25,000,000 elements,
    /// room for 10,000,000 items with a banner or a header for each.
    public static let standard = LayoutBudget(maximumElements: 25_000_000)

    /// The error for a prepare that would exceed the budget by producing `count`
    /// elements at `path` (`what` says which elements).
    public func exceeded(_ count: Int, _ what: String, at path: String) -> LayoutError {
        LayoutError(
            path: path,
            message: "\(what) would make \(count) elements, over the limit of \(maximumElements) elements in all")
    }

    /// Throws unless `count` elements fit the budget.
    /// Complexity: O(1).
    public func require(_ count: Int, _ what: String, at path: String) throws(LayoutError) {
        guard count <= maximumElements else { throw exceeded(count, what, at: path) }
    }
}
