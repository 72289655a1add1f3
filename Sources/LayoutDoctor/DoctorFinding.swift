import CollectionLayout

/// The rules doctor checks, under the names `--format json` and Docs/doctor.md use.
public enum DoctorRule: String, CaseIterable, Sendable, Comparable {
    case queryMissesElement = "query-misses-element"
    case queryReturnsExtra = "query-returns-extra"
    case duplicateElement = "duplicate-element"
    case itemAttributesDisagree = "item-attributes-disagree"
    case missingCell = "missing-cell"
    case nonFiniteValue = "non-finite-value"
    case negativeSize = "negative-size"
    case contentSizeTooSmall = "content-size-too-small"
    case prepareNotRepeatable = "prepare-not-repeatable"
    case updateDiffersFromPrepare = "update-differs-from-prepare"
    case costSuperlinear = "cost-superlinear"

    /// Every rule is an error: each breaks what `UICollectionView` relies on.
    public var severity: DoctorSeverity { .error }

    /// The usual cause and its fix, in one sentence.
    public var advice: String {
        switch self {
        case .queryMissesElement:
            return "The query stops early: a binary search on one column or a scan that ends at the first "
                + "frame that misses leaves items of other columns out; search for the first candidate, then "
                + "test every frame up to the rectangle's far edge (or keep a per-column index)."
        case .queryReturnsExtra:
            return "The query returns elements outside the rectangle (or index paths the data source does not "
                + "have); filter the candidates with `rect.intersects(frame)` before returning them."
        case .duplicateElement:
            return "Two attributes for one element: the cache was appended to on a second prepare or a "
                + "supplementary view is added per item; reset the cache in prepare() and add each element once."
        case .itemAttributesDisagree:
            return "layoutAttributesForItem(at:) (or the supplementary lookup) computes a frame of its own; "
                + "return the cached attributes the query returns."
        case .missingCell:
            return "An item of the data source has no attributes: prepare() reads a stale model count or skips a "
                + "section; lay out every item numberOfItems(inSection:) reports."
        case .nonFiniteValue:
            return "A frame or alpha is NaN or infinite, usually a division by a zero width, column count or "
                + "aspect ratio; guard the divisor."
        case .negativeSize:
            return "A width or height is negative, usually insets or spacing larger than the space available; "
                + "clamp the size at zero."
        case .contentSizeTooSmall:
            return "collectionViewContentSize does not reach the last frames, so they can never be scrolled to; "
                + "derive it from the largest frame edge after prepare()."
        case .prepareNotRepeatable:
            return "prepare() keeps state from the previous pass (an offset or cache it adds to); start from "
                + "scratch or return early only when nothing changed."
        case .updateDiffersFromPrepare:
            return "The update path keeps a stale cache (prepare() returns early while the cache is not empty); "
                + "clear it in invalidateLayout() or prepare(forCollectionViewUpdates:)."
        case .costSuperlinear:
            return "prepare() or the query does work per item for every item (a nested loop, a search of the "
                + "cache per item); keep running column heights and an index by position."
        }
    }

    public static func < (a: DoctorRule, b: DoctorRule) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// How bad a finding is: an error makes `tessera doctor` exit 1.
public enum DoctorSeverity: String, Sendable {
    case error, warning
}

/// One thing doctor found, with its minimal reproducer.
public struct DoctorFinding: Sendable, Hashable {
    /// The rule broken.
    public var rule: DoctorRule
    /// What happened, in a sentence, naming the container size.
    public var message: String
    /// The container size the layout was prepared for.
    public var containerSize: Size?
    /// The element the finding names (an item, or a supplementary view's index path).
    public var indexPath: IndexPath?
    /// The element's kind: `"cell"`, or a supplementary or decoration kind.
    public var kind: String?
    /// The smallest query rectangle that still shows the problem.
    public var rect: Rect?
    /// The collection view's bounds when the rectangle was queried (`nil` at the origin).
    public var bounds: Rect?
    /// The element's frame (where it should be).
    public var frame: Rect?
    /// The reproducer's elements: for a query finding, every element still missed (or
    /// extra) in ``rect``, with its frame.
    public var elements: [LayoutAttributes]

    /// Creates a finding.
    public init(
        rule: DoctorRule, message: String, containerSize: Size? = nil, indexPath: IndexPath? = nil,
        kind: String? = nil, rect: Rect? = nil, bounds: Rect? = nil, frame: Rect? = nil,
        elements: [LayoutAttributes] = []
    ) {
        self.rule = rule
        self.message = message
        self.containerSize = containerSize
        self.indexPath = indexPath
        self.kind = kind
        self.rect = rect
        self.bounds = bounds
        self.frame = frame
        self.elements = elements
    }

    /// The rule's severity.
    public var severity: DoctorSeverity { rule.severity }

    /// A finding naming `element`.
    init(rule: DoctorRule, message: String, size: Size, element: LayoutAttributes, rect: Rect? = nil) {
        self.init(
            rule: rule, message: message, containerSize: size, indexPath: element.indexPath,
            kind: element.category.kindName, rect: rect, frame: element.frame)
    }
}

extension ElementCategory {
    /// `"cell"`, or the supplementary or decoration kind.
    var kindName: String { kind ?? "cell" }
}

extension ElementKey {
    /// "item [0, 3]", "header [1, 0]", "decoration background [2, 0]".
    var label: String {
        switch category {
        case .cell: return "item \(indexPath)"
        case .supplementary(let kind): return "\(kind) \(indexPath)"
        case .decoration(let kind): return "decoration \(kind) \(indexPath)"
        }
    }
}
