import InertText

/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Stricter than `JSONSerialization` where a scenario file benefits: duplicate object
/// keys are rejected, `true`/`false` never pass for numbers, every number keeps its
/// literal text, and a syntax error reports its line, column and the JSON path being
/// read. A UTF-8 byte-order mark is skipped. Text that is not UTF-8 is rejected with
/// the line and column of the first bad byte; a `\u` escape of half a surrogate pair
/// without its other half is rejected too (a string cannot hold it).
///
/// Limits, checked before the work they bound: nesting deeper than ``maximumDepth``
/// is rejected before descending (recursion is at most that deep, so the stack is
/// safe), and a document of more than ``maximumValueCount`` values is rejected as the
/// first value past the limit is read. Messages quote text from the document through
/// ``InertText``: inert, and cut to a readable length.
///
/// Complexity: O(n) in the size of the document.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 256

    /// The most values (objects, arrays, strings, numbers, `true`, `false`, `null`,
    /// the document itself included) one document may hold.
    public static let maximumValueCount = 4_000_000

    let bytes: [UInt8]
    private let valueLimit: Int
    var position = 0
    private var valueCount = 0
    var steps: [Step] = []
    /// The positions of every value, when the caller asked for them (``parseLocated(_:)``).
    private var positions: JSONPositions?
    /// The offset of the key whose value is read next (object members only).
    private var pendingKeyOffset = JSONPositions.noKey

    enum Step {
        case key(String)
        case index(Int)
    }

    /// Parses a complete JSON document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, maximumValueCount: maximumValueCount)
    }

    /// Parses a complete JSON document of at most `maximumValueCount` values (tests
    /// lower the limit to check both sides of it cheaply).
    static func parse(_ bytes: [UInt8], maximumValueCount: Int) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, valueLimit: maximumValueCount)
        return try parser.parseDocument()
    }

    /// Parses a complete JSON document from text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses a complete JSON document and records where every value and every key
    /// starts, so that a reader can name the line and column of any value by its path
    /// (see ``LocatedJSON``). Complexity: O(n), like ``parse(_:)``, plus 12 bytes per
    /// value beside the tree.
    public static func parseLocated(_ bytes: [UInt8]) throws(JSONSyntaxError) -> LocatedJSON {
        var parser = JSONParser(bytes: bytes, valueLimit: maximumValueCount)
        parser.positions = JSONPositions()
        let root = try parser.parseDocument()
        return LocatedJSON(root: root, bytes: bytes, positions: parser.positions ?? JSONPositions())
    }

    private init(bytes: [UInt8], valueLimit: Int) {
        self.bytes = bytes
        self.valueLimit = valueLimit
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw syntaxError("the file is not UTF-8 text", at: firstInvalidUTF8Offset())
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw syntaxError("unexpected \(describeHere()) after the end of the JSON value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard position < bytes.count else { throw syntaxError("expected a value, found the end of the file") }
        valueCount += 1
        guard valueCount <= valueLimit else {
            throw limitError("more than \(Self.grouped(valueLimit)) JSON values in one file (the limit)")
        }
        guard positions != nil else { return try parseBareValue() }
        let index = positions?.begin(offset: position, keyOffset: pendingKeyOffset) ?? 0
        pendingKeyOffset = JSONPositions.noKey
        let value = try parseBareValue()
        positions?.end(index)
        return value
    }

    private mutating func parseBareValue() throws(JSONSyntaxError) -> JSONValue {
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw syntaxError("expected a value, found \(describeHere())")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        guard steps.count < Self.maximumDepth else {
            throw limitError("JSON nested more than \(Self.maximumDepth) levels deep (the limit)")
        }
        position += 1  // {
        var members: [JSONObject.Member] = []
        var seen: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            position += 1
            return .object(JSONObject(members: members))
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw syntaxError("expected a key in double quotes, found \(describeHere())")
            }
            let keyStart = position
            let key = try parseString()
            let duplicate: Bool
            if members.count < 8 {
                duplicate = members.contains { $0.key == key }
            } else {
                if seen.isEmpty { seen = Set(members.map(\.key)) }
                duplicate = !seen.insert(key).inserted
            }
            if duplicate {
                throw syntaxError("duplicate key \(InertText.quoted(key)) in the same object", at: keyStart)
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw syntaxError("expected ':' after the key \(InertText.quoted(key)), found \(describeHere())")
            }
            position += 1
            skipWhitespace()
            steps.append(.key(key))
            pendingKeyOffset = UInt32(truncatingIfNeeded: keyStart)
            let value = try parseValue()
            steps.removeLast()
            members.append(JSONObject.Member(key: key, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
            } else if peek(UInt8(ascii: "}")) {
                position += 1
                return .object(JSONObject(members: members))
            } else {
                throw syntaxError(
                    "expected ',' or '}' after the value of \(InertText.quoted(key)), found \(describeHere())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        guard steps.count < Self.maximumDepth else {
            throw limitError("JSON nested more than \(Self.maximumDepth) levels deep (the limit)")
        }
        position += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            steps.append(.index(elements.count))
            let value = try parseValue()
            steps.removeLast()
            elements.append(value)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
            } else if peek(UInt8(ascii: "]")) {
                position += 1
                return .array(elements)
            } else {
                throw syntaxError("expected ',' or ']' after an array element, found \(describeHere())")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // opening quote
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw syntaxError("control character in a string (write it as an escape such as \\n)") }
            position += 1
        }
        // Escapes: find the closing quote first, then decode straight into the string's
        // storage. An escape is never shorter in the file than its UTF-8 (`\n` is 2
        // bytes for 1, `\uXXXX` 6 for at most 3), so the raw length bounds the result
        // and a long string costs its own size once, not a copy per step.
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] < 0x20 {
                position = end
                throw syntaxError("control character in a string (write it as an escape such as \\n)")
            }
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else {
            throw syntaxError("unterminated string (missing closing '\"')", at: start - 1)
        }
        var failure: JSONSyntaxError?
        let text = String(unsafeUninitializedCapacity: end - start) { buffer in
            var count = 0
            position = start
            while position < end {
                let b = bytes[position]
                if b != UInt8(ascii: "\\") {
                    buffer[count] = b
                    count += 1
                    position += 1
                    continue
                }
                let escape = bytes[position + 1]
                position += 2
                let scalar: Unicode.Scalar
                switch escape {
                case UInt8(ascii: "\""): scalar = "\""
                case UInt8(ascii: "\\"): scalar = "\\"
                case UInt8(ascii: "/"): scalar = "/"
                case UInt8(ascii: "b"): scalar = "\u{08}"
                case UInt8(ascii: "f"): scalar = "\u{0C}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"):
                    do {
                        scalar = try parseUnicodeEscape()
                    } catch {
                        failure = (error as? JSONSyntaxError) ?? syntaxError("invalid \\u escape")
                        return 0
                    }
                default:
                    position -= 1
                    failure = syntaxError("unknown escape '\\\(characterHere())' in a string", at: position - 1)
                    return 0
                }
                UTF8.encode(scalar) { byte in
                    buffer[count] = byte
                    count += 1
                }
            }
            return count
        }
        if let failure { throw failure }
        position = end + 1
        return text
    }

    /// Reads the hex digits after `\u` (and a following low surrogate if needed). A
    /// lone surrogate (a high one without a low one after it, or a low one alone) is an
    /// error: a Swift string cannot hold one, and replacing it would change the text.
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeStart = position - 2
        let high = try readHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(high) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { throw loneSurrogate(high, at: escapeStart) }
            position += 2
            let low = try readHex4(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(high, at: escapeStart) }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw syntaxError("invalid \\u escape", at: escapeStart) }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw loneSurrogate(high, at: escapeStart) }
        return scalar
    }

    private func loneSurrogate(_ value: UInt32, at offset: Int) -> JSONSyntaxError {
        let hex = String(value, radix: 16, uppercase: true)
        return syntaxError(
            "\\u\(hex) is half of a surrogate pair without its other half (text cannot hold it alone)", at: offset)
    }

    private mutating func readHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw syntaxError("\\u escape needs four hex digits", at: escapeStart) }
            let b = bytes[position]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw syntaxError("\\u escape needs four hex digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = position
        if peek(UInt8(ascii: "-")) { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw syntaxError("expected a digit after '-'")
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw syntaxError("numbers cannot have leading zeros", at: start)
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw syntaxError("expected a digit after the decimal point")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            position += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw syntaxError("expected a digit in the exponent")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        let literal = String(decoding: bytes[start..<position], as: UTF8.self)
        // The grammar above guarantees a literal `Double` accepts; out-of-range
        // magnitudes become infinite (or zero) and are judged by the reader.
        let value = Double(literal) ?? .nan
        return JSONNumber(value: value, literal: literal)
    }

    // MARK: Scanning

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func peek(_ b: UInt8) -> Bool { position < bytes.count && bytes[position] == b }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let start = position
        var ok = true
        word.withUTF8Buffer { w in
            if position + w.count > bytes.count {
                ok = false
                return
            }
            for (i, b) in w.enumerated() where bytes[position + i] != b { ok = false }
            if ok { position += w.count }
        }
        guard ok else { throw syntaxError("expected a value, found \(describeHere())", at: start) }
    }
}
