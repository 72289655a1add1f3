public import CollectionLayout
import Foundation

import struct Foundation.IndexPath

// Conversions between UIKit's values and the engine's, for the preview host, `tessera
// doctor` and this module's own mapping onto the engine. A file that imports both this
// module and CollectionLayout sees two `IndexPath`s: add `import struct
// Foundation.IndexPath` (or `CollectionLayout.IndexPath`) to pick one.

extension CGRect {
    /// The engine's rectangle as a Core Graphics one. Complexity: O(1).
    public init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}

extension Rect {
    /// A Core Graphics rectangle as the engine's. Complexity: O(1).
    public init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }
}

extension CGSize {
    /// The engine's size. Complexity: O(1).
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension Size {
    /// A Core Graphics size as the engine's. Complexity: O(1).
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension CGPoint {
    /// The engine's point. Complexity: O(1).
    public init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension Point {
    /// A Core Graphics point as the engine's. Complexity: O(1).
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension EdgeInsets {
    /// UIKit's insets as the engine's. Complexity: O(1).
    public init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
    }

    /// UIKit's directional insets as the engine's (leading is left). Complexity: O(1).
    public init(_ insets: NSDirectionalEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
            right: Double(insets.trailing))
    }
}

extension NSDirectionalEdgeInsets {
    /// The engine's insets by direction. Complexity: O(1).
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

extension LayoutTransform {
    /// A Core Graphics transform as the engine's. Complexity: O(1).
    public init(_ t: CGAffineTransform) { self = t.engine }
}

/// The element kinds of the two worlds: UIKit's flow header and footer kinds
/// (`UICollectionElementKindSectionHeader`, ...) are the engine's `header` and `footer`, so
/// Tessera draws and names them as headers; every other kind is kept as written.
public enum TesseraElementKinds {
    /// The engine's kind for a UIKit kind. Complexity: O(1).
    public static func engineKind(_ kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: return ElementKind.header
        case UICollectionView.elementKindSectionFooter: return ElementKind.footer
        default: return kind
        }
    }

    /// The UIKit kind for an engine kind made by a flow layout (`header`, `footer`).
    static func flowKind(_ kind: String) -> String {
        switch kind {
        case ElementKind.header: return UICollectionView.elementKindSectionHeader
        case ElementKind.footer: return UICollectionView.elementKindSectionFooter
        default: return kind
        }
    }
}

extension UICollectionViewLayoutAttributes {
    /// The engine's category: cells, supplementary views and decorations with their kinds
    /// (see ``TesseraElementKinds``).
    public var tesseraCategory: ElementCategory {
        switch representedElementCategory {
        case .cell: return .cell
        case .supplementaryView:
            return .supplementary(kind: TesseraElementKinds.engineKind(representedElementKind ?? ""))
        case .decorationView: return .decoration(kind: TesseraElementKinds.engineKind(representedElementKind ?? ""))
        }
    }

    /// The engine's attributes for these: frame, zIndex, alpha, hidden, the 2-D part of the
    /// transform, and the category and index path; `nil` when the index path does not have
    /// exactly two indices (section, item). Complexity: O(1).
    public var tesseraLayoutAttributes: LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return LayoutAttributes(
            category: tesseraCategory, indexPath: CollectionLayout.IndexPath(item: indexPath[1], section: indexPath[0]),
            frame: Rect(frame), zIndex: zIndex, alpha: Double(alpha), isHidden: isHidden,
            transform: LayoutTransform(transform))
    }

    /// The engine's key of this element (category and index path), or `nil` as above.
    public var tesseraElementKey: ElementKey? {
        tesseraLayoutAttributes.map(ElementKey.init)
    }

    /// UIKit attributes (an instance of `type`) for the engine's attributes; `kind` maps an
    /// engine kind to the UIKit kind. Complexity: O(1).
    static func make(
        from a: LayoutAttributes, type: UICollectionViewLayoutAttributes.Type, kind: (String) -> String
    ) -> UICollectionViewLayoutAttributes {
        let result = type.init()
        let path = Foundation.IndexPath(item: a.indexPath.item, section: a.indexPath.section)
        switch a.category {
        case .cell:
            result.indexPath = path
        case .supplementary(let k):
            result.setCategory(.supplementaryView, kind: kind(k))
            result.indexPath = path
        case .decoration(let k):
            result.setCategory(.decorationView, kind: kind(k))
            result.indexPath = path
        }
        result.frame = CGRect(a.frame)
        result.zIndex = a.zIndex
        result.alpha = a.alpha
        result.isHidden = a.isHidden
        if !a.transform.isIdentity { result.transform = CGAffineTransform(a.transform) }
        return result
    }
}
