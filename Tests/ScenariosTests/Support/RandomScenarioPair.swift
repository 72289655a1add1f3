import CollectionLayout
import InertText
import Scenarios
import TestSupport

/// `tessera diff` as it was before its compact path: every id a `String`, the changed
/// items as a set of ids (`changedItems`), the JSON built from `JSONText` blocks. The
/// property tests hold the new path to this text, byte for byte.
enum ReferenceScenarioDiff {
    static func diff(from old: Scenario, to new: Scenario) -> SnapshotDiff {
        let changed = new.appearance.changedItems(in: new.data, since: old.data, oldAppearance: old.appearance)
        return SnapshotDiffer.diff(
            oldSections: old.sections.map(\.id), oldItems: old.sections.map { Array($0.items.lazy.map(\.id)) },
            newSections: new.sections.map(\.id), newItems: new.sections.map { Array($0.items.lazy.map(\.id)) },
            reloaded: changed)
    }

    static func json(_ batch: BatchUpdate) -> String {
        func path(_ p: IndexPath) -> String { JSONText.array([String(p.section), String(p.item)]) }
        func move(_ from: String, _ to: String) -> String { JSONText.object([("from", from), ("to", to)]) }
        let list = { (values: [String]) in JSONText.array(values) }
        return JSONText.objectBlock([
            ("deletedSections", list(batch.deletedSections.map(String.init))),
            ("insertedSections", list(batch.insertedSections.map(String.init))),
            ("movedSections", list(batch.movedSections.map { move(String($0.from), String($0.to)) })),
            ("deletedItems", list(batch.deletedItems.map(path))),
            ("insertedItems", list(batch.insertedItems.map(path))),
            ("movedItems", list(batch.movedItems.map { move(path($0.from), path($0.to)) })),
            ("reloadedItems", list(batch.reloadedItems.map(path))),
        ])
    }
}

/// Random pairs of valid scenario files for the diff: NEW is OLD with sections inserted,
/// deleted and reordered, `count` sections resized, re-sized (every item reloaded) or
/// spelled out as explicit items, items inserted, deleted, moved within and across
/// sections and retitled or resized; ids from a pool of generated lookalikes (`"0-1"`,
/// `"00-1"`), unicode (canonically equivalent spellings included), quotes, backslashes and
/// controls, each string written raw or with `\u` escapes at random.
enum RandomScenarioPair {
    struct Item {
        var id: String?
        var title: String?
        var height: Double?
    }

    enum Body {
        case count(Int, height: Double?, heights: [Double])
        case items([Item])
    }

    struct Section {
        var id: String?
        var body: Body
    }

    static let itemIDs: [String] =
        [
            "0-0", "0-1", "0-2", "1-0", "1-1", "1-3", "2-0", "3-1", "00-1", "0-01", "-1", "1-", "0-", "2147483648-0",
            "0-4294967296", "é", "e\u{301}", "日本", "😀", "x\"y", "back\\slash", "tab\t", "nl\n", "\u{7F}",
            "\u{202E}rtl", "item 10", "",
        ] + (0..<40).map { "i\($0)" }
    static let sectionIDs = ["s", "t", "u", "v", "w", "日", "\"q\"", "section-1", "section-3", "sect\\ion"]
    static let titles: [String?] = [nil, nil, "A", "B", "é", "e\u{301}"]
    static let heights: [Double?] = [nil, nil, 40, 50]

    /// A pair of valid files (tries a few times; nil when every try broke a rule).
    static func make(using rng: inout SeededGenerator) -> (String, String)? {
        for _ in 0..<20 {
            let old = randomSections(using: &rng)
            let new = mutated(old, using: &rng)
            let (a, b) = (text(old, using: &rng), text(new, using: &rng))
            if (try? Scenario(text: a, file: "old.json")) != nil, (try? Scenario(text: b, file: "new.json")) != nil {
                return (a, b)
            }
        }
        return nil
    }

    static func randomItem(using rng: inout SeededGenerator) -> Item {
        Item(
            id: Int.random(in: 0..<8, using: &rng) == 0 ? nil : itemIDs.randomElement(using: &rng),
            title: titles.randomElement(using: &rng)!, height: heights.randomElement(using: &rng)!)
    }

