/// How a visitor's explorer is started: the same `tessera` executable, `open` on exactly
/// the served scenario files, with a scrubbed environment and no shell.
public struct ChildLaunch: Sendable, Equatable {
    /// The absolute path of the `tessera` executable (`/proc/self/exe` of the server).
    public var executable: String
    /// The absolute paths of the served scenarios, resolved when the server started.
    public var scenarios: [String]
    /// Plays the tour (the demos are served).
    public var tour: Bool

    public init(executable: String, scenarios: [String], tour: Bool) {
        self.executable = executable
        self.scenarios = scenarios
        self.tour = tour
    }

    /// The child's argument vector: `tessera open --no-watch [--tour] FILE...`. Every file
    /// is an absolute path, so none can be read as an option. The files are not watched:
    /// an idle session then uses no CPU at all (watching polls the file). O(number of
    /// scenarios).
    public var arguments: [String] {
        [executable, "open", "--no-watch"] + (tour ? ["--tour"] : []) + scenarios
    }

    /// The child's whole environment: the visitor's terminal type and a UTF-8 locale,
    /// nothing of the server's (no HOME, PATH, SSH variables or the visitor's `env`
    /// requests). O(1).
    public static func environment(term: String) -> [String] {
        ["TERM=\(term)", "LANG=C.UTF-8"]
    }

    /// Whether `term`, from the visitor's pty request, may be passed on: 1 to 64 letters,
    /// digits, `.`, `_`, `+` or `-`, not starting with `.` or `-` (terminfo names; no path
    /// separators, so it cannot point ncurses at a file). O(length).
    public static func isAcceptableTerm(_ term: String) -> Bool {
        guard (1...64).contains(term.utf8.count), let first = term.utf8.first, first != UInt8(ascii: "."),
            first != UInt8(ascii: "-")
        else { return false }
        return term.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
        }
    }
}
