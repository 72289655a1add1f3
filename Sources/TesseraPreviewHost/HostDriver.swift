import PreviewWire
import TesseraUIKit

/// Answers the explorer's requests by calling the user's collection view and layout the
/// way `UICollectionView` does. Owns the collection view (and so everything the entry
/// function hung on it) for the process's lifetime.
@MainActor
struct HostDriver {
    let collectionView: UICollectionView

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

    mutating func handle(_ request: WireRequest) -> WireResponse {
        switch request {
        case .shape:
            return .ok(shape())
        case .bounds(let x, let y, let w, let h):
            return bounds(CGRect(x: x, y: y, width: w, height: h))
        case .query(let x, let y, let w, let h):
            var calls = prepareIfNeeded()
            let rect = CGRect(x: x, y: y, width: w, height: h)
            let start = WireClock.nanoseconds()
            let found = layout.layoutAttributesForElements(in: rect) ?? []
            let elapsed = WireClock.nanoseconds() - start
            calls.append("layoutAttributesForElements(in:) -> \(found.count)")
            return answer(found, nanoseconds: elapsed, calls: calls, asked: "layoutAttributesForElements(in:)")
        case .all:
            return all()
        case .item(let s, let i):
            var calls = prepareIfNeeded()
            let start = WireClock.nanoseconds()
            let found = layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))
            let elapsed = WireClock.nanoseconds() - start
            calls.append("layoutAttributesForItem(at:)")
            return answer(
                found.map { [$0] } ?? [], nanoseconds: elapsed, calls: calls, asked: "layoutAttributesForItem(at:)")
        case .supplementary(let kind, let s, let i):
            var calls = prepareIfNeeded()
            let start = WireClock.nanoseconds()
            let found = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: i, section: s))
            let elapsed = WireClock.nanoseconds() - start
            calls.append("layoutAttributesForSupplementaryView(ofKind:at:)")
            return answer(found.map { [$0] } ?? [], nanoseconds: elapsed, calls: calls, asked: calls.last!)
        case .decoration(let kind, let s, let i):
            var calls = prepareIfNeeded()
            let start = WireClock.nanoseconds()
            let found = layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: i, section: s))
            let elapsed = WireClock.nanoseconds() - start
            calls.append("layoutAttributesForDecorationView(ofKind:at:)")
            return answer(found.map { [$0] } ?? [], nanoseconds: elapsed, calls: calls, asked: calls.last!)
        case .doctorData(let items, let steps):
            return doctorData(items: items, afterSteps: steps)
        case .doctorStep(let step):
            return doctorStep(step)
        case .invalidate:
            layout.invalidateLayout()
            var calls = ["invalidateLayout()"]
            let start = WireClock.nanoseconds()
            calls += prepareIfNeeded()
            return .ok(contentAnswer(nanoseconds: WireClock.nanoseconds() - start, calls: calls))
        case .batch(let operations):
            return batch(operations)
        case .titles:
            return .ok(titles())
        case .quit:
            return .ok(WireAnswer())
        }
    }

    /// `numberOfSections`, then each section's count, then the frame's size; the calls
    /// carry the layout's class name.
    func shape() -> WireAnswer {
        var numbers: [Double] = [Double(collectionView.bounds.width), Double(collectionView.bounds.height)]
        let sections = collectionView.numberOfSections
        numbers.append(Double(sections))
        for s in 0..<max(0, sections) { numbers.append(Double(collectionView.numberOfItems(inSection: s))) }
        return WireAnswer(numbers: numbers, calls: [String(describing: type(of: layout))])
    }

    /// UIKit's sequence for a bounds change: the collection view's `bounds` setter asks
    /// `shouldInvalidateLayout(forBoundsChange:)` (old bounds still current) and
    /// invalidates when told to; the layout pass then runs `prepare()` if invalid.
    mutating func bounds(_ newBounds: CGRect) -> WireResponse {
        var calls: [String] = []
        if newBounds != collectionView.bounds {
            let wasPrepared = collectionView.isLayoutPrepared
            collectionView.bounds = newBounds
            if wasPrepared {
                let invalidated = !collectionView.isLayoutPrepared
                calls.append("shouldInvalidateLayout(forBoundsChange:) -> \(invalidated)")
                if invalidated { calls.append("invalidateLayout(with:)") }
            }
        }
        let start = WireClock.nanoseconds()
        calls += prepareIfNeeded()
        return .ok(contentAnswer(nanoseconds: WireClock.nanoseconds() - start, calls: calls))
    }

    /// The layout pass's first half: the data source's counts, then `prepare()` when the
    /// layout is invalid (cells are not dequeued: nothing draws them here).
    mutating func prepareIfNeeded() -> [String] {
        guard !collectionView.isLayoutPrepared else { return [] }
        collectionView.prepareLayoutIfNeeded()
        return ["prepare()"]
    }

    /// The content size as the answer's numbers.
    func contentAnswer(nanoseconds: Int, calls: [String]) -> WireAnswer {
        let size = layout.collectionViewContentSize
        return WireAnswer(nanoseconds: nanoseconds, numbers: [Double(size.width), Double(size.height)], calls: calls)
    }

    /// The query over the whole content, plus the cells it missed, looked up one by one.
    mutating func all() -> WireResponse {
        var calls = prepareIfNeeded()
        let size = layout.collectionViewContentSize
        let start = WireClock.nanoseconds()
        var found = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: size)) ?? []
        calls.append("layoutAttributesForElements(in:) -> \(found.count)")
        var cells = Set<IndexPath>()
        for a in found where a.representedElementCategory == .cell { cells.insert(a.indexPath) }
        var looked = 0
        for s in 0..<max(0, collectionView.numberOfSections) {
            for i in 0..<max(0, collectionView.numberOfItems(inSection: s)) {
                let path = IndexPath(item: i, section: s)
                guard !cells.contains(path) else { continue }
                looked += 1
                if let a = layout.layoutAttributesForItem(at: path) { found.append(a) }
            }
        }
        if looked > 0 { calls.append("layoutAttributesForItem(at:) x\(looked)") }
        return answer(
            found, nanoseconds: WireClock.nanoseconds() - start, calls: calls, asked: "layoutAttributesForElements(in:)"
        )
    }

    /// The wire form of `found`, or the error UIKit would assert with when a cell's index
    /// path is not one the data source has.
    func answer(_ found: [UICollectionViewLayoutAttributes], nanoseconds: Int, calls: [String], asked: String)
        -> WireResponse
    {
        var elements: [WireElement] = []
        elements.reserveCapacity(found.count)
        let sections = collectionView.numberOfSections
        for a in found {
            let path = a.indexPath
            let category: WireElement.Category
            switch a.representedElementCategory {
            case .cell: category = .cell
            case .supplementaryView: category = .supplementary
            case .decorationView: category = .decoration
            @unknown default: category = .decoration
            }
            if category == .cell {
                let count =
                    path.section >= 0 && path.section < sections
                    ? collectionView.numberOfItems(inSection: path.section) : -1
                guard path.count == 2, count >= 0, path.item >= 0, path.item < count else {
                    let have =
                        count < 0
                        ? "the data source has \(sections) section\(sections == 1 ? "" : "s")"
                        : "section \(path.section) has \(count) item\(count == 1 ? "" : "s")"
                    return .error(
                        "\(asked) returned a cell for index path [\(path.section), \(path.item)], but \(have) "
                            + "(UIKit asserts here: every cell's index path must exist in the data source)")
                }
            }
            let t = a.transform
            elements.append(
                WireElement(
                    category: category, kind: a.representedElementKind ?? "", section: path.section, item: path.item,
                    x: Double(a.frame.origin.x), y: Double(a.frame.origin.y),
                    width: Double(a.frame.size.width), height: Double(a.frame.size.height), alpha: Double(a.alpha),
                    zIndex: a.zIndex, isHidden: a.isHidden,
                    transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }))
        }
        return .ok(WireAnswer(nanoseconds: nanoseconds, calls: calls, elements: elements))
    }

    /// The most cells ``titles()`` asks the data source for (each is a dequeue).
    static let maximumTitles = 20_000

    /// Each cell's title (`tesseraTitle`: its content configuration's or first label's
    /// text), asking the data source's `cellForItemAt` once per item, then the title of
    /// each supplementary view the layout shows (the first of each kind in each section,
    /// from `viewForSupplementaryElementOfKind`), as a collection view asks for the views
    /// it displays. The answer: the cell titles, then the supplementary titles in
    /// ``WireAnswer/calls``; the cell count as the first number; one element per
    /// supplementary title (its kind and index path). No titles when the data source has
    /// more than ``maximumTitles`` items.
    mutating func titles() -> WireAnswer {
        guard let source = collectionView.dataSource else { return WireAnswer(numbers: [0]) }
        let counts = (0..<max(0, collectionView.numberOfSections)).map { collectionView.numberOfItems(inSection: $0) }
        guard counts.reduce(0, +) <= Self.maximumTitles else { return WireAnswer(numbers: [0]) }
        var titles: [String] = []
        for (s, count) in counts.enumerated() {
            for i in 0..<count {
                let cell = source.collectionView(collectionView, cellForItemAt: IndexPath(item: i, section: s))
                titles.append(cell.tesseraTitle ?? "")
            }
        }
        _ = prepareIfNeeded()
        let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        var seen = Set<String>()
        var elements: [WireElement] = []
        for a in layout.layoutAttributesForElements(in: content) ?? []
        where a.representedElementCategory == .supplementaryView && a.indexPath.count == 2 {
            let kind = a.representedElementKind ?? ""
            let section = a.indexPath.section
            guard section >= 0, section < counts.count, seen.insert("\(section) \(kind)").inserted else { continue }
            let view = source.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: a.indexPath)
            guard let title = view.tesseraTitle, !title.isEmpty else { continue }
            titles.append(title)
            elements.append(
                WireElement(
                    category: .supplementary, kind: kind, section: section, item: a.indexPath.item, x: 0, y: 0,
                    width: 0, height: 0, alpha: 1, zIndex: 0, isHidden: false, transform: [1, 0, 0, 1, 0, 0]))
        }
        return WireAnswer(numbers: [Double(titles.count - elements.count)], calls: titles, elements: elements)
    }

    /// `performBatchUpdates` with `operations`, as an app runs it: the preview's model
    /// changes inside the block (its ``TesseraPreviewEditable``, told the mapping to
    /// `newItemCounts`), the changes are recorded, and the collection view validates the
    /// batch against the data source's new counts, invalidates, runs `prepare()`,
    /// `prepare(forCollectionViewUpdates:)`, the appearing and disappearing items'
    /// attributes and `finalizeCollectionViewUpdates()`. Inserts, deletes and moves need
    /// the model's cooperation: without an editable object they are refused with the reason.
    mutating func batch(_ operations: [WireBatchOperation]) -> WireResponse {
        var newCounts: [Int]?
        var structural = false
        for op in operations {
            switch op {
            case .newCounts(let counts): newCounts = counts
            case .reloadItem, .reloadSection: break
            default: structural = true
            }
        }
        let view = collectionView
        let editable = view.tesseraPreviewEditable
        if structural && editable == nil {
            return .error(
                "to insert, delete or move items, the preview's model must change with them, as an app changes "
                    + "it in performBatchUpdates: adopt TesseraPreviewEditable on its data source "
                    + "(see Docs/preview.md; reloads work without it)")
        }
        let problems = view.tesseraProblems.count
        let start = WireClock.nanoseconds()
        view.tesseraPerformPreviewBatch(editable: editable, newItemCounts: newCounts ?? []) {
            for op in operations { Self.record(op, on: view) }
        }
        let elapsed = WireClock.nanoseconds() - start
        if view.tesseraLastBatchUpdateError != nil, view.tesseraProblems.count > problems,
            let last = view.tesseraProblems.last
        {
            return .error(last)
        }
        let appearing = view.tesseraLastAppearingAttributes.values.sorted { $0.indexPath < $1.indexPath }
        let disappearing = view.tesseraLastDisappearingAttributes.values.sorted { $0.indexPath < $1.indexPath }
        var content = contentAnswer(
            nanoseconds: elapsed,
            calls: [
                "performBatchUpdates",
                "prepare(forCollectionViewUpdates:) with \(operations.count - (newCounts == nil ? 0 : 1)) items",
                "prepare()", "initialLayoutAttributesForAppearingItem(at:) x\(appearing.count)",
                "finalLayoutAttributesForDisappearingItem(at:) x\(disappearing.count)",
                "finalizeCollectionViewUpdates()",
            ])
        content.numbers.append(Double(appearing.count))
        guard case .ok(let found) = answer(appearing + disappearing, nanoseconds: elapsed, calls: [], asked: "")
        else {
            return .ok(content)
        }
        content.elements = found.elements
        return .ok(content)
    }

    /// Records one operation on `view` (inside the batch).
    static func record(_ op: WireBatchOperation, on view: UICollectionView) {
        switch op {
        case .deleteItem(let s, let i): view.deleteItems(at: [IndexPath(item: i, section: s)])
        case .insertItem(let s, let i): view.insertItems(at: [IndexPath(item: i, section: s)])
        case .reloadItem(let s, let i): view.reloadItems(at: [IndexPath(item: i, section: s)])
        case .moveItem(let a, let b, let c, let d):
            view.moveItem(at: IndexPath(item: b, section: a), to: IndexPath(item: d, section: c))
        case .deleteSection(let s): view.deleteSections(IndexSet(integer: s))
        case .insertSection(let s): view.insertSections(IndexSet(integer: s))
        case .reloadSection(let s): view.reloadSections(IndexSet(integer: s))
        case .moveSection(let a, let b): view.moveSection(a, toSection: b)
        case .newCounts: break
        }
    }
}
