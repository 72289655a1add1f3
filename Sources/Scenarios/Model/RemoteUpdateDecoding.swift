import CollectionLayout
import InertText

/// Decodes the top-level `"remoteUpdates"`: sets of changes to the first section, in the
/// form of the WWDC18 sample's remote updates (`Docs/scenario-format.md`).
///
/// ```json
/// "remoteUpdates": [
///   [{"delete": 0}],
///   [{"reload": 3}, {"move": {"from": 3, "to": 0}}, {"delete": 2}],
///   [{"insert": {"at": 1, "id": "ana", "title": "Ana"}}]
/// ]
/// ```
///
/// Each update is an object with exactly one of `delete`, `reload` (an index), `move`
/// (`from` and `to`) and `insert` (an item's keys plus `at`). An inserted item's `id` must
/// be new to the file. Every set starts from the file's own data (the sample refreshes
/// first), so each is also checked here with UIKit's rules, as the `e` key would play it:
/// a set UIKit rejects is a warning naming the rule (`dump` and `render` carry on, the app
/// shows it when the set is played, `tessera check` reports it). Complexity:
/// O(sets × (items + updates log updates)).
enum RemoteUpdateDecoder {
    /// The kinds of update, one per object.
    static let kinds = ["delete", "insert", "move", "reload"]

    /// The titles of inserted items go into `titles` by id (ids are new to the file).
    static func decode(_ node: JSONNode, data: CollectionData, titles: inout [String: String])
        throws(ScenarioError) -> [[ItemUpdate]]
    {
        var taken = Set<String>()
        for section in data.sections { for item in section.items { taken.insert(item.id) } }
        var sets: [[ItemUpdate]] = []
        for setNode in try node.array() {
            var set: [ItemUpdate] = []
            for updateNode in try setNode.array() {
                set.append(try update(updateNode.object(), taken: &taken, titles: &titles))
            }
            sets.append(set)
            if let problem = rejection(of: set, on: data) {
                node.diagnostics.warn(setNode.error(problem))
            }
        }
        return sets
    }

    /// Why UIKit rejects `set` played on `data` (the file's own), as the app's `e` key
    /// plays it, or `nil` when it plays. Complexity: O(items + updates log updates).
    static func rejection(of set: [ItemUpdate], on data: CollectionData) -> String? {
        guard let first = data.sections.first, !first.items.isEmpty else { return nil }
        do {
            _ = try data.planning(set, inSection: 0)
            return nil
        } catch {
            return "UIKit rejects this set (\(error.rule.title)): \(error.message)"
        }
    }

    private static func update(_ o: JSONObjectNode, taken: inout Set<String>, titles: inout [String: String])
        throws(ScenarioError) -> ItemUpdate
    {
        o.checkKeys(kinds)
        let given = kinds.filter { o.has($0) }
        guard given.count == 1, let kind = given.first else {
            throw o.error(
                given.isEmpty
                    ? "an update needs one of \"delete\", \"insert\", \"move\", \"reload\""
                    : "an update is one change: got \(given.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        let node = try o.required(kind)
        func index(_ n: JSONNode) throws(ScenarioError) -> Int { try n.integer(in: 0...Int(Int32.max)) }
        switch kind {
        case "delete": return .delete(try index(node))
        case "reload": return .reload(try index(node))
        case "move":
            let m = try node.object()
            m.checkKeys(["from", "to"])
            return .move(from: try index(m.required("from")), to: try index(m.required("to")))
        default:
            let item = try node.object()
            item.checkKeys(SectionDecoder.itemKeys + ["at"])
            let at = try index(item.required("at"))
            let idNode = try item.required("id")
            let id = try idNode.string()
            guard taken.insert(id).inserted else {
                throw idNode.error(
                    "duplicate id \(InertText.quoted(id)): an inserted item needs an id the file does not use")
            }
            let metrics = try SectionDecoder.itemMetrics(item)
            let title = try item.optionalString("title")
            if let title { titles[id] = title }
            return .insert(CollectionData.Item(id: id, metrics: metrics), at: at)
        }
    }
}
