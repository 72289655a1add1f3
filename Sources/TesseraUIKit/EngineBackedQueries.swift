import CollectionLayout
import Foundation

import struct Foundation.IndexPath

/// The answers `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout` give
/// from their prepared engine layout: one implementation that both classes' overrides
/// call (a subclass overriding a query and calling `super` gets these).
@MainActor
struct EngineBackedQueries<Engine: CollectionViewLayout> {
    /// The layout prepared for the current data.
    let current: Engine
    /// The layout before the last update (where disappearing items end).
    let previous: Engine
    /// The scroll position the engine answers for: the top of the visible area inside
    /// the content inset (what pinned items follow), and the orthogonal sections'
    /// offsets (``UICollectionView/tesseraOrthogonalOffsets``).
    let position: ScrollPosition
    /// Fresh UIKit attributes (of the layout's `layoutAttributesClass`) for an element.
    let make: (LayoutAttributes) -> UICollectionViewLayoutAttributes

    /// The visible area's origin inside `view`'s adjusted content inset, with its
    /// orthogonal sections' offsets.
    static func position(of view: UICollectionView?) -> ScrollPosition {
        guard let view else { return ScrollPosition() }
        let inset = view.adjustedContentInset
        return ScrollPosition(
            contentOffset: Point(
                x: Double(view.contentOffset.x + inset.left), y: Double(view.contentOffset.y + inset.top)),
            orthogonalOffsets: view.tesseraOrthogonalOffsets)
    }

    /// An inserted item's start: its new place, transparent (UIKit's fade). O(log n).
    func appearing(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { faded(current, indexPath) }

    /// A deleted item's end: its place before the update, transparent. O(log n).
    func disappearing(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { faded(previous, indexPath) }

    private func faded(_ layout: Engine, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2,
            let a = layout.element(at: CollectionLayout.IndexPath(indexPath), position: position)
        else {
            return nil
        }
        let attributes = make(a)
        attributes.alpha = 0
        return attributes
    }

    /// Every element intersecting `rect`. Complexity: O(log n + k).
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        current.query(Rect(rect), at: position).elements.map(make)
    }

    /// The cell at `indexPath`, or `nil`.
    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return current.element(at: CollectionLayout.IndexPath(indexPath), position: position).map(make)
    }

    /// The supplementary element of the engine's `kind` at `indexPath`, or `nil`.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return current.supplementary(
            ofKind: kind, at: CollectionLayout.IndexPath(indexPath), contentOffset: position.contentOffset
        )
        .map(make)
    }

    /// The decoration of `kind` at `indexPath`, or `nil`.
    func decoration(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return current.decoration(ofKind: kind, at: CollectionLayout.IndexPath(indexPath)).map(make)
    }
}
