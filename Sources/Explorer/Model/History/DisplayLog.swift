import CollectionLayout

/// What the last visibility query changed on screen, as a collection view's delegate
/// hears it: the elements that entered the visible set (`willDisplay`) and those that
/// left it (`didEndDisplaying`), in index-path order. The debug overlay shows it, so a
/// viewer sees the query's effect on every scroll step.
public struct DisplayLog: Hashable, Sendable {
    /// Elements visible now that were not before.
    public var willDisplay: [ElementKey] = []
    /// Elements visible before that are not now.
    public var didEndDisplaying: [ElementKey] = []

    /// No change.
    public init() {}

    /// The change from the elements of one query to those of the next.
    /// Complexity: O(k log k) for k elements in the two results.
    public init(from old: [LayoutAttributes], to new: [LayoutAttributes]) {
        let before = Set(old.lazy.map(ElementKey.init))
        let after = Set(new.lazy.map(ElementKey.init))
        willDisplay = Self.ordered(after.subtracting(before))
        didEndDisplaying = Self.ordered(before.subtracting(after))
    }

    /// True when nothing entered or left.
    public var isEmpty: Bool { willDisplay.isEmpty && didEndDisplaying.isEmpty }

    private static func ordered(_ keys: Set<ElementKey>) -> [ElementKey] {
        keys.sorted { l, r in
            if l.indexPath != r.indexPath { return l.indexPath < r.indexPath }
            return (l.category.kind ?? "") < (r.category.kind ?? "")
        }
    }

    /// One line for the debug overlay: `willDisplay +2 [0,12] [0,13] · didEndDisplaying −1
    /// [0,0]`, listing at most `limit` paths of each (cells as `[s,i]`, others with their
    /// kind).
    public func summary(limit: Int = 4, dot: String = "·") -> String {
        func list(_ keys: [ElementKey]) -> String {
            let shown = keys.prefix(limit).map { key -> String in
                let path = "[\(key.indexPath.section),\(key.indexPath.item)]"
                return key.category == .cell ? path : "\(key.category.kind ?? "")\(path)"
            }
            return (shown + (keys.count > limit ? ["…"] : [])).joined(separator: " ")
        }
        var text = "willDisplay +\(willDisplay.count)"
        if !willDisplay.isEmpty { text += " " + list(willDisplay) }
        text += " \(dot) didEndDisplaying -\(didEndDisplaying.count)"
        if !didEndDisplaying.isEmpty { text += " " + list(didEndDisplaying) }
        return text
    }
}
