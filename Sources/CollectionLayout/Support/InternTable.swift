#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An append-only, process-wide table that gives each distinct key a small index and
/// keeps the value it stands for: how an attribute names an element kind in a few bits
/// (``ElementKindTable``), and how TerminalCanvas's cells hold a colour name or a
/// grapheme cluster of several scalars in 32 bits. Package-wide, not public API.
///
/// Entries are never removed, so an index stays valid for the life of the process and
/// equal keys always get the same index (cells can be compared by their codes). The
/// table only grows with *distinct* keys (element kinds, colour names, the multi-scalar
/// clusters of titles: a few hundred in practice), up to its capacity. Lookups take a
/// mutex; the hot paths never need them (the well-known kinds, single scalars, the
/// default colour and section colours are stored inline).
package final class InternTable<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var values: [Value] = []
    private var indices: [Key: UInt32] = [:]
    /// The number of indices the table hands out; later keys get `nil`.
    package let capacity: Int

    /// Creates an empty table that hands out at most `capacity` indices.
    package init(capacity: Int) {
        self.capacity = capacity
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The index of `key`, adding it (with `value`) when new; `nil` when the table is full.
    package func index(of key: Key, value: () -> Value) -> UInt32? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let index = indices[key] { return index }
        guard values.count < capacity else { return nil }
        let index = UInt32(values.count)
        values.append(value())
        indices[key] = index
        return index
    }

    /// The value at `index`, or `nil` for an index the table never handed out.
    package func value(at index: UInt32) -> Value? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return Int(index) < values.count ? values[Int(index)] : nil
    }
}
