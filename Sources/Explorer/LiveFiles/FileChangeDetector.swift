/// Decides, from what a backend sees each time it looks at a watched file, when the
/// file has really changed: a new signature (device, inode, size, modification time,
/// or anything `Equatable`) counts once it is seen on two looks in a row, so a save
/// caught half-written is read once it is complete. `nil` means the file is missing.
///
/// Pure logic, no I/O: the terminal app's `FileWatcher` does the `stat` calls.
/// Complexity: O(1) per look.
public struct FileChangeDetector<Signature: Equatable & Sendable>: Sendable {
    /// What happened to the file.
    public enum Change: Equatable, Sendable {
        /// It has new contents (or came back after being deleted).
        case changed
        /// It no longer exists (or cannot be looked at).
        case deleted
    }

    /// The signature of the version on screen (`nil`: missing).
    public private(set) var current: Signature?
    /// A new signature seen once, waiting for the next look to confirm it.
    private var pending: Signature??

    /// Starts from the file as it was opened.
    public init(initial: Signature?) {
        current = initial
    }

    /// One look at the file: what it shows now. Returns the change it confirms, if any.
    public mutating func observe(_ seen: Signature?) -> Change? {
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
}
