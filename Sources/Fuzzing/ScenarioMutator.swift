import CollectionLayout
import Scenarios

/// Makes hostile scenario files from good ones: JSON-aware mutations of the parsed tree
/// (numbers made huge, negative, tiny, infinite or of another type; strings given
/// controls, bidi marks and great length; keys renamed, dropped or added from the
/// vocabulary of the base files; values wrapped, deeply nested, copied into other
/// places, arrays grown or emptied) and then, for some cases, byte-level damage (bit
/// flips, special bytes, cut, repeated or deleted spans).
///
/// Pure and deterministic: the same base and generator state give the same bytes.
public struct ScenarioMutator: Sendable {
    /// The base files, parsed.
    public let bases: [JSONValue]
    /// Every object key and short string of the bases: what a mutation puts in.
    public let keys: [String]
    private let strings: [String]

    /// The largest mutated file, in bytes: a copy that grows past it is undone.
    public static let maximumBytes = 4 << 20

    /// Parses the base files; a file that does not parse is left out.
    public init(baseFiles: [[UInt8]]) {
        var parsed: [JSONValue] = []
        for bytes in baseFiles {
            if let value = try? JSONParser.parse(bytes) { parsed.append(value) }
        }
        bases = parsed
        var keySet: Set<String> = []
        var stringSet: Set<String> = []
        func collect(_ v: JSONValue) {
            switch v {
            case .object(let o):
                for m in o.members {
                    keySet.insert(m.key)
                    collect(m.value)
                }
            case .array(let a): for x in a { collect(x) }
            case .string(let s) where s.count <= 40: stringSet.insert(s)
            default: break
            }
        }
        for b in parsed { collect(b) }
        keys = keySet.sorted()
        strings = stringSet.sorted()
    }

    /// One mutated file: 1 to 4 tree mutations (one in half the cases) of a random base, written as JSON, then
    /// byte-level damage in one case in five. Also returns a short description
    /// of what was done, for the reproducer.
    public func mutate<G: RandomNumberGenerator>(using g: inout G) -> (bytes: [UInt8], summary: String) {
        guard !bases.isEmpty else { return ([], "no base") }
        let baseIndex = Int.random(in: 0..<bases.count, using: &g)
        var value = bases[baseIndex]
        var done: [String] = ["base \(baseIndex)"]
        // One mutation in half the cases: most single mutations already make a file
        // invalid, and the layouts must see files that still load.
        let count = [1, 1, 1, 1, 2, 2, 3, 4][Int.random(in: 0..<8, using: &g)]
        for _ in 0..<count {
            let before = value
            let kind = mutateTree(&value, using: &g)
            if JSONWriting.text(value).utf8.count > Self.maximumBytes {
                value = before
            } else {
                done.append(kind)
            }
        }
        var bytes = Array(JSONWriting.text(value).utf8)
        if Int.random(in: 0..<5, using: &g) == 0 {
            for _ in 0..<Int.random(in: 1...3, using: &g) {
                done.append(ByteDamage.apply(to: &bytes, using: &g))
            }
        }
        return (bytes, done.joined(separator: ", "))
    }

    // MARK: Tree mutations

    private func mutateTree<G: RandomNumberGenerator>(_ root: inout JSONValue, using g: inout G) -> String {
        let paths = JSONTreePaths.all(in: root)
        let path = paths[Int.random(in: 0..<paths.count, using: &g)]
        guard let node = JSONTreePaths.value(at: path, in: root) else { return "none" }
        var kind = ""
        var replacement = node
        switch Int.random(in: 0..<10, using: &g) {
        case 0, 1:
            replacement = .number(HostileValues.number(near: node, using: &g))
            kind = "number"
        case 2:
            replacement = .string(HostileValues.string(from: node, pool: strings, using: &g))
            kind = "string"
        case 3:
            replacement = HostileValues.scalar(using: &g)
            kind = "type"
        case 4:
            replacement = mutateObject(node, using: &g)
            kind = "keys"
        case 5:
            replacement = mutateArray(node, using: &g)
            kind = "array"
        case 6:
            let depth = [2, 8, 60, 255, 256, 300][Int.random(in: 0..<6, using: &g)]
            replacement = HostileValues.nested(node, depth: depth, using: &g)
            kind = "nest \(depth)"
        case 7:
            // A copy of another subtree here: groups inside groups, sections in items.
            let other = paths[Int.random(in: 0..<paths.count, using: &g)]
            replacement = JSONTreePaths.value(at: other, in: root) ?? node
            kind = "copy"
        case 8:
            replacement = .string(strings.isEmpty ? "" : strings[Int.random(in: 0..<strings.count, using: &g)])
            kind = "vocabulary"
        default:
            replacement = .number(HostileValues.number(near: node, using: &g))
            kind = "number"
        }
        JSONTreePaths.set(replacement, at: path, in: &root)
        return kind
    }

    private func mutateObject<G: RandomNumberGenerator>(_ node: JSONValue, using g: inout G) -> JSONValue {
        guard case .object(var o) = node else {
            let key = keys.isEmpty ? "x" : keys[Int.random(in: 0..<keys.count, using: &g)]
            return .object(JSONObject(members: [.init(key: key, value: node)]))
        }
        let randomKey = keys.isEmpty ? "x" : keys[Int.random(in: 0..<keys.count, using: &g)]
        switch Int.random(in: 0..<4, using: &g) {
        case 0 where !o.members.isEmpty:
            o.members.remove(at: Int.random(in: 0..<o.members.count, using: &g))
        case 1 where !o.members.isEmpty:
            let i = Int.random(in: 0..<o.members.count, using: &g)
            if o[randomKey] == nil { o.members[i].key = randomKey }
        case 2:
            if o[randomKey] == nil {
                o.members.append(.init(key: randomKey, value: HostileValues.scalar(using: &g)))
            }
        default:
            // A key with controls, a bidi override or C1 CSI (echoed by errors).
            let hostile =
                randomKey
                + ["\u{9B}31m", "\u{1B}[2J", "\u{202E}", "\u{85}", "\u{7F}"][
                    Int.random(
                        in: 0..<5, using: &g)]
            if o[hostile] == nil {
                o.members.append(.init(key: hostile, value: .number(.init(value: 1, literal: "1"))))
            }
        }
        return .object(o)
    }

    private func mutateArray<G: RandomNumberGenerator>(_ node: JSONValue, using g: inout G) -> JSONValue {
        guard case .array(var a) = node else { return .array([node]) }
        switch Int.random(in: 0..<4, using: &g) {
        case 0: a = []
        case 1 where !a.isEmpty: a.remove(at: Int.random(in: 0..<a.count, using: &g))
        case 2 where !a.isEmpty:
            let x = a[Int.random(in: 0..<a.count, using: &g)]
            a += Array(repeating: x, count: [1, 5, 50, 500][Int.random(in: 0..<4, using: &g)])
        default: a.shuffle(using: &g)
        }
        return .array(a)
    }
}
