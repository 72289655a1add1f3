#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output for the headless commands' streamed output (`tessera dump`):
/// bytes go straight to file descriptor 1, unbuffered by stdio, so a chunk is out
/// before the next one is produced.
enum StandardOutput {
    /// Writes all of `bytes` (retrying short writes and interrupted calls); stops
    /// quietly when the reader has gone.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(1, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// `write(2)`, named apart from ``StandardOutput/write(_:)``.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
