/// A scroll effect of a ``PluginLayout``, applied at query time to copies of the
/// prepared attributes, in the order the layout lists its effects.
public enum PluginEffect: Hashable, Sendable {
    /// Sticky section headers (`StickyEffect(.start)`) or footers (`StickyEffect(.end)`).
    case sticky(StickyElements)
    /// Cells fade in from the trailing edge of the viewport over `span` points:
    /// `alpha = clamp((offset - minY + viewportHeight) / span, 0, 1)`.
    case fade(span: Double)
    /// Cells near the trailing edge lag behind by up to `spacing` points, easing to 0
    /// over `span` points (see ``elasticDisplacement(origin:offset:viewport:spacing:span:)``).
    case elastic(spacing: Double, span: Double)

    /// Which supplementary views a sticky effect pins.
    public enum StickyElements: String, Hashable, Sendable, CaseIterable {
        /// Section headers, held at the leading edge of the viewport.
        case headers
        /// Section footers, held at the trailing edge of the viewport.
        case footers
    }

    /// The effect families, for toggling them on and off.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `.sticky(.headers)`.
        case stickyHeaders
        /// `.sticky(.footers)`.
        case stickyFooters
        /// `.fade(span:)`.
        case fade
        /// `.elastic(spacing:span:)`.
        case elastic
    }

    /// The family of this effect.
    public var kind: Kind {
        switch self {
        case .sticky(.headers): return .stickyHeaders
        case .sticky(.footers): return .stickyFooters
        case .fade: return .fade
        case .elastic: return .elastic
        }
    }

    /// The effect of `kind` with the scenario format's default parameters
    /// (fade span 200; elastic spacing 20, span 300).
    public static func `default`(_ kind: Kind) -> PluginEffect {
        switch kind {
        case .stickyHeaders: return .sticky(.headers)
        case .stickyFooters: return .sticky(.footers)
        case .fade: return .fade(span: 200)
        case .elastic: return .elastic(spacing: 20, span: 300)
        }
    }

    /// How far the effect can move a cell along the scroll axis (its elastic spacing).
    var cellReach: Double {
        if case .elastic(let spacing, _) = self { return spacing }
        return 0
    }

    /// Throws for a parameter the effect cannot use; `path` names it (`layout.effects[i]`).
    func validate(path: String) throws(LayoutError) {
        switch self {
        case .sticky: break
        case .fade(let span):
            try PluginValidation.positive(span, path: path + ".span")
        case .elastic(let spacing, let span):
            try PluginValidation.nonNegative(spacing, path: path + ".spacing")
            try PluginValidation.positive(span, path: path + ".span")
        }
    }

    /// The fade effect's alpha for an element starting at `origin` along the scroll axis.
    public static func fadeAlpha(origin: Double, offset: Double, viewport: Double, span: Double) -> Double {
        let alpha = (offset - origin + viewport) / span
        return Swift.min(1, Swift.max(0, alpha))
    }

    /// The elastic effect's displacement along the scroll axis, in `0...spacing`:
    /// with `p = (offset - origin + viewport - span) / span` and `q = spacing^(1/4)`,
    /// `clamp((1 - p) * q, 0, q)^4`. Elements in the last `span` points of the viewport
    /// (and beyond) lag by `spacing`; from `2 * span` above the trailing edge on, by 0.
    public static func elasticDisplacement(
        origin: Double, offset: Double, viewport: Double, spacing: Double, span: Double
    ) -> Double {
        let p = (offset - origin + viewport - span) / span
        let q = spacing.squareRoot().squareRoot()
        let t = Swift.min(q, Swift.max(0, (1 - p) * q))
        let t2 = t * t
        return t2 * t2
    }
}
