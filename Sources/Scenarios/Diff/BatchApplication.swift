import CollectionLayout

/// `tessera apply FILE BATCH`: a hand-written batch update (the JSON `tessera diff` prints)
/// applied to a scenario, checked with UIKit's rules. The command is a thin wrapper
/// around this, so tests exercise the same path.
///
/// UIKit checks a batch against the data source's item counts after it. A batch file may
/// give them (`"newItemCounts": [4, 0, 7]`, one per section after the batch) to test the
/// count rule; without them they are the counts the batch implies: each surviving
/// section keeps its items minus deletes and moves out, plus inserts and moves in, and an
/// inserted section starts empty. Inserted items get the ids `"inserted-S-I"` (their new
/// index path) and no size keys; reloaded items get a new title. A rejected batch
/// changes nothing and names UIKit's rule. A batch file may also hold a list of batches,
/// applied one after another, each checked against the data the previous one left.
public enum BatchApplication {
    /// The keys of a batch file.
    static let keys = [
        "deletedSections", "insertedSections", "movedSections", "reloadedSections", "deletedItems", "insertedItems",
        "movedItems", "reloadedItems", "newItemCounts",
    ]

    /// The batch file's batch and, when given, the item counts after it. A file holding a
    /// list of batches is an error here (see ``decodeAll(_:file:)``).
    public static func decode(_ bytes: [UInt8], file: String) throws(ScenarioError) -> (BatchUpdate, [Int]?) {
        let all = try decodeAll(bytes, file: file)
        guard all.count == 1 else {
            throw ScenarioError(file: file, path: "", message: "expected one batch, got a list of \(all.count)")
        }
        return all[0]
    }

