/// A member of a group: an item (one cell) or a nested group.
public enum LayoutSubitem: Sendable {
    /// One cell.
    case item(LayoutItem)
    /// A nested group, solved inside its slot like an item.
    case group(LayoutGroup)

    /// The subitem's size.
    public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }

    /// The subitem's edge spacing.
    public var edgeSpacing: LayoutEdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }

    /// True when the subitem's size depends on the data (an estimated item dimension,
    /// here or in a nested group).
    public var dependsOnData: Bool {
        switch self {
        case .item(let item): return item.isSelfSizing
        case .group(let group): return group.dependsOnData
        }
    }

    /// Throws when the subitem is invalid.
    public func validate(path: String) throws(LayoutError) {
        switch self {
        case .item(let item): try item.validate(path: path)
        case .group(let group): try group.validate(path: path)
        }
    }
}
