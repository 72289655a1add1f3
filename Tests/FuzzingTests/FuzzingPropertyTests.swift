import CollectionLayout
import Explorer
import Foundation
import Fuzzing
import Scenarios
import Testing

/// The demo scenarios, read from the repository.
enum DemoFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Demos")

    static let all: [(name: String, bytes: [UInt8])] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
            else { return nil }
            return (name, [UInt8](data))
        }
    }()
}

@Suite("Fuzzing: mutated demos and broken batches")
struct FuzzingPropertyTests {
    static let seed: UInt64 = 0x7E55_E4A0
    static let scenarioCases = 2_000
    static let batchCases = 2_000

    @Test("every demo is a base, and each passes the checks unmutated")
    func demosPass() {
        #expect(DemoFiles.all.count >= 7)
        let mutator = ScenarioMutator(baseFiles: DemoFiles.all.map(\.bytes))
        #expect(mutator.bases.count == DemoFiles.all.count)
        for demo in DemoFiles.all {
            let outcome = ScenarioCase.run(demo.bytes)
            guard case .success(.rendered(let elements)) = outcome else {
                Issue.record("\(demo.name): \(outcome)")
                continue
            }
            #expect(elements > 0, "\(demo.name)")
        }
    }

    @Test("the same seed and index give the same case")
    func deterministic() {
        let mutator = ScenarioMutator(baseFiles: DemoFiles.all.map(\.bytes))
        for index in [0, 1, 999, 123_456] {
            let a = ScenarioCase.make(seed: Self.seed, index: index, mutator: mutator)
            let b = ScenarioCase.make(seed: Self.seed, index: index, mutator: mutator)
            #expect(a.bytes == b.bytes && a.summary == b.summary)
        }
        let c0 = ScenarioCase.make(seed: Self.seed, index: 0, mutator: mutator)
        let c1 = ScenarioCase.make(seed: Self.seed + 1, index: 0, mutator: mutator)
        #expect(c0.bytes != c1.bytes)
    }

    @Test("mutated demos: a clean error or a consistent layout, dump and frames")
    func mutatedScenarios() {
        let mutator = ScenarioMutator(baseFiles: DemoFiles.all.map(\.bytes))
        var rendered = 0
        var rejected = 0
        for index in 0..<Self.scenarioCases {
            let c = ScenarioCase.make(seed: Self.seed, index: index, mutator: mutator)
            switch ScenarioCase.run(c.bytes) {
            case .success(.rendered): rendered += 1
            case .success(.rejected): rejected += 1
            case .failure(let failure):
                Issue.record("seed \(Self.seed) case \(index) (\(c.summary)): \(failure)")
            }
        }
        // Both sides are exercised: the mutations are neither all fatal nor all harmless.
        #expect(rendered > Self.scenarioCases / 20)
        #expect(rejected > Self.scenarioCases / 10)
    }

    @Test("random batches: a rejected one leaves the data as it was, an applied one keeps its promises")
    func randomBatches() {
        let documents = FuzzDocuments.make(files: DemoFiles.all)
        #expect(documents.count == DemoFiles.all.count)
        let bases = documents.map(\.editableData)
        var applied = 0
        var rejected = 0
        var notShown = 0
        for index in 0..<Self.batchCases {
            let c = BatchCase.make(seed: Self.seed, index: index, bases: bases)
            var model = FuzzDocuments.model(documents, index: c.base)
            switch c.run(on: &model, now: 0) {
            case .success(.applied): applied += 1
            case .success(.rejected): rejected += 1
            case .success(.notShown): notShown += 1
            case .failure(let failure):
                Issue.record("seed \(Self.seed) batch \(index) (\(c.damage)): \(failure)")
            }
        }
        #expect(applied > Self.batchCases / 10)
        #expect(rejected > Self.batchCases / 10)
        // Single-section layouts (Pinterest, Mosaic) cannot show two sections or none.
        #expect(notShown > 0)
    }

    @Test("the checks catch what they are for")
    func checksCanFail() {
        let file = ScenarioCase.fileName
        #expect(ScenarioCase.problem(inErrorLine: "error: \(file): layout: bad", file: file) == nil)
        #expect(ScenarioCase.problem(inErrorLine: "error: \(file): a\u{9B}31m", file: file) != nil)
        #expect(ScenarioCase.problem(inErrorLine: "error: \(file): two\nlines", file: file) != nil)
        #expect(ScenarioCase.problem(inErrorLine: "fatal: \(file): x", file: file) != nil)
        #expect(
            ScenarioCase.problem(
                inErrorLine: "error: \(file): " + String(repeating: "x", count: ScenarioCase.errorLineLimit), file: file
            )
                != nil)
    }

    @Test("a rejected batch is seen as rejected, with the data unchanged")
    func rejectedBatchUnchanged() throws {
        let documents = FuzzDocuments.make(files: DemoFiles.all)
        var model = FuzzDocuments.model(documents, index: 0)
        let counts = model.document.editableData.itemCounts
        let bad = BatchCase(
            index: 0, base: 0, batch: BatchUpdate(deletedItems: [IndexPath(item: counts[0], section: 0)]),
            newItemCounts: counts, damage: "delete past the end")
        #expect(try bad.run(on: &model, now: 0).get() == .rejected)
        var ok = counts
        ok[0] -= 1
        let good = BatchCase(
            index: 1, base: 0, batch: BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]),
            newItemCounts: ok, damage: "valid")
        #expect(try good.run(on: &model, now: 0).get() == .applied)
        #expect(model.document.editableData.itemCounts == ok)
    }
}
