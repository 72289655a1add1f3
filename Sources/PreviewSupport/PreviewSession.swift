import CollectionLayout
import Glibc
import PreviewWire

/// A user's layout, built and running isolated: the loading path of `tessera preview`,
/// for anything that needs to ask a `UICollectionViewLayout` written against
/// `TesseraUIKit` questions (the explorer, `--dump`, `--render`, `tessera doctor`).
///
/// ```swift
/// let session = try PreviewSession(PreviewBuild.Request(files: ["Feed.swift", "Preview.swift"]))
/// try session.prepare(size: Size(width: 390, height: 844))   // a bounds change, then prepare()
/// let visible = try session.query(Rect(x: 0, y: 0, width: 390, height: 844))
/// for path in session.indexPaths { _ = try session.item(at: path) }
/// ```
///
/// Every call is one request to the child process (``PreviewProcess``): the user's code
/// never runs in the caller's process, so a trap, a hang or a runaway allocation becomes
/// a thrown ``PreviewFailure`` (kind `.process`; the session is then dead and every
/// later call throws it). A query that returns a cell for an index path the data source
/// does not have throws kind `.layout` (UIKit asserts there) and the session stays usable.
/// Each call costs one round trip (about 20-50 us) plus the user's code plus O(k) to move
/// k elements. A reference type, not thread-safe (see ``PreviewProcess``).
public final class PreviewSession: @unchecked Sendable {
    /// The running child.
    public let process: PreviewProcess
    /// The build it runs.
    public let product: PreviewBuild.Product
    /// The data source's shape and the collection view's frame, as last read.
    public private(set) var shape: PreviewShape
    /// The collection view's bounds as last set.
    public private(set) var bounds: Rect
    /// The content size the layout last reported.
    public private(set) var contentSize: Size = .zero
    /// The UIKit calls the child made for the last request, in order
    /// (`shouldInvalidateLayout(forBoundsChange:) -> true`, `prepare()`, ...).
    public private(set) var lastCalls: [String] = []
    /// Nanoseconds the user's code took in the last request (its prepare or its query).
    public private(set) var lastNanoseconds = 0
    /// Nanoseconds of the last `prepare()` the child ran.
    public private(set) var lastPrepareNanoseconds = 0

    /// Builds `request` (cached), starts it and reads its shape. `timeout` is each
    /// request's deadline in seconds; `memoryMB` the child's address-space cap.
    public convenience init(
        _ request: PreviewBuild.Request, toolchain: PreviewToolchain? = nil,
        timeout: Double = PreviewProcess.defaultTimeout, memoryMB: Int = PreviewProcess.defaultMemoryMB
    ) throws(PreviewFailure) {
        let found: PreviewToolchain
        if let toolchain { found = toolchain } else { found = try PreviewToolchain.locate() }
        let builder = PreviewBuild(toolchain: found)
        let product = try builder.build(request)
        try self.init(product: product, timeout: timeout, memoryMB: memoryMB)
    }

    /// Starts an already built preview and reads its shape (the entry function runs here).
    public init(
        product: PreviewBuild.Product, timeout: Double = PreviewProcess.defaultTimeout,
        memoryMB: Int = PreviewProcess.defaultMemoryMB
    )
        throws(PreviewFailure)
    {
        self.product = product
        process = try PreviewProcess(
            executable: product.executable, logPath: product.directory + "/run-\(Self.uniqueSuffix()).log",
            timeout: timeout, memoryMB: memoryMB)
        let answer = try process.send(.shape)
        shape = try PreviewShape(answer)
        bounds = Rect(origin: .zero, size: shape.frameSize)
    }

    /// Re-reads the data source's shape.
    @discardableResult
    public func refreshShape() throws(PreviewFailure) -> PreviewShape {
        shape = try PreviewShape(try send(.shape))
        return shape
    }

    /// Every index path the data source has, in order. Complexity: O(items).
    public var indexPaths: [IndexPath] {
        var paths: [IndexPath] = []
        for (s, count) in shape.itemCounts.enumerated() {
            for i in 0..<count { paths.append(IndexPath(item: i, section: s)) }
        }
        return paths
    }

    /// Sets the collection view's bounds as a scroll or resize does in UIKit:
    /// `shouldInvalidateLayout(forBoundsChange:)`, invalidation when it says so, and
    /// `prepare()` when the layout is invalid (always the first time). Returns the
    /// content size.
    @discardableResult
    public func setBounds(_ rect: Rect) throws(PreviewFailure) -> Size {
        let answer = try record(
            send(.bounds(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)))
        bounds = rect
        if answer.calls.contains("prepare()") { lastPrepareNanoseconds = answer.nanoseconds }
        contentSize = Self.size(answer)
        return contentSize
    }

