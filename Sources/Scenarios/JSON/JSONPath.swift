import InertText

/// Where a value sits in a JSON document, rendered the way error messages name it:
/// `sections[2].items[7].height`.
///
/// A path is a persistent list (each step shares its parent), so extending one is
/// O(1) and readers can carry a path for every value they visit.
public indirect enum JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// The document itself (renders as the empty string).
    case root
    /// The member `key` of the object at `parent`.
    case key(String, parent: JSONPath)
    /// The element `index` of the array at `parent`.
    case index(Int, parent: JSONPath)

    /// The path of member `key` of this object.
    public func appending(_ key: String) -> JSONPath { .key(key, parent: self) }

    /// The path of element `index` of this array.
    public func appending(_ index: Int) -> JSONPath { .index(index, parent: self) }

    /// True for the document itself.
    public var isRoot: Bool {
        if case .root = self { return true }
        return false
    }

    /// Keys that are identifiers render as `.key`; any other key renders as
    /// `["key"]` (quoted, inert and cut by ``InertText/quoted(_:maxLength:)``);
    /// indices render as `[i]`. The root renders as "".
    /// Complexity: O(depth).
    public var description: String {
        var steps: [JSONPath] = []
        var p = self
        while true {
            switch p {
            case .root:
                var out = ""
                for step in steps.reversed() {
                    switch step {
                    case .key(let k, _):
                        if Self.isIdentifier(k) {
                            if !out.isEmpty { out += "." }
                            out += k
                        } else {
                            out += "[" + InertText.quoted(k) + "]"
                        }
                    case .index(let i, _): out += "[\(i)]"
                    case .root: break
                    }
                }
                return out
            case .key(_, let parent), .index(_, let parent):
                steps.append(p)
                p = parent
            }
        }
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        for b in key.utf8 {
            let ok = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
            if !ok { return false }
        }
        return true
    }
}
