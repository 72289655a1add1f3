/// A container that places items or nested groups, like `NSCollectionLayoutGroup`.
///
/// * **horizontal / vertical** with `subitems`: subitems are placed along the group's
///   axis, cycling through the list again and again as long as the next one fits
///   (a single subitem of width 0.25 gives four cells per group). A group whose
///   dimension along its axis is estimated places each subitem once and grows to fit.
/// * **`subitem:count:`** (iOS 13): exactly `count` equal slots along the axis; the
///   subitem's own extent on that axis is ignored and
///   `(extent - spacing * (count - 1)) / count` used instead.
/// * **`repeatingSubitem:count:`** (iOS 16): `count` copies at the subitem's own size
///   (it is the caller's job to make them fit).
/// * **custom**: a closure returns the cell frames in group coordinates.
///
/// The group's ``contentInsets`` shrink the space its subitems resolve against and are
/// placed in; ``edgeSpacing`` works as for an item when the group is nested (or is the
/// section's group).
public struct LayoutGroup: Sendable {
    /// How a group arranges its members.
    public enum Arrangement: Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
        /// Frames from a closure called with an environment whose container is the group.
        case custom(@Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    /// How the subitems repeat along the group's axis.
    public enum Repetition: Hashable, Sendable {
        /// Cycle through the subitems as long as the next one fits.
        case fill
        /// `subitem:count:`: exactly `count` equal slots.
        case equalSlots(Int)
        /// `repeatingSubitem:count:`: `count` copies at the subitem's own size.
        case repeating(Int)
    }

    /// The largest `count` / `repeatingCount`, and the most cells one group instance
    /// may hold (a guard against degenerate specifications).
    public static let maximumCount = 100_000

    /// The group's size, resolved against its container.
    public var size: LayoutSize
    /// The arrangement.
    public var arrangement: Arrangement
    /// The members (one for the count-based forms, none for custom groups).
    public var subitems: [LayoutSubitem]
    /// How the members repeat.
    public var repetition: Repetition
    /// Space between consecutive members along the group's axis.
    public var interItemSpacing: LayoutSpacing?
    /// Insets of the space the members are placed in.
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the group's slot.
    public var edgeSpacing: LayoutEdgeSpacing

    /// Creates a group; the static constructors read better.
    public init(
        size: LayoutSize, arrangement: Arrangement, subitems: [LayoutSubitem], repetition: Repetition = .fill,
        interItemSpacing: LayoutSpacing? = nil, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: LayoutEdgeSpacing = .init()
    ) {
        self.size = size
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// Members left to right, cycling while the next one fits.
    public static func horizontal(size: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .horizontal, subitems: subitems)
    }

    /// Items left to right, cycling while the next one fits.
    public static func horizontal(size: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        horizontal(size: size, subitems: subitems.map(LayoutSubitem.item))
    }

    /// Exactly `count` equal slots left to right (iOS 13 `subitem:count:`).
    public static func horizontal(size: LayoutSize, subitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .horizontal, subitems: [subitem], repetition: .equalSlots(count))
    }

    /// `count` copies at the subitem's own size, left to right (iOS 16 `repeatingSubitem:count:`).
    public static func horizontal(size: LayoutSize, repeatingSubitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .horizontal, subitems: [repeatingSubitem], repetition: .repeating(count))
    }

    /// Members top to bottom, cycling while the next one fits.
    public static func vertical(size: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .vertical, subitems: subitems)
    }

    /// Items top to bottom, cycling while the next one fits.
    public static func vertical(size: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        vertical(size: size, subitems: subitems.map(LayoutSubitem.item))
    }

    /// Exactly `count` equal slots top to bottom (iOS 13 `subitem:count:`).
    public static func vertical(size: LayoutSize, subitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .vertical, subitems: [subitem], repetition: .equalSlots(count))
    }

    /// `count` copies at the subitem's own size, top to bottom (iOS 16 `repeatingSubitem:count:`).
    public static func vertical(size: LayoutSize, repeatingSubitem: LayoutSubitem, count: Int) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .vertical, subitems: [repeatingSubitem], repetition: .repeating(count))
    }

    /// Frames from `itemProvider`, one cell per frame, in group coordinates.
    public static func custom(
        size: LayoutSize, itemProvider: @escaping @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]
    ) -> LayoutGroup {
        LayoutGroup(size: size, arrangement: .custom(itemProvider), subitems: [])
    }

    /// The axis members are placed along (`nil` for custom groups).
    public var axis: Axis? {
        switch arrangement {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .custom: return nil
        }
    }

    /// True when some member's size depends on the data (an estimated item dimension).
    public var dependsOnData: Bool { subitems.contains { $0.dependsOnData } }

    /// Throws for a group that cannot be laid out: no subitems, a count below 1, a
    /// count-based form with several subitems, or an invalid size, spacing or inset
    /// anywhere inside. Complexity: O(size of the group tree).
    public func validate(path: String) throws(LayoutError) {
        try size.validate(path: path + ".size")
        try contentInsets.validate(path: path + ".contentInsets")
        try edgeSpacing.validate(path: path + ".edgeSpacing")
        try interItemSpacing?.validate(path: path + ".interItemSpacing")
        if case .custom = arrangement { return }
        guard !subitems.isEmpty else {
            throw LayoutError(path: path + ".subitems", message: "a group needs at least one subitem")
        }
        switch repetition {
        case .fill: break
        case .equalSlots(let n), .repeating(let n):
            let key = repetition == .equalSlots(n) ? "count" : "repeatingCount"
            guard n >= 1 else { throw LayoutError(path: path + "." + key, message: "must be >= 1, got \(n)") }
            guard n <= Self.maximumCount else {
                throw LayoutError(path: path + "." + key, message: "must be <= \(Self.maximumCount), got \(n)")
            }
            guard subitems.count == 1 else {
                throw LayoutError(
                    path: path + ".subitems", message: "'\(key)' takes exactly one subitem, got \(subitems.count)")
            }
        }
        for (i, sub) in subitems.enumerated() { try sub.validate(path: path + ".subitems[\(i)]") }
    }
}
