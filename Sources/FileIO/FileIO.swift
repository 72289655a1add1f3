#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one home of the POSIX read and write loops: a whole file read to its end, a whole
/// buffer written, each retrying interrupted calls (`EINTR`) and short transfers. Callers
/// open and close the descriptor and turn failures into their own errors.
public enum FileIO {
    /// Why ``readAll(_:limit:chunkSize:reserve:)`` failed.
    public enum ReadFailure: Error, Equatable, Sendable {
        /// `read(2)` failed with this `errno`.
        case system(Int32)
        /// More than `limit` bytes arrived.
        case tooLarge
    }

    /// Reads `fd` to its end. Fails with ``ReadFailure/tooLarge`` once more than `limit`
    /// bytes arrive (it never reads more than `limit + 1`), or with the `errno` of a failed
    /// read; with `truncating`, returns the first `limit` bytes instead of failing (a log
    /// shown to a person). `reserve` pre-sizes the result (a regular file's size).
    /// Complexity: O(min(bytes, limit)).
    public static func readAll(
        _ fd: Int32, limit: Int, chunkSize: Int = 1 << 16, reserve: Int = 0, truncating: Bool = false
    ) -> Result<[UInt8], ReadFailure> {
        var out: [UInt8] = []
        out.reserveCapacity(min(max(0, reserve), limit + 1))
        var chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
        while true {
            let room = min(chunk.count, limit + 1 - out.count)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, room) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if n == 0 { return .success(out) }
            out.append(contentsOf: chunk[0..<n])
            if out.count > limit {
                guard truncating else { return .failure(.tooLarge) }
                out.removeLast(out.count - limit)
                return .success(out)
            }
        }
    }

    /// Writes all of `bytes` to `fd`. Returns `nil` when every byte went out, else the
    /// `errno` of the failed write (`0` when a write wrote nothing). Complexity: O(bytes).
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n > 0 {
                offset += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return n < 0 ? errno : 0
            }
        }
        return nil
    }

    /// ``writeAll(_:_:)-(_,UnsafeRawBufferPointer)`` for the UTF-8 of `text`.
    @discardableResult
    public static func writeAll(_ fd: Int32, _ text: String) -> Int32? {
        Array(text.utf8).withUnsafeBytes { writeAll(fd, $0) }
    }
}
