/// The process-wide table of element kinds behind ``CategoryCode``: each distinct kind
/// gets a small index for the life of the process, so an attribute names its kind in a
/// few bits instead of holding a `String` (Docs/benchmarks.md, "Query path, third wave,
/// part 2").
///
/// The well-known kinds (``ElementKind``) have fixed indices 0 to 6, in their name order
/// (`background`, `banner`, `footer`, `header`, `insetListBackground`, `listBackground`,
/// `separator`): they are found, named and
/// ordered without the table's lock. Any other kind is added on first use, under a mutex,
/// and kept; indices are handed out in the order kinds first appear, so their name order
/// comes from their names. Equal kinds (by `String` equality, canonical equivalence
/// included) always get the same index, so indices compare as their kinds do.
///
/// The table grows with the number of *distinct* kinds a process meets: a handful in
/// practice, bounded by the kinds of the scenarios it reads.
enum ElementKindTable {
    /// The well-known kinds, in name order: their indices.
    @inline(__always) static var background: UInt32 { 0 }
    @inline(__always) static var banner: UInt32 { 1 }
    @inline(__always) static var footer: UInt32 { 2 }
    @inline(__always) static var header: UInt32 { 3 }
    @inline(__always) static var insetListBackground: UInt32 { 4 }
    @inline(__always) static var listBackground: UInt32 { 5 }
    @inline(__always) static var separator: UInt32 { 6 }
    /// How many indices are fixed.
    @inline(__always) static var wellKnownCount: UInt32 { 7 }

    /// The index of `kind`, adding it when new. Complexity: O(1) for a well-known kind
    /// (compared by length first), else O(length) with the lock held.
    @inline(__always)
    static func index(of kind: String) -> UInt32 {
        if let known = wellKnownIndex(of: kind) { return known }
        return addedIndex(of: kind)
    }

    /// The index of a well-known kind, or `nil`. The names are literals (equal to
    /// ``ElementKind``'s, as a test checks): a literal is compared in place, a static
    /// `let` would be fetched through its lazy initialiser first.
    @inline(__always)
    static func wellKnownIndex(of kind: String) -> UInt32? {
        switch kind.utf8.count {
        case 6:
            if kind == "header" { return header }
            if kind == "footer" { return footer }
            if kind == "banner" { return banner }
        case 9: if kind == "separator" { return separator }
        case 10: if kind == "background" { return background }
        case 14: if kind == "listBackground" { return listBackground }
        case 19: if kind == "insetListBackground" { return insetListBackground }
        default: break
        }
        return nil
    }

    /// The kind at `index` (one the table handed out). Complexity: O(1).
    @inline(__always)
    static func kind(at index: UInt32) -> String {
        switch index {
        case 0: return "background"
        case 1: return "banner"
        case 2: return "footer"
        case 3: return "header"
        case 4: return "insetListBackground"
        case 5: return "listBackground"
        case 6: return "separator"
        default: return addedKind(at: index)
        }
    }

    /// True when the kind at `a` comes before the kind at `b` by name (`String` order).
    /// Complexity: O(1) for two well-known kinds, else O(length).
    @inline(__always)
    static func precedes(_ a: UInt32, _ b: UInt32) -> Bool {
        if a < wellKnownCount && b < wellKnownCount { return a < b }
        return kind(at: a) < kind(at: b)
    }

    /// The kinds beyond the well-known ones, by their index less ``wellKnownCount``.
    private static let shared = InternTable<String, String>(capacity: 1 << 29)

    /// The index of `kind`, not a well-known one, adding it when new.
    private static func addedIndex(of kind: String) -> UInt32 {
        guard let index = shared.index(of: kind, value: { kind }) else {
            preconditionFailure("more than 2^29 distinct element kinds")
        }
        return wellKnownCount + index
    }

    /// The added kind at `index` (one ``addedIndex(of:)`` handed out).
    private static func addedKind(at index: UInt32) -> String {
        guard let kind = shared.value(at: index - wellKnownCount) else {
            preconditionFailure("element kind index \(index) was never handed out")
        }
        return kind
    }
}
