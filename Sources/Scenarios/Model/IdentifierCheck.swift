/// Enforces the format's id rules while a file is decoded: section ids are unique
/// among sections, item ids are unique across the whole file, counting the ids that
/// `count` sections generate (`"S-I"`) without materialising them.
///
/// Complexity: O(1) expected per explicit id; generated ids cost nothing (only
/// explicit ids of the form `"S-I"` are checked against the `count` sections).
struct IdentifierCheck {
    private var sectionIDs: [String: JSONPath] = [:]
    private var itemIDs: [String: JSONPath] = [:]
    /// Explicit (given) item ids shaped like a generated id, in file order.
    private var generatedLookalikes: [(id: String, section: Int, item: Int, path: JSONPath)] = []
    /// Item count of each `count` section, by section index.
    private var patternCounts: [Int: Int] = [:]

    /// Registers a section id; `path` is the `id` key's path.
    mutating func addSection(_ id: String, at path: JSONPath, isDefault: Bool, file: String) throws(ScenarioError) {
        if let previous = sectionIDs[id] {
            throw Self.duplicate("section id", id, at: path, isDefault: isDefault, previous: previous, file: file)
        }
        sectionIDs[id] = isDefault ? Self.owner(of: path) : path
    }

    /// Registers an explicit item's id; `path` is the `id` key's path.
    mutating func addItem(_ id: String, at path: JSONPath, isDefault: Bool, file: String) throws(ScenarioError) {
        if let previous = itemIDs[id] {
            throw Self.duplicate("id", id, at: path, isDefault: isDefault, previous: previous, file: file)
        }
        itemIDs[id] = isDefault ? Self.owner(of: path) : path
        if !isDefault, let (s, i) = Self.generatedShape(id) {
            generatedLookalikes.append((id, s, i, path))
        }
    }

    /// Registers a `count` section, whose ids are `"S-0"` ... `"S-(count-1)"`.
    mutating func addPatternSection(_ section: Int, count: Int) {
        patternCounts[section] = count
    }

    /// Fails on the first explicit id (in file order) that a `count` section also generates.
    func checkGeneratedIDs(sections: [ScenarioSection], file: String) throws(ScenarioError) {
        for entry in generatedLookalikes {
            if let count = patternCounts[entry.section], entry.item < count {
                throw ScenarioError(
                    file: file, path: entry.path,
                    message: "duplicate id \(JSONText.quoted(entry.id)): sections[\(entry.section)] generates the same id for its item \(entry.item)")
            }
        }
    }

    private static func duplicate(
        _ what: String, _ id: String, at path: JSONPath, isDefault: Bool, previous: JSONPath, file: String
    ) -> ScenarioError {
        if isDefault {
            // The key is absent: name the object that got the default.
            return ScenarioError(
                file: file, path: owner(of: path),
                message: "duplicate \(what) \(JSONText.quoted(id)) (the default id here), already used at \(previous)")
        }
        return ScenarioError(file: file, path: path, message: "duplicate \(what) \(JSONText.quoted(id)), already used at \(previous)")
    }

    /// The object holding the key at `path`.
    private static func owner(of path: JSONPath) -> JSONPath {
        if case .key(_, let parent) = path { return parent }
        return path
    }

    /// `(S, I)` when `id` reads exactly as a generated id `"S-I"` (canonical decimals).
    static func generatedShape(_ id: String) -> (Int, Int)? {
        guard let dash = id.firstIndex(of: "-") else { return nil }
        let left = id[..<dash], right = id[id.index(after: dash)...]
        guard let s = Int(left), let i = Int(right), s >= 0, i >= 0,
            String(s) == left, String(i) == right
        else { return nil }
        return (s, i)
    }
}
