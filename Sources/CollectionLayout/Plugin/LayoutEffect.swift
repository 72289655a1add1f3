/// A scroll effect of your own for a ``PluginLayout`` (``PluginLayout/customEffects``):
/// it adjusts a copy of each cell for the scroll position at query time, after the
/// built-in ``PluginEffect``s, and never re-prepares the layout.
///
/// To keep queries exact, an effect declares how far it can move a cell along the scroll
/// axis (``cellReach``), and the layout holds it to that: after ``adjust(_:at:)`` the
/// cell keeps its size and its place across the axis, its move along the axis is clamped
/// to `cellReach` either way, and a non-finite alpha falls back to the one before. Alpha,
/// z-index and `isHidden` are the effect's to change. Headers, footers and other
/// supplementary views are not given to custom effects.
public protocol LayoutEffect: Hashable, Sendable {
    /// The furthest the effect moves a cell along the scroll axis, either way, in points
    /// (finite, >= 0; 0 for an effect that only changes alpha or z-index).
    var cellReach: Double { get }

    /// Throws a ``LayoutError`` naming `path + ".key"` for a parameter the effect cannot
    /// use; `path` is `layout.customEffects[i]`. An effect that throws is left out of
    /// queries, and ``PluginLayout/prepare(for:)`` reports it.
    func validate(path: String) throws(LayoutError)

    /// Adjusts a copy of a prepared cell for the scroll position.
    func adjust(_ cell: inout LayoutAttributes, at scroll: EffectScroll)
}

/// Where the content is scrolled, as a ``LayoutEffect`` sees it.
public struct EffectScroll: Hashable, Sendable {
    /// The layout's scroll axis.
    public var axis: Axis
    /// The content offset along the scroll axis.
    public var offset: Double
    /// The viewport's extent along the scroll axis.
    public var viewportExtent: Double

    /// Creates a scroll position.
    public init(axis: Axis, offset: Double, viewportExtent: Double) {
        self.axis = axis
        self.offset = offset
        self.viewportExtent = viewportExtent
    }
}

/// A ``LayoutEffect`` of any type, for ``PluginLayout/customEffects``. Two wrappers are
/// equal when they wrap equal effects of the same type.
public struct AnyLayoutEffect: Hashable, Sendable {
    /// The wrapped effect.
    public let base: any LayoutEffect

    /// Wraps `effect`.
    public init(_ effect: some LayoutEffect) {
        base = effect
    }

    /// True when both wrap equal effects of the same type.
    public static func == (lhs: AnyLayoutEffect, rhs: AnyLayoutEffect) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped effect.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The effect's reach, 0 when it is not finite or negative.
    var reach: Double {
        let r = base.cellReach
        return r.isFinite && r > 0 ? r : 0
    }

    /// True when ``LayoutEffect/validate(path:)`` accepts the effect.
    var isValid: Bool {
        do { try base.validate(path: "") } catch { return false }
        return true
    }

    /// Applies the effect to a cell, holding it to its contract (see ``LayoutEffect``).
    func apply(to cell: inout LayoutAttributes, at scroll: EffectScroll) {
        let before = cell
        base.adjust(&cell, at: scroll)
        let axis = scroll.axis
        let start = before.frame.origin[axis]
        let moved = cell.frame.origin[axis]
        let reach = self.reach
        let clamped = moved.isFinite ? Swift.min(start + reach, Swift.max(start - reach, moved)) : start
        cell.frame = before.frame
        cell.frame.origin[axis] = clamped
        if !cell.alpha.isFinite { cell.alpha = before.alpha }
        cell.category = before.category
        cell.indexPath = before.indexPath
    }
}
