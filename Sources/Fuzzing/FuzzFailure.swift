import CollectionLayout

/// A broken promise found by a fuzz case (a crash or a hang is seen from outside, by
/// `tessera-fuzz`'s supervisor): an error line that is not one inert line, a query that
/// differs from brute force, output with a live control character, a rejected batch
/// that changed the data.
public struct FuzzFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, one line.
    public var message: String

    /// Creates a failure.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// The generator of one case: a function of the run's seed and the case's index only,
/// so any case can be made again alone (its reproducer is the pair).
public enum FuzzSeed {
    /// The generator for case `index` of the run seeded `seed`. Complexity: O(1).
    public static func generator(seed: UInt64, index: Int) -> SplitMix64 {
        var mix = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mix.next())
    }
}
