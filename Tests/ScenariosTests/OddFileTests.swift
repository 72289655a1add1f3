import Foundation
import Testing

@testable import Scenarios

/// Files that are not what a scenario file should be: each gives one exact error line
/// (or a defined meaning) at once, never a hang or a crash.
@Suite("Odd files")
struct OddFileTests {
    /// A fresh temporary directory, removed after `body`.
    func inTemporaryDirectory(_ body: (String) -> Void) {
        let dir = NSTemporaryDirectory() + "tessera-odd-\(UInt64.random(in: 0...UInt64.max))"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        body(dir)
    }

    func write(_ bytes: [UInt8], to path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    }

    /// The item count of the scenario at `path`, or nil (recording the error).
    func itemCount(_ path: String) -> Int? {
        do {
            return try Scenario.load(path: path).itemCount
        } catch {
            Issue.record("\(error.description)")
            return nil
        }
    }

    /// The error line of loading `path` (nil when it loads).
    func errorLine(_ path: String) -> String? {
        do {
            _ = try Scenario.load(path: path)
            return nil
        } catch {
            return error.description
        }
    }

    /// The error line of reading `path` with a lowered size limit (nil when it reads).
    func readError(_ path: String, maximumSize: Int) -> String? {
        do {
            _ = try FileReading.bytes(atPath: path, maximumSize: maximumSize)
            return nil
        } catch {
            return error.description
        }
    }

    let minimal = Array(#"{"layout": {"type": "flow"}, "sections": [{"count": 2}]}"#.utf8)

    @Test func aDirectory() {
        inTemporaryDirectory { dir in
            #expect(errorLine(dir) == "error: \(dir): cannot read the file: Is a directory")
        }
    }

    @Test func aFIFOWithoutAWriterReadsAsEmptyAtOnce() {
        inTemporaryDirectory { dir in
            let path = dir + "/fifo.json"
            #expect(mkfifo(path, 0o600) == 0)
            #expect(errorLine(path) == "error: \(path): the file is empty")
        }
    }

    @Test func aPipeIsReadToItsEnd() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        _ = minimal.withUnsafeBytes { Glibc.write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        let scenario = try Scenario.load(path: "/dev/fd/\(fds[0])")
        #expect(scenario.itemCount == 2)
    }

    @Test func aPipeLongerThanTheLimitIsCutAtTheLimitPlusOne() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        _ = minimal.withUnsafeBytes { Glibc.write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        let path = "/dev/fd/\(fds[0])"
        #expect(
            readError(path, maximumSize: 10)
                == "error: \(path): cannot read the file: it is larger than 10 bytes (the limit)")
        // What the limit did not read is still in the pipe: exactly limit + 1 was read.
        var rest = [UInt8](repeating: 0, count: 256)
        let n = rest.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
        #expect(n == minimal.count - 11)
    }