    /// The batch file's batches in order, each with the item counts after it when given:
    /// one for a file holding an object, one per element for a file holding an array
    /// (consecutive `performBatchUpdates` calls, such as the WWDC18 sample's unanimated
    /// reloads before its animated batch). Complexity: O(file size).
    public static func decodeAll(_ bytes: [UInt8], file: String) throws(ScenarioError) -> [(BatchUpdate, [Int]?)] {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw ScenarioError(file: file, syntaxError: error)
        }
        let diagnostics = DecodingDiagnostics(limit: 1)
        let node = JSONNode(value: json, path: .root, file: file, diagnostics: diagnostics)
        var out: [(BatchUpdate, [Int]?)] = []
        if case .array = json {
            let elements = try node.nonEmptyArray()
            for element in elements { out.append(try decode(element.object())) }
        } else {
            out.append(try decode(node.object()))
        }
        if let warning = diagnostics.warnings.first { throw warning }
        return out
    }

    /// One batch object.
    private static func decode(_ root: JSONObjectNode) throws(ScenarioError) -> (BatchUpdate, [Int]?) {
        root.checkKeys(keys)
        func list<T>(_ key: String, _ read: (JSONNode) throws(ScenarioError) -> T) throws(ScenarioError) -> [T] {
            guard let node = root[key] else { return [] }
            var out: [T] = []
            for element in try node.array() { out.append(try read(element)) }
            return out
        }
        func index(_ n: JSONNode) throws(ScenarioError) -> Int { try n.integer(in: 0...Int(Int32.max)) }
        func path(_ n: JSONNode) throws(ScenarioError) -> IndexPath {
            let parts = try n.array()
            guard parts.count == 2 else { throw n.error("an index path is [section, item]") }
            return IndexPath(item: try index(parts[1]), section: try index(parts[0]))
        }
        func move<T>(_ n: JSONNode, _ read: (JSONNode) throws(ScenarioError) -> T) throws(ScenarioError)
            -> BatchUpdate.Move<T>
        {
            let o = try n.object()
            o.checkKeys(["from", "to"])
            return BatchUpdate.Move(from: try read(o.required("from")), to: try read(o.required("to")))
        }
        let batch = BatchUpdate(
            deletedSections: try list("deletedSections", index),
            insertedSections: try list("insertedSections", index),
            movedSections: try list("movedSections") { (n) throws(ScenarioError) in try move(n, index) },
            reloadedSections: try list("reloadedSections", index),
            deletedItems: try list("deletedItems", path),
            insertedItems: try list("insertedItems", path),
            movedItems: try list("movedItems") { (n) throws(ScenarioError) in try move(n, path) },
            reloadedItems: try list("reloadedItems", path))
        let counts =
            root.has("newItemCounts")
            ? try list("newItemCounts") { (n) throws(ScenarioError) in
                try n.integer(in: 0...ScenarioLimits.maximumItems)
            } : nil
        if let warning = root.diagnostics.warnings.first { throw warning }
        return (batch, counts)
    }

    /// The item counts `batch` implies after it on data with `oldItemCounts`; indices out
    /// of range are left for the validation to name. There are as many sections as the
    /// section rule expects (old, minus deletes, plus inserts), so the section-count rule
    /// never fires on implied counts and the rule UIKit names for a bad index (out of
    /// range, two moves to one place) is the one reported. Complexity: O(sections + changes).
    public static func impliedItemCounts(of batch: BatchUpdate, oldItemCounts: [Int]) -> [Int] {
        let old = oldItemCounts
        let newCount = max(0, old.count - batch.deletedSections.count + batch.insertedSections.count)
        let gone = Set(batch.deletedSections).union(batch.movedSections.map(\.from))
        var rest = old.indices.filter { !gone.contains($0) }.makeIterator()
        // Fixed places first (inserts empty, move targets their source), the first claim
        // of a place winning; the surviving sections fill the others in order.
        var fixed: [Int: Int?] = [:]
        for s in batch.insertedSections where (0..<newCount).contains(s) && fixed[s] == nil { fixed[s] = .some(nil) }
        for m in batch.movedSections where (0..<newCount).contains(m.to) && fixed[m.to] == nil {
            fixed[m.to] = .some(m.from)
        }
        let survivors: [Int?] = (0..<newCount).map { t in fixed[t] ?? rest.next() }
        var counts = survivors.map { $0.flatMap { old.indices.contains($0) ? old[$0] : nil } ?? 0 }
        func add(_ section: Int?, _ delta: Int) {
            if let section, counts.indices.contains(section) { counts[section] = max(0, counts[section] + delta) }
        }
        let newIndex = Dictionary(
            survivors.enumerated().compactMap { t, s in s.map { ($0, t) } }, uniquingKeysWith: { a, _ in a })
        for p in batch.deletedItems { add(newIndex[p.section], -1) }
        for m in batch.movedItems {
            add(newIndex[m.from.section], -1)
            add(m.to.section, 1)
        }
        for p in batch.insertedItems { add(p.section, 1) }
        return counts
    }

    /// `scenario`'s data after `batch`, or UIKit's rule that rejects it.
    public static func apply(_ batch: BatchUpdate, newItemCounts: [Int]?, to scenario: Scenario)
        throws(BatchUpdateError) -> Scenario
    {
        let data = scenario.data
        let counts = newItemCounts ?? impliedItemCounts(of: batch, oldItemCounts: data.itemCounts)
        let mapping = try batch.mapping(oldItemCounts: data.itemCounts, newItemCounts: counts)
        var result = scenario
        var reloadedTitles: [String: String] = [:]
        result.data = data.applying(
            mapping,
            insertedItem: { path in
                if let old = mapping.oldIndexPath(forNew: path), let item = data.item(at: old) {
                    reloadedTitles[item.id] = (scenario.appearance.itemTitle(id: item.id) ?? item.id) + " (reloaded)"
                    return item
                }
                return CollectionData.Item(id: "inserted-\(path.section)-\(path.item)")
            },
            insertedSection: { CollectionData.Section(id: "inserted-section-\($0)") })
        result.appearance.itemTitles.merge(reloadedTitles) { _, new in new }
        return result
    }

    /// Loads both files, applies the batches in order and returns the dump of the result
    /// (with `options`, such as `--items`); a rejected batch is an error naming the batch
    /// file (and, in a list, the batch's index) and UIKit's rule.
    public static func text(scenarioPath: String, batchPath: String, options: DumpOptions = DumpOptions())
        throws(ScenarioError) -> String
    {
        try textAndWarnings(scenarioPath: scenarioPath, batchPath: batchPath, options: options).text
    }

    /// ``text(scenarioPath:batchPath:options:)`` with the scenario's unknown-key warnings,
    /// for the command to print as `dump` does.
    public static func textAndWarnings(
        scenarioPath: String, batchPath: String, options: DumpOptions = DumpOptions()
    ) throws(ScenarioError) -> (text: String, warnings: [ScenarioError]) {
        var scenario = try Scenario.load(path: scenarioPath)
        let warnings = scenario.warnings
        let batches = try decodeAll(try FileReading.bytes(atPath: batchPath), file: batchPath)
        for (i, (batch, counts)) in batches.enumerated() {
            do {
                scenario = try apply(batch, newItemCounts: counts, to: scenario)
            } catch {
                throw ScenarioError(
                    file: batchPath, path: batches.count > 1 ? "[\(i)]" : "",
                    message: "UIKit rejects this batch (\(error.rule.title)): \(error.message)")
            }
        }
        return (try ScenarioDump.text(of: LoadedScenario(scenario: scenario), options: options), warnings)
    }
}
