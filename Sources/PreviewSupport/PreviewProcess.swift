import Glibc
import InertText
import PreviewWire

/// A running preview executable, supervised: it speaks ``WireRequest``/``WireResponse``
/// on two dedicated pipes (its descriptors 3 and 4), its standard output and error go to
/// a log file, its address space is capped, and every request has a deadline. When the
/// child traps, is killed by a signal, runs out of its memory cap or misses a deadline,
/// the request throws a ``PreviewFailure`` of kind `.process` that says which (with the
/// log's last lines, where the Swift runtime writes `Fatal error: ...`), the child is
/// reaped, and every later request throws the same failure. Nothing here touches the
/// terminal.
///
/// A reference type: one process, one owner. Not thread-safe; `@unchecked Sendable` so
/// that a layout value can hold it (the explorer and the headless commands call it from
/// one thread at a time).
public final class PreviewProcess: @unchecked Sendable {
    /// The child's pid.
    public let pid: pid_t
    /// Where the child's standard output and error go.
    public let logPath: String
    /// Seconds each request may take before the child is killed as hung.
    public var timeout: Double
    /// The memory cap in MiB (the child's `RLIMIT_AS`).
    public let memoryMB: Int
    /// Set once the child is gone: what every later request throws.
    public private(set) var failure: PreviewFailure?
    private var channel: WireChannel

    /// The default per-request deadline: generous for a debug build of a big layout's
    /// `prepare()`, short enough that a hang is reported promptly.
    public static let defaultTimeout = 10.0
    /// The default memory cap.
    public static let defaultMemoryMB = 4096

    /// Starts `executable`. Throws `.setup` when it cannot be started.
    public init(
        executable: String, logPath: String, timeout: Double = PreviewProcess.defaultTimeout,
        memoryMB: Int = PreviewProcess.defaultMemoryMB
    ) throws(PreviewFailure) {
        // Writing to a dead child's pipe must fail with EPIPE, not kill the explorer.
        signal(SIGPIPE, SIG_IGN)
        guard let requestPipe = ChildSpawn.pipe() else { throw PreviewFailure(.setup, "cannot create a pipe") }
        guard let responsePipe = ChildSpawn.pipe() else {
            close(requestPipe.read)
            close(requestPipe.write)
            throw PreviewFailure(.setup, "cannot create a pipe")
        }
        let requests = [requestPipe.read, requestPipe.write]
        let responses = [responsePipe.read, responsePipe.write]
        let started = ChildSpawn.spawn(
            [executable], mapping: [(3, requests[0]), (4, responses[1])], output: logPath,
            extraEnvironment: ["TESSERA_PREVIEW_MEMORY_MB=\(memoryMB)"])
        close(requests[0])
        close(responses[1])
        switch started {
        case .failure(let code):
            close(requests[1])
            close(responses[0])
            throw PreviewFailure(
                .setup, "cannot start the preview \(InertText.quoted(executable)): \(code.message)")
        case .success(let pid):
            self.pid = pid
        }
        self.logPath = logPath
        self.timeout = timeout
        self.memoryMB = memoryMB
        channel = WireChannel(readFD: responses[0], writeFD: requests[1])
    }

    deinit {
        stop()
    }

    /// Sends `request` and waits for its answer (at most ``timeout`` seconds). Throws
    /// `.layout` for an error the child reports (it stays alive) and `.process` when the
    /// child is gone. Complexity: O(answer).
    public func send(_ request: WireRequest) throws(PreviewFailure) -> WireAnswer {
        if let failure { throw failure }
        let name = Self.describe(request)
        guard channel.write([request.line]) else { throw died(during: name) }
        let started = WireClock.now()
        let deadline = started + timeout
        switch readLine(deadline: deadline, started: started, name: name) {
        case .failure(let failure): throw failure
        case .success(let line):
            if line.hasPrefix("error ") {
                throw PreviewFailure(.layout, InertText.escaped(WireText.unescape(line.dropFirst(6))))
            }
            guard let (first, count) = WireAnswer.header(line) else { throw broken("a malformed answer to \(name)") }
            var answer = first
            answer.elements.reserveCapacity(count)
            for _ in 0..<count {
                switch readLine(deadline: deadline, started: started, name: name) {
                case .failure(let failure): throw failure
                case .success(let elementLine):
                    guard let element = WireElement(line: elementLine) else {
                        throw broken("a malformed element in the answer to \(name)")
                    }
                    answer.elements.append(element)
                }
            }
            return answer
        }
    }

    /// Called about every 0.1 s while a request has waited more than
    /// ``waitingNoticeDelay`` seconds, with the seconds waited and what the child is
    /// doing (in UIKit's words); returning true stops the child, and the request throws
    /// that you stopped it. The explorer shows a busy line and reads `q` here, so a hung
    /// layout does not freeze the screen until the deadline. `nil` (headless): the
    /// deadline alone applies. Set it from the thread that makes the requests.
    public nonisolated(unsafe) static var whileWaiting: ((_ seconds: Double, _ doing: String) -> Bool)?
    /// How long a request waits before ``whileWaiting`` is first called.
    public static let waitingNoticeDelay = 0.3

