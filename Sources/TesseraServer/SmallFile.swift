import FileIO
import Glibc

/// Reads and writes the server's small text files (keys) with plain system calls.
enum SmallFile {
    /// Why a read failed: the file is missing, or another problem (one line).
    enum ReadError: Error {
        case missing
        case other(String)
    }

    /// The whole regular file at `path` as UTF-8 text, at most `limit` bytes, with its
    /// permission bits. A FIFO or device is refused without blocking. O(file size).
    static func read(_ path: String, limit: Int = 1 << 20) throws(ReadError) -> (text: String, mode: mode_t) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { throw .missing }
            throw .other(describe(errno))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .other(describe(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .other("not a regular file") }
        guard info.st_size <= limit else { throw .other("larger than \(limit) bytes") }
        let bytes: [UInt8]
        switch FileIO.readAll(fd, limit: limit, chunkSize: 16384) {
        case .success(let read): bytes = read
        case .failure(.tooLarge): throw .other("larger than \(limit) bytes")
        case .failure(.system(let code)): throw .other(describe(code))
        }
        return (String(decoding: bytes, as: UTF8.self), info.st_mode & 0o7777)
    }

    /// Creates `path` with mode 0600, failing if it exists (O_EXCL), and writes `text`.
    /// Returns false when the file already existed. O(size of text).
    static func createPrivate(_ path: String, text: String) throws(ReadError) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0 {
            if errno == EEXIST { return false }
            throw .other(describe(errno))
        }
        defer { close(fd) }
        if let code = FileIO.writeAll(fd, text) {
            let message = describe(code)
            unlink(path)
            throw .other(message)
        }
        guard fsync(fd) == 0 else { throw .other(describe(errno)) }
        return true
    }

    /// Creates `directory` and its missing parents with mode 0700. O(depth).
    static func makeDirectories(_ directory: String) throws(ReadError) {
        var path = ""
        for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw .other("cannot create \(path): \(describe(errno))")
            }
        }
    }

    /// The absolute, symlink-free form of `path`, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// The system's message for `code`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
