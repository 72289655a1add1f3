import CollectionLayout

/// A direction the focus moves in.
public enum FocusDirection: Hashable, Sendable, CaseIterable {
    case up, down, left, right
}

/// Geometric focus movement, like tvOS's focus engine: the next element is the nearest
/// one whose frame lies in the direction of travel, preferring elements that overlap the
/// current one across the direction (the same column when moving down).
public enum FocusNavigator {
    /// True for the elements focus can land on: visible cells and supplementary views
    /// (decorations such as section backgrounds are not focusable).
    public static func isFocusable(_ a: LayoutAttributes) -> Bool {
        if a.isHidden || a.frame.isEmpty { return false }
        if case .decoration = a.category { return false }
        return true
    }

    /// The best candidate in `direction` from `current`, or `nil` when nothing lies that
    /// way. Complexity: O(candidates).
    public static func next(
        from current: LayoutAttributes, direction: FocusDirection, candidates: [LayoutAttributes]
    ) -> LayoutAttributes? {
        let key = ElementKey(current)
        var best: (score: Double, element: LayoutAttributes)?
        for c in candidates where isFocusable(c) && ElementKey(c) != key {
            guard let score = score(from: current.frame, to: c.frame, direction: direction) else { continue }
            if best == nil || score < best!.score { best = (score, c) }
        }
        return best?.element
    }

    /// The distance-like score of moving from `a` to `b` in `direction`, or `nil` when `b`
    /// does not lie that way.
    public static func score(from a: Rect, to b: Rect, direction: FocusDirection) -> Double? {
        let vertical = direction == .up || direction == .down
        let (aLo, aHi, bLo, bHi) =
            vertical ? (a.minY, a.maxY, b.minY, b.maxY) : (a.minX, a.maxX, b.minX, b.maxX)
        let (aCrossLo, aCrossHi, bCrossLo, bCrossHi) =
            vertical ? (a.minX, a.maxX, b.minX, b.maxX) : (a.minY, a.maxY, b.minY, b.maxY)
        let forward = direction == .down || direction == .right
        let aMid = (aLo + aHi) / 2
        let bMid = (bLo + bHi) / 2
        let gap: Double
        if forward {
            guard bMid > aMid, bLo > aLo else { return nil }
            gap = max(0, bLo - aHi)
        } else {
            guard bMid < aMid, bHi < aHi else { return nil }
            gap = max(0, aLo - bHi)
        }
        let crossGap = max(0, max(aCrossLo, bCrossLo) - min(aCrossHi, bCrossHi))
        let crossCenter = abs((aCrossLo + aCrossHi) / 2 - (bCrossLo + bCrossHi) / 2)
        return gap + 3 * crossGap + 0.01 * crossCenter + 0.001 * abs(bMid - aMid)
    }
}
