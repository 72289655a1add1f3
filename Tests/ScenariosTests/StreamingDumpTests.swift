import CollectionLayout
import Foundation
import Scenarios
import Testing

/// `tessera dump` writes as it produces (ScenarioDump.write, ChunkedOutput): the bytes
/// are exactly the text the whole-string path gives, handed over in bounded chunks.
@Suite("Streaming dump")
struct StreamingDumpTests {
    static var demoPaths: [String] {
        get throws {
            let dir = Fixtures.repositoryRoot.appendingPathComponent("Demos")
            return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
                .sorted().map { dir.appendingPathComponent($0).path }
        }
    }

    /// Collects chunks, checking each one's size as it arrives.
    final class Chunks: @unchecked Sendable {
        var bytes: [UInt8] = []
        var sizes: [Int] = []
    }

    @Test func chunksConcatenateToTheTextForEveryDemoAndOption() throws {
        let options: [DumpOptions] = [
            DumpOptions(), DumpOptions(contentOffset: Point(x: 0, y: 350)),
            DumpOptions(rect: Rect(x: 0, y: 100, width: 200, height: 300)),
        ]
        for path in try Self.demoPaths {
            let loaded = try LoadedScenario.load(path: path)
            for option in options {
                let expected = try ScenarioDump.text(of: loaded, options: option)
                let chunks = Chunks()
                var out = ChunkedOutput(chunkSize: 1000) {
                    chunks.bytes += $0
                    chunks.sizes.append($0.count)
                }
                try ScenarioDump.write(of: loaded, options: option, to: &out)
                out.finish()
                #expect(String(decoding: chunks.bytes, as: UTF8.self) == expected, "\(path)")
                #expect(chunks.sizes.dropLast().allSatisfy { $0 >= 1000 && $0 < 1000 + 400 }, "\(path)")
            }
        }
    }

    /// Each layout's element walk is its element list, in the same order.
    @Test func forEachElementIsAllElements() throws {
        for path in try Self.demoPaths {
            let loaded = try LoadedScenario.load(path: path)
            for offset in [Point.zero, Point(x: 0, y: 500)] {
                var walked: [LayoutAttributes] = []
                loaded.layout.forEachElement(contentOffset: offset) { walked.append($0) }
                #expect(walked == loaded.layout.allElements(contentOffset: offset), "\(path)")
                #expect(loaded.layout.elementCount == walked.count)
            }
        }
    }

    /// Each layout's streamed query is its query, in dump order.
    @Test func forEachElementInRectIsTheQuery() throws {
        let rects = [
            Rect(x: 0, y: 0, width: 200, height: 400), Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9),
            Rect(x: 100, y: 250, width: 50, height: 50), Rect(x: 0, y: 0, width: 0, height: 0),
        ]
        for path in try Self.demoPaths {
            let loaded = try LoadedScenario.load(path: path)
            for offset in [Point.zero, Point(x: 0, y: 500)] {
                for rect in rects {
                    var walked: [LayoutAttributes] = []
                    loaded.layout.forEachElement(in: rect, contentOffset: offset) { walked.append($0) }
                    let queried = loaded.layout.query(rect, contentOffset: offset).elements
                    #expect(walked == queried.sorted(by: LayoutAttributes.dumpOrder), "\(path) \(rect)")
                    #expect(Set(walked) == Set(queried))
                }
            }
        }
    }

    @Test func anEmptyLayoutStreamsTheEmptyList() throws {
        var out = ""
        try DumpFormatter.write(contentSize: Size(width: 1, height: 2), forEachElement: { _ in }, to: &out)
        #expect(out == "{\n  \"contentSize\": {\"width\": 1, \"height\": 2},\n  \"elements\": []\n}\n")
    }

    @Test func aNonFiniteValueWritesNothing() {
        var out = ""
        let bad = LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 1, section: 0), frame: Rect(x: .nan, y: 0, width: 1, height: 1))
        let good = LayoutAttributes(
            category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 1, height: 1))
        do {
            try DumpFormatter.write(
                contentSize: Size(width: 1, height: 1), forEachElement: { body in [good, bad].forEach(body) },
                to: &out)
            Issue.record("expected a NonFiniteValueError")
        } catch {
            // NaN is not equal to itself, so the element is recognised by its index path.
            #expect(error.element?.indexPath == IndexPath(item: 1, section: 0))
        }
        #expect(out.isEmpty)
    }
}
