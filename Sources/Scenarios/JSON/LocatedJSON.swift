/// Where every value of a parsed document starts, recorded by the parser in document
/// order (pre-order: a container, then its members or elements).
///
/// Three numbers per value: the byte offset of the value, the byte offset of its key
/// when it is an object member, and the number of values in its subtree (itself
/// included), which lets a reader skip a sibling's whole subtree in O(1).
public struct JSONPositions: Sendable {
    /// The key offset of a value that is not an object member.
    static let noKey = UInt32.max

    var valueOffsets: [UInt32] = []
    var keyOffsets: [UInt32] = []
    var subtreeSizes: [UInt32] = []

    /// Records the start of a value; returns its index.
    mutating func begin(offset: Int, keyOffset: UInt32) -> Int {
        valueOffsets.append(UInt32(truncatingIfNeeded: offset))
        keyOffsets.append(keyOffset)
        subtreeSizes.append(1)
        return valueOffsets.count - 1
    }

    /// Records the end of the value at `index` (after its members or elements).
    mutating func end(_ index: Int) {
        subtreeSizes[index] = UInt32(truncatingIfNeeded: valueOffsets.count - index)
    }

    /// The number of values recorded.
    var count: Int { valueOffsets.count }
}

/// A line and a column in a text file, both counted from 1; the column counts
/// characters (Unicode scalars), not bytes.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON document that knows where each of its values is in the file: give it a
/// ``JSONPath`` and it answers with the line and column of that value, or of its key.
///
/// Made by ``JSONParser/parseLocated(_:)``. A lookup walks the path from the root,
/// skipping the subtrees of the siblings before each step: O(depth × members per
/// object along the path), plus O(length of the line) for the column. The table of
/// line starts is built on the first lookup, O(file size) once.
public struct LocatedJSON: Sendable {
    /// The document.
    public let root: JSONValue
    /// The file's bytes.
    let bytes: [UInt8]
    /// The positions of its values.
    let positions: JSONPositions
    /// Offsets where each line starts, built on demand.
    private var lineStarts: [Int] = []

    init(root: JSONValue, bytes: [UInt8], positions: JSONPositions) {
        self.root = root
        self.bytes = bytes
        self.positions = positions
    }

    /// Where the value at `path` starts, or, with `key` set, where its key starts (a
    /// member's key; an array element or the root has none and answers with the
    /// value). `nil` when the document has no value at that path.
    public mutating func location(of path: JSONPath, key: Bool = false) -> SourceLocation? {
        guard let index = valueIndex(of: path), index < positions.count else { return nil }
        var offset = Int(positions.valueOffsets[index])
        if key, positions.keyOffsets[index] != JSONPositions.noKey { offset = Int(positions.keyOffsets[index]) }
        return location(ofOffset: offset)
    }

    /// The pre-order index of the value at `path`.
    private func valueIndex(of path: JSONPath) -> Int? {
        var steps: [JSONPath] = []
        var p = path
        while let parent = p.parent {
            steps.append(p)
            p = parent
        }
        var value = root
        var index = 0
        for step in steps.reversed() {
            var child = index + 1
            switch (step, value) {
            case (.key(let key, _), .object(let object)):
                guard let member = object.members.firstIndex(where: { $0.key == key }) else { return nil }
                for _ in 0..<member {
                    guard child < positions.count else { return nil }
                    child += Int(positions.subtreeSizes[child])
                }
                value = object.members[member].value
            case (.index(let i, _), .array(let elements)):
                guard i >= 0, i < elements.count else { return nil }
                for _ in 0..<i {
                    guard child < positions.count else { return nil }
                    child += Int(positions.subtreeSizes[child])
                }
                value = elements[i]
            default:
                return nil
            }
            index = child
        }
        return index
    }

    /// The line and column of a byte offset.
    private mutating func location(ofOffset offset: Int) -> SourceLocation {
        if lineStarts.isEmpty {
            lineStarts.append(0)
            for (i, b) in bytes.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
        }
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var i = lineStarts[low]
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: low + 1, column: column)
    }
}

extension JSONPath {
    /// The path of the containing value, or `nil` for the root.
    var parent: JSONPath? {
        switch self {
        case .root: return nil
        case .key(_, let parent), .index(_, let parent): return parent
        }
    }

    /// Reads a path as ``description`` renders it when every key is an identifier
    /// (`layout.sections[0].boundaryItems[1].kind`, the form the engine's errors use);
    /// `nil` for anything else. The empty string is the root. Complexity: O(length).
    init?(rendered text: String) {
        var path = JSONPath.root
        var rest = Substring(text)
        while !rest.isEmpty {
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"),
                    let i = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    i >= 0
                else { return nil }
                path = path.appending(i)
                rest = rest[rest.index(after: close)...]
            } else {
                if !path.isRoot {
                    guard rest.first == "." else { return nil }
                    rest = rest.dropFirst()
                }
                let name = rest.prefix { $0 != "." && $0 != "[" }
                guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                else { return nil }
                path = path.appending(String(name))
                rest = rest[name.endIndex...]
            }
        }
        self = path
    }
}
