import Glibc

/// Restores the terminal when the process dies of a fatal signal, then hands the signal
/// back to the handler that was there before (Swift's backtracer), so the crash report
/// keeps its real context and prints on the normal screen.
///
/// Without it a crash leaves the alternate screen, a hidden cursor and mouse reporting
/// on, and the backtracer's prompt waits 30 s for a key (Docs/terminal.md,
/// "Restoring the terminal"). The handler restores with ``TerminalRescue`` (`write` and
/// `tcsetattr` on bytes prepared at start-up: async-signal-safe), not `endwin()`. The
/// signals that end or suspend the app normally go through ``TerminalSignals``.
enum CrashGuard {
    /// The signals that end a process with a crash.
    static let fatalSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

    /// One saved action per signal number (read only from the handler, written once
    /// before any handler can run).
    nonisolated(unsafe) static let saved: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        p.initialize(repeating: sigaction(), count: 65)
        return p
    }()

    /// Installs the handler for every fatal signal. Call after the screen has started.
    static func install() {
        _ = saved
        for sig in fatalSignals {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            action.__sigaction_handler.sa_sigaction = { sig, info, _ in
                TerminalRescue.restore()
                // The backtracer asks "Press space to interact" for 30 s when stdin is a
                // terminal; the user is gone from the screen by now, so answer for them.
                let devNull = open("/dev/null", O_RDONLY)
                if devNull >= 0 { dup2(devNull, 0) }
                let s = Int(sig)
                if s > 0 && s < 65 { sigaction(sig, CrashGuard.saved + s, nil) } else { signal(sig, SIG_DFL) }
                // A fault returns to the faulting instruction, which faults again and now
                // reaches the previous handler with its real context. A signal sent by a
                // process (`kill -SEGV`, si_code <= 0) or an abort has no instruction to
                // repeat: raise it again, or the app would run on with its screen ended.
                let sentByAProcess = (info?.pointee.si_code ?? 0) <= 0
                if sig == SIGABRT || sentByAProcess { raise(sig) }
            }
            sigaction(sig, &action, saved + Int(sig))
        }
    }
}
