import CollectionLayout
import LayoutDoctor
import TesseraUIKit

import struct CollectionLayout.IndexPath

/// A `UICollectionViewLayout` on a `UICollectionView`, in this process, as a subject for
/// ``Doctor``: each requirement is the call `UICollectionView` makes (the bounds setter
/// asking `shouldInvalidateLayout(forBoundsChange:)`, the layout pass's `prepare()`,
/// `performBatchUpdates` for an update step). The data source is a ``DoctorDataSource``
/// in front of the user's, so the counts are doctor's to scale and change.
///
/// Runs on the main actor, as UIKit does; a trap in the layout stops this process (use
/// `tessera doctor FILE.swift` to run a layout isolated).
@MainActor
public final class UIKitSubject: @preconcurrency LayoutSubject {
    /// The collection view, with ``data`` as its data source.
    public let collectionView: UICollectionView
    /// The counts the layout sees.
    public let data: DoctorDataSource
    public let containerSize: Size
    /// The update steps this subject applies, in order.
    let steps: [UIKitUpdateStep]
    /// The UIKit kind of each engine kind the layout has answered with (UIKit's section
    /// header kind is the engine's `header`).
    private var kinds: [String: String] = [:]
    private var prepared = false
    private var scrollInvalidates = false

    /// A subject of `collectionView` at `containerSize`, its data source replaced by `data`.
    public init(
        collectionView: UICollectionView, data: DoctorDataSource, containerSize: Size, steps: [UIKitUpdateStep] = []
    ) {
        self.collectionView = collectionView
        self.data = data
        self.containerSize = containerSize
        self.steps = steps
        delegate = data.install(on: collectionView)
    }

    /// The flow delegate in front of the preview's, when it has one (kept alive here).
    private var delegate: DoctorFlowDelegate?

    var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

    public var name: String { String(describing: type(of: layout)) }
    /// Horizontal when the content is wider than the screen and no taller (a
    /// `UICollectionViewLayout` does not say which way it scrolls).
    public var scrollAxis: Axis {
        let c = contentSize
        return c.width > containerSize.width && c.height <= containerSize.height ? .horizontal : .vertical
    }
    public var itemCounts: [Int] { data.counts }
    public var contentSize: Size { Size(layout.collectionViewContentSize) }
    /// True when the layout asks to be invalidated for a scroll of a tenth of a screen from
    /// the top (asked once, after the first prepare): its elements may then move as it scrolls.
    public var isOffsetDependent: Bool { scrollInvalidates }

    public func prepare() throws(DoctorError) {
        if !prepared {
            collectionView.bounds = CGRect(x: 0, y: 0, width: containerSize.width, height: containerSize.height)
            collectionView.prepareLayoutIfNeeded()
            prepared = true
            let step = containerSize.height / 10
            scrollInvalidates = layout.shouldInvalidateLayout(
                forBoundsChange: CGRect(x: 0, y: step, width: containerSize.width, height: containerSize.height))
        } else {
            layout.invalidateLayout()
            collectionView.prepareLayoutIfNeeded()
        }
        try problems()
    }

    public func query(_ rect: Rect, bounds: Rect) throws(DoctorError) -> [LayoutAttributes] {
        if Rect(collectionView.bounds) != bounds { _ = try scroll(to: bounds) }
        let found = layout.layoutAttributesForElements(in: CGRect(rect)) ?? []
        var out: [LayoutAttributes] = []
        out.reserveCapacity(found.count)
        let counts = data.counts
        for a in found {
            let path = a.indexPath
            if a.representedElementCategory == .cell {
                let count = path.count == 2 && counts.indices.contains(path.section) ? counts[path.section] : -1
                guard count >= 0, (0..<count).contains(path.item) else {
                    throw DoctorError(
                        "layoutAttributesForElements(in:) returned a cell for index path \(Array(path)), which the "
                            + "data source does not have (UIKit asserts here)", rule: .queryReturnsExtra)
                }
            }
            guard let engine = a.tesseraLayoutAttributes else { continue }
            if let kind = a.representedElementKind {
                switch engine.category {
                case .supplementary(let k), .decoration(let k): kinds[k] = kind
                case .cell: break
                }
            }
            out.append(engine)
        }
        return out
    }

    public func item(at indexPath: IndexPath) -> LayoutAttributes? {
        layout.layoutAttributesForItem(at: Foundation.IndexPath(item: indexPath.item, section: indexPath.section))?
            .tesseraLayoutAttributes
    }

    public func supplementary(ofKind kind: String, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes? {
        if Rect(collectionView.bounds) != bounds { _ = try? scroll(to: bounds) }
        return layout.layoutAttributesForSupplementaryView(
            ofKind: kinds[kind] ?? kind, at: Foundation.IndexPath(item: indexPath.item, section: indexPath.section)
        )?.tesseraLayoutAttributes
    }

    public func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        layout.layoutAttributesForDecorationView(
            ofKind: kinds[kind] ?? kind, at: Foundation.IndexPath(item: indexPath.item, section: indexPath.section)
        )?.tesseraLayoutAttributes
    }

    /// The collection view's bounds setter (which asks the layout and invalidates when
    /// told to), then the layout pass's prepare.
    public func scroll(to bounds: Rect) throws(DoctorError) -> Bool {
        let wasPrepared = collectionView.isLayoutPrepared
        collectionView.bounds = CGRect(bounds)
        let invalidated = wasPrepared && !collectionView.isLayoutPrepared
        collectionView.prepareLayoutIfNeeded()
        try problems()
        return invalidated
    }

    /// `performBatchUpdates` with step `step`'s change: the counts change inside the block,
    /// as a model does, and the layout gets `prepare()` then
    /// `prepare(forCollectionViewUpdates:)`.
    public func applyUpdate(_ step: Int) throws(DoctorError) {
        guard steps.indices.contains(step) else { throw DoctorError("no update step \(step)") }
        let change = steps[step]
        let view = collectionView
        let data = data
        view.performBatchUpdates {
            change.apply(to: data)
            change.record(on: view)
        }
        if let error = view.tesseraLastBatchUpdateError {
            throw DoctorError("update \(step + 1) (\(change.label)) was rejected: \(error)")
        }
        view.prepareLayoutIfNeeded()
        try problems()
    }

    /// Throws the first problem UIKit would have stopped the app for.
    private func problems() throws(DoctorError) {
        if let first = collectionView.tesseraProblems.first {
            throw DoctorError("\(name): \(first)")
        }
    }
}
