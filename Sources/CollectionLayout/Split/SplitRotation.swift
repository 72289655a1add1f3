/// A width class of the container, as iOS's horizontal size class: `compact` below
/// ``SplitRotation/regularMinimumWidth``, `regular` from it.
public enum SplitWidthClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// What a split layout does in one width class: the left side's share and whether every
/// section collapses onto the visible side at ratio 0 or 1.
public struct SplitWidthClassRule: Hashable, Sendable {
    /// The left side's share of the width in this class, from 0 to 1.
    public var leftSideRatio: Double
    /// Whether sections move to the visible side at ratio 0 or 1 (``SplitLayout/collapsesToVisibleSide``).
    public var collapsesToVisibleSide: Bool

    /// Creates a rule.
    @inlinable public init(leftSideRatio: Double, collapsesToVisibleSide: Bool = false) {
        self.leftSideRatio = leftSideRatio
        self.collapsesToVisibleSide = collapsesToVisibleSide
    }
}

/// The layout's own rotation rules: what the original's sample does in
/// `viewWillTransition(to:with:)`, where it sets `leftSideRatio` from the new size class
/// (one column on a compact phone, two sides when regular). When a ``SplitLayout`` has
/// rotation rules, each ``SplitLayout/prepare(for:)`` picks the rule of the container's
/// width class and sets ``SplitLayout/leftSideRatio`` and
/// ``SplitLayout/collapsesToVisibleSide`` from it before laying out, so a change of
/// container width (a rotation) applies them.
public struct SplitRotation: Hashable, Sendable {
    /// The default width from which a container is `regular`: 600 pt. Every iPhone in
    /// portrait (320 to 440 pt) is compact; a phone in landscape (from 568 pt) is regular
    /// from 600 pt on, and every iPad width (from 678 pt in split view) is regular.
    public static let defaultRegularMinimumWidth = 600.0

    /// The smallest container width that is `regular`.
    public var regularMinimumWidth: Double
    /// The rule below ``regularMinimumWidth``.
    public var compact: SplitWidthClassRule
    /// The rule from ``regularMinimumWidth`` on.
    public var regular: SplitWidthClassRule

    /// Creates rotation rules.
    @inlinable public init(
        compact: SplitWidthClassRule, regular: SplitWidthClassRule,
        regularMinimumWidth: Double = SplitRotation.defaultRegularMinimumWidth
    ) {
        self.compact = compact
        self.regular = regular
        self.regularMinimumWidth = regularMinimumWidth
    }

    /// The width class of a container `containerWidth` wide. Complexity: O(1).
    public func widthClass(forContainerWidth containerWidth: Double) -> SplitWidthClass {
        containerWidth >= regularMinimumWidth ? .regular : .compact
    }

    /// The rule of `widthClass`. Complexity: O(1).
    public func rule(for widthClass: SplitWidthClass) -> SplitWidthClassRule {
        widthClass == .regular ? regular : compact
    }

    /// Replaces the rule of `widthClass`. Complexity: O(1).
    public mutating func setRule(_ rule: SplitWidthClassRule, for widthClass: SplitWidthClass) {
        if widthClass == .regular { regular = rule } else { compact = rule }
    }
}
