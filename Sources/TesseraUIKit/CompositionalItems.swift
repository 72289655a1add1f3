import CollectionLayout
import Foundation

/// `NSCollectionLayoutItem`: one cell of a group.
open class NSCollectionLayoutItem: NSObject {
    /// The size, resolved against the group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside its slot.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Spacing outside the slot.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary items anchored to the item (badges). Recorded: the engine lays out
    /// no item-anchored supplementary items, and a layout that has some notes it as a
    /// problem.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
        super.init()
    }

    /// An item with supplementary items (see ``supplementaryItems``).
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// The engine's subitem for this item.
    var engineSubitem: LayoutSubitem {
        .item(
            LayoutItem(
                size: layoutSize.engine, contentInsets: EdgeInsets(contentInsets),
                edgeSpacing: edgeSpacing?.engine ?? LayoutEdgeSpacing()))
    }

    /// True when this item or a member has item-anchored supplementary items.
    var hasSupplementaryItems: Bool { !supplementaryItems.isEmpty }
}

/// `NSCollectionLayoutGroup`: items or nested groups along an axis, or custom frames.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Kind {
        case horizontal, vertical
        case custom((any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    let kind: Kind
    let repetition: LayoutGroup.Repetition
    /// The members.
    public let subitems: [NSCollectionLayoutItem]
    /// Spacing between members along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        layoutSize: NSCollectionLayoutSize, kind: Kind, subitems: [NSCollectionLayoutItem],
        repetition: LayoutGroup.Repetition
    ) {
        self.kind = kind
        self.subitems = subitems
        self.repetition = repetition
        super.init(layoutSize: layoutSize)
    }

    /// Members left to right, repeated while the next one fits.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .horizontal, subitems: subitems, repetition: .fill)
    }
    /// Exactly `count` equal slots left to right (iOS 13; deprecated in iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, kind: .horizontal, subitems: [subitem], repetition: .equalSlots(count))
    }
    /// `count` copies at the subitem's own size, left to right (iOS 16).
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, kind: .horizontal, subitems: [subitem], repetition: .repeating(count))
    }
    /// Members top to bottom, repeated while the next one fits.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .vertical, subitems: subitems, repetition: .fill)
    }
    /// Exactly `count` equal slots top to bottom (iOS 13; deprecated in iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, kind: .vertical, subitems: [subitem], repetition: .equalSlots(count))
    }
    /// `count` copies at the subitem's own size, top to bottom (iOS 16).
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, kind: .vertical, subitems: [subitem], repetition: .repeating(count))
    }
    /// Cells at the frames `itemProvider` returns, in the group's coordinates. The provider
    /// is called while the layout prepares, on the main actor.
    open class func custom(
        layoutSize: NSCollectionLayoutSize,
        itemProvider: @escaping (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .custom(itemProvider), subitems: [], repetition: .fill)
    }

    /// The engine's group.
    var engineGroup: LayoutGroup {
        let arrangement: LayoutGroup.Arrangement
        switch kind {
        case .horizontal: arrangement = .horizontal
        case .vertical: arrangement = .vertical
        case .custom(let provider):
            let box = UncheckedBox(provider)
            arrangement = .custom { environment in
                MainActor.assumeIsolated {
                    box.value(TesseraLayoutEnvironment(engine: environment)).map {
                        LayoutGroupCustomItem(frame: Rect($0.frame), zIndex: $0.zIndex)
                    }
                }
            }
        }
        return LayoutGroup(
            size: layoutSize.engine, arrangement: arrangement, subitems: subitems.map(\.engineSubitem),
            repetition: repetition, interItemSpacing: interItemSpacing?.engine,
            contentInsets: EdgeInsets(contentInsets),
            edgeSpacing: edgeSpacing?.engine ?? LayoutEdgeSpacing())
    }

    override var engineSubitem: LayoutSubitem { .group(engineGroup) }

    override var hasSupplementaryItems: Bool {
        !supplementaryItems.isEmpty || subitems.contains { $0.hasSupplementaryItems }
    }
}

