import Scenarios
import Testing

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
        ("{\"x\": \"\\ud800\"}", "(line 1, column 8): \\u escape with an unpaired surrogate", "x"),
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
            #expect(error.message == "nested more than \(JSONParser.maximumDepth) levels deep")
        }
        #expect((try? JSONParser.parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200))) != nil)
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