    @Test func devZeroIsRefusedWithoutReading() {
        #expect(
            errorLine("/dev/zero") == "error: /dev/zero: cannot read the file: not a regular file (a character device)")
    }

    @Test func anEmptyFile() {
        inTemporaryDirectory { dir in
            let path = dir + "/empty.json"
            write([], to: path)
            #expect(errorLine(path) == "error: \(path): the file is empty")
        }
    }

    @Test func bothSidesOfTheFileSizeLimit() {
        #expect(FileReading.maximumFileSize == 64 << 20)
        inTemporaryDirectory { dir in
            let path = dir + "/scenario.json"
            write(minimal, to: path)
            #expect((try? FileReading.bytes(atPath: path, maximumSize: minimal.count)) == minimal)
            #expect(
                readError(path, maximumSize: minimal.count - 1)
                    == "error: \(path): cannot read the file: it is larger than \(minimal.count - 1) bytes (the limit)")
            // The real limit, on a sparse file one byte over it: refused from its size.
            let big = dir + "/big.json"
            write([], to: big)
            #expect(truncate(big, off_t(FileReading.maximumFileSize + 1)) == 0)
            #expect(errorLine(big) == "error: \(big): cannot read the file: it is larger than 64 MiB (the limit)")
        }
    }

    @Test func invalidUTF8NamesLineAndColumn() {
        inTemporaryDirectory { dir in
            let path = dir + "/latin1.json"
            write(Array("{\n  \"name\": \"caf".utf8) + [0xE9] + Array("\"}".utf8), to: path)
            #expect(errorLine(path) == "error: \(path): not valid JSON (line 2, column 15): the file is not UTF-8 text")
        }
    }

    @Test func aByteOrderMarkIsSkipped() {
        inTemporaryDirectory { dir in
            let path = dir + "/bom.json"
            write([0xEF, 0xBB, 0xBF] + minimal, to: path)
            #expect(itemCount(path) == 2)
            // Only at the start: a second one is text where a value should be.
            write([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + minimal, to: path)
            #expect(
                errorLine(path)
                    == "error: \(path): not valid JSON (line 1, column 2): expected a value, found \"\\u{FEFF}{\\\"layout\\\"\""
            )
        }
    }

    @Test func nulBytes() {
        inTemporaryDirectory { dir in
            let path = dir + "/nul.json"
            write(Array(#"{"name": "#.utf8) + [0] + Array("}".utf8), to: path)
            #expect(
                errorLine(path)
                    == #"error: \#(path): name: not valid JSON (line 1, column 10): expected a value, found "\u{0}""#)
            write(Array(#"{"name": "a"#.utf8) + [0] + Array(#""}"#.utf8), to: path)
            #expect(
                errorLine(path)
                    == "error: \(path): name: not valid JSON (line 1, column 12): control character in a string (write it as an escape such as \\n)"
            )
        }
    }

    @Test func nestingAHundredThousandDeep() {
        inTemporaryDirectory { dir in
            let path = dir + "/deep.json"
            write(
                Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8), to: path)
            // The path is cut in the middle to ScenarioError.pathLimit characters.
            let deepPath = ScenarioError.shortened(String(repeating: "[0]", count: 256))
            #expect(
                errorLine(path)
                    == "error: \(path): \(deepPath): JSON nested more than 256 levels deep (the limit) (line 1, column 257)"
            )
            write(
                Array((String(repeating: #"{"a":"#, count: 100_000) + String(repeating: "}", count: 100_000)).utf8),
                to: path)
            let keyPath = ScenarioError.shortened(Array(repeating: "a", count: 256).joined(separator: "."))
            #expect(
                errorLine(path)
                    == "error: \(path): \(keyPath): JSON nested more than 256 levels deep (the limit) (line 1, column 1281)"
            )
        }
    }

    @Test func numbersOutOfRangeAreRejectedWhereTheyAreRead() {
        #expect(
            Fixtures.errorLine(text: #"{"viewport": {"width": 1e400}, "layout": {"type": "flow"}, "sections": []}"#)
                == "error: test.json: viewport.width: must be a finite number >= 1 (the smallest viewport side), got 1e400"
        )
        #expect(
            Fixtures.errorLine(text: #"{"viewport": {"width": -1e400}, "layout": {"type": "flow"}, "sections": []}"#)
                == "error: test.json: viewport.width: must be a finite number >= 1 (the smallest viewport side), got -1e400"
        )
        let digits = String(repeating: "9", count: 400)
        #expect(
            Fixtures.errorLine(
                text: #"{"viewport": {"width": \#(digits)}, "layout": {"type": "flow"}, "sections": []}"#)
                == "error: test.json: viewport.width: must be a finite number >= 1 (the smallest viewport side), got \(digits.prefix(60))…"
        )
    }

    @Test func duplicateKeysNameTheKeyAndThePath() {
        #expect(
            Fixtures.errorLine(text: #"{"layout": {"type": "flow", "type": "mosaic"}, "sections": []}"#)
                == #"error: test.json: layout: not valid JSON (line 1, column 29): duplicate key "type" in the same object"#
        )
    }

    @Test func controlCharactersInNamesAreEscapedInErrorLines() {
        #expect(
            Fixtures.errorLine(
                text: "{\"layout\": {\"type\": \"flo\u{85}w\u{9B}2J\"}, \"sections\": []}", file: "a\u{9B}b.json")
                == #"error: a\u{9B}b.json: layout.type: unknown layout type "flo\u{85}w\u{9B}2J"; known types: "#
                + LayoutRegistry.typeNames.map { "\"\($0)\"" }.joined(separator: ", "))
        let huge = String(repeating: "\u{9B}", count: 1_000_000)
        let line = Fixtures.errorLine(text: "{\"layout\": {\"type\": \"\(huge)\"}, \"sections\": []}") ?? ""
        #expect(line.hasPrefix(#"error: test.json: layout.type: unknown layout type "\u{9B}\u{9B}"#))
        #expect(line.count < 300)
        #expect(!line.unicodeScalars.contains { $0.value == 0x9B })
        // Keys in paths are quoted and cut too.
        let key = "k\u{202E}" + String(repeating: "x", count: 100_000)
        #expect(
            Fixtures.errorLine(text: "{\"layout\": {\"type\": \"flow\", \"\(key)\": [1,}}")
                == #"error: test.json: layout["k\u{202E}"#
                + String(repeating: "x", count: 51)
                + #"…"][1]: not valid JSON (line 1, column 100038): expected a value, found "}""#)
    }
}
