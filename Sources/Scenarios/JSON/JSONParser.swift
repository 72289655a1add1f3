/// A syntax error in a JSON document: where it is and what was expected.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the value being read when the error was found.
    public var path: JSONPath
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column (in characters) of the offending byte.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// `not valid JSON (line L, column C): message`.
    public var description: String { "not valid JSON (line \(line), column \(column)): \(message)" }
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// Stricter than `JSONSerialization` where a scenario file benefits: duplicate object
/// keys are rejected, `true`/`false` never pass for numbers, every number keeps its
/// literal text, and a syntax error reports its line, column and the JSON path being
/// read. A UTF-8 byte-order mark is skipped; nesting deeper than ``maximumDepth`` is
/// rejected instead of exhausting the stack.
///
/// Complexity: O(n) in the size of the document.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var steps: [Step] = []

    private enum Step {
        case key(String)
        case index(Int)
    }

    /// Parses a complete JSON document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// Parses a complete JSON document from text.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
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
            throw syntaxError("nested more than \(Self.maximumDepth) levels deep")
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
                throw syntaxError("duplicate key \(JSONText.quoted(key)) in the same object", at: keyStart)
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw syntaxError("expected ':' after the key \(JSONText.quoted(key)), found \(describeHere())")
            }
            position += 1
            skipWhitespace()
            steps.append(.key(key))
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
                    "expected ',' or '}' after the value of \(JSONText.quoted(key)), found \(describeHere())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        guard steps.count < Self.maximumDepth else {
            throw syntaxError("nested more than \(Self.maximumDepth) levels deep")
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
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: bytes[start..<position], as: UTF8.self).unicodeScalars)
        var runStart = position
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<position], as: UTF8.self).unicodeScalars)
                position += 1
                return String(scalars)
            }
            if b < 0x20 { throw syntaxError("control character in a string (write it as an escape such as \\n)") }
            if b != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            scalars.append(contentsOf: String(decoding: bytes[runStart..<position], as: UTF8.self).unicodeScalars)
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
            default:
                throw syntaxError(
                    "unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: position - 2)
            }
            runStart = position
        }
        throw syntaxError("unterminated string (missing closing '\"')", at: start - 1)
    }

    /// Reads the hex digits after `\u` (and a following low surrogate if needed).
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let escapeStart = position - 2
        let high = try readHex4(escapeStart: escapeStart)
        if (0xD800...0xDBFF).contains(high) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { throw syntaxError("\\u escape with an unpaired surrogate", at: escapeStart) }
            position += 2
            let low = try readHex4(escapeStart: escapeStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw syntaxError("\\u escape with an unpaired surrogate", at: escapeStart)
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw syntaxError("invalid \\u escape", at: escapeStart) }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw syntaxError("\\u escape with an unpaired surrogate", at: escapeStart)
        }
        return scalar
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

    /// A description of the text at the current position for messages.
    private func describeHere() -> String {
        guard position < bytes.count else { return "the end of the file" }
        var end = position
        while end < bytes.count, end - position < 12 {
            let b = bytes[end]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == UInt8(ascii: ",") || b == UInt8(ascii: "}")
                || b == UInt8(ascii: "]")
            {
                break
            }
            end += 1
        }
        if end == position { end = position + 1 }
        // Do not cut a multi-byte character in half.
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return JSONText.quoted(String(decoding: bytes[position..<end], as: UTF8.self))
    }

    private func firstInvalidUTF8Offset() -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return bytes.count
            case .error: return offset
            }
        }
    }

    private func syntaxError(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < offset {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        var path = JSONPath.root
        for step in steps {
            switch step {
            case .key(let k): path = path.appending(k)
            case .index(let i): path = path.appending(i)
            }
        }
        return JSONSyntaxError(path: path, line: line, column: column, message: message)
    }
}
