import CollectionLayout
import LayoutDoctor
import TesseraUIKit

/// One update step of doctor's own, for a layout whose data has no batches of its own:
/// the items inserted and deleted, as `performBatchUpdates` records them.
public struct UIKitUpdateStep: Sendable, Hashable {
    /// An item deleted (index before the step) or inserted (index after it, a copy of the
    /// item at `copying`).
    public enum Change: Sendable, Hashable {
        case insert(section: Int, item: Int, copying: Int)
        case delete(section: Int, item: Int)
    }

    /// The changes, deletes first (UIKit's order of application).
    public var changes: [Change]

    /// A step of `changes`.
    public init(_ changes: [Change]) { self.changes = changes }

    /// How the report names the step ("insert item [0, 30]").
    public var label: String {
        changes.map { change in
            switch change {
            case .insert(let s, let i, _): return "insert item [\(s), \(i)]"
            case .delete(let s, let i): return "delete item [\(s), \(i)]"
            }
        }.joined(separator: ", ")
    }

    /// The model's side: the counts change.
    @MainActor public func apply(to data: DoctorDataSource) {
        for case .delete(let s, let i) in changes { data.delete(item: i, section: s) }
        for case .insert(let s, let i, let c) in changes { data.insert(item: i, section: s, copying: c) }
    }

    /// The collection view's side: the changes recorded in the open batch.
    @MainActor public func record(on view: UICollectionView) {
        for change in changes {
            switch change {
            case .insert(let s, let i, _): view.insertItems(at: [Foundation.IndexPath(item: i, section: s)])
            case .delete(let s, let i): view.deleteItems(at: [Foundation.IndexPath(item: i, section: s)])
            }
        }
    }

    /// Doctor's steps for data of `counts`, on the largest section: delete the middle item,
    /// insert one at the front, then both a delete (the last item) and an insert (at the
    /// front) in one batch. The count never passes the preview's own, so a layout that reads
    /// a model of its own by index path stays inside it. None when the data has no items.
    public static func synthetic(for counts: [Int]) -> [UIKitUpdateStep] {
        guard let s = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[s] > 0 else { return [] }
        let n = counts[s]
        return [
            UIKitUpdateStep([.delete(section: s, item: n / 2)]),
            UIKitUpdateStep([.insert(section: s, item: 0, copying: 0)]),
            UIKitUpdateStep([.delete(section: s, item: n - 1), .insert(section: s, item: 0, copying: 0)]),
        ]
    }
}

/// Subjects of a `UICollectionView` made by `makeCollectionView` (a preview's entry
/// function), in this process: the data as the user's data source gives it, scaled to
/// another item count, or after doctor's own update steps (``UIKitUpdateStep/synthetic(for:)``).
@MainActor
public struct UIKitSubjectSource: @preconcurrency LayoutSubjectSource {
    public let name: String
    /// The collection view's frame size when made.
    public let viewport: Size
    /// The user's item counts.
    public let counts: [Int]
    /// The update steps (doctor's own by default; empty for none).
    public var steps: [UIKitUpdateStep]
    let makeCollectionView: @MainActor () -> UICollectionView

    /// A source making collection views with `makeCollectionView`; made once here to read
    /// the frame and the data source's counts.
    public init(name: String, makeCollectionView: @escaping @MainActor () -> UICollectionView) {
        self.name = name
        self.makeCollectionView = makeCollectionView
        let view = makeCollectionView()
        viewport = Size(view.bounds.size)
        counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
        steps = UIKitUpdateStep.synthetic(for: counts)
    }

    public var itemCount: Int { counts.reduce(0, +) }
    public var updateLabels: [String] { steps.map(\.label) }

    public func makeSubject(containerSize: Size, itemCount: Int?) throws(DoctorError) -> UIKitSubject {
        let view = makeCollectionView()
        let data =
            itemCount.map { DoctorDataSource(original: view.dataSource, counts: counts, scaledTo: $0) }
            ?? DoctorDataSource(original: view.dataSource, counts: counts)
        return UIKitSubject(
            collectionView: view, data: data, containerSize: containerSize, steps: itemCount == nil ? steps : [])
    }

    public func makeSubject(containerSize: Size, afterUpdate step: Int) throws(DoctorError) -> UIKitSubject {
        guard steps.indices.contains(step) else { throw DoctorError("no update step \(step)") }
        let view = makeCollectionView()
        let data = DoctorDataSource(original: view.dataSource, counts: counts)
        for s in steps[...step] { s.apply(to: data) }
        return UIKitSubject(collectionView: view, data: data, containerSize: containerSize)
    }
}
