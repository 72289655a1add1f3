/// A request from the explorer to the preview process, one line on the request pipe.
///
/// Each names the UIKit calls the child makes; the child answers every request with one
/// ``WireResponse``.
public enum WireRequest: Sendable, Hashable {
    /// The data source's shape: `numberOfSections` and `numberOfItems(inSection:)`,
    /// plus the collection view's frame size and the layout's class name.
    case shape
    /// Moves the collection view's bounds to this rectangle (a scroll or a resize) as
    /// UIKit does: `shouldInvalidateLayout(forBoundsChange:)`, then
    /// `invalidateLayout(with: invalidationContext(forBoundsChange:))` when it says so,
    /// then `prepare()` if the layout is invalid. Answers the content size.
    case bounds(x: Double, y: Double, width: Double, height: Double)
    /// `layoutAttributesForElements(in:)`, timed in the child.
    case query(x: Double, y: Double, width: Double, height: Double)
    /// Every element: the query over the whole content, plus
    /// `layoutAttributesForItem(at:)` for each index path the data source has that the
    /// query did not return.
    case all
    /// `layoutAttributesForItem(at:)`.
    case item(section: Int, item: Int)
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    case supplementary(kind: String, section: Int, item: Int)
    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    case decoration(kind: String, section: Int, item: Int)
    /// `invalidateLayout()`, then `prepare()`: a re-prepare with nothing changed.
    case invalidate
    /// `performBatchUpdates` with these operations: the preview's model changes with them
    /// (`TesseraPreviewEditable`), then the layout's `prepare(forCollectionViewUpdates:)`,
    /// `prepare()`, the appearing and disappearing items' attributes and
    /// `finalizeCollectionViewUpdates()` run. Answers the content size and the number of
    /// appearing elements, then the appearing elements (index paths after the batch) and
    /// the disappearing ones (before it).
    case batch([WireBatchOperation])
    /// The text of each cell the data source makes (its label or content configuration),
    /// one title per item in index-path order.
    case titles
    /// `tessera doctor`'s data: the user's data source behind one that keeps its items but
    /// sets the counts, scaled to about `items` items (0: the user's own counts), with
    /// doctor's own update steps `0..<afterSteps` already applied to the counts; the
    /// collection view reloads its data. Answers as ``shape`` does.
    case doctorData(items: Int, afterSteps: Int)
    /// `tessera doctor`'s update step `step` (an insert, a delete, or both) through
    /// `performBatchUpdates`: the counts change inside the block, then the layout's
    /// `prepare()` and `prepare(forCollectionViewUpdates:)`. Answers the content size.
    case doctorStep(Int)
    /// Ends the process.
    case quit

    /// The request line (without the newline).
    public var line: String {
        func n(_ v: Double) -> String { WireText.number(v) }
        switch self {
        case .shape: return "shape"
        case .bounds(let x, let y, let w, let h): return "bounds \(n(x)) \(n(y)) \(n(w)) \(n(h))"
        case .query(let x, let y, let w, let h): return "query \(n(x)) \(n(y)) \(n(w)) \(n(h))"
        case .all: return "all"
        case .item(let s, let i): return "item \(s) \(i)"
        case .supplementary(let k, let s, let i): return "supplementary \(WireText.escape(k)) \(s) \(i)"
        case .decoration(let k, let s, let i): return "decoration \(WireText.escape(k)) \(s) \(i)"
        case .invalidate: return "invalidate"
        case .batch(let ops): return (["batch"] + ops.map(\.token)).joined(separator: " ")
        case .titles: return "titles"
        case .doctorData(let items, let steps): return "doctor-data \(items) \(steps)"
        case .doctorStep(let step): return "doctor-step \(step)"
        case .quit: return "quit"
        }
    }

