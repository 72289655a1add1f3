/// Distances inward from each edge of a rectangle, in points: `UIEdgeInsets` and
/// `NSDirectionalEdgeInsets` in one type.
///
/// Tessera lays out left to right, so the reading-direction names are the screen-edge
/// names under another label: `leading` is `left` and `trailing` is `right`. Both
/// initialisers exist, so ported code keeps whichever UIKit type it used
/// (``DirectionalEdgeInsets`` names this same type).
///
/// Values are points. (Apple documents a rule that values below 1.0 are fractions of the
/// container only for the read-only `NSCollectionLayoutContainer.contentInsets` of an
/// environment; the settable insets of items, groups, sections and decorations are
/// documented in points, and that is how Tessera reads them.)
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets from the four screen edges, as `UIEdgeInsets(top:left:bottom:right:)`.
    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets from the four edges by reading direction, as
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    @_disfavoredOverload
    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.init(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The same inset on all four edges.
    @inlinable public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// The leading edge's inset: `left`, as Tessera lays out left to right.
    @inlinable public var leading: Double {
        get { left }
        set { left = newValue }
    }

    /// The trailing edge's inset: `right`, as Tessera lays out left to right.
    @inlinable public var trailing: Double {
        get { right }
        set { right = newValue }
    }

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }

    /// The inset before the content along `axis` (`left` for horizontal, `top` for vertical).
    @inlinable public func start(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset after the content along `axis` (`right` for horizontal, `bottom` for vertical).
    @inlinable public func end(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
    /// `start + end` along `axis`.
    @inlinable public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }

    /// Throws when an inset is not finite; `path` names the insets and the edge is named
    /// by reading direction (`.leading`), as the compositional layout's keys are.
    public func validate(path: String) throws(LayoutError) {
        for (name, v) in [("top", top), ("leading", left), ("bottom", bottom), ("trailing", right)]
        where !v.isFinite {
            throw LayoutError(path: path + "." + name, message: "must be a finite number, got \(v)")
        }
    }
}

/// `NSDirectionalEdgeInsets`: the same type as ``EdgeInsets``, read by direction
/// (`leading` is `left`, `trailing` is `right`).
public typealias DirectionalEdgeInsets = EdgeInsets
