/// Anything that can be a member of a group: an item, a group, or a ``LayoutSubitem``.
///
/// UIKit's groups take `[NSCollectionLayoutItem]`, and a group is an item there, so one
/// array can hold both. This protocol gives the same spelling:
/// `.horizontal(layoutSize: size, subitems: [item, nestedGroup])`.
public protocol LayoutSubitemConvertible: Sendable {
    /// The value as a group member.
    var layoutSubitem: LayoutSubitem { get }
}

extension LayoutItem: LayoutSubitemConvertible {
    /// `.item(self)`.
    public var layoutSubitem: LayoutSubitem { .item(self) }
}

extension LayoutGroup: LayoutSubitemConvertible {
    /// `.group(self)`.
    public var layoutSubitem: LayoutSubitem { .group(self) }
}

extension LayoutSubitem: LayoutSubitemConvertible {
    /// `self`.
    public var layoutSubitem: LayoutSubitem { self }
}

extension LayoutGroup {
    /// Members left to right, cycling while the next one fits, as
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`. Complexity: O(subitems).
    public static func horizontal(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(size: layoutSize, arrangement: .horizontal, subitems: subitems.map(\.layoutSubitem))
    }

    /// Exactly `count` equal slots left to right, as
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: LayoutSize, subitem: some LayoutSubitemConvertible, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            size: layoutSize, arrangement: .horizontal, subitems: [subitem.layoutSubitem],
            repetition: .equalSlots(count))
    }

    /// `count` copies at the subitem's own size, left to right, as
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: some LayoutSubitemConvertible, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            size: layoutSize, arrangement: .horizontal, subitems: [repeatingSubitem.layoutSubitem],
            repetition: .repeating(count))
    }

    /// Members top to bottom, cycling while the next one fits, as
    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`. Complexity: O(subitems).
    public static func vertical(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible]) -> LayoutGroup {
        LayoutGroup(size: layoutSize, arrangement: .vertical, subitems: subitems.map(\.layoutSubitem))
    }

    /// Exactly `count` equal slots top to bottom, as
    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)`.
    public static func vertical(layoutSize: LayoutSize, subitem: some LayoutSubitemConvertible, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            size: layoutSize, arrangement: .vertical, subitems: [subitem.layoutSubitem], repetition: .equalSlots(count))
    }

    /// `count` copies at the subitem's own size, top to bottom, as
    /// `NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem: some LayoutSubitemConvertible, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            size: layoutSize, arrangement: .vertical, subitems: [repeatingSubitem.layoutSubitem],
            repetition: .repeating(count))
    }

    /// Frames from `itemProvider`, one cell per frame, in group coordinates, as
    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
    public static func custom(
        layoutSize: LayoutSize, itemProvider: @escaping @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]
    ) -> LayoutGroup {
        LayoutGroup(size: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }

    /// The group's size, under UIKit's name.
    public var layoutSize: LayoutSize {
        get { size }
        set { size = newValue }
    }
}
