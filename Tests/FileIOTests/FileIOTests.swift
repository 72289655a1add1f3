import FileIO
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ``FileIO``'s loops against a pipe: whole reads and writes, the size limit, errors.
@Suite struct FileIOTests {
    /// A pipe's two ends.
    func pipeEnds() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        return (fds[0], fds[1])
    }

    @Test func writesAndReadsEveryByte() {
        let (r, w) = pipeEnds()
        defer { close(r) }
        let text = String(repeating: "tessera ", count: 1000)
        #expect(FileIO.writeAll(w, text) == nil)
        close(w)
        #expect(FileIO.readAll(r, limit: 8000, chunkSize: 7) == .success(Array(text.utf8)))
    }

    @Test func oneByteOverTheLimitIsTooLarge() {
        let (r, w) = pipeEnds()
        defer { close(r) }
        FileIO.writeAll(w, "12345")
        close(w)
        #expect(FileIO.readAll(r, limit: 4) == .failure(.tooLarge))
    }

    @Test func truncatingKeepsTheFirstLimitBytes() {
        let (r, w) = pipeEnds()
        defer { close(r) }
        FileIO.writeAll(w, "123456789")
        close(w)
        #expect(FileIO.readAll(r, limit: 4, chunkSize: 3, truncating: true) == .success(Array("1234".utf8)))
    }

    @Test func truncatingAtExactlyTheLimitKeepsItAll() {
        let (r, w) = pipeEnds()
        defer { close(r) }
        FileIO.writeAll(w, "1234")
        close(w)
        #expect(FileIO.readAll(r, limit: 4, truncating: true) == .success(Array("1234".utf8)))
    }

    @Test func anEmptyInputIsEmpty() {
        let (r, w) = pipeEnds()
        defer { close(r) }
        close(w)
        #expect(FileIO.readAll(r, limit: 10) == .success([]))
    }

    @Test func aBadDescriptorGivesItsErrno() {
        #expect(FileIO.readAll(-1, limit: 10) == .failure(.system(EBADF)))
        #expect(FileIO.writeAll(-1, "x") == EBADF)
    }
}
