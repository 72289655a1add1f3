import CollectionLayout
import Explorer

/// The user's `UICollectionViewLayout`, seen from the explorer's side: an engine
/// ``CollectionViewLayout`` whose every answer comes from the preview process, so the
/// explorer, `dump` and `render` drive user code exactly as they drive Tessera's layouts.
///
/// UIKit's sequence is kept: ``prepare(for:)`` is a bounds change to the container size
/// (the child calls `shouldInvalidateLayout(forBoundsChange:)`, invalidates when told to,
/// and runs `prepare()` when invalid); a query at another content offset is first a
/// bounds change to that origin (a scroll), then `layoutAttributesForElements(in:)`.
///
/// Not a pure value, as the engine's layouts are: it holds a reference to the running
/// session, and copies share it (`Sendable` through ``PreviewSession``'s documented
/// `@unchecked Sendable`; the app and the headless commands call it from one thread).
/// A query cannot throw: when the child fails, the query returns nothing and
/// ``PreviewSession``'s process keeps the ``PreviewFailure`` for the app to show
/// (``failure``).
///
/// The engine's half-open rule applies: elements that only touch the query rectangle
/// are dropped (UIKit's `CGRect.intersects` counts them), so `--dump --rect` prints what
/// `tessera dump --rect` prints.
public struct PreviewLayout: SelfTimedLayout, DebuggableLayout {
    /// The running user code.
    public let session: PreviewSession
    /// `UIKit: ` and the layout's class name.
    public var name: String
    /// Vertical unless the content is wider than the bounds and no taller.
    public private(set) var scrollAxis: Axis = .vertical
    /// The content size after the last prepare.
    public private(set) var contentSize: Size = .zero

    /// A layout over `session` (unprepared until ``prepare(for:)``).
    public init(session: PreviewSession) {
        self.session = session
        name = "UIKit: " + session.shape.layoutName
    }

    /// The failure that ended the child, if it is gone.
    public var failure: PreviewFailure? { session.failure }

    /// A bounds change to `context.containerSize` (prepare runs as UIKit would run it).
    /// Throws when the child fails, or when the context's item counts are not the data
    /// source's (the explorer changes them only through ``performBatchUpdates(_:newItemCounts:)``).
    public mutating func prepare(for context: LayoutContext) throws(LayoutError) {
        guard context.itemCounts == session.shape.itemCounts else {
            throw LayoutError(
                path: "data",
                message: "the preview's data source has \(session.shape.itemCounts) items per section, not "
                    + "\(context.itemCounts): its model changes only through TesseraPreviewEditable (see Docs/preview.md)"
            )
        }
        do {
            contentSize = try session.prepare(size: context.containerSize)
        } catch {
            throw LayoutError(path: "preview", message: ([error.summary] + error.lines).joined(separator: "\n"))
        }
        let size = context.containerSize
        scrollAxis =
            contentSize.width > size.width + 0.5 && contentSize.height <= size.height + 0.5 ? .horizontal : .vertical
    }

    /// A scroll to `contentOffset` (when it moved), then the user's query. Complexity: the
    /// user's query, plus O(k log k) to sort k elements into dump order.
    public func query(_ rect: Rect, contentOffset: Point) -> LayoutQuery {
        guard scroll(to: contentOffset) else { return LayoutQuery() }
        guard let found = try? session.query(rect) else { return LayoutQuery() }
        let hits = found.filter { $0.transformedFrame.intersects(rect) }.sorted(by: LayoutAttributes.dumpOrder)
        return LayoutQuery(elements: hits, probes: found.count)
    }

    /// Every element (the query over the whole content plus item lookups), in dump order.
    public func allElements(contentOffset: Point) -> [LayoutAttributes] {
        guard scroll(to: contentOffset), let all = try? session.allElements() else { return [] }
        return all.sorted(by: LayoutAttributes.dumpOrder)
    }

