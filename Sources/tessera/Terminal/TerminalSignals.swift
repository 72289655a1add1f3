import Glibc

/// The signals that end, suspend or resume the app, turned into bytes on a pipe (the
/// self-pipe pattern) that ``EventLoop`` polls beside standard input. The handler only
/// writes the signal's number to the pipe (async-signal-safe); the loop then leaves
/// full-screen mode with ncurses, outside any handler:
///
/// - SIGINT (Ctrl-C), SIGTERM, SIGHUP (the terminal hung up) and SIGQUIT (Ctrl-\\) end
///   the loop; the session restores the terminal and then dies of the same signal
///   (``terminate(by:)``), so the parent sees the usual status (130, 143, 129, 131).
/// - SIGTSTP (Ctrl-Z) leaves full-screen mode, stops the process, and repaints when it
///   continues; SIGCONT (also after an outside SIGSTOP) repaints.
///
/// A second terminating signal while the first is still waiting in the pipe (the app is
/// busy and has not reached `poll` again) restores the terminal from the handler with
/// ``TerminalRescue`` and dies at once. Installed before `newterm`, so ncurses keeps
/// its own handlers for these signals out; SIGWINCH stays with ncurses (it only sets a
/// flag, and `getch` returns `KEY_RESIZE`). Docs/terminal.md, "Signals".
enum TerminalSignals {
    /// The signals that end the session.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Every signal handled here.
    static let handled: [Int32] = terminating + [SIGTSTP, SIGCONT]

    /// Shared with the handler, set up before it is installed: the pipe's read and write
    /// ends, and the number of terminating signals not yet taken from the pipe.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
        p.initialize(repeating: -1, count: 3)
        p[2] = 0
        return p
    }()

    /// The end of the pipe to poll, or -1 before ``install()``.
    static var readDescriptor: Int32 { state[0] }

    /// Creates the pipe (non-blocking, close-on-exec) and installs the handler for every
    /// signal in ``handled``. Returns false when no pipe could be made (the app then runs
    /// with the default dispositions). Complexity: O(1).
    @discardableResult
    static func install() -> Bool {
        if state[0] < 0 {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return false }
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            state[0] = fds[0]
            state[1] = fds[1]
        }
        state[2] = 0
        for sig in handled { installHandler(sig) }
        return true
    }

    /// Puts the default disposition back for every handled signal (the pipe stays).
    static func uninstall() {
        for sig in handled { signal(sig, SIG_DFL) }
    }

    /// The signals delivered since the last call, oldest first, read from the pipe
    /// without blocking. Complexity: O(signals).
    static func take() -> [Int32] {
        guard state[0] >= 0 else { return [] }
        var out: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(state[0], $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            out += buffer[0..<n].map { Int32($0) }
        }
        return out
    }

    /// Stops the process as Ctrl-Z would with the default disposition, and returns when
    /// it continues (after `fg`), with the handler back in place. The caller leaves
    /// full-screen mode before and repaints after.
    static func stopProcess() {
        signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        // The whole process group, as the terminal's Ctrl-Z does (a pipeline stops together).
        kill(0, SIGTSTP)
        installHandler(SIGTSTP)
    }

    /// Dies of `sig` with its default disposition (after the terminal was restored),
    /// without a core file for SIGQUIT. Falls back to `exit(128 + sig)`.
    static func terminate(by sig: Int32) -> Never {
        if sig == SIGQUIT {
            var none = rlimit(rlim_cur: 0, rlim_max: 0)
            _ = getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
            none.rlim_cur = 0
            _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
        }
        uninstall()
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, sig)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(sig)
        exit(128 + sig)
    }

    private static func installHandler(_ sig: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        // No handled signal interrupts another's handler: the count stays consistent.
        for other in handled { sigaddset(&action.sa_mask, other) }
        action.sa_flags = SA_RESTART
        action.__sigaction_handler.sa_handler = { sig in
            let savedErrno = errno
            let state = TerminalSignals.state
            if sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT {
                state[2] += 1
                if state[2] >= 2 {
                    // The loop never took the first one: restore here and die now.
                    TerminalRescue.restore()
                    signal(sig, SIG_DFL)
                    // Blocked while this handler runs; delivered when it returns.
                    raise(sig)
                    errno = savedErrno
                    return
                }
            }
            var byte = UInt8(truncatingIfNeeded: sig)
            _ = write(state[1], &byte, 1)
            errno = savedErrno
        }
        sigaction(sig, &action, nil)
    }
}
