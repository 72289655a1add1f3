import Glibc
import Testing

@testable import TesseraServer

/// Real children on real ptys: what the explorer's process gets from `CPty`.
@Suite("pty process")
struct PtyProcessTests {
    /// Runs `arguments` on a pty with the explorer's environment and returns its output
    /// and exit status. Reads until the child closes the pty (5 s at most, so a broken
    /// spawn fails the test instead of hanging it).
    func run(_ arguments: [String], columns: Int = 100, rows: Int = 30) throws -> (output: String, status: Int?) {
        var process = try PtyProcess.spawn(
            executable: arguments[0], arguments: arguments,
            environment: ChildLaunch.environment(term: "xterm-256color"), columns: columns, rows: rows)
        defer {
            close(process.primary)
            process.closeControl()
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var waited = 0
        while waited < 5000 {
            var descriptor = pollfd(fd: process.primary, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready == 0 {
                waited += 100
                continue
            }
            let n = chunk.withUnsafeMutableBytes { read(process.primary, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        var status: Int?
        for _ in 0..<250 where status == nil {
            status = PtyProcess.reap(process.pid)
            if status == nil { usleep(20000) }
        }
        if status == nil { process.signal(SIGKILL) }
        let text = String(decoding: bytes, as: UTF8.self)
        return (text.split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n"), status)
    }

    @Test func theEnvironmentIsTermAndLocaleOnly() throws {
        let result = try run(["/usr/bin/env"])
        #expect(result.output == "TERM=xterm-256color\nLANG=C.UTF-8\n")
        #expect(result.status == 0)
    }

    @Test func theChildRunsInTheRootDirectoryWithThePtyAsItsTerminal() throws {
        let result = try run(["/bin/sh", "-c", "pwd; stty size; exec 3</dev/tty && echo controlling"])
        #expect(result.output == "/\n30 100\ncontrolling\n")
    }

    @Test func theChildInheritsNoOtherDescriptor() throws {
        // An open descriptor in the server (such as a socket) must not reach the child.
        let leaked = open("/dev/null", O_RDONLY)
        defer { close(leaked) }
        let result = try run(["/bin/ls", "-1", "/proc/self/fd"])
        // ls's own directory descriptor is 3.
        #expect(result.output == "0\n1\n2\n3\n")
    }

    @Test func resizingReachesTheChild() throws {
        var process = try PtyProcess.spawn(
            executable: "/bin/sh", arguments: ["/bin/sh", "-c", "read line; stty size"],
            environment: ChildLaunch.environment(term: "xterm"), columns: 80, rows: 24)
        defer {
            close(process.primary)
            process.closeControl()
        }
        process.resize(columns: 132, rows: 43)
        _ = "go\n".withCString { write(process.primary, $0, 3) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        for _ in 0..<50 {
            var descriptor = pollfd(fd: process.primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { read(process.primary, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        #expect(String(decoding: bytes, as: UTF8.self).contains("43 132"))
        var status: Int?
        for _ in 0..<250 where status == nil {
            status = PtyProcess.reap(process.pid)
            if status == nil { usleep(20000) }
        }
        #expect(status == 0)
    }

    @Test func hugeOrEmptySizesAreClamped() throws {
        #expect(try run(["/bin/stty", "size"], columns: 65535, rows: 100_000).output == "500 1000\n")
        #expect(try run(["/bin/stty", "size"], columns: 0, rows: -5).output == "1 1\n")
    }

    @Test func aMissingExecutableExits127() throws {
        let result = try run(["/nonexistent/tessera"])
        #expect(result.status == 127)
    }

    @Test func exitStatusesAndSignalsAreReported() throws {
        #expect(try run(["/bin/sh", "-c", "exit 3"]).status == 3)
        #expect(try run(["/bin/sh", "-c", "kill -TERM $$"]).status == 128 + Int(SIGTERM))
    }
}