    static func randomSections(using rng: inout SeededGenerator) -> [Section] {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            let id = Int.random(in: 0..<4, using: &rng) == 0 ? nil : sectionIDs.randomElement(using: &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let heights: [Double] = Bool.random(using: &rng) ? [] : [10, 20]
                return Section(
                    id: id,
                    body: .count(
                        Int.random(in: 0...12, using: &rng), height: heights.isEmpty ? 40 : nil, heights: heights))
            }
            return Section(
                id: id, body: .items((0..<Int.random(in: 0...12, using: &rng)).map { _ in randomItem(using: &rng) }))
        }
    }

    /// The section's items with their ids spelled out, as OLD at section index `index` has them.
    static func explicit(_ section: Section, index: Int) -> [Item] {
        switch section.body {
        case .count(let n, let height, let heights):
            return (0..<n).map { i in
                Item(id: "\(index)-\(i)", title: nil, height: heights.isEmpty ? height : heights[i % heights.count])
            }
        case .items(let items):
            return items.enumerated().map { i, item in
                var item = item
                if item.id == nil { item.id = "\(index)-\(i)" }
                return item
            }
        }
    }

    static func mutated(_ old: [Section], using rng: inout SeededGenerator) -> [Section] {
        var sections = old.enumerated().map { s, section -> Section in
            switch (section.body, Int.random(in: 0..<5, using: &rng)) {
            case (.count, 0): return section
            case (.count(let n, let height, let heights), 1):
                let count = max(0, n + Int.random(in: -2...2, using: &rng))
                let resized = height.map { _ -> Double in Bool.random(using: &rng) ? 50 : 40 }
                return Section(id: section.id, body: .count(count, height: resized, heights: heights))
            default: return Section(id: section.id, body: .items(explicit(section, index: s)))
            }
        }
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let candidates = sections.indices.filter {
                if case .items = sections[$0].body { return true } else { return false }
            }
            guard let s = candidates.randomElement(using: &rng), case .items(var items) = sections[s].body else {
                break
            }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0 where !items.isEmpty: items.remove(at: Int.random(in: 0..<items.count, using: &rng))
            case 1: items.insert(randomItem(using: &rng), at: Int.random(in: 0...items.count, using: &rng))
            case 2 where items.count > 1:
                items.swapAt(Int.random(in: 0..<items.count, using: &rng), Int.random(in: 0..<items.count, using: &rng))
            case 3 where !items.isEmpty:
                let i = Int.random(in: 0..<items.count, using: &rng)
                items[i].title = titles.randomElement(using: &rng)!
                items[i].height = heights.randomElement(using: &rng)!
            case 4 where !items.isEmpty:
                // Across sections.
                let item = items.remove(at: Int.random(in: 0..<items.count, using: &rng))
                if let t = candidates.randomElement(using: &rng), t != s, case .items(var other) = sections[t].body {
                    other.insert(item, at: Int.random(in: 0...other.count, using: &rng))
                    sections[t].body = .items(other)
                } else {
                    items.insert(item, at: Int.random(in: 0...items.count, using: &rng))
                }
            default:
                let i = Int.random(in: 0...items.count, using: &rng)
                let j = Int.random(in: 0...items.count, using: &rng)
                if i < j { items[i..<j].reverse() }
            }
            sections[s].body = .items(items)
        }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !sections.isEmpty: sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
        case 1:
            sections.insert(
                contentsOf: randomSections(using: &rng).prefix(1), at: Int.random(in: 0...sections.count, using: &rng))
        case 2 where sections.count > 1:
            sections.swapAt(
                Int.random(in: 0..<sections.count, using: &rng), Int.random(in: 0..<sections.count, using: &rng))
        default: break
        }
        return sections
    }

    /// The file: a flow layout and the sections, every string spelled at random.
    static func text(_ sections: [Section], using rng: inout SeededGenerator) -> String {
        func number(_ v: Double) -> String { JSONText.number(v) }
        let body = sections.map { section -> String in
            var members: [String] = []
            if let id = section.id { members.append(#""id": "# + string(id, using: &rng)) }
            switch section.body {
            case .count(let n, let height, let heights):
                members.append(#""count": \#(n)"#)
                if let height { members.append(#""itemDefaults": {"height": \#(number(height))}"#) }
                if !heights.isEmpty { members.append(#""heights": [\#(heights.map(number).joined(separator: ", "))]"#) }
            case .items(let items):
                let list = items.map { item -> String in
                    var m: [String] = []
                    if let id = item.id { m.append(#""id": "# + string(id, using: &rng)) }
                    if let title = item.title { m.append(#""title": "# + string(title, using: &rng)) }
                    if let height = item.height { m.append(#""height": \#(number(height))"#) }
                    return "{" + m.joined(separator: ", ") + "}"
                }
                members.append(#""items": ["# + list.joined(separator: ", ") + "]")
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return #"{"layout": {"type": "flow"}, "sections": ["# + body.joined(separator: ", ") + "]}"
    }

    /// `value` as a JSON string, each scalar raw or `\u`-escaped at random (controls,
    /// quotes and backslashes always escaped, in either form).
    static func string(_ value: String, using rng: inout SeededGenerator) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if Int.random(in: 0..<5, using: &rng) == 0 || (mustEscape && Bool.random(using: &rng)) {
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            } else if mustEscape {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                default:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
