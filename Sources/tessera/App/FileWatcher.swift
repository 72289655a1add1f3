import Explorer
import Glibc

/// Watches one scenario file for saves with a cheap `stat` every ``interval`` seconds,
/// folded into the event loop's `poll` timeout (one system call per tick, no thread,
/// no CPU in between).
///
/// A file's signature is its device, inode, size and modification time (nanoseconds),
/// so it catches both ways editors save: a write in place changes the size or the time,
/// a replace by rename (vim, VS Code) changes the inode. ``FileChangeDetector`` reports
/// a change once the new signature has held for one more tick, so a save shows
/// 250-500 ms later. A file that disappears is reported as deleted, its return as a
/// change.
struct FileWatcher {
    /// Seconds between two looks at the file.
    static let interval = 0.25

    /// The file, as the user named it.
    let path: String
    /// What the looks so far mean.
    private var detector: FileChangeDetector<Signature>
    /// When to look next, in seconds of the event loop's clock.
    private(set) var nextCheck: Double

    /// Starts watching `path` as it is now; the first look is one interval after `now`.
    init(path: String, now: Double) {
        self.path = path
        detector = FileChangeDetector(initial: Self.signature(of: path))
        nextCheck = now + Self.interval
    }

    /// Looks at the file if a tick is due at `now`; returns what changed, if anything.
    mutating func poll(now: Double) -> FileChangeDetector<Signature>.Change? {
        guard now >= nextCheck else { return nil }
        nextCheck = now + Self.interval
        return detector.observe(Self.signature(of: path))
    }

    /// Device, inode, size and modification time of a file.
    struct Signature: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    /// The signature of the file at `path` (following symbolic links), or `nil`.
    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
