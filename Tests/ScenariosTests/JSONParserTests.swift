import InertText
import TestSupport
import Testing

@testable import Scenarios

@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let v = try JSONParser.parse(#" {"a": [1, -2.5e3, true, false, null, "x\u00e9\n\ud83d\ude00"], "b": {}} "#)
        guard case .object(let o) = v, case .array(let a)? = o["a"] else {
            Issue.record("not an object with an array")
            return
        }
        #expect(o.keys == ["a", "b"])
        #expect(a.count == 6)
        #expect(a[0] == .number(JSONNumber(value: 1, literal: "1")))
        #expect(a[1] == .number(JSONNumber(value: -2500, literal: "-2.5e3")))
        #expect(a[2] == .bool(true))
        #expect(a[3] == .bool(false))
        #expect(a[4] == .null)
        #expect(a[5] == .string("xé\n😀"))
        #expect(o["b"] == .object(JSONObject()))
    }

    @Test func keepsNumberLiteralsAndOverflowsToInfinity() throws {
        let v = try JSONParser.parse("[1e400, 0.1, -0]")
        guard case .array(let a) = v, case .number(let big) = a[0], case .number(let tenth) = a[1] else {
            Issue.record("unexpected shape")
            return
        }
        #expect(big.literal == "1e400")
        #expect(big.value == .infinity)
        #expect(tenth.value == 0.1)
    }

    @Test(arguments: [
        ("", "(line 1, column 1): expected a value, found the end of the file", ""),
        ("[1, 2", "(line 1, column 6): expected ',' or ']' after an array element, found the end of the file", ""),
        ("{\"a\": 1,}", "(line 1, column 9): expected a key in double quotes, found \"}\"", ""),
        ("{\"a\": 1, \"a\": 2}", "(line 1, column 10): duplicate key \"a\" in the same object", ""),
        ("[01]", "(line 1, column 2): numbers cannot have leading zeros", "[0]"),
        ("[1.]", "(line 1, column 4): expected a digit after the decimal point", "[0]"),
        ("{\"x\": NaN}", "(line 1, column 7): expected a value, found \"NaN\"", "x"),
        ("{\"x\": tru}", "(line 1, column 7): expected a value, found \"tru\"", "x"),
        ("{\"x\": \"a\\qb\"}", "(line 1, column 9): unknown escape '\\q' in a string", "x"),
        (
            "{\"x\": \"a\tb\"}",
            "(line 1, column 9): control character in a string (write it as an escape such as \\n)", "x"
        ),
        (
            "{\"x\": \"\\ud800\"}",
            "(line 1, column 8): \\uD800 is half of a surrogate pair without its other half (text cannot hold it alone)",
            "x"
        ),
        (
            "{\"x\": \"\\udc00\\ud800\"}",
            "(line 1, column 8): \\uDC00 is half of a surrogate pair without its other half (text cannot hold it alone)",
            "x"
        ),
        (
            "[\"\\ud83d\\u0041\"]",
            "(line 1, column 3): \\uD83D is half of a surrogate pair without its other half (text cannot hold it alone)",
            "[0]"
        ),
        // Text from the file is quoted inert: NUL, C1 and bidi controls as visible escapes.
        ("{\"a\":\u{0}}", #"(line 1, column 6): expected a value, found "\u{0}""#, "a"),
        ("[\u{9B}2J]", #"(line 1, column 2): expected a value, found "\u{9B}2J""#, "[0]"),
        ("[\"\\\u{85}\"]", #"(line 1, column 3): unknown escape '\\u{85}' in a string"#, "[0]"),
        ("[\"\\é\"]", "(line 1, column 3): unknown escape '\\é' in a string", "[0]"),
        (
            "{\"\u{202E}k\u{9B}\": 1, \"\u{202E}k\u{9B}\": 2}",
            #"(line 1, column 12): duplicate key "\u{202E}k\u{9B}" in the same object"#, ""
        ),
        ("{\"x\": \"abc", "(line 1, column 7): unterminated string (missing closing '\"')", "x"),
        ("{}\n  x", "(line 2, column 3): unexpected \"x\" after the end of the JSON value", ""),
        (
            "{\"a\": {\"b\": [\n1,\n{\"c\" 1}]}}", "(line 3, column 6): expected ':' after the key \"c\", found \"1\"",
            "a.b[1]"
        ),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, message: String, path: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.description == "not valid JSON " + message)
            #expect(error.path.description == path)
        }
    }

    @Test func rejectsInvalidUTF8() {
        do {
            _ = try JSONParser.parse([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])
            Issue.record("parsed invalid UTF-8")
        } catch {
            #expect(error.description == "not valid JSON (line 1, column 4): the file is not UTF-8 text")
        }
    }

    @Test func limitsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONParser.parse(deep)
            Issue.record("parsed 100,000 levels")
        } catch {
            #expect(error.isLimit)
            #expect(error.message == "JSON nested more than \(JSONParser.maximumDepth) levels deep (the limit)")
            #expect(error.description == "JSON nested more than 256 levels deep (the limit) (line 1, column 257)")
            #expect(error.path.description == String(repeating: "[0]", count: 256))
        }
        // Both sides of the limit, with objects too.
        func nested(_ depth: Int) -> String {
            String(repeating: "{\"a\": [", count: depth / 2) + (depth % 2 == 1 ? "{}" : "0")
                + String(repeating: "]}", count: depth / 2)
        }
        #expect((try? JSONParser.parse(nested(JSONParser.maximumDepth))) != nil)
        #expect((try? JSONParser.parse(nested(JSONParser.maximumDepth + 1))) == nil)
        #expect((try? JSONParser.parse(String(repeating: "[", count: 256) + String(repeating: "]", count: 256))) != nil)
        #expect((try? JSONParser.parse(String(repeating: "[", count: 257) + String(repeating: "]", count: 257))) == nil)
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
    }

    @Test func objectsWithManyKeysStillRejectDuplicates() {
        let keys = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect((try? JSONParser.parse("{\(keys)}")) != nil)
        do {
            _ = try JSONParser.parse("{\(keys), \"k13\": 0}")
            Issue.record("accepted a duplicate key")
        } catch {
            #expect(error.message == "duplicate key \"k13\" in the same object")
        }
    }

    @Test func pathsRenderAsInMessages() {
        let p = JSONPath.root.appending("sections").appending(2).appending("items").appending(7).appending("height")
        #expect(p.description == "sections[2].items[7].height")
        #expect(JSONPath.root.appending("odd key").appending(0).description == "[\"odd key\"][0]")
        #expect(JSONPath.root.description == "")
    }
}

