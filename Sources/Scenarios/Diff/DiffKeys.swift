import CollectionLayout

/// The item identifiers of two scenarios as 64-bit keys, for `tessera diff`: equal keys
/// exactly when the ids are equal, so the engine's differ matches the same items as it
/// would on the strings, while a 10-million-item `count` section costs 8 bytes per item
/// and no string at all.
///
/// - An id that reads as a generated id `"S-I"` (canonical decimals, S below 2^31, I below
///   2^32) is the key `S << 32 | I`, computed from the numbers: a `count` section's ids
///   are never formatted, and an explicit `"0-5"` in one file meets item 5 of a `count`
///   section 0 in the other.
/// - Any other id is `1 << 63 | n`, n its number in a table of such ids shared by both
///   files, so each such string is hashed once.
struct DiffKeys {
    /// Numbers of the ids that are not generated-shaped, in order of first sight.
    private var interned: [String: UInt64] = [:]

    /// The tag of an interned id's key.
    static let internedTag: UInt64 = 1 << 63

    /// The keys of `data`'s items, section by section. Complexity: O(items), hashing only
    /// ids that are not generated-shaped.
    mutating func keys(of data: CollectionData) -> [[UInt64]] {
        data.sections.map { section in keys(of: section.items) }
    }

    private mutating func keys(of items: CollectionItems) -> [UInt64] {
        if let pattern = items.pattern, pattern.section >= 0, pattern.section < 1 << 31,
            pattern.count <= 1 << 32
        {
            let high = UInt64(pattern.section) << 32
            return [UInt64](unsafeUninitializedCapacity: pattern.count) { buffer, initialized in
                for i in 0..<pattern.count { buffer[i] = high | UInt64(i) }
                initialized = pattern.count
            }
        }
        var keys: [UInt64] = []
        keys.reserveCapacity(items.count)
        for i in items.indices { keys.append(key(of: items.id(at: i))) }
        return keys
    }

    /// The key of one id.
    mutating func key(of id: String) -> UInt64 {
        if let (s, i) = IdentifierCheck.generatedShape(id), s < 1 << 31, i < 1 << 32 {
            return UInt64(s) << 32 | UInt64(i)
        }
        // One lookup: the subscript's in-place access stores the next number when the id is new.
        let next = UInt64(interned.count)
        return Self.internedTag | Self.value(&interned[id, default: next])
    }

    private static func value(_ number: inout UInt64) -> UInt64 { number }
}
