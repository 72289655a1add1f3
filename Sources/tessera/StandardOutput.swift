import FileIO
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
        _ = bytes.withUnsafeBytes { FileIO.writeAll(1, $0) }
    }
}