/// A value the engine's `@Sendable` closures may hold: a user's closure, only ever called
/// on the main actor (the layout prepares there; `MainActor.assumeIsolated` checks it).
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `NSCollectionLayoutSupplementaryItem`: a view anchored to an item (recorded; see
/// ``NSCollectionLayoutItem/supplementaryItems``).
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind.
    public let elementKind: String
    /// The anchor on the container.
    public let containerAnchor: NSCollectionLayoutAnchor?
    /// The anchor on the item itself.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Stacking order (default 1).
    open var zIndex = 1

    /// A supplementary item of `elementKind` anchored at `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// A supplementary item with an anchor on itself too.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header, footer or other view on an
/// edge of a section or of the whole layout. The engine places them on the four edges;
/// a corner alignment takes its edge along the scroll axis (`topLeading` is `top` in a
/// vertical layout) and an offset is not applied (both noted as problems).
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge (or corner) it is attached to.
    public let alignment: NSRectAlignment
    /// The offset given at creation (not applied).
    public let offset: CGPoint
    /// Whether it enlarges the section (default true).
    open var extendsBoundary = true
    /// Whether it stays visible while its section scrolls (default false).
    open var pinToVisibleBounds = false

    /// A boundary item of `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// A boundary item moved by `absoluteOffset` (the offset is recorded, not applied).
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// The engine's boundary item for a layout scrolling along `axis`, and what could not
    /// be kept.
    func engine(axis: Axis) -> (BoundarySupplementaryItem, String?) {
        let vertical = axis == .vertical
        let edge: BoundarySupplementaryItem.Alignment
        var lost: String?
        switch alignment {
        case .top: edge = .top
        case .bottom: edge = .bottom
        case .leading: edge = .leading
        case .trailing: edge = .trailing
        case .topLeading, .topTrailing:
            edge = vertical ? .top : (alignment == .topLeading ? .leading : .trailing)
            lost = "the corner alignment \(alignment) is laid out as \(edge)"
        case .bottomLeading, .bottomTrailing:
            edge = vertical ? .bottom : (alignment == .bottomLeading ? .leading : .trailing)
            lost = "the corner alignment \(alignment) is laid out as \(edge)"
        case .none:
            edge = vertical ? .top : .leading
            lost = "no alignment: laid out as \(edge)"
        }
        if offset != .zero { lost = (lost.map { $0 + "; " } ?? "") + "its offset \(offset) is not applied" }
        let item = BoundarySupplementaryItem(
            elementKind: elementKind, size: layoutSize.engine, alignment: edge, extendsBoundary: extendsBoundary,
            pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex)
        return (item, lost.map { "boundary item '\(elementKind)': \($0)" })
    }

    /// A UIKit boundary item for the engine's.
    convenience init(_ item: BoundarySupplementaryItem, kind: String) {
        let alignment: NSRectAlignment
        switch item.alignment {
        case .top: alignment = .top
        case .bottom: alignment = .bottom
        case .leading: alignment = .leading
        case .trailing: alignment = .trailing
        }
        self.init(layoutSize: NSCollectionLayoutSize(item.size), elementKind: kind, alignment: alignment)
        extendsBoundary = item.extendsBoundary
        pinToVisibleBounds = item.pinToVisibleBounds
        zIndex = item.zIndex
    }
}

/// `NSCollectionLayoutDecorationItem`: a view behind a section (a background).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind.
    public let elementKind: String
    /// Stacking order; unset, Tessera uses -1 so the background draws below the cells
    /// (UIKit's 0 sits below them by view order).
    open var zIndex: Int {
        get { storedZIndex ?? 0 }
        set { storedZIndex = newValue }
    }
    private var storedZIndex: Int?

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
    }

    /// A section background of `elementKind`.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// The engine's decoration.
    var engine: DecorationItem {
        DecorationItem(elementKind: elementKind, contentInsets: EdgeInsets(contentInsets), zIndex: storedZIndex ?? -1)
    }
}
