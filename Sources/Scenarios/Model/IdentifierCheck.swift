import InertText

/// Enforces the format's id rules while a file is decoded: section ids are unique
/// among sections, item ids are unique across the whole file, counting the ids that
/// `count` sections generate (`"S-I"`) without materialising them.
///
/// Complexity: O(1) expected per explicit id, with a compact record per id (no path
/// is kept); generated ids cost nothing (only explicit ids of the form `"S-I"` are
/// checked against the `count` sections).
struct IdentifierCheck {
    /// Where an id was given (or defaulted).
    private struct Place {
        var section: Int32
        /// -1 for a section id.
        var item: Int32
        var isDefault: Bool

        /// `sections[S].items[I].id`, or the object's path when the id was defaulted.
        var path: JSONPath {
            var p = JSONPath.root.appending("sections").appending(Int(section))
            if item >= 0 { p = p.appending("items").appending(Int(item)) }
            return isDefault ? p : p.appending("id")
        }
    }

    private var sectionIDs: [String: Place] = [:]
    private var itemIDs: [String: Place] = [:]
    /// Explicit (given) item ids shaped like a generated id, in file order.
    private var generatedLookalikes: [(id: String, section: Int, item: Int, place: Place)] = []
    /// Item count of each `count` section, by section index.
    private var patternCounts: [Int: Int] = [:]

    /// Makes room for `count` more item ids.
    mutating func reserveItems(_ count: Int) {
        itemIDs.reserveCapacity(itemIDs.count + count)
    }

    /// Registers the id of section `section`.
    mutating func addSection(_ id: String, section: Int, isDefault: Bool, file: String) throws(ScenarioError) {
        let place = Place(section: Int32(truncatingIfNeeded: section), item: -1, isDefault: isDefault)
        if let previous = sectionIDs.updateValue(place, forKey: id) {
            sectionIDs[id] = previous
            throw Self.duplicate("section id", id, at: place, previous: previous, file: file)
        }
    }

    /// Registers the id of explicit item `item` of section `section`.
    mutating func addItem(_ id: String, section: Int, item: Int, isDefault: Bool, file: String) throws(ScenarioError) {
        let place = Place(
            section: Int32(truncatingIfNeeded: section), item: Int32(truncatingIfNeeded: item), isDefault: isDefault)
        if let previous = itemIDs.updateValue(place, forKey: id) {
            itemIDs[id] = previous
            throw Self.duplicate("id", id, at: place, previous: previous, file: file)
        }
        if !isDefault, let (s, i) = Self.generatedShape(id) {
            generatedLookalikes.append((id, s, i, place))
        }
    }

    /// Registers a `count` section, whose ids are `"S-0"` ... `"S-(count-1)"`.
    mutating func addPatternSection(_ section: Int, count: Int) {
        patternCounts[section] = count
    }

    /// Fails on the first explicit id (in file order) that a `count` section also generates.
    func checkGeneratedIDs(file: String) throws(ScenarioError) {
        for entry in generatedLookalikes {
            if let count = patternCounts[entry.section], entry.item < count {
                throw ScenarioError(
                    file: file, path: entry.place.path,
                    message:
                        "duplicate id \(InertText.quoted(entry.id)): sections[\(entry.section)] generates the same id for its item \(entry.item)"
                )
            }
        }
    }

    private static func duplicate(_ what: String, _ id: String, at place: Place, previous: Place, file: String)
        -> ScenarioError
    {
        let quoted = InertText.quoted(id)
        // A defaulted id has no key: the error names the object that got the default.
        let message =
            place.isDefault
            ? "duplicate \(what) \(quoted) (the default id here), already used at \(previous.path)"
            : "duplicate \(what) \(quoted), already used at \(previous.path)"
        return ScenarioError(file: file, path: place.path, message: message)
    }

    /// `(S, I)` when `id` reads exactly as a generated id `"S-I"` (canonical decimals).
    static func generatedShape(_ id: String) -> (Int, Int)? {
        let utf8 = id.utf8
        guard let first = utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"),
            let dash = utf8.firstIndex(of: UInt8(ascii: "-"))
        else { return nil }
        let left = id[..<dash]
        let right = id[utf8.index(after: dash)...]
        guard let s = Int(left), let i = Int(right), s >= 0, i >= 0,
            String(s) == left, String(i) == right
        else { return nil }
        return (s, i)
    }
}
