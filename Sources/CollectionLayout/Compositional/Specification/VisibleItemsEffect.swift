/// A ready-made ``LayoutSection/visibleItemsInvalidationHandler``: the carousel effect of
/// UIKit samples, where the cell nearest the centre of the visible area is full size and
/// opaque and cells further away shrink and fade. It is what the scenario format's
/// `visibleItemsEffect` key makes, since a file cannot carry a closure.
///
/// For each cell (supplementary views and decorations are left alone), with `d` the
/// distance from the cell's centre to the centre of the visible length `V` along
/// ``axis`` (the cell's centre on screen is `center[axis] - contentOffset[axis]`, `V`
/// the container's extent along ``axis``):
/// * scale = `max(minimumScale, 1 - d / V)`, applied to both x and y, when
///   ``minimumScale`` is set;
/// * alpha = `max(minimumAlpha, 1 - d / V)` times the cell's alpha, when
///   ``minimumAlpha`` is set.
///
/// So a cell centred on screen is untouched, and a cell a whole visible length away (or
/// further) is at the minimums. With `V` = 0 every cell is at the minimums.
public struct VisibleItemsEffect: Hashable, Sendable {
    /// The axis distances are measured along: a strip's axis for an orthogonal section
    /// (the layout's cross axis), the scroll axis otherwise.
    public var axis: Axis
    /// The smallest scale, in 0 ... 1, or `nil` for no scaling.
    public var minimumScale: Double?
    /// The smallest alpha, in 0 ... 1, or `nil` for no fading.
    public var minimumAlpha: Double?

    /// Creates an effect.
    public init(axis: Axis, minimumScale: Double? = nil, minimumAlpha: Double? = nil) {
        self.axis = axis
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
    }

    /// The factor `max(minimum, 1 - d / V)` for a cell whose centre is `centre` on an
    /// axis where the visible area starts at `offset` and is `length` long.
    /// Complexity: O(1).
    public static func factor(centre: Double, offset: Double, length: Double, minimum: Double) -> Double {
        guard length > 0 else { return minimum }
        let d = abs(centre - offset - length / 2)
        return max(minimum, 1 - d / length)
    }

    /// The handler that applies the effect. Complexity: O(items) per call.
    public var handler: VisibleItemsInvalidationHandler {
        let effect = self
        return { items, offset, environment in
            let axis = effect.axis
            let length = environment.container.contentSize[axis]
            for i in items.indices where items[i].category == .cell {
                let centre = items[i].center[axis]
                if let minimum = effect.minimumScale {
                    let s = Self.factor(centre: centre, offset: offset[axis], length: length, minimum: minimum)
                    items[i].transform = items[i].transform.concatenating(LayoutTransform(scaleX: s, y: s))
                }
                if let minimum = effect.minimumAlpha {
                    items[i].alpha *= Self.factor(
                        centre: centre, offset: offset[axis], length: length, minimum: minimum)
                }
            }
        }
    }

    /// Throws for a minimum outside 0 ... 1 (or not finite). `path` names the effect.
    public func validate(path: String) throws(LayoutError) {
        for (name, value) in [("scale.minimum", minimumScale), ("alpha.minimum", minimumAlpha)] {
            if let value, !(value >= 0 && value <= 1) {
                throw LayoutError(path: path + "." + name, message: "must be a number from 0 to 1, got \(value)")
            }
        }
    }
}
