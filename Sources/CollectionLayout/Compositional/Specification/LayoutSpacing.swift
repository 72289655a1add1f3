/// A spacing between items, like `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; space left over in the group is shared evenly among
    /// all flexible spacings of the group (a justified line).
    case flexible(Double)

    /// The minimum spacing in points.
    @inlinable public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// True for ``flexible(_:)``.
    @inlinable public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// Throws when the value is negative or not finite.
    public func validate(path: String) throws(LayoutError) {
        guard minimum.isFinite, minimum >= 0 else {
            throw LayoutError(path: path, message: "spacing must be a finite number >= 0, got \(minimum)")
        }
    }
}
