import FileIO
import Glibc

/// A failed `posix_spawn`: its error number.
struct SpawnError: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
}

/// `posix_spawn` with file descriptors mapped into the child: what starts `swiftc` and
/// the preview process. No Swift code runs in the child between fork and exec.
enum ChildSpawn {
    /// Starts `arguments[0]` with `arguments`, the current environment plus `extraEnvironment`,
    /// and `mapping` (child descriptor <- parent descriptor; others are not inherited when
    /// opened close-on-exec). `output`, when given, is opened (created, truncated) as the
    /// child's standard output and error. Returns the pid, or the `errno` of the failure.
    static func spawn(
        _ arguments: [String], mapping: [(child: Int32, parent: Int32)] = [], output: String? = nil,
        extraEnvironment: [String] = []
    ) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output {
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (child, parent) in mapping { posix_spawn_file_actions_adddup2(&actions, parent, child) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child gets default signal handling (the app may ignore SIGPIPE or catch others).
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var environment: [String] = []
        var e = environ
        while let entry = e.pointee {
            environment.append(String(cString: entry))
            e += 1
        }
        environment += extraEnvironment
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        var envp = environment.map { strdup($0) }
        envp.append(nil)
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        return status == 0 ? .success(pid) : .failure(SpawnError(code: status))
    }

    /// A pipe whose two ends are closed on exec (the child gets only what is mapped).
    static func pipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    /// Waits for `pid` and returns its raw wait status.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// The wait status's signal, or `nil` when the process exited.
    static func signal(of status: Int32) -> Int32? {
        let sig = status & 0x7f
        return sig != 0 && sig != 0x7f ? sig : nil
    }

    /// The wait status's exit code.
    static func exitCode(of status: Int32) -> Int32 { (status >> 8) & 0xff }

    /// A signal's name (`SIGILL`), or its number.
    static func name(ofSignal sig: Int32) -> String {
        switch sig {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        case SIGPIPE: return "SIGPIPE"
        default: return "signal \(sig)"
        }
    }

    /// Reads a whole (small) file, its first `limit` bytes, or "" when it cannot.
    static func read(_ path: String, limit: Int = 1 << 20) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        guard case .success(let bytes) = FileIO.readAll(fd, limit: limit, truncating: true) else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` to `path` (created or truncated). Returns false on failure.
    static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return FileIO.writeAll(fd, text) == nil
    }
}
