import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// `NSCollectionLayoutSection`: a group repeated for a section's items, with insets,
/// spacing, boundary items, decorations and orthogonal scrolling.
open class NSCollectionLayoutSection: NSObject {
    /// The group, or `nil` for a list section (its group is the engine's).
    let group: NSCollectionLayoutGroup?
    /// The engine section a list section starts from (separators and row backgrounds).
    let base: LayoutSection?
    /// Insets around the section's content.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Cross-axis scrolling (default none).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Headers, footers and other edge views.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items follow the content insets (default true).
    open var supplementariesFollowContentInsets = true
    /// Decorations behind the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// What the content insets are measured from.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// What the boundary items' edges are measured from.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// Called on every query with the section's visible items, the content offset and the
    /// environment; changes to the items' centre, transform, alpha, zIndex and hidden
    /// flag reach that query's attributes. Called on the main actor.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        base = nil
        super.init()
    }

    init(list: LayoutSection) {
        group = nil
        base = list
        super.init()
        contentInsets = NSDirectionalEdgeInsets(list.contentInsets)
        interGroupSpacing = list.interGroupSpacing
        boundarySupplementaryItems = list.boundarySupplementaryItems.map {
            NSCollectionLayoutBoundarySupplementaryItem($0, kind: TesseraElementKinds.flowKind($0.elementKind))
        }
    }

    /// A list section, as UIKit's (the engine's list: rows of estimated 44 points,
    /// separators and row backgrounds as decorations; Docs/uikit.md).
    open class func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = layoutEnvironment.container.contentSize
        let insets = layoutEnvironment.container.contentInsets
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: Size(size), contentInsets: EdgeInsets(insets)))
        return NSCollectionLayoutSection(
            list: LayoutSection.list(using: configuration.engine, layoutEnvironment: environment))
    }

    /// The engine's section for a layout scrolling along `axis`, and what could not be kept.
    func engine(axis: Axis) -> (LayoutSection, [String]) {
        var lost: [String] = []
        var section: LayoutSection
        if let base {
            section = base
        } else if let group {
            section = LayoutSection(group: group.engineGroup)
            if group.hasSupplementaryItems {
                lost.append("item supplementary items (badges) are not laid out")
            }
        } else {
            section = LayoutSection(
                group: LayoutGroup.horizontal(
                    size: LayoutSize(width: .absolute(0), height: .absolute(0)), subitems: [LayoutItem]()))
        }
        section.contentInsets = EdgeInsets(contentInsets)
        section.interGroupSpacing = Double(interGroupSpacing)
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        section.boundarySupplementaryItems = boundarySupplementaryItems.map { item in
            let (engine, problem) = item.engine(axis: axis)
            if let problem { lost.append(problem) }
            return engine
        }
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        section.decorationItems = decorationItems.map(\.engine)
        section.contentInsetsReference = contentInsetsReference.engine
        section.supplementaryContentInsetsReference = supplementaryContentInsetsReference.engine
        if let handler = visibleItemsInvalidationHandler {
            let box = UncheckedBox(handler)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                MainActor.assumeIsolated {
                    let visible = items.map(TesseraVisibleItem.init)
                    box.value(visible, CGPoint(offset), TesseraLayoutEnvironment(engine: environment))
                    for (i, item) in visible.enumerated() { item.write(to: &items[i]) }
                }
            }
        }
        return (section, lost)
    }
}

/// The handler type of ``NSCollectionLayoutSection/visibleItemsInvalidationHandler``.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// `NSCollectionLayoutVisibleItem`: an element a visible-items handler may change.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The frame (read-only; move it with ``center``).
    var frame: CGRect { get }
    /// The bounds.
    var bounds: CGRect { get }
    /// The centre; setting it moves the element.
    var center: CGPoint { get set }
    /// The 2-D transform.
    var transform: CGAffineTransform { get set }
    /// The 3-D transform (its 2-D part is drawn).
    var transform3D: CATransform3D { get set }
    /// Opacity.
    var alpha: CGFloat { get set }
    /// Stacking order.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// The index path.
    var indexPath: IndexPath { get }
    /// Cell, supplementary view or decoration.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary view or decoration.
    var representedElementKind: String? { get }
}

/// The visible item handed to a user's handler, copied back into the engine's.
final class TesseraVisibleItem: NSCollectionLayoutVisibleItem {
    var center: CGPoint
    let size: CGSize
    var transform3D: CATransform3D
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    let indexPath: IndexPath
    let representedElementCategory: UICollectionView.ElementCategory
    let representedElementKind: String?

    init(_ item: VisibleItem) {
        center = CGPoint(item.center)
        size = CGSize(item.frame.size)
        transform3D = CATransform3DMakeAffineTransform(CGAffineTransform(item.transform))
        alpha = item.alpha
        zIndex = item.zIndex
        isHidden = item.isHidden
        indexPath = Foundation.IndexPath(item: item.indexPath.item, section: item.indexPath.section)
        switch item.category {
        case .cell: representedElementCategory = .cell
        case .supplementary: representedElementCategory = .supplementaryView
        case .decoration: representedElementCategory = .decorationView
        }
        representedElementKind = item.elementKind
    }

    var frame: CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
    var bounds: CGRect { CGRect(origin: .zero, size: size) }
    var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    func write(to item: inout VisibleItem) {
        item.center = Point(center)
        item.transform = LayoutTransform(transform)
        item.alpha = Double(alpha)
        item.zIndex = zIndex
        item.isHidden = isHidden
    }
}
