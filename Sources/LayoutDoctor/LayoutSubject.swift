import CollectionLayout

/// A layout under examination: what `tessera doctor` needs from a layout, in the terms
/// `UICollectionView` uses to drive one. The engine's families implement it
/// (``EngineSubject``), and so can a user's `UICollectionViewLayout` running behind
/// `tessera preview`'s loading path.
///
/// Doctor never asks for "every element": as with a `UICollectionViewLayout`, it learns
/// them from ``item(at:)`` for every index path of ``itemCounts`` and from the union of
/// its queries over the content.
public protocol LayoutSubject {
    /// The layout's name, for findings.
    var name: String { get }
    /// The scroll axis (the direction screens step along).
    var scrollAxis: Axis { get }
    /// The container (collection view bounds) size the subject was made for.
    var containerSize: Size { get }
    /// The data source's item count of each section.
    var itemCounts: [Int] { get }

    /// `invalidateLayout()` then `prepare()`, on the current data and container size. The
    /// first call is the first layout pass; later calls are a re-prepare with nothing
    /// changed.
    mutating func prepare() throws(DoctorError)
    /// `collectionViewContentSize` after the last prepare.
    var contentSize: Size { get }
    /// `layoutAttributesForElements(in: rect)` with the collection view scrolled to
    /// `bounds` (already told with ``scroll(to:)`` when the layout cares), in the
    /// layout's own order, duplicates and all. Throws a ``DoctorError`` with a ``DoctorError/rule``
    /// when the answer cannot even be read (a cell for an index path the data source does
    /// not have, which UIKit asserts on): doctor reports it under that rule and goes on.
    mutating func query(_ rect: Rect, bounds: Rect) throws(DoctorError) -> [LayoutAttributes]
    /// `layoutAttributesForItem(at:)`.
    mutating func item(at indexPath: IndexPath) -> LayoutAttributes?
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` with the collection view at `bounds`.
    mutating func supplementary(ofKind kind: String, at indexPath: IndexPath, bounds: Rect) -> LayoutAttributes?
    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    mutating func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// True when a pure scroll may move elements (pinned headers, scroll effects), so
    /// doctor re-reads supplementary views at each scroll position.
    var isOffsetDependent: Bool { get }
    /// What `UICollectionView` does when it scrolls to `bounds`: asks
    /// `shouldInvalidateLayout(forBoundsChange:)` and, when it says so, invalidates and
    /// prepares again. Returns what the layout answered.
    mutating func scroll(to bounds: Rect) throws(DoctorError) -> Bool
    /// Applies update step `step` (0-based, in order, each after the one before) through
    /// the layout's own update path: the data changes, then `prepare(forCollectionViewUpdates:)`
    /// and the prepare the collection view runs.
    mutating func applyUpdate(_ step: Int) throws(DoctorError)
    /// How long the last ``prepare()``, ``query(_:bounds:)`` or ``scroll(to:)`` took where
    /// the layout runs, in seconds, for a subject whose layout runs in another process
    /// (its own clock there); `nil` (the default) when doctor's thread time measures it.
    var lastCallSeconds: Double? { get }
}

extension LayoutSubject {
    /// `nil`: the layout runs on doctor's thread, whose CPU time measures it.
    public var lastCallSeconds: Double? { nil }
}

/// Makes the subjects of one examination: the layout at any container size, on the
/// file's data, on the data scaled to another item count, or on the data after some
/// of its updates.
public protocol LayoutSubjectSource {
    /// The subject type.
    associatedtype Subject: LayoutSubject
    /// The file or layout's name, for the report.
    var name: String { get }
    /// The viewport the file asks for.
    var viewport: Size { get }
    /// The item count of the file's data.
    var itemCount: Int { get }
    /// One label per update step (a batch, or one transaction of a remote-update set),
    /// in order; empty when the file has none.
    var updateLabels: [String] { get }
    /// A new, unprepared subject at `containerSize` on the file's data, or on the data
    /// scaled to about `itemCount` items (the file's items repeated, section by section).
    func makeSubject(containerSize: Size, itemCount: Int?) throws(DoctorError) -> Subject
    /// A new, unprepared subject at `containerSize` on the data after update steps
    /// `0...step`: the fresh prepare an update must equal.
    func makeSubject(containerSize: Size, afterUpdate step: Int) throws(DoctorError) -> Subject
}

/// Why a layout could not be examined (it failed to prepare, the file is bad, the child
/// process died): reported as it is, exit 1.
public struct DoctorError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The rule a query broke so badly that its answer could not be read, or `nil` when the
    /// examination cannot go on.
    public var rule: DoctorRule?

    /// Creates an error.
    public init(_ message: String, rule: DoctorRule? = nil) {
        self.message = message
        self.rule = rule
    }

    /// The message.
    public var description: String { message }
}
