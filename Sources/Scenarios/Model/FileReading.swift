import FileIO
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole scenario file, bounded, without ever waiting on something that is
/// not a file.
///
/// - The file is opened with `O_NONBLOCK`, so opening a FIFO that no process writes to
///   returns at once instead of waiting for a writer.
/// - A regular file is read; one larger than ``maximumFileSize`` is refused from its
///   size before a byte is read, and no more than the limit plus one byte is ever read
///   (the file may grow while it is read).
/// - A FIFO or pipe (`tessera dump <(generate)`) is read to its end, at most the limit
///   plus one byte; with no writer it reads as empty.
/// - A directory, a character or block device (`/dev/zero`, a terminal) or a socket is
///   refused without reading: none of them is a scenario, and reading one may never end.
/// - An empty file is refused (it cannot hold the scenario object).
///
/// Every refusal is a ``ScenarioError`` with an empty path:
/// `error: FILE: cannot read the file: REASON`, or `error: FILE: the file is empty`.
public enum FileReading {
    /// The largest file read: 64 MiB, far beyond a hand-written scenario (large ones use
    /// `count`), small enough that a mistaken path cannot exhaust memory.
    public static let maximumFileSize = 64 << 20

    /// The bytes of the file at `path`, at most `maximumSize` of them (tests lower
    /// the limit). Complexity: O(size of the file), bounded by `maximumSize`.
    static func bytes(atPath path: String, maximumSize: Int = maximumFileSize) throws(ScenarioError) -> [UInt8] {
        func failure(_ reason: String) -> ScenarioError {
            ScenarioError(file: path, path: "", message: "cannot read the file: \(reason)")
        }
        func systemFailure(_ code: Int32) -> ScenarioError { failure(String(cString: strerror(code))) }
        let tooLarge = failure("it is larger than \(sizeText(maximumSize)) (the limit)")

        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw systemFailure(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw systemFailure(errno) }
        let type = info.st_mode & S_IFMT
        switch type {
        case S_IFREG:
            if Int(info.st_size) > maximumSize { throw tooLarge }
        case S_IFIFO:
            // Opened without waiting for a writer; now wait for data like any reader.
            let flags = fcntl(fd, F_GETFL)
            guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw systemFailure(errno) }
        case S_IFDIR:
            throw systemFailure(EISDIR)
        default:
            throw failure("not a regular file (\(kindName(type)))")
        }

        let out: [UInt8]
        switch FileIO.readAll(fd, limit: maximumSize, reserve: type == S_IFREG ? Int(info.st_size) : 1 << 16) {
        case .success(let bytes): out = bytes
        case .failure(.tooLarge): throw tooLarge
        case .failure(.system(let code)): throw systemFailure(code)
        }
        guard !out.isEmpty else { throw ScenarioError(file: path, path: "", message: "the file is empty") }
        return out
    }

    /// `64 MiB` for whole mebibytes, otherwise `N bytes`.
    static func sizeText(_ size: Int) -> String {
        size > 0 && size % (1 << 20) == 0 ? "\(size >> 20) MiB" : "\(size) bytes"
    }

    /// What a file of this `st_mode` type is, for messages.
    private static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "an unknown kind of file"
        }
    }
}
