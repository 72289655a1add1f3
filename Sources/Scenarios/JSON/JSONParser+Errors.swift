import InertText

/// The parser's messages: where an error is (line, column, JSON path) and the text
/// there, quoted inert by ``InertText``.
extension JSONParser {
    /// The character at the current position, inert (see ``InertText``).
    func characterHere() -> String {
        var end = min(position + 1, bytes.count)
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return InertText.escaped(String(decoding: bytes[position..<end], as: UTF8.self))
    }

    /// A description of the text at the current position for messages: a short run of
    /// it, quoted by ``InertText/quoted(_:maxLength:)``.
    func describeHere() -> String {
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
        return InertText.quoted(String(decoding: bytes[position..<end], as: UTF8.self))
    }

    func firstInvalidUTF8Offset() -> Int {
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

    func limitError(_ message: String) -> JSONSyntaxError {
        var error = syntaxError(message)
        error.isLimit = true
        return error
    }

    /// `4000000` as `4,000,000`.
    static func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return value < 0 ? "-" + digits : digits
    }

    func syntaxError(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
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
