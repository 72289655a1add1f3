import Glibc
import PreviewWire
import TesseraUIKit

/// The child side of `tessera preview`: the generated `main.swift` of a preview build
/// calls ``run(_:)`` with the user's entry function, and the explorer (or `dump`,
/// `render`, `doctor`) drives the collection view it returns over two pipes.
///
/// The process reads ``WireRequest`` lines on file descriptor 3 and writes
/// ``WireResponse`` lines on file descriptor 4; its standard output and error (the
/// user's `print()`, the Swift runtime's crash report) go wherever the parent pointed
/// them, never into the answers. Before anything else runs it caps its own address space
/// (`RLIMIT_AS`, from `TESSERA_PREVIEW_MEMORY_MB`, default 4096), makes standard output
/// line-buffered (so a crash loses no printed line) and starts a watchdog that ends the
/// process when the parent goes away.
public enum PreviewHost {
    /// The request descriptor a parent hands the child.
    public static let requestFD: Int32 = 3
    /// The response descriptor a parent hands the child.
    public static let responseFD: Int32 = 4

    /// Builds the user's collection view with `entry` and serves requests until `quit`
    /// or until the parent closes the request pipe. Never returns.
    @MainActor
    public static func run(_ entry: () -> UICollectionView) -> Never {
        setUp()
        let collectionView = entry()
        var driver = HostDriver(collectionView: collectionView)
        var channel = WireChannel(readFD: requestFD, writeFD: responseFD)
        while true {
            guard case .success(let line) = channel.readLine() else { exit(0) }
            guard let request = WireRequest(line: line) else {
                channel.write(WireResponse.error("malformed request: \(line.prefix(80))").lines)
                continue
            }
            if request == .quit {
                channel.write(WireResponse.ok(WireAnswer()).lines)
                exit(0)
            }
            let response = driver.handle(request)
            guard channel.write(response.lines) else { exit(0) }
        }
    }

    /// The memory cap in bytes, from `TESSERA_PREVIEW_MEMORY_MB` (default 4096 MiB).
    static var memoryLimit: UInt64 {
        let mb = getenv("TESSERA_PREVIEW_MEMORY_MB").flatMap { UInt64(String(cString: $0)) } ?? 4096
        return max(64, mb) << 20
    }

    private static func setUp() {
        signal(SIGPIPE, SIG_DFL)
        lineBufferStandardOutput()
        var limit = rlimit(rlim_cur: rlim_t(memoryLimit), rlim_max: rlim_t(memoryLimit))
        _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        startParentWatchdog()
    }

    /// Makes the C library's `stdout` line-buffered (it is fully buffered into a log file,
    /// and a crash would lose what `print()` wrote). The stream is found through `dlsym`:
    /// Swift 6 refuses a direct reference to the C global.
    private static func lineBufferStandardOutput() {
        guard let symbol = dlsym(nil, "stdout") else { return }
        if let file = symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee {
            setvbuf(file, nil, _IOLBF, 0)
        }
    }

    /// A thread that ends the process (SIGKILL to itself) as soon as its parent is gone:
    /// a hung layout must not outlive the explorer.
    private static func startParentWatchdog() {
        var thread = pthread_t()
        _ = pthread_create(
            &thread, nil,
            { _ in
                let parent = getppid()
                while getppid() == parent { usleep(200_000) }
                kill(getpid(), SIGKILL)
                return nil
            }, nil)
        pthread_detach(thread)
    }
}
