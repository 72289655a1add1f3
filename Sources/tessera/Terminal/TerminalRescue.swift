import CNcurses
import Glibc

/// The terminal's state before full-screen mode, and the bytes that leave it, kept ready
/// so that a signal handler can restore the terminal with async-signal-safe calls only
/// (`tcsetattr` and `write`), without ncurses.
///
/// ``capture()`` runs once, just after `newterm`: it saves the termios that `newterm`
/// found (the shell's mode, which `endwin()` would restore) and builds the exit
/// sequence from terminfo: mouse reporting off (when the terminal has `kmous`), `sgr0`,
/// `cnorm`, `rmkx` and `rmcup`. ``restore()`` writes them and puts the termios back.
/// Used on the paths where ncurses cannot run: a crash (``CrashGuard``) and a second
/// terminating signal while the app is too busy to handle the first
/// (``TerminalSignals``). Docs/terminal.md, "Restoring the terminal".
enum TerminalRescue {
    /// Capacity of the prepared exit sequence, in bytes.
    static let capacity = 512

    /// The prepared state: the exit bytes, their count, whether a termios was saved,
    /// and the termios. Allocated once, read from signal handlers, never freed.
    nonisolated(unsafe) static let bytes: UnsafeMutablePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()
    nonisolated(unsafe) static let counts: UnsafeMutablePointer<Int> = {
        let p = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        p.initialize(repeating: 0, count: 2)
        return p
    }()
    nonisolated(unsafe) static let shellMode: UnsafeMutablePointer<termios> = {
        let p = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        p.initialize(to: termios())
        return p
    }()

    /// Saves the shell's terminal mode and builds the exit sequence. Call right after
    /// `newterm` (terminfo is loaded; the mode is not yet changed by `cbreak`/`noecho`),
    /// before any handler that calls ``restore()`` is installed. Complexity: O(1).
    static func capture(shellMode mode: termios?) {
        var sequence: [UInt8] = []
        if let kmous = string("kmous"), !kmous.isEmpty {
            // Every xterm mouse mode ncurses may have turned on (1000, 1002, 1003, 1006).
            sequence += Array("\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l".utf8)
        }
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let s = string(name) { sequence += s }
        }
        let n = min(sequence.count, capacity)
        for i in 0..<n { bytes[i] = sequence[i] }
        counts[0] = n
        if let mode {
            shellMode.pointee = mode
            counts[1] = 1
        }
    }

    /// Writes the exit sequence to standard output and restores the saved terminal mode.
    /// Async-signal-safe: only `write` and `tcsetattr`, on memory prepared beforehand.
    static func restore() {
        var written = 0
        let n = counts[0]
        while written < n {
            let r = write(1, bytes + written, n - written)
            if r <= 0 { break }
            written += r
        }
        if counts[1] == 1 { _ = tcsetattr(0, TCSANOW, shellMode) }
    }

    /// The bytes of a terminfo string capability, or `nil` when the terminal has none.
    private static func string(_ name: String) -> [UInt8]? {
        guard let raw = tigetstr(name), Int(bitPattern: raw) != -1 else { return nil }
        // Delays (`$<5>`) are for ncurses' padding; a terminal would print them.
        var out: [UInt8] = []
        var p = UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self)
        while p.pointee != 0 {
            if p.pointee == UInt8(ascii: "$") && p[1] == UInt8(ascii: "<") {
                var q = p + 2
                while q.pointee != 0 && q.pointee != UInt8(ascii: ">") { q += 1 }
                if q.pointee == UInt8(ascii: ">") {
                    p = q + 1
                    continue
                }
            }
            out.append(p.pointee)
            p += 1
        }
        return out
    }
}
