import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// What `UICollectionViewLayout`'s default queries answer for a layout that lays out in
/// the engine (flow and compositional). A custom subclass has none, and gets UIKit's
/// defaults (no elements, zero size).
@MainActor
protocol EngineAnswering {
    /// The prepared content size.
    var contentSize: Size { get }
    /// An inserted item's start. O(log n).
    func appearing(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// A deleted item's end. O(log n).
    func disappearing(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// Every element intersecting `rect`. O(log n + k).
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]
    /// The cell at `indexPath`, or `nil`.
    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// The supplementary element of UIKit's `kind` at `indexPath`, or `nil`.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    /// The decoration of `kind` at `indexPath`, or `nil`.
    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
}

/// The answers `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout` give
/// from their prepared engine layout. `UICollectionViewLayout`'s default queries ask them
/// (through ``UICollectionViewLayout/engineAnswers``), so the two classes keep UIKit's
/// hierarchy and a subclass that overrides a query and calls `super` gets these.
@MainActor
struct EngineBackedQueries<Engine: CollectionViewLayout>: EngineAnswering {
    /// The layout prepared for the current data.
    let current: Engine
    /// The layout before the last update (where disappearing items end).
    let previous: Engine
    /// The scroll position the engine pins against: the top of the visible area inside
    /// the content inset.
    let offset: Point
    /// Fresh UIKit attributes (of the layout's `layoutAttributesClass`) for an element.
    let make: (LayoutAttributes) -> UICollectionViewLayoutAttributes
    /// The engine's supplementary kind for UIKit's (flow's header and footer kinds differ).
    var engineKind: (String) -> String = { $0 }

    /// The prepared content size.
    var contentSize: Size { current.contentSize }

    /// The visible area's origin inside `view`'s adjusted content inset.
    static func offset(of view: UICollectionView?) -> Point {
        guard let view else { return .zero }
        let inset = view.adjustedContentInset
        return Point(x: Double(view.contentOffset.x + inset.left), y: Double(view.contentOffset.y + inset.top))
    }

    /// An inserted item's start: its new place, transparent (UIKit's fade). O(log n).
    func appearing(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { faded(current, indexPath) }

    /// A deleted item's end: its place before the update, transparent. O(log n).
    func disappearing(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { faded(previous, indexPath) }

    private func faded(_ layout: Engine, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let a = layout.element(at: CollectionLayout.IndexPath(indexPath)) else {
            return nil
        }
        let attributes = make(a)
        attributes.alpha = 0
        return attributes
    }

    /// Every element intersecting `rect`. Complexity: O(log n + k).
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        current.query(Rect(rect), contentOffset: offset).elements.map(make)
    }

    /// The cell at `indexPath`, or `nil`.
    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return current.element(at: CollectionLayout.IndexPath(indexPath)).map(make)
    }

    /// The supplementary element of UIKit's `kind` at `indexPath`, or `nil`.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return current.supplementary(
            ofKind: engineKind(kind), at: CollectionLayout.IndexPath(indexPath), contentOffset: offset
        )
        .map(make)
    }

    /// The decoration of `kind` at `indexPath`, or `nil`.
    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return current.decoration(ofKind: kind, at: CollectionLayout.IndexPath(indexPath)).map(make)
    }
}
