import CollectionLayout
import InertText

/// `tessera check`'s work, also what the app reloads a watched file with: reads a
/// scenario file, decodes it going on past each problem (up to ``problemLimit``),
/// prepares its layout when the decoding is clean, and gives every problem its line
/// and column.
public enum ScenarioCheck {
    /// The most errors reported for one file.
    public static let problemLimit = DecodingDiagnostics.checkLimit

    /// What checking one file found.
    public struct Report: Sendable {
        /// The file as the user named it.
        public var file: String
        /// The errors, each with its location when the file has the value. Empty for
        /// a usable file.
        public var errors: [ScenarioError]
        /// The unknown keys (warnings for `dump`, `render` and the app; errors for
        /// `check`), each with the location of its key.
        public var warnings: [ScenarioError]
        /// True when problems beyond ``problemLimit`` were left out.
        public var isTruncated: Bool
        /// The prepared scenario, when the file has no error.
        public var loaded: LoadedScenario?

        /// What `check` reports: errors and unknown keys, in file order (problems
        /// without a location first).
        public var problems: [ScenarioError] {
            (errors + warnings).enumerated().sorted { a, b in
                let la = a.element.location.map { ($0.line, $0.column) } ?? (0, 0)
                let lb = b.element.location.map { ($0.line, $0.column) } ?? (0, 0)
                return la != lb ? la < lb : a.offset < b.offset
            }.map(\.element)
        }

        /// True when `check` has nothing to say about the file.
        public var isClean: Bool { errors.isEmpty && warnings.isEmpty }
    }

    /// Checks the file at `path`. Complexity: O(file size + items), plus the layout's
    /// `prepare` for a file without errors.
    public static func check(path: String) -> Report {
        do {
            return check(bytes: try FileReading.bytes(atPath: path), file: path)
        } catch {
            return Report(file: path, errors: [error], warnings: [], isTruncated: false, loaded: nil)
        }
    }

    /// Checks the bytes of a file named `file`.
    public static func check(bytes: [UInt8], file: String) -> Report {
        var document: LocatedJSON
        do {
            document = try JSONParser.parseLocated(bytes)
        } catch {
            return Report(
                file: file, errors: [ScenarioError(file: file, syntaxError: error)], warnings: [], isTruncated: false,
                loaded: nil)
        }
        let diagnostics = DecodingDiagnostics(limit: problemLimit)
        var errors: [ScenarioError] = []
        var loaded: LoadedScenario?
        do {
            let scenario = try Scenario(json: document.root, file: file, diagnostics: diagnostics)
            loaded = try LoadedScenario(scenario: scenario)
        } catch {
            errors = diagnostics.errors.isEmpty ? [error] : diagnostics.errors
        }
        let located = { (list: [ScenarioError]) -> [ScenarioError] in
            list.map { e in
                var e = e
                e.locate(in: &document)
                return e
            }
        }
        return Report(
            file: file, errors: located(errors), warnings: located(diagnostics.warnings),
            isTruncated: diagnostics.isTruncated, loaded: loaded)
    }

    // MARK: Output

    /// One problem as editors read it: `FILE:LINE:COLUMN: error: PATH: MESSAGE`
    /// (`FILE: error: ...` without a location, no `PATH: ` for the file as a whole),
    /// inert (``InertText``). Complexity: O(length of the line).
    public static func line(_ problem: ScenarioError) -> String {
        var out = InertText.escaped(problem.file, maxLength: InertText.fileNameLimit)
        if let location = problem.location { out += ":\(location.line):\(location.column)" }
        out += ": error: "
        if !problem.path.isEmpty { out += InertText.escaped(problem.path) + ": " }
        return out + InertText.escaped(problem.messageWithoutLocation)
    }

    /// The text output for `reports`: `FILE: ok` for a clean file, otherwise one
    /// ``line(_:)`` per problem, and a last line when some were left out. Complexity:
    /// O(problems × log problems + output length).
    public static func text(_ reports: [Report]) -> String {
        var lines: [String] = []
        for report in reports {
            let file = InertText.escaped(report.file, maxLength: InertText.fileNameLimit)
            if report.isClean {
                lines.append("\(file): ok")
                continue
            }
            lines += report.problems.map(line)
            if report.isTruncated { lines.append("\(file): error: more problems not shown (\(problemLimit) at most)") }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The JSON output for `reports`: one array of `{"file", "line", "column", "path",
    /// "message"}` objects (`line` and `column` are `null` when unknown), every string
    /// inert (``JSONText/quoted(_:)``); `[]` when every file is clean. Complexity: as
    /// ``text(_:)``.
    public static func json(_ reports: [Report]) -> String {
        var objects: [String] = []
        for report in reports {
            var problems = report.problems
            if report.isTruncated {
                problems.append(
                    ScenarioError(
                        file: report.file, path: "", message: "more problems not shown (\(problemLimit) at most)"))
            }
            for p in problems {
                let line = p.location.map { String($0.line) } ?? "null"
                let column = p.location.map { String($0.column) } ?? "null"
                objects.append(
                    JSONText.object([
                        ("file", JSONText.quoted(p.file)), ("line", line), ("column", column),
                        ("path", JSONText.quoted(p.path)), ("message", JSONText.quoted(p.messageWithoutLocation)),
                    ]))
            }
        }
        return JSONText.block(objects, open: "[", close: "]")
    }
}
