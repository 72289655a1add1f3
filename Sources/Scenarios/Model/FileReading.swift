#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file, reporting the system's reason when it cannot.
enum FileReading {
    /// The bytes of the file at `path`; throws a message such as
    /// `cannot read the file: No such file or directory`.
    static func bytes(atPath path: String) throws(ScenarioError) -> [UInt8] {
        func failure(_ code: Int32) -> ScenarioError {
            ScenarioError(file: path, path: "", message: "cannot read the file: \(String(cString: strerror(code)))")
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw failure(EISDIR) }
        var out: [UInt8] = []
        out.reserveCapacity(max(0, Int(info.st_size)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if n == 0 { return out }
            out.append(contentsOf: chunk[0..<n])
        }
    }
}
