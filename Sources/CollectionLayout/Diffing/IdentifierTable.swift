/// A flat open-addressing hash table from identifiers to flat indices, for the diff:
/// keys stored inline next to each other (linear probing, load at most 1/2), so a probe
/// touches one or two cache lines instead of a `Dictionary`'s several. Inserting a key
/// again replaces its value.
@usableFromInline
final class IdentifierTable<Key: Hashable> {
    @usableFromInline let mask: Int
    @usableFromInline let keys: UnsafeMutablePointer<Key>
    /// Per slot: the value, or -1 for an empty slot.
    @usableFromInline let values: UnsafeMutablePointer<Int32>

    /// A table for up to `count` keys.
    @inlinable init(capacityFor count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        mask = size - 1
        keys = .allocate(capacity: size)
        values = .allocate(capacity: size)
        values.initialize(repeating: -1, count: size)
    }

    @inlinable deinit {
        // Plain keys (Int, UUID, ...) need no deinitialization: skip the scan.
        if !_isPOD(Key.self) {
            for slot in 0...mask where values[slot] >= 0 { (keys + slot).deinitialize(count: 1) }
        }
        keys.deallocate()
        values.deallocate()
    }

    /// Sets `key`'s value (replacing an earlier one). `value` must be >= 0.
    @inlinable func insert(_ key: Key, _ value: Int32) {
        var slot = key.hashValue & mask
        while values[slot] >= 0 {
            if keys[slot] == key {
                values[slot] = value
                return
            }
            slot = (slot &+ 1) & mask
        }
        (keys + slot).initialize(to: key)
        values[slot] = value
    }

    /// The value of `key`, or -1.
    @inlinable func value(of key: Key) -> Int32 {
        var slot = key.hashValue & mask
        while true {
            let v = values[slot]
            if v < 0 || keys[slot] == key { return v }
            slot = (slot &+ 1) & mask
        }
    }
}
