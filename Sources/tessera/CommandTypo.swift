import Glibc
import InertText

/// A mistyped command name, caught before it is taken for a file: `tessera chek` would
/// otherwise open the explorer on a file named "chek" and say that it does not exist.
enum CommandTypo {
    /// The commands a first argument may name.
    static let commands = [
        "open", "dump", "render", "diff", "new", "check", "compare", "apply", "serve", "help",
    ]

    /// The error line for `arguments` (without the program name) when the first one is no
    /// command and no existing file but is within a typo of a command; nil otherwise.
    /// O(commands × length²).
    static func message(for arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
            !first.contains("/"), !first.contains("."), access(first, F_OK) != 0
        else { return nil }
        let typed = Array(first.lowercased().unicodeScalars)
        guard typed.count <= 32 else { return nil }
        let nearest = commands.map { ($0, distance(typed, Array($0.unicodeScalars))) }.min { $0.1 < $1.1 }
        guard let (command, d) = nearest, d <= max(1, min(typed.count, command.count) / 3) else { return nil }
        return "error: \(InertText.quoted(first)) is not a command or a file (did you mean \"tessera \(command)\"?)"
    }

    /// The Levenshtein distance, an adjacent swap counting as one edit. O(a × b).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [Array(0...b.count), Array(0...b.count)]
        var older = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(rows[1][j] + 1, current[j - 1] + 1, rows[1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, older[j - 2] + 1) }
                current[j] = d
            }
            older = rows[1]
            rows = [rows[1], current]
        }
        return rows[1][b.count]
    }
}
