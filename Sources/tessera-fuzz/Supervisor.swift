import Glibc
import InertText

/// Runs the cases in a worker process (this executable with `--worker`) and watches it:
/// a case that kills the worker is a crash, one that runs past the timeout is a hang
/// (the worker is killed), one whose resident memory passes the cap is a memory
/// failure (the worker is killed when the live size passes it; the per-case peak is
/// checked after each case). After a failure a new worker starts at the next case.
/// Every failure prints its reproducer and writes its input.
struct Supervisor {
    let runner: CaseRunner
    private var options: FuzzOptions { runner.options }

    private struct Tally {
        var outcomes: [String: Int] = [:]
        var failures: [String: Int] = ["crash": 0, "hang": 0, "memory": 0, "check": 0]
        var peakKiB = 0
        var slowest = 0.0
        var slowestCase = -1
        var workers = 0
    }

    func run() -> Int32 {
        let began = Self.seconds()
        var tally = Tally()
        var next = options.start
        var lastProgress = began
        err(
            "tessera-fuzz \(options.kind.rawValue): \(options.cases) cases from \(options.start), seed \(options.seed), "
                + "timeout \(options.timeout) s, memory cap \(options.memoryMiB) MiB, \(runner.files.count) base files")
        while next < options.end {
            guard let worker = spawnWorker(from: next) else {
                err("tessera-fuzz: cannot start a worker process")
                return 1
            }
            tally.workers += 1
            next = watch(worker, from: next, tally: &tally, lastProgress: &lastProgress, began: began)
        }
        let wall = Self.seconds() - began
        let failed = tally.failures.values.reduce(0, +)
        let outcomes = tally.outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        err(
            """
            tessera-fuzz \(options.kind.rawValue): \(options.cases) cases in \(Say.fixed(wall, 1)) s \
            (\(outcomes)); failures: \(tally.failures["crash"] ?? 0) crashes, \(tally.failures["hang"] ?? 0) hangs \
            over \(options.timeout) s, \(tally.failures["memory"] ?? 0) over \(options.memoryMiB) MiB, \
            \(tally.failures["check"] ?? 0) broken checks; slowest case \(Say.fixed(tally.slowest, 3)) s \
            (#\(tally.slowestCase)); peak resident memory of one case \(tally.peakKiB / 1024) MiB; \
            \(tally.workers) worker process\(tally.workers == 1 ? "" : "es")
            """)
        return failed == 0 ? 0 : 1
    }

    private struct WorkerProcess {
        var pid: pid_t
        var out: Int32
        var errors: Int32
    }

