import CollectionLayout
import Foundation
import Scenarios
import TestSupport
import Testing

/// `tessera diff`'s compact path (64-bit item keys, reloads compared in place, streamed
/// JSON) against the path it replaced (every id a `String`, `changedItems` as a set,
/// `JSONText` blocks), over thousands of seeded random file pairs: the same text, byte
/// for byte, and the same identity maps.
@Suite("Scenario diff, compact path against the reference")
struct ScenarioDiffEquivalenceTests {
    @Test func randomFilePairsGiveTheSameTextAsTheReference() throws {
        var rng = SeededGenerator(seed: 0xD1FF_5CE7)
        var compared = 0
        var nonEmpty = 0
        for round in 0..<3_000 {
            guard let (oldText, newText) = RandomScenarioPair.make(using: &rng) else { continue }
            let old = try Scenario(text: oldText, file: "old.json")
            let new = try Scenario(text: newText, file: "new.json")
            let reference = ReferenceScenarioDiff.diff(from: old, to: new)
            let compact = ScenarioDiff.diff(from: old, to: new)
            let expected = ReferenceScenarioDiff.json(reference.batch)
            let text = ScenarioDiff.json(compact.batch)
            #expect(text == expected, "round \(round)\nold: \(oldText)\nnew: \(newText)")
            #expect(compact.oldToNew == reference.oldToNew, "round \(round)")
            #expect(compact.newToOld == reference.newToOld, "round \(round)")
            var streamed = ChunkedText(chunkSize: 7)
            ScenarioDiff.write(compact.batch, to: &streamed)
            #expect(streamed.text == expected, "round \(round): streamed in 7-byte chunks")
            compared += 1
            if !reference.batch.isEmpty { nonEmpty += 1 }
        }
        #expect(compared >= 2_500)
        #expect(nonEmpty >= compared / 2)
    }

    /// The files as `tessera diff` reads them: `text(oldPath:newPath:)` equals the reference.
    @Test func theFilePathGivesTheSameText() throws {
        var rng = SeededGenerator(seed: 0xF11E)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("diff-equivalence-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let oldPath = dir.appendingPathComponent("old.json").path
        let newPath = dir.appendingPathComponent("new.json").path
        for round in 0..<200 {
            guard let (oldText, newText) = RandomScenarioPair.make(using: &rng) else { continue }
            try oldText.write(toFile: oldPath, atomically: false, encoding: .utf8)
            try newText.write(toFile: newPath, atomically: false, encoding: .utf8)
            let reference = ReferenceScenarioDiff.json(
                ReferenceScenarioDiff.diff(from: try Scenario.load(path: oldPath), to: try Scenario.load(path: newPath))
                    .batch)
            #expect(try ScenarioDiff.text(oldPath: oldPath, newPath: newPath) == reference, "round \(round)")
        }
    }

    /// Large `count` sections: one reordered and resized, one with new item sizes (every
    /// item reloaded), one moved.
    @Test func largeCountSectionsGiveTheSameText() throws {
        func file(_ sections: String) throws -> Scenario {
            try Scenario(text: #"{"layout": {"type": "flow"}, "sections": ["# + sections + "]}", file: "f.json")
        }
        let old = try file(
            #"""
            {"id": "a", "count": 40000, "itemDefaults": {"height": 40}},
            {"id": "b", "count": 30000, "itemDefaults": {"height": 40}, "heights": [10, 20, 30]},
            {"id": "c", "count": 20000}
            """#)
        let new = try file(
            #"""
            {"id": "c", "count": 25000},
            {"id": "a", "count": 35000, "itemDefaults": {"height": 40}},
            {"id": "b", "count": 30000, "itemDefaults": {"height": 40}, "heights": [10, 20]}
            """#)
        for (a, b) in [(old, new), (new, old), (old, old)] {
            let reference = ReferenceScenarioDiff.json(ReferenceScenarioDiff.diff(from: a, to: b).batch)
            #expect(ScenarioDiff.json(ScenarioDiff.diff(from: a, to: b).batch) == reference)
        }
    }

    /// An explicit id shaped like a generated one meets the generated item of the other
    /// file; a non-canonical one (`"00-1"`) does not; escaped and raw spellings of one id
    /// are one id.
    @Test func generatedLookalikesAndEscapesMatchAsStrings() throws {
        let old = try Scenario(
            text:
                #"{"layout": {"type": "flow"}, "sections": [{"id": "s", "count": 3}, {"items": [{"id": "caf\u00e9"}, {"id": "x\"y"}]}]}"#,
            file: "old.json")
        let new = try Scenario(
            text:
                #"{"layout": {"type": "flow"}, "sections": [{"id": "s", "items": [{"id": "0-2"}, {"id": "00-1"}, {"id": "0-0", "title": "T"}]}, {"items": [{"id": "x\u0022y"}, {"id": "café"}]}]}"#,
            file: "new.json")
        let text = ScenarioDiff.json(ScenarioDiff.diff(from: old, to: new).batch)
        #expect(text == ReferenceScenarioDiff.json(ReferenceScenarioDiff.diff(from: old, to: new).batch))
        #expect(
            text == """
                {
                  "deletedSections": [],
                  "insertedSections": [],
                  "movedSections": [],
                  "deletedItems": [[0, 1]],
                  "insertedItems": [[0, 1]],
                  "movedItems": [{"from": [0, 2], "to": [0, 0]}, {"from": [1, 1], "to": [1, 0]}],
                  "reloadedItems": [[0, 0]]
                }

                """)
    }
}

/// A text stream that gathers chunks of `chunkSize` bytes, as the command's output does.
struct ChunkedText: TextOutputStream {
    let chunkSize: Int
    var chunks: [[UInt8]] = []
    var pending: [UInt8] = []

    init(chunkSize: Int) { self.chunkSize = chunkSize }

    mutating func write(_ string: String) {
        pending.append(contentsOf: string.utf8)
        while pending.count >= chunkSize {
            chunks.append(Array(pending.prefix(chunkSize)))
            pending.removeFirst(chunkSize)
        }
    }

    var text: String { String(decoding: chunks.joined() + pending, as: UTF8.self) }
}