@Suite("JSON parser limits")
struct JSONParserLimitTests {
    @Test func theValueCountLimitIsFourMillion() {
        #expect(JSONParser.maximumValueCount == 4_000_000)
        #expect(JSONParser.grouped(4_000_000) == "4,000,000")
        #expect(JSONParser.grouped(999) == "999")
        #expect(JSONParser.grouped(1_000) == "1,000")
    }

    @Test func bothSidesOfTheValueCountLimit() throws {
        // [0, 1, …, 8] is ten values: the array and its nine elements.
        let ten = Array("[0,1,2,3,4,5,6,7,8]".utf8)
        _ = try JSONParser.parse(ten, maximumValueCount: 10)
        do {
            _ = try JSONParser.parse(ten, maximumValueCount: 9)
            Issue.record("parsed ten values with a limit of nine")
        } catch {
            #expect(error.isLimit)
            #expect(error.description == "more than 9 JSON values in one file (the limit) (line 1, column 18)")
            #expect(error.path.description == "[8]")
        }
        // Keys are not values; objects and their members' values are.
        let object = Array(#"{"a": {"b": null}}"#.utf8)
        _ = try JSONParser.parse(object, maximumValueCount: 3)
        #expect((try? JSONParser.parse(object, maximumValueCount: 2)) == nil)
    }
}

@Suite("JSON strings")
struct JSONStringTests {
    @Test func quotedTextReadsBackExactly() throws {
        var rng = SeededGenerator(seed: 42)
        let alphabet: [Unicode.Scalar] = [
            "a", "\"", "\\", "/", "\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{FEFF}", "é",
            "漢", "😀", "\u{301}", "u", "0",
        ]
        for _ in 0..<2_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...20, using: &rng) {
                view.append(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)])
            }
            let text = String(view)
            #expect(try JSONParser.parse("[" + JSONText.quoted(text) + "]") == .array([.string(text)]))
        }
    }

    @Test func escapesAreDecoded() throws {
        #expect(
            try JSONParser.parse(#"["a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00\u009b"]"#)
                == .array([.string("a\"b\\c/d\u{8}\u{C}\n\r\té😀\u{9B}")]))
        // A long escaped string costs its own size once (decoded in place).
        let long = String(repeating: #"x\n"#, count: 200_000)
        #expect(try JSONParser.parse("\"" + long + "\"") == .string(String(repeating: "x\n", count: 200_000)))
    }

    @Test func errorsInsideEscapedStrings() {
        func message(_ text: String) -> String? {
            do {
                _ = try JSONParser.parse(text)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(message(#"["a\n"#) == #"not valid JSON (line 1, column 2): unterminated string (missing closing '"')"#)
        #expect(message(#"["a\"#) == #"not valid JSON (line 1, column 2): unterminated string (missing closing '"')"#)
        #expect(
            message("[\"a\\n\u{1}\"]")
                == "not valid JSON (line 1, column 6): control character in a string (write it as an escape such as \\n)"
        )
        #expect(message(#"["\u12"]"#) == #"not valid JSON (line 1, column 3): \u escape needs four hex digits"#)
        #expect(
            message(#"["\ud83d"]"#)?.hasSuffix(
                #"\uD83D is half of a surrogate pair without its other half (text cannot hold it alone)"#) == true)
    }
}