    /// Follows one worker until it ends or is killed; returns the next case to run.
    private func watch(
        _ w: WorkerProcess, from first: Int, tally: inout Tally, lastProgress: inout Double, began: Double
    ) -> Int {
        var current: Int?
        var started = 0.0
        var done = first
        var pending: [UInt8] = []
        var stderrTail: [UInt8] = []
        let capKiB = options.memoryMiB * 1024
        var outOpen = true
        var errOpen = true
        var lastRSSCheck = 0.0
        defer {
            close(w.out)
            close(w.errors)
        }
        while outOpen {
            var fds = [
                pollfd(fd: w.out, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errOpen ? w.errors : -1, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&fds, 2, 20)
            if fds[1].revents != 0 { errOpen = drain(w.errors, into: &stderrTail, keep: 16_000) }
            if fds[0].revents != 0 {
                outOpen = drain(w.out, into: &pending, keep: Int.max)
                while let nl = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[..<nl], as: UTF8.self)
                    pending.removeSubrange(...nl)
                    let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
                    guard parts.count >= 2, let i = Int(parts[1]) else { continue }
                    switch parts[0] {
                    case "B":
                        current = i
                        started = Self.seconds()
                    case "F":
                        report("check", i, parts.count > 2 ? parts[2...].joined(separator: " ") : "", &tally)
                    case "E" where parts.count >= 4:
                        let took = Self.seconds() - started
                        if took > tally.slowest {
                            tally.slowest = took
                            tally.slowestCase = i
                        }
                        let peak = Int(parts[3]) ?? 0
                        tally.peakKiB = max(tally.peakKiB, peak)
                        if peak > capKiB {
                            report("memory", i, "peak resident memory \(peak / 1024) MiB", &tally)
                        } else if took > options.timeout {
                            report("hang", i, "took \(Say.fixed(took, 2)) s", &tally)
                        }
                        if parts[2] != "fail" { tally.outcomes[parts[2], default: 0] += 1 }
                        current = nil
                        done = i + 1
                    default: break
                    }
                }
            }
            let now = Self.seconds()
            if now - lastProgress >= 10 {
                lastProgress = now
                let failed = tally.failures.values.reduce(0, +)
                err("  \(done - options.start)/\(options.cases) cases, \(failed) failures, \(Int(now - began)) s")
            }
            guard let running = current else { continue }
            if now - started > options.timeout {
                kill(w.pid, SIGKILL)
                reap(w.pid)
                report("hang", running, "still running after \(options.timeout) s (killed)", &tally)
                return running + 1
            }
            if now - lastRSSCheck >= 0.02 {
                lastRSSCheck = now
                let rss = ProcStatus.kib("VmRSS", pid: w.pid)
                if rss > capKiB {
                    kill(w.pid, SIGKILL)
                    reap(w.pid)
                    report("memory", running, "resident memory \(rss / 1024) MiB (killed)", &tally)
                    return running + 1
                }
            }
        }
        // The worker's output ended: it finished, or died during `current`.
        while errOpen { errOpen = drain(w.errors, into: &stderrTail, keep: 16_000) }
        let status = reap(w.pid)
        if let running = current {
            let how = status.signal.map { "killed by signal \($0)" } ?? "exit status \(status.code)"
            // The runtime's own line ("…: Fatal error: …") if it printed one, else the last.
            let lines = String(decoding: stderrTail, as: UTF8.self).split(separator: "\n").map(String.init)
            let said = lines.first { $0.contains("Fatal error") || $0.contains("fatal error") } ?? lines.last ?? ""
            report(
                "crash", running, "\(how)\(said.isEmpty ? "" : ": " + InertText.escaped(said, maxLength: 300))", &tally)
            return running + 1
        }
        return done >= options.end || status.code == 0 ? max(done, options.end) : done
    }

    private func report(_ kind: String, _ index: Int, _ detail: String, _ tally: inout Tally) {
        tally.failures[kind, default: 0] += 1
        let file = runner.writeReproducer(index)
        err(
            "FAIL \(kind): \(options.kind.rawValue) case \(index) seed \(options.seed): \(InertText.escaped(detail))\n"
                + "  reproduce: tessera-fuzz \(options.kind.rawValue) --seed \(options.seed) --case \(index)"
                + " --demos \(options.demos); input: \(file)")
    }

    /// Reads what is there; false at end of file.
    private func drain(_ fd: Int32, into buffer: inout [UInt8], keep: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 { return errno == EAGAIN || errno == EINTR }
        if n == 0 { return false }
        buffer += chunk[0..<n]
        if buffer.count > keep { buffer.removeFirst(buffer.count - keep) }
        return true
    }

    @discardableResult
    private func reap(_ pid: pid_t) -> (code: Int32, signal: Int32?) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? ((status >> 8) & 0xFF, nil) : (128 + signal, signal)
    }

    private func spawnWorker(from start: Int) -> WorkerProcess? {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { return nil }
        let arguments = [
            "tessera-fuzz", "--worker", options.kind.rawValue, "--seed", "\(options.seed)", "--start", "\(start)",
            "--cases", "\(options.end - start)", "--demos", options.demos, "--out", options.out,
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, "/proc/self/exe", &actions, nil, &argv, Self.environment)
        close(outPipe[1])
        close(errPipe[1])
        guard rc == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            return nil
        }
        for fd in [outPipe[0], errPipe[0]] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return WorkerProcess(pid: pid, out: outPipe[0], errors: errPipe[0])
    }

    /// This process's environment, for the worker.
    nonisolated(unsafe) private static let environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ

    private func err(_ text: String) { Say.err(text) }

    private static func seconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
