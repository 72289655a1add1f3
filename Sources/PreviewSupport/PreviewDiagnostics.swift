import InertText

/// Turns `swiftc`'s output into the problem panel's lines: one
/// `FILE:LINE:COLUMN: error: MESSAGE` per compiler error, with the file as the user
/// named it, everything sanitised.
public enum PreviewDiagnostics {
    /// The compile failure for `compilerOutput`. `names` maps the absolute paths given to
    /// the compiler back to the user's spelling; an error in the generated `main.swift`
    /// about the entry becomes a sentence about `--entry`.
    public static func failure(compilerOutput: String, names: [String: String], entry: String) -> PreviewFailure {
        var lines: [String] = []
        var missingEntry = false
        for raw in compilerOutput.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parse(raw), diagnostic.severity == "error" else { continue }
            let name = names[diagnostic.file] ?? diagnostic.file
            if name == "(generated main.swift)" {
                missingEntry = true
                continue
            }
            let line = "\(name):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)"
            if !lines.contains(line) { lines.append(line) }
        }
        if missingEntry && lines.isEmpty {
            lines.append(
                "no usable entry: define `func \(entry)() -> UICollectionView` at the top level of one of the "
                    + "files (or name another function with --entry)")
        }
        if lines.isEmpty {
            // A link error or a crash of the compiler: its own error lines, or its last lines.
            let all = compilerOutput.split(separator: "\n").map(String.init)
            let errors = all.filter { $0.contains("error:") }
            lines = Array((errors.isEmpty ? all : errors).suffix(12))
        }
        let sanitised = lines.map { InertText.escaped($0) }
        let count = sanitised.count
        return PreviewFailure(
            .compile, "the preview did not compile: \(count) error\(count == 1 ? "" : "s")", lines: sanitised)
    }

    /// One compiler diagnostic.
    public struct Diagnostic: Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
        public var severity: String
        public var message: String
    }

    /// Reads `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, or `nil`.
    public static func parse(_ line: Substring) -> Diagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.firstRange(of: ": \(severity): ") else { continue }
            let head = line[..<marker.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let number = Int(parts[parts.count - 2])
            else { continue }
            let file = parts[..<(parts.count - 2)].joined(separator: ":")
            return Diagnostic(
                file: file, line: number, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
