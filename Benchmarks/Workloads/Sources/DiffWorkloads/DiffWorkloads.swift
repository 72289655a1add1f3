import CollectionLayout
import Foundation

/// The diff workloads (Docs/diffing.md, "Workloads and targets"): pairs of identifier lists,
/// built deterministically (the engine's SplitMix64) and in O(n log n), so 1M-item pairs take well
/// under a second to make.
public enum DiffWorkloads {
    /// The shapes measured.
    public enum Shape: String, CaseIterable, Sendable {
        /// Delete 10 %, move 5 % to random positions, insert 10 % fresh ids (count unchanged).
        case churn
        /// Delete 0.4 %, insert 0.4 %, move 0.2 %.
        case light
        /// An element-wise copy in a distinct buffer.
        case identical
        /// 10 % fresh ids appended (a page of pagination).
        case append
    }

    /// Old and new lists of `count` random 64-bit identifiers, changed as `shape` says.
    public static func pair(_ shape: Shape, count: Int, seed: UInt64 = 0x7E55_E7A) -> (old: [Int], new: [Int]) {
        var rng = SplitMix64(seed: seed &+ UInt64(count))
        let old = (0..<count).map { _ in Int(bitPattern: UInt(rng.next())) }
        switch shape {
        case .identical:
            return (old, old.withUnsafeBufferPointer { Array($0) })
        case .append:
            return (old, old + (0..<count / 10).map { _ in Int(bitPattern: UInt(rng.next())) })
        case .churn:
            return (old, edit(old, deletes: 0.10, moves: 0.05, inserts: 0.10, using: &rng))
        case .light:
            return (old, edit(old, deletes: 0.004, moves: 0.002, inserts: 0.004, using: &rng))
        }
    }

    /// DifferenceKit's own benchmark shapes with `UUID`s: 5,000 -> delete 2000..<3000,
    /// insert 1,000 at 3000, shuffle 0..<200; 100,000 -> delete 20000..<30000, insert
    /// 10,000 at 30000, shuffle 0..<2000.
    public static func uuidPair(count: Int) -> (old: [UUID], new: [UUID]) {
        var rng = SplitMix64(seed: 0xDC + UInt64(count))
        func uuid() -> UUID {
            let a = rng.next()
            let b = rng.next()
            return UUID(
                uuid: (
                    UInt8(truncatingIfNeeded: a), UInt8(truncatingIfNeeded: a >> 8), UInt8(truncatingIfNeeded: a >> 16),
                    UInt8(truncatingIfNeeded: a >> 24),
                    UInt8(truncatingIfNeeded: a >> 32), UInt8(truncatingIfNeeded: a >> 40),
                    UInt8(truncatingIfNeeded: a >> 48), UInt8(truncatingIfNeeded: a >> 56),
                    UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: b >> 8), UInt8(truncatingIfNeeded: b >> 16),
                    UInt8(truncatingIfNeeded: b >> 24),
                    UInt8(truncatingIfNeeded: b >> 32), UInt8(truncatingIfNeeded: b >> 40),
                    UInt8(truncatingIfNeeded: b >> 48), UInt8(truncatingIfNeeded: b >> 56)
                ))
        }
        let old = (0..<count).map { _ in uuid() }
        var new = old
        let fifth = count / 5
        let tenth = count / 10
        let fiftieth = count / 50
        new.removeSubrange((2 * fifth)..<(2 * fifth + tenth))
        new.insert(contentsOf: (0..<tenth).map { _ in uuid() }, at: 2 * fifth + tenth)
        new[0..<fiftieth].shuffle(using: &rng)
        return (old, new)
    }

    /// Deletes, moves and inserts by sort keys: survivors keep their index as key, moved
    /// and fresh ids get random keys, then one sort. Complexity: O(n log n).
    static func edit(_ old: [Int], deletes: Double, moves: Double, inserts: Double, using rng: inout SplitMix64)
        -> [Int]
    {
        let n = old.count
        var keyed: [(key: Double, id: Int)] = []
        keyed.reserveCapacity(n + Int(Double(n) * inserts) + 1)
        for (i, id) in old.enumerated() {
            let r = Double(rng.next() >> 11) / Double(1 << 53)
            if r < deletes { continue }
            let key = r < deletes + moves ? Double(rng.next() >> 11) / Double(1 << 53) * Double(n) : Double(i)
            keyed.append((key, id))
        }
        for _ in 0..<Int(Double(n) * inserts) {
            keyed.append((Double(rng.next() >> 11) / Double(1 << 53) * Double(n), Int(bitPattern: UInt(rng.next()))))
        }
        keyed.sort { $0.key < $1.key }
        return keyed.map(\.id)
    }
}
