import InertText

/// What decoding one file found wrong: its errors (up to a limit) and its warnings
/// (unknown keys). Shared by every node of one decoding, so a reader deep in the tree
/// can report a problem and carry on with a default.
///
/// With a limit of 1 (a plain load), the first error ends the decoding, exactly as a
/// throwing decoder would. With a larger limit (`tessera check`), decoding goes on
/// past each bad value, section, item or layout key, and stops once the limit is
/// reached. Not thread-safe: one decoding, one thread.
final class DecodingDiagnostics {
    /// How many errors `tessera check` reports per file.
    static let checkLimit = 50

    /// The most errors kept; reaching it ends the decoding.
    let limit: Int
    /// The errors, in the order they were found.
    private(set) var errors: [ScenarioError] = []
    /// The unknown keys, in file order (at most the larger of ``limit`` and
    /// ``checkLimit``).
    private(set) var warnings: [ScenarioError] = []
    /// True when problems were left out because of the limit.
    private(set) var isTruncated = false

    /// A collector that keeps `limit` errors (at least 1).
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// True once ``limit`` errors are kept.
    var isFull: Bool { errors.count >= limit }

    /// Records an error; throws it when the limit is now reached, which ends the
    /// decoding.
    func record(_ error: ScenarioError) throws(ScenarioError) {
        if isFull {
            isTruncated = true
            throw error
        }
        errors.append(error)
        if isFull { throw error }
    }

    /// Runs `body`; when it throws, records the error and returns `nil` so the caller
    /// goes on with a default. Throws only once the limit is reached.
    func attempt<T>(_ body: () throws(ScenarioError) -> T) throws(ScenarioError) -> T? {
        do {
            return try body()
        } catch {
            if isFull {
                isTruncated = true
                throw error
            }
            try record(error)
            return nil
        }
    }

    /// `body` applied to each node, leaving out the nodes whose reading failed (their
    /// errors recorded, see ``attempt(_:)``).
    func each<T>(_ nodes: [JSONNode], _ body: (JSONNode) throws(ScenarioError) -> T) throws(ScenarioError) -> [T] {
        var out: [T] = []
        out.reserveCapacity(nodes.count)
        for node in nodes {
            if let value = try attempt({ () throws(ScenarioError) -> T in try body(node) }) { out.append(value) }
        }
        return out
    }

    /// Records a warning (kept up to ``DecodingDiagnostics/checkLimit``).
    func warn(_ warning: ScenarioError) {
        guard warnings.count < max(limit, Self.checkLimit) else {
            isTruncated = true
            return
        }
        warnings.append(warning)
    }
}

extension JSONObjectNode {
    /// Warns about every member whose key is not in `known`: `unknown key "bogus"`,
    /// with `(did you mean "sectionInset"?)` when a known key is close
    /// (``KeySuggestion``). Complexity: O(members × known keys × key length²).
    func checkKeys(_ known: [String]) {
        for member in object.members where !known.contains(member.key) {
            var message = "unknown key \(InertText.quoted(member.key))"
            if let suggestion = KeySuggestion.nearest(to: member.key, among: known) {
                message += " (did you mean \(InertText.quoted(suggestion))?)"
            }
            var warning = ScenarioError(file: file, path: path.appending(member.key), message: message)
            warning.pointsAtKey = true
            diagnostics.warn(warning)
        }
    }
}

/// The known key closest to a mistyped one, by edit distance.
enum KeySuggestion {
    /// The known key nearest to `key` when it is close enough to be a typo: at most one
    /// edit per three characters (and at least one), ignoring case; ties go to the first
    /// in `known`. Keys longer than 64 characters get no suggestion.
    static func nearest(to key: String, among known: [String]) -> String? {
        let typed = Array(key.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        var best: (key: String, distance: Int)?
        for candidate in known {
            let d = distance(typed, Array(candidate.lowercased().unicodeScalars))
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(typed.count, best.key.count) / 3)
        return best.distance <= allowed ? best.key : nil
    }

    /// The Levenshtein distance (insertions, deletions, substitutions), with an
    /// adjacent swap counting as one edit. Complexity: O(a × b).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, previous2[j - 2] + 1) }
                current[j] = d
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
