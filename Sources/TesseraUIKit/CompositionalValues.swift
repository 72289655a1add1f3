import CollectionLayout
import Foundation

// The value-like classes of UIKit's compositional layout, under UIKit's names. They are
// not main-actor isolated (so a layout may be built in any function), and each converts to
// the engine's value (`engine`) when the layout prepares.

/// `NSCollectionLayoutDimension`: a fraction of the container's width or height, an
/// absolute length, or an estimate.
public final class NSCollectionLayoutDimension: NSObject, Sendable {
    /// The engine's dimension.
    public let engine: LayoutDimension

    init(_ engine: LayoutDimension) {
        self.engine = engine
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(Double(fractionalWidth)))
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(Double(fractionalHeight)))
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(Double(absoluteDimension)))
    }
    /// An estimate in points (inert cells keep it: they have no size of their own).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(Double(estimatedDimension)))
    }

    /// True for a fraction of the width.
    public var isFractionalWidth: Bool {
        if case .fractionalWidth = engine { return true }
        return false
    }
    /// True for a fraction of the height.
    public var isFractionalHeight: Bool {
        if case .fractionalHeight = engine { return true }
        return false
    }
    /// True for an absolute length.
    public var isAbsolute: Bool {
        if case .absolute = engine { return true }
        return false
    }
    /// True for an estimate.
    public var isEstimated: Bool { engine.isEstimated }
    /// The fraction or the length.
    public var dimension: CGFloat {
        switch engine {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): return v
        }
    }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
public final class NSCollectionLayoutSize: NSObject, Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The engine's size.
    public var engine: LayoutSize { LayoutSize(width: widthDimension.engine, height: heightDimension.engine) }

    convenience init(_ size: LayoutSize) {
        self.init(
            widthDimension: NSCollectionLayoutDimension(size.width),
            heightDimension: NSCollectionLayoutDimension(size.height))
    }
}

/// `NSCollectionLayoutSpacing`: a fixed or flexible spacing.
public final class NSCollectionLayoutSpacing: NSObject, Sendable {
    /// The engine's spacing.
    public let engine: LayoutSpacing

    init(_ engine: LayoutSpacing) {
        self.engine = engine
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing)))
    }
    /// At least `flexibleSpacing` points, sharing the leftover space.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing)))
    }
    /// The spacing in points.
    public var spacing: CGFloat { engine.minimum }
    /// True for a fixed spacing.
    public var isFixedSpacing: Bool { !engine.isFlexible }
    /// True for a flexible spacing.
    public var isFlexibleSpacing: Bool { engine.isFlexible }
}

/// `NSCollectionLayoutEdgeSpacing`: spacing outside an item's or group's edges.
public final class NSCollectionLayoutEdgeSpacing: NSObject, Sendable {
    /// Before the element horizontally.
    public let leading: NSCollectionLayoutSpacing?
    /// Above the element.
    public let top: NSCollectionLayoutSpacing?
    /// After the element horizontally.
    public let trailing: NSCollectionLayoutSpacing?
    /// Below the element.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing; `nil` edges add nothing.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// The engine's edge spacing.
    public var engine: LayoutEdgeSpacing {
        LayoutEdgeSpacing(
            leading: leading?.engine, top: top?.engine, trailing: trailing?.engine, bottom: bottom?.engine)
    }
}

/// `NSCollectionLayoutAnchor`: where a supplementary item sits on its item. (The engine
/// lays out no item-anchored supplementary items; see ``NSCollectionLayoutItem/supplementaryItems``.)
public final class NSCollectionLayoutAnchor: NSObject, Sendable {
    /// The edges.
    public let edges: NSDirectionalRectEdge
    /// An offset in points.
    public let offset: CGPoint
    /// Whether ``offset`` is a fraction of the supplementary item's size.
    public let isFractionalOffset: Bool

    /// An anchor on `edges`.
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isFractionalOffset = false
        super.init()
    }
    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isFractionalOffset = false
        super.init()
    }
    /// An anchor on `edges`, moved by a fraction of the supplementary item's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isFractionalOffset = true
        super.init()
    }
    /// True when ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }
}

/// `NSCollectionLayoutGroupCustomItem`: one cell of a custom group.
public final class NSCollectionLayoutGroupCustomItem: NSObject, Sendable {
    /// The frame in the group's coordinates.
    public let frame: CGRect
    /// The stacking order.
    public let zIndex: Int
    /// A custom item.
    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
        super.init()
    }
    /// A custom item with a stacking order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}

/// `NSCollectionLayoutContainer`: the space an element is laid out in.
public protocol NSCollectionLayoutContainer {
    /// The size before insets.
    var contentSize: CGSize { get }
    /// The size after insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets as resolved.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told.
public protocol NSCollectionLayoutEnvironment {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The trait collection (its horizontal size class: regular from 600 points wide).
    var traitCollection: UITraitCollection { get }
}

/// The container and environment Tessera passes, from the engine's environment.
struct TesseraLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let engine: LayoutEnvironment
    var container: any NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: engine.container.contentSize.width >= 600 ? .regular : .compact)
    }
    var contentSize: CGSize { CGSize(engine.container.contentSize) }
    var effectiveContentSize: CGSize { CGSize(engine.container.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(engine.container.contentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
    /// The configuration's reference (the safe area by default).
    case automatic
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent

    var engine: ContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: the engine's
/// ``OrthogonalScrollingBehavior``, whose cases have UIKit's names (`.none`, `.continuous`,
/// `.continuousGroupLeadingBoundary`, `.paging`, `.groupPaging`, `.groupPagingCentered`).
/// Its raw values are the case names, not UIKit's integers.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
