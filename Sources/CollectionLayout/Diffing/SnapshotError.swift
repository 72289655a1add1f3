/// Why a ``Snapshot`` mutation was refused. Apple's `NSDiffableDataSourceSnapshot`
/// raises an exception for each of these; Tessera throws and leaves the snapshot as it was.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: String, Hashable, Sendable {
        /// A section identifier is already in the snapshot (or given twice).
        case duplicateSection
        /// An item identifier is already in the snapshot (or given twice).
        case duplicateItem
        /// A section identifier the snapshot does not have.
        case unknownSection
        /// An item identifier the snapshot does not have.
        case unknownItem
        /// Items appended with no section to append them to.
        case noSection
        /// An item or section moved relative to itself.
        case moveRelativeToItself
    }

    /// What went wrong.
    public var reason: Reason
    /// The identifier involved, as text.
    public var identifier: String

    /// Creates an error.
    public init(_ reason: Reason, identifier: String) {
        self.reason = reason
        self.identifier = identifier
    }

    /// The problem in one line, naming the identifier.
    public var description: String {
        switch reason {
        case .duplicateSection: return "duplicate section identifier \(identifier): section identifiers must be unique"
        case .duplicateItem:
            return "duplicate item identifier \(identifier): item identifiers must be unique across the snapshot"
        case .unknownSection: return "section identifier \(identifier) is not in the snapshot"
        case .unknownItem: return "item identifier \(identifier) is not in the snapshot"
        case .noSection: return "cannot append items: the snapshot has no section"
        case .moveRelativeToItself: return "cannot move \(identifier) relative to itself"
        }
    }
}
