/// The rule of UIKit's batch updates that a rejected ``BatchUpdate`` breaks.
///
/// `UICollectionView` raises `NSInternalInconsistencyException` for each of these; Tessera
/// rejects the batch with a ``BatchUpdateError`` instead and leaves the data unchanged.
public enum BatchUpdateRule: String, Hashable, Sendable, CaseIterable {
    /// A section index outside the collection (old sections for deletes, reloads and move
    /// sources; new sections for inserts and move targets).
    case sectionOutOfRange
    /// An item index outside its section.
    case itemOutOfRange
    /// One location is both deleted and a move source.
    case deleteAndMoveSameLocation
    /// One location is both inserted and a move target.
    case insertAndMoveSameLocation
    /// One location is the source of two moves.
    case twoMovesFromSameLocation
    /// Two moves have one destination.
    case twoMovesToSameLocation
    /// One location is listed twice in deletes, inserts or reloads.
    case sameChangeTwice
    /// One location is both deleted and reloaded.
    case deleteAndReloadSameLocation
    /// One location is both reloaded and a move source (a reload is a delete and an insert).
    case reloadAndMoveSameLocation
    /// An item change inside a section that is itself deleted, inserted or reloaded.
    case itemChangeInChangedSection
    /// The section count after the batch does not add up.
    case invalidNumberOfSections
    /// A section's item count after the batch does not add up.
    case invalidNumberOfItems

    /// The rule in UIKit's words.
    public var title: String {
        switch self {
        case .sectionOutOfRange: return "section out of range"
        case .itemOutOfRange: return "index path out of range"
        case .deleteAndMoveSameLocation: return "delete and move from the same location"
        case .insertAndMoveSameLocation: return "insert and move to the same location"
        case .twoMovesFromSameLocation: return "two moves from the same location"
        case .twoMovesToSameLocation: return "two moves to the same location"
        case .sameChangeTwice: return "the same change twice"
        case .deleteAndReloadSameLocation: return "delete and reload the same location"
        case .reloadAndMoveSameLocation: return "reload and move the same location"
        case .itemChangeInChangedSection: return "item change inside a changed section"
        case .invalidNumberOfSections: return "invalid number of sections"
        case .invalidNumberOfItems: return "invalid number of items"
        }
    }
}

/// Why a ``BatchUpdate`` was rejected: the UIKit rule it breaks, the locations involved
/// and UIKit's message for it.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule the batch breaks.
    public var rule: BatchUpdateRule
    /// The index paths involved (item rules).
    public var indexPaths: [IndexPath]
    /// The sections involved.
    public var sections: [Int]
    /// What UIKit would say, with the locations.
    public var message: String

    /// Creates an error.
    public init(rule: BatchUpdateRule, indexPaths: [IndexPath] = [], sections: [Int] = [], message: String) {
        self.rule = rule
        self.indexPaths = indexPaths
        self.sections = sections
        self.message = message
    }

    /// The rule's title, then the message: "invalid number of items: ...".
    public var description: String { "\(rule.title): \(message)" }
}