    /// Prepares at a container size: bounds of `size` at the current origin.
    @discardableResult
    public func prepare(size: Size) throws(PreviewFailure) -> Size {
        try setBounds(Rect(origin: bounds.origin, size: size))
    }

    /// `invalidateLayout()` then `prepare()`: a re-prepare with nothing changed.
    @discardableResult
    public func reprepare() throws(PreviewFailure) -> Size {
        let answer = try record(send(.invalidate))
        lastPrepareNanoseconds = answer.nanoseconds
        contentSize = Self.size(answer)
        return contentSize
    }

    /// `layoutAttributesForElements(in:)` for `rect`, in the order the layout returned
    /// them; ``lastNanoseconds`` is the call's time in the child.
    public func query(_ rect: Rect) throws(PreviewFailure) -> [LayoutAttributes] {
        try record(
            send(.query(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height))
        ).elements.map(Self.attributes)
    }

    /// Every element: the query over the content rectangle plus, for each index path
    /// the query missed, `layoutAttributesForItem(at:)`. In the layout's order.
    public func allElements() throws(PreviewFailure) -> [LayoutAttributes] {
        try record(send(.all)).elements.map(Self.attributes)
    }

    /// `layoutAttributesForItem(at:)`.
    public func item(at indexPath: IndexPath) throws(PreviewFailure) -> LayoutAttributes? {
        try record(send(.item(section: indexPath.section, item: indexPath.item))).elements.first.map(
            Self.attributes)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    public func supplementary(ofKind kind: String, at indexPath: IndexPath) throws(PreviewFailure) -> LayoutAttributes?
    {
        try record(send(.supplementary(kind: Self.uikitKind(kind), section: indexPath.section, item: indexPath.item)))
            .elements.first.map(Self.attributes)
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    public func decoration(ofKind kind: String, at indexPath: IndexPath) throws(PreviewFailure) -> LayoutAttributes? {
        try record(send(.decoration(kind: Self.uikitKind(kind), section: indexPath.section, item: indexPath.item)))
            .elements.first.map(Self.attributes)
    }

    /// `performBatchUpdates` with `operations` (the layout's `prepare(forCollectionViewUpdates:)`
    /// runs); returns the new shape. Throws `.layout` when the child cannot apply them
    /// to the user's data source (no ``TesseraPreviewEditable``, or a batch UIKit rejects;
    /// see Docs/preview.md). ``lastAppearing`` and ``lastDisappearing`` then hold what the
    /// layout answered for the animation.
    @discardableResult
    public func performBatchUpdates(_ operations: [WireBatchOperation]) throws(PreviewFailure) -> PreviewShape {
        let answer = try record(send(.batch(operations)))
        contentSize = Self.size(answer)
        let split = answer.numbers.count > 2 ? min(max(Int(answer.numbers[2]), 0), answer.elements.count) : 0
        lastAppearing = Dictionary(
            answer.elements[..<split].map { (IndexPath(item: $0.item, section: $0.section), Self.attributes($0)) },
            uniquingKeysWith: { a, _ in a })
        lastDisappearing = Dictionary(
            answer.elements[split...].map { (IndexPath(item: $0.item, section: $0.section), Self.attributes($0)) },
            uniquingKeysWith: { a, _ in a })
        return try refreshShape()
    }

    /// The engine's batch as the child's operations, with the counts expected after it.
    /// Complexity: O(changes + sections).
    @discardableResult
    public func performBatchUpdates(_ batch: BatchUpdate, newItemCounts: [Int]) throws(PreviewFailure)
        -> PreviewShape
    {
        var ops: [WireBatchOperation] = [.newCounts(newItemCounts)]
        ops += batch.deletedSections.map { .deleteSection($0) }
        ops += batch.insertedSections.map { .insertSection($0) }
        ops += batch.reloadedSections.map { .reloadSection($0) }
        ops += batch.movedSections.map { .moveSection(from: $0.from, to: $0.to) }
        ops += batch.deletedItems.map { .deleteItem(section: $0.section, item: $0.item) }
        ops += batch.insertedItems.map { .insertItem(section: $0.section, item: $0.item) }
        ops += (batch.reloadedItems + batch.reconfiguredItems).map { .reloadItem(section: $0.section, item: $0.item) }
        ops += batch.movedItems.map {
            .moveItem(
                fromSection: $0.from.section, fromItem: $0.from.item, toSection: $0.to.section, toItem: $0.to.item)
        }
        return try performBatchUpdates(ops)
    }

    /// `initialLayoutAttributesForAppearingItem(at:)` of the last batch, by index path after it.
    public private(set) var lastAppearing: [IndexPath: LayoutAttributes] = [:]
    /// `finalLayoutAttributesForDisappearingItem(at:)` of the last batch, by index path before it.
    public private(set) var lastDisappearing: [IndexPath: LayoutAttributes] = [:]

    /// The title of every cell (its label text or content configuration), in index-path
    /// order; empty strings for cells without text. Also reads ``supplementaryTitles``.
    public func titles() throws(PreviewFailure) -> [String] {
        let answer = try send(.titles)
        let cells = answer.numbers.first.map { min(max(Int($0), 0), answer.calls.count) } ?? answer.calls.count
        var supplementary: [Int: [String: String]] = [:]
        for (element, title) in zip(answer.elements, answer.calls[cells...]) {
            supplementary[element.section, default: [:]][Self.engineKind(element.kind)] = title
        }
        supplementaryTitles = supplementary
        return Array(answer.calls[..<cells])
    }

    /// The titles of the supplementary views the layout shows (the data source's
    /// `viewForSupplementaryElementOfKind`, label or configuration text), by section and
    /// engine kind (`header`, `footer`, or the layout's own), as the last ``titles()`` read them.
    public private(set) var supplementaryTitles: [Int: [String: String]] = [:]

    /// Ends the child.
    public func stop() { process.stop() }

    /// The first failure since the last ``clearLayoutFailure()``: the child's end (kind
    /// `.process`) or a rule the user's code broke (kind `.layout`), or `nil`.
    public var failure: PreviewFailure? { process.failure ?? layoutFailure }

    /// The first `.layout` failure a call threw (the engine-facing ``PreviewLayout``
    /// cannot throw from a query, so callers read it here).
    public private(set) var layoutFailure: PreviewFailure?

    /// Forgets ``layoutFailure``.
    public func clearLayoutFailure() { layoutFailure = nil }

    private func send(_ request: WireRequest) throws(PreviewFailure) -> WireAnswer {
        do {
            return try process.send(request)
        } catch {
            if error.kind == .layout, layoutFailure == nil { layoutFailure = error }
            throw error
        }
    }

    private func record(_ answer: WireAnswer) -> WireAnswer {
        lastCalls = answer.calls
        lastNanoseconds = answer.nanoseconds
        return answer
    }

    static func size(_ answer: WireAnswer) -> Size {
        answer.numbers.count >= 2 ? Size(width: answer.numbers[0], height: answer.numbers[1]) : .zero
    }

    /// UIKit's section header and footer kinds (`UICollectionElementKindSectionHeader`)
    /// under the engine's and the dump's names (`header`, `footer`); other kinds as they are.
    public static func engineKind(_ kind: String) -> String {
        switch kind {
        case "UICollectionElementKindSectionHeader": return "header"
        case "UICollectionElementKindSectionFooter": return "footer"
        default: return kind
        }
    }

    /// The inverse of ``engineKind(_:)``.
    public static func uikitKind(_ kind: String) -> String {
        switch kind {
        case "header": return "UICollectionElementKindSectionHeader"
        case "footer": return "UICollectionElementKindSectionFooter"
        default: return kind
        }
    }

    /// The engine's attributes for a wire element.
    public static func attributes(_ e: WireElement) -> LayoutAttributes {
        let category: ElementCategory
        switch e.category {
        case .cell: category = .cell
        case .supplementary: category = .supplementary(kind: engineKind(e.kind))
        case .decoration: category = .decoration(kind: engineKind(e.kind))
        }
        let t = e.transform
        return LayoutAttributes(
            category: category, indexPath: IndexPath(item: e.item, section: e.section),
            frame: Rect(x: e.x, y: e.y, width: e.width, height: e.height), zIndex: e.zIndex, alpha: e.alpha,
            isHidden: e.isHidden, transform: LayoutTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }

    private nonisolated(unsafe) static var counter = 0
    static func uniqueSuffix() -> String {
        counter += 1
        return "\(getpid())-\(counter)"
    }
}

/// The data source's shape and the collection view's frame, as the child reports them.
public struct PreviewShape: Sendable, Hashable {
    /// The collection view's frame size when the entry returned.
    public var frameSize: Size
    /// `numberOfItems(inSection:)` for each section.
    public var itemCounts: [Int]
    /// The layout's class name (`PinterestLayout`).
    public var layoutName: String

    /// Creates a shape.
    public init(frameSize: Size, itemCounts: [Int], layoutName: String) {
        self.frameSize = frameSize
        self.itemCounts = itemCounts
        self.layoutName = layoutName
    }

    init(_ answer: WireAnswer) throws(PreviewFailure) {
        let n = answer.numbers
        guard n.count >= 3, Int(n[2]) == n.count - 3 else {
            throw PreviewFailure(.process, "the preview process sent a malformed shape")
        }
        frameSize = Size(width: n[0], height: n[1])
        itemCounts = n[3...].map { Int($0) }
        layoutName = answer.calls.first ?? "UICollectionViewLayout"
    }
}
