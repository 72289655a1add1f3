import CollectionLayout
import Headless
import InertText
import Scenarios

/// One fuzzed scenario file, and the checks every file must pass: a clean one-line
/// error, or a layout whose queries match brute force, whose dump and frames hold no
/// live control character. Whatever the file, nothing may trap or hang (seen from
/// outside by the supervisor).
public struct ScenarioCase: Sendable {
    /// The case's index in its run.
    public var index: Int
    /// The file's bytes.
    public var bytes: [UInt8]
    /// What the mutator did.
    public var summary: String

    /// The name errors carry.
    public static let fileName = "fuzz.json"

    /// Case `index` of the run seeded `seed`. Complexity: that of the mutations, O(size of
    /// the base file) each.
    public static func make(seed: UInt64, index: Int, mutator: ScenarioMutator) -> ScenarioCase {
        var g = FuzzSeed.generator(seed: seed, index: index)
        let (bytes, summary) = mutator.mutate(using: &g)
        return ScenarioCase(index: index, bytes: bytes, summary: summary)
    }

    /// What a case came to when it kept its promises.
    public enum Outcome: Sendable, Hashable {
        /// Loaded, prepared, queried, dumped and rendered; the element count.
        case rendered(elements: Int)
        /// Refused with one clean error line.
        case rejected
    }

    /// Queries are compared with brute force up to this many elements.
    public static let bruteForceLimit = 100_000

    /// Loads `bytes` as a scenario, prepares it, queries it at three places, dumps it and
    /// renders two frames, checking each promise. Queries are compared with brute force
    /// and the dump is made only up to ``bruteForceLimit`` elements (a larger layout is
    /// walked once and queried). Complexity: that of the layout, plus O(elements) per
    /// brute-force comparison.
    public static func run(_ bytes: [UInt8], file: String = fileName) -> Result<Outcome, FuzzFailure> {
        let loaded: LoadedScenario
        do {
            let scenario = try Scenario(bytes: bytes, file: file)
            loaded = try LoadedScenario(scenario: scenario)
        } catch {
            if let problem = problem(inErrorLine: error.description, file: file) { return .failure(problem) }
            return .success(.rejected)
        }
        let layout = loaded.layout
        let size = layout.contentSize
        let viewport = loaded.containerSize
        let offsets = [
            Point.zero, Point(x: size.width / 2, y: size.height / 2),
            Point(x: max(0, size.width - viewport.width), y: max(0, size.height - viewport.height)),
        ]
        // Counted by walking (a 10M-item file must not cost an array of every element).
        var total = 0
        layout.forEachElement(contentOffset: .zero) { _ in total += 1 }
        if total <= bruteForceLimit {
            for offset in offsets {
                let all = layout.allElements(contentOffset: offset)
                let rect = Rect(x: offset.x, y: offset.y, width: viewport.width, height: viewport.height)
                let expected = all.filter { $0.frame.intersects(rect) }
                let actual = layout.query(rect, contentOffset: offset).elements
                if Set(actual.map(ElementKey.init)) != Set(expected.map(ElementKey.init))
                    || actual.count != expected.count
                {
                    return .failure(
                        FuzzFailure(
                            "\(layout.name): query \(rect) at offset \(offset) returned \(actual.count) elements, "
                                + "brute force \(expected.count)"))
                }
            }
        } else {
            for offset in offsets {
                let rect = Rect(x: offset.x, y: offset.y, width: viewport.width, height: viewport.height)
                _ = layout.query(rect, contentOffset: offset)
            }
        }
        if total <= bruteForceLimit {
            do {
                let dump = try ScenarioDump.text(of: loaded, options: DumpOptions())
                if let bad = dump.unicodeScalars.first(where: { $0 != "\n" && InertText.isUnsafe($0) }) {
                    return .failure(FuzzFailure("dump holds a live control character \(InertText.escape(bad))"))
                }
            } catch {
                if let problem = problem(inErrorLine: error.description, file: file) { return .failure(problem) }
            }
        }
        for (columns, rows, ascii) in [(80, 24, false), (17, 5, true)] {
            let frame = FrameRendering.text(loaded, columns: columns, rows: rows, ascii: ascii)
            if let bad = frame.unicodeScalars.first(where: { $0 != "\n" && InertText.isUnsafe($0) }) {
                return .failure(
                    FuzzFailure("render \(columns)x\(rows) holds a live control character \(InertText.escape(bad))"))
            }
        }
        return .success(.rendered(elements: total))
    }

    /// The longest error line accepted, in characters.
    public static let errorLineLimit = 1_000

    /// Why an error line breaks the promise (one inert line, `error: FILE: …`, short),
    /// or `nil`.
    public static func problem(inErrorLine line: String, file: String) -> FuzzFailure? {
        let head = "error: \(file): "
        if !line.hasPrefix(head) { return FuzzFailure("error line does not start with '\(head)': \(shown(line))") }
        if line.contains("\n") || !InertText.isInert(line) {
            return FuzzFailure("error line is not one inert line: \(shown(line))")
        }
        if line.count > errorLineLimit {
            return FuzzFailure("error line of \(line.count) characters: \(shown(line))")
        }
        return nil
    }

    private static func shown(_ line: String) -> String { InertText.escaped(line, maxLength: 200) }
}