    /// `layoutAttributesForItem(at:)`, for index paths the data source has.
    public func element(at indexPath: IndexPath) -> LayoutAttributes? {
        let counts = session.shape.itemCounts
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item)
        else { return nil }
        return (try? session.item(at: indexPath)) ?? nil
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)` after a scroll to `contentOffset`.
    public func supplementary(ofKind kind: String, at indexPath: IndexPath, contentOffset: Point) -> LayoutAttributes? {
        guard scroll(to: contentOffset) else { return nil }
        return (try? session.supplementary(ofKind: kind, at: indexPath)) ?? nil
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    public func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        (try? session.decoration(ofKind: kind, at: indexPath)) ?? nil
    }

    /// What the inspector and the debug overlay show for any element of the user's layout:
    /// the UIKit calls the child made for the last request and the time the user's code
    /// took in the child (a user's layout cannot say why an element is where it is, but the
    /// calls are what UIKit would make). Complexity: O(calls).
    public func explanation(for key: ElementKey, contentOffset: Point) -> LayoutExplanation? {
        let calls = session.lastCalls.isEmpty ? "no call" : session.lastCalls.joined(separator: ", ")
        let micros = Double(session.lastNanoseconds / 100) / 10
        let prepare = Double(session.lastPrepareNanoseconds / 100) / 10
        return LayoutExplanation([
            .plugin(
                "\(session.shape.layoutName), last request: \(calls); \(micros) us in your code "
                    + "(last prepare() \(prepare) us)")
        ])
    }

    /// The explorer's batch, run in the child as `performBatchUpdates` on the user's model
    /// (its `TesseraPreviewEditable`) and layout; throws the child's reason (no editable
    /// model, a rule UIKit enforces) with nothing applied.
    public func performBatchUpdates(_ batch: BatchUpdate, newItemCounts: [Int]) throws(LayoutError) {
        do {
            try session.performBatchUpdates(batch, newItemCounts: newItemCounts)
        } catch {
            session.clearLayoutFailure()
            throw LayoutError(path: "preview", message: ([error.summary] + error.lines).joined(separator: "\n"))
        }
    }

    /// Where the user's `initialLayoutAttributesForAppearingItem(at:)` put an appearing
    /// cell in the last batch, else UIKit's default (its final frame, transparent).
    public func initialAttributes(forAppearing attributes: LayoutAttributes) -> LayoutAttributes {
        Self.given(session.lastAppearing, for: attributes)
    }

    /// Where the user's `finalLayoutAttributesForDisappearingItem(at:)` sent a
    /// disappearing cell in the last batch (keyed by its index path before the batch),
    /// else UIKit's default.
    public func finalAttributes(forDisappearing attributes: LayoutAttributes) -> LayoutAttributes {
        Self.given(session.lastDisappearing, for: attributes)
    }

    /// The cell's attributes in `answers`, else `attributes` transparent (UIKit's fade).
    private static func given(_ answers: [IndexPath: LayoutAttributes], for attributes: LayoutAttributes)
        -> LayoutAttributes
    {
        if attributes.category == .cell, var given = answers[attributes.indexPath] {
            given.category = attributes.category
            return given
        }
        var copy = attributes
        copy.alpha = 0
        return copy
    }

    /// The user's last `layoutAttributesForElements(in:)`, timed in the child: what the
    /// status bar shows.
    public var lastQuerySeconds: Double? { Double(session.lastNanoseconds) / 1e9 }

    /// A user's layout may move anything with the bounds (pinned headers, parallax).
    public var hasOffsetDependentElements: Bool { true }

    /// Moves the bounds' origin to `offset` when it differs; false when the child failed.
    private func scroll(to offset: Point) -> Bool {
        let bounds = session.bounds
        guard bounds.origin != offset else { return session.process.failure == nil }
        return (try? session.setBounds(Rect(origin: offset, size: bounds.size))) != nil
    }
}
