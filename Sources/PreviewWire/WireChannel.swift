import FileIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines over a pair of file descriptors: what both ends of the preview pipes use.
/// Not thread-safe: one owner reads and writes.
public struct WireChannel {
    /// Why a read gave no line.
    public enum ReadFailure: Error, Sendable, Equatable {
        /// The other end closed (or the process died).
        case closed
        /// Nothing arrived within the timeout.
        case timedOut
        /// A line longer than ``maximumLineBytes``.
        case tooLong
    }

    /// The longest line accepted (a kind or message longer than this is a broken peer).
    public static let maximumLineBytes = 1 << 20

    public let readFD: Int32
    public let writeFD: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    /// A channel reading `readFD` and writing `writeFD`.
    public init(readFD: Int32, writeFD: Int32) {
        self.readFD = readFD
        self.writeFD = writeFD
    }

    /// Writes `lines`, each followed by a newline, in one buffer. Returns false when
    /// the other end is gone. Complexity: O(bytes).
    @discardableResult
    public func write(_ lines: [String]) -> Bool {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line.utf8
            bytes.append(10)
        }
        return bytes.withUnsafeBytes { FileIO.writeAll(writeFD, $0) } == nil
    }

    /// The next line (without its newline). With a `deadline` (a ``WireClock`` reading
    /// in seconds), gives up with ``ReadFailure/timedOut`` when it passes; without one,
    /// blocks. Complexity: O(line).
    public mutating func readLine(deadline: Double? = nil) -> Result<Substring, ReadFailure> {
        while true {
            if let nl = buffer[start...].firstIndex(of: 10) {
                let line = String(decoding: buffer[start..<nl], as: UTF8.self)
                start = nl + 1
                if start > 65536 {
                    buffer.removeFirst(start)
                    start = 0
                }
                return .success(Substring(line))
            }
            guard buffer.count - start <= Self.maximumLineBytes else { return .failure(.tooLong) }
            if let deadline {
                let left = deadline - WireClock.now()
                guard left > 0 else { return .failure(.timedOut) }
                var p = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
                let r = poll(&p, 1, Int32(min(left * 1000 + 1, 60000)))
                if r < 0 && errno == EINTR { continue }
                if r == 0 { continue }
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { raw in read(readFD, raw.baseAddress!, raw.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return .failure(.closed) }
            buffer += chunk[..<n]
        }
    }
}

/// A monotonic clock in seconds (and nanoseconds, for timing the user's calls).
public enum WireClock {
    /// Seconds since an arbitrary start.
    public static func now() -> Double { Double(nanoseconds()) / 1e9 }

    /// Nanoseconds since an arbitrary start.
    public static func nanoseconds() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int(t.tv_sec) * 1_000_000_000 + Int(t.tv_nsec)
    }
}
