import CPty
import Glibc

/// One visitor's explorer: a child process on its own pseudo-terminal.
///
/// The server keeps the pty's primary side (its I/O goes through a NIO pipe channel) and a
/// duplicate of it for window-size changes; the child holds the secondary side as its
/// controlling terminal. The child is a session leader, so signals go to its whole group.
struct PtyProcess {
    /// The child's process id.
    var pid: pid_t
    /// The primary side, for the NIO channel (which takes ownership of it).
    var primary: CInt
    /// A duplicate of the primary side for `TIOCSWINSZ`; closed by ``closeControl()``.
    var control: CInt

    /// Why the child could not be started.
    struct SpawnError: Error {
        var message: String
    }

    /// Opens a pty of `columns` x `rows` and starts `launch`'s command on it with the
    /// environment for `term`. O(size of the argument vector).
    static func spawn(_ launch: ChildLaunch, term: String, columns: Int, rows: Int) throws(SpawnError) -> PtyProcess {
        try spawn(
            executable: launch.executable, arguments: launch.arguments,
            environment: ChildLaunch.environment(term: term), columns: columns, rows: rows)
    }

    /// Opens a pty of `columns` x `rows` and runs `executable` on it with exactly
    /// `arguments` and `environment`. O(size of the vectors).
    static func spawn(executable: String, arguments: [String], environment: [String], columns: Int, rows: Int)
        throws(SpawnError) -> PtyProcess
    {
        var primary: CInt = -1
        var secondary: CInt = -1
        guard
            tessera_pty_open(&primary, &secondary, clamp(rows, to: maximumRows), clamp(columns, to: maximumColumns))
                == 0
        else {
            throw SpawnError(message: "cannot open a pty: \(SmallFile.describe(errno))")
        }
        defer { close(secondary) }
        let control = fcntl(primary, F_DUPFD_CLOEXEC, 3)
        guard control >= 0 else {
            close(primary)
            throw SpawnError(message: "cannot duplicate the pty: \(SmallFile.describe(errno))")
        }
        let pid = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                tessera_pty_spawn(executable, argv, envp, secondary)
            }
        }
        guard pid > 0 else {
            let message = SmallFile.describe(errno)
            close(primary)
            close(control)
            throw SpawnError(message: "cannot start the explorer: \(message)")
        }
        return PtyProcess(pid: pid, primary: primary, control: control)
    }

    /// Sets the terminal size; the kernel sends the child SIGWINCH. O(1).
    func resize(columns: Int, rows: Int) {
        guard control >= 0 else { return }
        _ = tessera_pty_resize(
            control, PtyProcess.clamp(rows, to: PtyProcess.maximumRows),
            PtyProcess.clamp(columns, to: PtyProcess.maximumColumns))
    }

    /// Sends `signal` to the child's process group (it leads its own session).
    func signal(_ signal: Int32) {
        kill(-pid, signal)
        kill(pid, signal)
    }

    /// Closes the resize descriptor.
    mutating func closeControl() {
        if control >= 0 { close(control) }
        control = -1
    }

    /// The child's exit status if it has ended (and reaps it), else nil. A child killed
    /// by a signal reports 128 + the signal number, as a shell does. O(1).
    static func reap(_ pid: pid_t) -> Int? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == 0 { return nil }
        if result < 0 { return errno == EINTR ? nil : 255 }
        let low = status & 0x7F
        if low == 0 { return Int((status >> 8) & 0xFF) }
        return 128 + Int(low)
    }

    /// The widest terminal a visitor may ask for. The explorer keeps a few cell grids of
    /// the terminal's size (16 bytes a cell), so a visitor asking for 65535 x 65535 would
    /// make it allocate gigabytes; at 1000 x 500 a grid is 8 MB.
    static let maximumColumns = 1000
    /// The tallest terminal a visitor may ask for.
    static let maximumRows = 500

    /// `value` within 1...`maximum`, for `winsize`. O(1).
    static func clamp(_ value: Int, to maximum: Int) -> UInt16 {
        UInt16(min(max(value, 1), maximum))
    }
}

/// Calls `body` with a NULL-terminated array of C strings copied from `strings`.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer {
        for pointer in pointers { free(pointer) }
    }
    return body(pointers)
}
