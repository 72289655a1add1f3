/// Insets named by reading direction, like `NSDirectionalEdgeInsets`. Tessera lays out
/// left to right, so `leading` is the left edge and `trailing` the right one.
///
/// Values are points. (Apple documents a rule that values below 1.0 are fractions of the
/// container only for the read-only `NSCollectionLayoutContainer.contentInsets` of an
/// environment; the settable insets of items, groups, sections and decorations are
/// documented in points, and that is how Tessera reads them.)
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets from the four edges.
    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    @inlinable public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets()

    /// The inset before the content along `axis` (`leading` for horizontal, `top` for vertical).
    @inlinable public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset after the content along `axis` (`trailing` for horizontal, `bottom` for vertical).
    @inlinable public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    /// `start + end` along `axis`.
    @inlinable public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }

    /// The same insets as screen-edge ``EdgeInsets`` (leading = left).
    @inlinable public var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Throws when an inset is not finite; `path` names the insets.
    public func validate(path: String) throws(LayoutError) {
        for (name, v) in [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
        where !v.isFinite {
            throw LayoutError(path: path + "." + name, message: "must be a finite number, got \(v)")
        }
    }
}
