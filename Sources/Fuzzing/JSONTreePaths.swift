import Scenarios

/// Addresses of the nodes of a ``JSONValue`` tree, for mutations: every node's path
/// as steps into object members and array elements (by position). Complexity: O(nodes)
/// for ``all(in:)``, O(depth) for reading and O(depth × width) for writing one node.
public enum JSONTreePaths {
    /// One step down: the i-th member of an object or the i-th element of an array.
    public enum Step: Hashable, Sendable {
        case member(Int)
        case element(Int)
    }

    /// The paths of every node, the root (the empty path) first, in document order.
    public static func all(in root: JSONValue) -> [[Step]] {
        var out: [[Step]] = []
        var stack: [(JSONValue, [Step])] = [(root, [])]
        while let (value, path) = stack.popLast() {
            out.append(path)
            switch value {
            case .object(let o):
                for (i, m) in o.members.enumerated().reversed() { stack.append((m.value, path + [.member(i)])) }
            case .array(let a):
                for (i, x) in a.enumerated().reversed() { stack.append((x, path + [.element(i)])) }
            default: break
            }
        }
        return out
    }

    /// The node at `path`, or `nil` when the path does not fit the tree.
    public static func value(at path: [Step], in root: JSONValue) -> JSONValue? {
        var node = root
        for step in path {
            switch (step, node) {
            case (.member(let i), .object(let o)) where o.members.indices.contains(i): node = o.members[i].value
            case (.element(let i), .array(let a)) where a.indices.contains(i): node = a[i]
            default: return nil
            }
        }
        return node
    }

    /// Replaces the node at `path` with `value` (nothing happens when the path does not
    /// fit the tree).
    public static func set(_ value: JSONValue, at path: [Step], in root: inout JSONValue) {
        guard let step = path.first else {
            root = value
            return
        }
        let rest = Array(path.dropFirst())
        switch (step, root) {
        case (.member(let i), .object(var o)) where o.members.indices.contains(i):
            set(value, at: rest, in: &o.members[i].value)
            root = .object(o)
        case (.element(let i), .array(var a)) where a.indices.contains(i):
            set(value, at: rest, in: &a[i])
            root = .array(a)
        default: break
        }
    }
}