    /// Reads a request line, or `nil` when it is malformed.
    public init?(line: Substring) {
        let f = line.split(separator: " ")
        guard let verb = f.first else { return nil }
        func d(_ i: Int) -> Double? { f.count > i ? WireText.parseNumber(f[i]) : nil }
        func int(_ i: Int) -> Int? { f.count > i ? Int(f[i]) : nil }
        switch verb {
        case "shape": self = .shape
        case "all": self = .all
        case "invalidate": self = .invalidate
        case "titles": self = .titles
        case "quit": self = .quit
        case "bounds", "query":
            guard f.count == 5, let x = d(1), let y = d(2), let w = d(3), let h = d(4) else { return nil }
            self = verb == "bounds" ? .bounds(x: x, y: y, width: w, height: h) : .query(x: x, y: y, width: w, height: h)
        case "item":
            guard f.count == 3, let s = int(1), let i = int(2) else { return nil }
            self = .item(section: s, item: i)
        case "supplementary", "decoration":
            guard f.count == 4, let s = int(2), let i = int(3) else { return nil }
            let kind = WireText.unescape(f[1])
            self =
                verb == "supplementary"
                ? .supplementary(kind: kind, section: s, item: i) : .decoration(kind: kind, section: s, item: i)
        case "doctor-data":
            guard f.count == 3, let items = int(1), let steps = int(2), items >= 0, steps >= 0 else { return nil }
            self = .doctorData(items: items, afterSteps: steps)
        case "doctor-step":
            guard f.count == 2, let step = int(1), step >= 0 else { return nil }
            self = .doctorStep(step)
        case "batch":
            var ops: [WireBatchOperation] = []
            for token in f.dropFirst() {
                guard let op = WireBatchOperation(token: token) else { return nil }
                ops.append(op)
            }
            self = .batch(ops)
        default: return nil
        }
    }
}

/// One operation of a batch update, with UIKit's meaning of its index paths (deletes and
/// reloads and move sources before the batch, inserts and move destinations after it).
public enum WireBatchOperation: Sendable, Hashable {
    case deleteItem(section: Int, item: Int)
    case insertItem(section: Int, item: Int)
    case reloadItem(section: Int, item: Int)
    case moveItem(fromSection: Int, fromItem: Int, toSection: Int, toItem: Int)
    case deleteSection(Int)
    case insertSection(Int)
    case reloadSection(Int)
    case moveSection(from: Int, to: Int)
    /// The item counts the explorer expects after the batch (what the preview's model is
    /// told to become; the data source's own counts are what the batch is checked against).
    case newCounts([Int])

    /// `d:S:I`, `i:S:I`, `r:S:I`, `m:S:I:S:I`, `D:S`, `I:S`, `R:S`, `M:S:S`, `C:N:N...`.
    public var token: String {
        switch self {
        case .deleteItem(let s, let i): return "d:\(s):\(i)"
        case .insertItem(let s, let i): return "i:\(s):\(i)"
        case .reloadItem(let s, let i): return "r:\(s):\(i)"
        case .moveItem(let a, let b, let c, let d): return "m:\(a):\(b):\(c):\(d)"
        case .deleteSection(let s): return "D:\(s)"
        case .insertSection(let s): return "I:\(s)"
        case .reloadSection(let s): return "R:\(s)"
        case .moveSection(let a, let b): return "M:\(a):\(b)"
        case .newCounts(let counts): return (["C"] + counts.map(String.init)).joined(separator: ":")
        }
    }

    /// Reads ``token``.
    public init?(token: Substring) {
        let p = token.split(separator: ":")
        let n = p.dropFirst().compactMap { Int($0) }
        guard let op = p.first, n.count == p.count - 1 else { return nil }
        switch (op, n.count) {
        case ("d", 2): self = .deleteItem(section: n[0], item: n[1])
        case ("i", 2): self = .insertItem(section: n[0], item: n[1])
        case ("r", 2): self = .reloadItem(section: n[0], item: n[1])
        case ("m", 4): self = .moveItem(fromSection: n[0], fromItem: n[1], toSection: n[2], toItem: n[3])
        case ("D", 1): self = .deleteSection(n[0])
        case ("I", 1): self = .insertSection(n[0])
        case ("R", 1): self = .reloadSection(n[0])
        case ("M", 2): self = .moveSection(from: n[0], to: n[1])
        case ("C", _): self = .newCounts(n)
        default: return nil
        }
    }
}
