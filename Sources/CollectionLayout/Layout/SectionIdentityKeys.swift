/// Settings a layout holds by section index (a split or flow layout's per-section styles)
/// made to follow their sections' identities: the index a setting names is the place a
/// section had when the settings were given, and `identifiers` says which section that
/// was. When the data's sections move, arrive or leave (a batch update, an undo, a
/// reload), each section keeps the settings of its own identifier, as a delegate that
/// answers `insetForSectionAt` from the section's model does, and as a UIKit section
/// provider switches on `snapshot.sectionIdentifiers[index]`.
public struct SectionIdentityKeys: Hashable, Sendable {
    /// The identifiers of the sections the settings' indices name, in order (setting
    /// index `i` belongs to the section with identifier `identifiers[i]`). Empty: the
    /// settings go by index alone.
    public var identifiers: [String]

    /// Creates the keys; with no identifiers, settings go by index.
    @inlinable public init(_ identifiers: [String] = []) {
        self.identifiers = identifiers
    }

    /// For each section of `sections`, the index its settings are keyed by: the place of
    /// its identifier in ``identifiers``; a section whose identifier is not listed (one an
    /// update inserted) or that has none takes the settings of its own place. `nil` when
    /// every section is keyed by its own index (no identifiers, or nothing moved).
    /// Complexity: O(sections + identifiers), once per prepare.
    public func keys(for sections: [SectionMetrics]) -> [Int]? {
        guard !identifiers.isEmpty else { return nil }
        if sections.count == identifiers.count,
            sections.indices.allSatisfy({ s in sections[s].identifier.map { $0 == identifiers[s] } ?? true })
        {
            return nil
        }
        var place: [String: Int] = [:]
        place.reserveCapacity(identifiers.count)
        for (i, id) in identifiers.enumerated() where place[id] == nil { place[id] = i }
        return sections.indices.map { s in sections[s].identifier.flatMap { place[$0] } ?? s }
    }
}
