/// One dimension (width or height) of a compositional element, like
/// `NSCollectionLayoutDimension`.
///
/// Fractions resolve against the *container* the element sits in: for an item, its
/// group's effective size (the group size minus the group's content insets); for a
/// section's group, the section's effective size (the collection view's visible size
/// minus the section's content insets).
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's effective width (`0.5` = half of it). Usable for
    /// either axis: a height of `.fractionalWidth(0.5)` makes a square with width 0.5.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height.
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// An initial estimate in points, replaced by the element's own size when the data
    /// gives one (``ItemMetrics/width`` / ``ItemMetrics/height`` for items, the section's
    /// header/footer height for `header`/`footer` boundary items, the content for groups).
    case estimated(Double)

    /// True for ``estimated(_:)``.
    @inlinable public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The dimension in points inside a container of effective size `container`.
    /// Complexity: O(1).
    @inlinable public func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v): return v
        }
    }

    /// Throws when the value is negative or not finite; `path` names the dimension.
    public func validate(path: String) throws(LayoutError) {
        switch self {
        case .fractionalWidth(let f), .fractionalHeight(let f):
            guard f.isFinite else { throw LayoutError(path: path, message: "fraction must be finite, got \(f)") }
            guard f >= 0 else { throw LayoutError(path: path, message: "fraction must be >= 0, got \(f)") }
        case .absolute(let v), .estimated(let v):
            guard v.isFinite, v >= 0 else {
                throw LayoutError(path: path, message: "must be a finite number >= 0, got \(v)")
            }
        }
    }
}
