import Glibc

/// The supervised child: runs cases `start..<end` in order and reports each on
/// standard output, one line per event, written before and after the case so the
/// supervisor knows which case was running when the worker died or stalled:
///
///     B <index>                       the case starts
///     F <index> <message>             a broken check (one line)
///     E <index> <outcome> <peak KiB>  the case ended; its peak resident memory
///
/// The peak is measured per case: the kernel's high-water mark is reset before each
/// case (`/proc/self/clear_refs`) and read after it (`VmHWM`).
enum Worker {
    static func run(_ runner: CaseRunner) -> Int32 {
        let o = runner.options
        var index = o.start
        while index < o.end {
            resetPeak()
            say("B \(index)")
            switch runner.run(index) {
            case .passed(let outcome):
                say("E \(index) \(outcome) \(peakKiB())")
            case .failed(let message):
                say("F \(index) \(message.split(separator: "\n").joined(separator: " "))")
                say("E \(index) fail \(peakKiB())")
            }
            index += 1
        }
        return 0
    }

    private static func say(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if n <= 0 { exit(3) }  // The supervisor is gone.
            written += n
        }
    }

    private static func resetPeak() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return }
        _ = write(fd, "5", 1)
        close(fd)
    }

    /// `VmHWM` from /proc/self/status, in KiB (0 when unknown).
    static func peakKiB() -> Int { ProcStatus.kib("VmHWM", pid: nil) }
}

/// Reads one `kB` field of /proc/PID/status.
enum ProcStatus {
    static func kib(_ field: String, pid: pid_t?) -> Int {
        let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return 0 }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).filter(\.isNumber)) ?? 0
        }
        return 0
    }
}

/// Output helpers without Foundation.
enum Say {
    /// Writes `text` and a newline to standard error.
    static func err(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            written += n
        }
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let n = Int((value * scale).rounded())
        let whole = n / Int(scale)
        var frac = String(abs(n) % Int(scale))
        while frac.count < digits { frac = "0" + frac }
        return digits == 0 ? "\(whole)" : "\(n < 0 && whole == 0 ? "-" : "")\(whole).\(frac)"
    }
}
