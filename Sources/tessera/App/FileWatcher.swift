import Glibc

/// Watches one scenario file for saves with a cheap `stat` every ``interval`` seconds,
/// folded into the event loop's `poll` timeout (one system call per tick, no thread,
/// no CPU in between).
///
/// A file's signature is its device, inode, size and modification time (nanoseconds),
/// so it catches both ways editors save: a write in place changes the size or the time,
/// a replace by rename (vim, VS Code) changes the inode. A change is reported once the
/// new signature has held for one more tick, so a save caught half-written is read
/// when it is complete: a save shows 250-500 ms later. A file that disappears is
/// reported as ``Change/deleted``, and its return as a change.
struct FileWatcher {
    /// Seconds between two looks at the file.
    static let interval = 0.25

    /// What happened to the file.
    enum Change: Equatable {
        /// It has new contents (or came back after being deleted).
        case changed
        /// It no longer exists (or cannot be looked at).
        case deleted
    }

    /// The file, as the user named it.
    let path: String
    /// The signature of the version on screen (`nil`: the file is missing).
    private var current: Signature?
    /// A new signature seen once, waiting for the next tick to confirm it.
    private var pending: Signature??
    /// When to look next, in seconds of the event loop's clock.
    private(set) var nextCheck: Double

    /// Starts watching `path` as it is now; the first look is one interval after `now`.
    init(path: String, now: Double) {
        self.path = path
        current = Self.signature(of: path)
        nextCheck = now + Self.interval
    }

    /// Looks at the file if a tick is due at `now`; returns what changed, if anything.
    mutating func poll(now: Double) -> Change? {
        guard now >= nextCheck else { return nil }
        nextCheck = now + Self.interval
        let seen = Self.signature(of: path)
        if seen == current {
            pending = nil
            return nil
        }
        guard let waiting = pending, waiting == seen else {
            pending = .some(seen)
            return nil
        }
        current = seen
        pending = nil
        return seen == nil ? .deleted : .changed
    }

    /// Device, inode, size and modification time of a file.
    struct Signature: Equatable {
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