    /// The next answer line, waiting at most until `deadline` and calling
    /// ``whileWaiting`` meanwhile.
    private func readLine(deadline: Double, started: Double, name: String) -> Result<Substring, PreviewFailure> {
        while true {
            let hook = Self.whileWaiting
            let slice = hook == nil ? deadline : min(deadline, WireClock.now() + 0.1)
            switch channel.readLine(deadline: slice) {
            case .success(let line): return .success(line)
            case .failure(.timedOut):
                let t = WireClock.now()
                if t >= deadline { return .failure(hung(during: name)) }
                if let hook, t - started >= Self.waitingNoticeDelay, hook(t - started, name) {
                    return .failure(stopped(during: name, after: t - started))
                }
            case .failure: return .failure(died(during: name))
            }
        }
    }

    private func stopped(during name: String, after seconds: Double) -> PreviewFailure {
        kill(pid, SIGKILL)
        _ = ChildSpawn.wait(pid)
        let shown = Double(Int(seconds * 10)) / 10
        return finish(
            PreviewFailure(
                .process,
                "you stopped the layout: it had not answered (\(name)) after \(WireText.number(shown)) s (an "
                    + "endless loop or a deadlock?); the preview process was stopped",
                lines: logTail() + [logLine]))
    }

    /// Ends the child (SIGKILL) and reaps it, if it still runs.
    public func stop() {
        guard failure == nil else { return }
        failure = PreviewFailure(.process, "the preview was stopped")
        kill(pid, SIGKILL)
        _ = ChildSpawn.wait(pid)
        close(channel.readFD)
        close(channel.writeFD)
    }

    /// The log's last `count` lines before the Swift runtime's crash report (what the
    /// user's code printed, and the runtime's `Fatal error: ...` line), sanitised; the
    /// report's first line (`Program crashed: ...`) ends them when there is one.
    public func logTail(_ count: Int = 8) -> [String] {
        let text = ChildSpawn.read(logPath, limit: 4 << 20)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        var report: Substring?
        if let crash = lines.firstIndex(where: { $0.contains("Program crashed:") }) {
            report = lines[crash]
            lines = Array(lines[..<crash])
        }
        return (lines.suffix(count) + (report.map { [$0] } ?? [])).map { InertText.escaped($0) }
    }

    /// What the child was doing, in UIKit's words.
    static func describe(_ request: WireRequest) -> String {
        switch request {
        case .shape: return "the preview function or the data source's counts"
        case .bounds: return "a bounds change and prepare()"
        case .query: return "layoutAttributesForElements(in:)"
        case .all: return "layoutAttributesForElements(in:) over the whole content"
        case .item: return "layoutAttributesForItem(at:)"
        case .supplementary: return "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .decoration: return "layoutAttributesForDecorationView(ofKind:at:)"
        case .invalidate: return "invalidateLayout() and prepare()"
        case .batch: return "performBatchUpdates"
        case .titles: return "the data source's cellForItemAt"
        case .doctorData: return "doctor's scaled or updated data and reloadData()"
        case .doctorStep: return "doctor's update step through performBatchUpdates"
        case .quit: return "quitting"
        }
    }

    /// The log line every process failure ends with.
    var logLine: String { "the preview's output and crash report: \(InertText.escaped(logPath))" }

    private func hung(during name: String) -> PreviewFailure {
        kill(pid, SIGKILL)
        _ = ChildSpawn.wait(pid)
        return finish(
            PreviewFailure(
                .process,
                "the layout did not answer (\(name)) within \(WireText.number(timeout)) s (an endless loop or a "
                    + "deadlock?); the preview process was stopped",
                lines: logTail() + [logLine]))
    }

    private func broken(_ what: String) -> PreviewFailure {
        kill(pid, SIGKILL)
        _ = ChildSpawn.wait(pid)
        return finish(
            PreviewFailure(.process, "the preview process sent \(what); it was stopped", lines: logTail() + [logLine]))
    }

    private func died(during name: String) -> PreviewFailure {
        // The pipe closed: the child is exiting or dead; give it a moment, then insist.
        var status: Int32 = 0
        var reaped = false
        for _ in 0..<100 {
            if waitpid(pid, &status, WNOHANG) == pid {
                reaped = true
                break
            }
            usleep(10_000)
        }
        if !reaped {
            kill(pid, SIGKILL)
            status = ChildSpawn.wait(pid)
        }
        let tail = logTail()
        let summary: String
        if let sig = ChildSpawn.signal(of: status) {
            let outOfMemory = tail.contains { $0.contains("allocat") || $0.contains("memory") }
            if outOfMemory {
                summary =
                    "the layout ran out of memory during \(name) (the preview is capped at \(memoryMB) MiB: "
                    + "an allocation without bound?) and was stopped by \(ChildSpawn.name(ofSignal: sig))"
            } else if sig == SIGILL || sig == SIGTRAP {
                summary =
                    "the layout crashed during \(name) (\(ChildSpawn.name(ofSignal: sig)): a Swift runtime "
                    + "trap such as fatalError, a force unwrap of nil or an index out of range)"
            } else {
                summary = "the layout crashed during \(name) (\(ChildSpawn.name(ofSignal: sig)))"
            }
        } else {
            summary = "the preview process exited with status \(ChildSpawn.exitCode(of: status)) during \(name)"
        }
        return finish(PreviewFailure(.process, summary, lines: tail + [logLine]))
    }

    private func finish(_ failure: PreviewFailure) -> PreviewFailure {
        if self.failure == nil {
            close(channel.readFD)
            close(channel.writeFD)
        }
        self.failure = failure
        return failure
    }
}
