/// What kind of view an element stands for, as in `UICollectionView.ElementCategory`.
public enum ElementCategory: Hashable, Sendable, Comparable {
    /// A cell (one data item).
    case cell
    /// A supplementary view of a kind, such as `header`, `footer` or `banner`.
    case supplementary(kind: String)
    /// A decoration view of a kind, such as `background`.
    case decoration(kind: String)

    /// The element kind (`nil` for cells).
    public var kind: String? {
        switch self {
        case .cell: return nil
        case .supplementary(let kind), .decoration(let kind): return kind
        }
    }

    /// The JSON name of the category: `cell`, `supplementary` or `decoration`.
    public var name: String {
        switch self {
        case .cell: return "cell"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        }
    }

    /// Dump order: cells, then supplementary views, then decorations; kinds by name.
    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        func rank(_ c: ElementCategory) -> Int {
            switch c {
            case .cell: return 0
            case .supplementary: return 1
            case .decoration: return 2
            }
        }
        let (l, r) = (rank(lhs), rank(rhs))
        if l != r { return l < r }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}

/// Well-known element kinds.
public enum ElementKind {
    /// A section header.
    public static let header = "header"
    /// A section footer.
    public static let footer = "footer"
    /// A Pinterest banner.
    public static let banner = "banner"
    /// A section background decoration.
    public static let background = "background"
}
