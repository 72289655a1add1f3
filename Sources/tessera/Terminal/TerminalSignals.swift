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
    /// ends, the number of terminating signals not yet taken from the pipe, and the number
    /// of SIGCONTs received.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 4)
        p.initialize(repeating: -1, count: 4)
        p[2] = 0
        p[3] = 0
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

    /// Stops this process as Ctrl-Z would with the default disposition, and returns when
    /// it continues (after `fg`), with the handler back in place. The caller has left
    /// full-screen mode before (with ``withoutTerminalStops(_:)``) and repaints after.
    ///
    /// This is what less and vim do: restore, put SIGTSTP back to its default, and raise it
    /// on this process only. The terminal's Ctrl-Z has already stopped the rest of the
    /// foreground process group (a wrapper such as `bash -c 'tessera FILE; true'`
    /// stops at once, with the default action). Sending SIGTSTP to the whole group again,
    /// as `kill(0, SIGTSTP)` did, raced with the wrapper: when the shell had already
    /// continued the group with `fg` before this process got here, the second SIGTSTP
    /// stopped the wrapper again, and the app stayed stopped with the terminal restored.
    ///
    /// - Parameter continuesSeen: the count of SIGCONTs (``continues``) when the SIGTSTP was
    ///   taken. If the group was continued since and this process is in the terminal's
    ///   foreground again, the stop is over already: it returns without stopping.
    static func stopProcess(continuesSeen: Int32) {
        if state[3] != continuesSeen, tcgetpgrp(0) == getpgrp() { return }
        signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        installHandler(SIGTSTP)
    }

    /// Stops the whole foreground process group, as the terminal's Ctrl-Z would, after
    /// the caller has restored the terminal: the app and any wrapper in its job (a script,
    /// `bash -c`) stop together, so the shell reports the stop and prints its prompt on the
    /// restored screen. Returns when the group is continued (`fg`), with the handler back.
    static func stopGroup() {
        signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        kill(0, SIGTSTP)
        installHandler(SIGTSTP)
    }

    /// True when no job-control shell can continue this process after a stop: it leads
    /// its own session (as `tessera serve`'s explorers do, on their own pty).
    static var leadsItsSession: Bool { getsid(0) == getpid() }

    /// SIGCONTs received since start (the handler counts them).
    static var continues: Int32 { state[3] }

    /// Runs `body` (leaving full-screen mode) with SIGTTOU blocked, so that restoring the
    /// terminal's modes (`tcsetattr`) succeeds even when the shell has already taken the
    /// terminal back, as it does as soon as a wrapper in the same job has stopped; with
    /// SIGTTOU's default action, the app would stop in the middle of restoring.
    static func withoutTerminalStops(_ body: () -> Void) {
        var set = sigset_t()
        var old = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTTOU)
        sigprocmask(SIG_BLOCK, &set, &old)
        body()
        sigprocmask(SIG_SETMASK, &old, nil)
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
            if sig == SIGCONT { state[3] &+= 1 }
            var byte = UInt8(truncatingIfNeeded: sig)
            _ = write(state[1], &byte, 1)
            errno = savedErrno
        }
        sigaction(sig, &action, nil)
    }
}
